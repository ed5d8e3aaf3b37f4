//! Random mutations of good input, for the tests that feed readers what a person or the network
//! might: one change cuts a character, puts a piece in or in place of another, or repeats or
//! removes a stretch; a mutation is one to three of them.

use rand::RngExt;
use rand::rngs::SmallRng;

/// One random change to `text`, splicing in one of `pieces`.
fn mutate(text: &str, pieces: &[&str], rng: &mut SmallRng) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = rng.random_range(0..=chars.len());
    let to = (at + rng.random_range(0..6)).min(chars.len());
    let piece = pieces[rng.random_range(0..pieces.len())];
    let (head, tail): (String, String) = (chars[..at].iter().collect(), chars[at..].iter().collect());
    let after: String = chars[to..].iter().collect();
    match rng.random_range(0..5) {
        0 => format!("{head}{}", tail.chars().skip(1).collect::<String>()),
        1 => format!("{head}{piece}{tail}"),
        2 => format!("{head}{piece}{after}"),
        3 => format!("{head}{}{tail}", chars[at..to].iter().collect::<String>()),
        _ => format!("{head}{after}"),
    }
}

/// One to three random changes to `text`.
pub fn mutated(text: &str, pieces: &[&str], rng: &mut SmallRng) -> String {
    let mut text = text.to_string();
    for _ in 0..rng.random_range(1..4) {
        text = mutate(&text, pieces, rng);
    }
    text
}
