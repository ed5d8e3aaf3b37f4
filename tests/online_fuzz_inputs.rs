//! What the network hands the game, fed random mutations of good input and random bytes: the
//! online protocol's messages (heard by a device in the middle of a real game), game and setup
//! links, and invitations. Each ends in a value or a refusal, never a panic; a refused message
//! changes nothing. Prints how many inputs each reader took and how long (docs/BENCHMARKS.md).

use kete::online::invite;
use kete::online::protocol::{self, Say};
use kete::online::{Heard, Session};
use kete::rules::any::presets;
use kete::rules::omweso::setup;
use kete::rules::record::Record;
use kete::rules::{AnyGame, GameKind, NoEvents, Side};
use kete::saved::{SavedSetup, link};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use web_time::{Duration, Instant};

#[path = "common/mutate.rs"]
mod mutate;
use mutate::mutated;

/// Inputs per reader; the whole test runs in seconds.
const ROUNDS: usize = 100_000;
const ID: &str = "ZnV6emluZ0lk";

/// Pieces a mutation splices in: the protocol's and the links' own words, numbers at the edges of
/// their types, and what breaks naive readers.
const PIECES: &[&str] = &[
    "0",
    "1",
    "-1",
    "4294967295",
    "18446744073709551616",
    "1e999",
    "null",
    "true",
    "\"",
    "\\",
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    ".",
    "..",
    "m1.",
    "o1.",
    "#",
    "\"say\":\"move\"",
    "\"say\":\"hello\"",
    "\"say\":\"next_game\"",
    "\"v\":99",
    "\"v\":0",
    "\"plays\":\"South\"",
    "\"round\":4294967295",
    "\"keep\":0",
    "\"moves\":0",
    "\"pits\":[255,255]",
    "\u{0}",
    "\u{202e}",
    "é",
    "😀",
    "\r\n",
    "A",
    "z",
    "bao",
    "omweso",
    "kimasai",
    "seed",
    "arranging",
    "_",
    "-",
];

fn random_bytes(rng: &mut SmallRng) -> Vec<u8> {
    (0..rng.random_range(0..300)).map(|_| rng.random()).collect()
}

/// A game of `kind` played at random for up to `plies` moves.
fn game(kind: GameKind, preset: &str, plies: usize, rng: &mut SmallRng) -> Record {
    let start = AnyGame::new_with_rules(kind, Some(preset)).expect("a preset");
    let mut position = start.clone();
    let mut moves = Vec::new();
    while moves.len() < plies && position.outcome().is_none() {
        let legal = position.legal_moves();
        let mv = position.format_move(legal[rng.random_range(0..legal.len())]);
        position.play_text(&mv, &mut NoEvents).expect("legal");
        moves.push(mv);
    }
    Record::new(&start, preset, moves).expect("a game").record
}

/// Good messages of every kind, as devices in real games say them.
fn good_messages(rng: &mut SmallRng) -> Vec<String> {
    let mut said = Vec::new();
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            let record = game(kind, preset, rng.random_range(0..40), rng);
            let replay = record.replay().expect("replays");
            let session = Session::new(ID, Side::South, &replay, Instant::now()).expect("a session");
            said.push(session.hello());
            if let Some(position) = replay.positions.last()
                && position.outcome().is_none()
            {
                let legal = position.legal_moves();
                let mv = position.format_move(legal[0]);
                let mut after = position.clone();
                after.play_text(&mv, &mut NoEvents).expect("legal");
                let ply = record.moves.len() + 1;
                said.push(protocol::encode(&Say::Move { ply, mv, after: after.to_text() }));
            }
        }
    }
    let rules = AnyGame::new_with_rules(GameKind::Omweso, Some("traditional")).expect("a preset");
    let rules = rules.as_omweso().expect("omweso").rules();
    let setup = SavedSetup {
        first: Side::South,
        side: Side::North,
        pits: [setup::random_arrangement(&rules, rng), [0; 16]],
    };
    let arranging =
        Session::arranging(ID, Side::North, "traditional", setup, Instant::now()).expect("a setup");
    said.push(arranging.hello());
    said.push(protocol::encode(&Say::Arranged { pits: setup::STANDARD }));
    said.push(protocol::encode(&Say::TakeBack { moves: 4, keep: 3 }));
    said.push(protocol::encode(&Say::TakeBackAnswer { moves: 4, keep: 3, yes: true }));
    said.push(protocol::encode(&Say::Join));
    said
}

/// Both devices of a Bao game a few moves in, greeted: the one that hears, and its record.
fn listener(rng: &mut SmallRng) -> (Session, Record) {
    let record = game(GameKind::Bao, "seed", 6, rng);
    let replay = record.replay().expect("replays");
    let now = Instant::now();
    let mut south = Session::new(ID, Side::South, &replay, now).expect("a session");
    let north = Session::new(ID, Side::North, &replay, now).expect("a session");
    assert_eq!(south.hear(north.hello().as_bytes(), now), Ok(Heard::Agreed));
    (south, record)
}

#[test]
fn mutated_and_random_messages_are_heard_or_refused_and_a_refusal_changes_nothing() {
    let mut rng = SmallRng::seed_from_u64(5801);
    let good = good_messages(&mut rng);
    let started = std::time::Instant::now();
    let (mut heard, mut refused) = (0, 0);
    let (mut device, mut record) = listener(&mut rng);
    let mut now = Instant::now();
    for round in 0..ROUNDS {
        let bytes = if round % 4 == 0 {
            random_bytes(&mut rng)
        } else {
            mutated(&good[rng.random_range(0..good.len())], PIECES, &mut rng).into_bytes()
        };
        // A second between words, a person's pace: the flood guard is tested elsewhere.
        now += Duration::from_secs(1);
        match device.hear(&bytes, now) {
            Ok(_) => heard += 1,
            Err(why) => {
                refused += 1;
                assert!(!why.to_string().contains('\n'), "{why}");
                if !why.stops_the_game() {
                    assert_eq!(
                        device.record(),
                        &record,
                        "a refused word changed the game: {:?}",
                        String::from_utf8_lossy(&bytes)
                    );
                }
            }
        }
        // A game that changed, or stopped, begins again: the next words meet a game in progress.
        if device.record() != &record || device.split().is_some() {
            (device, record) = listener(&mut rng);
        }
    }
    println!(
        "protocol: {ROUNDS} messages (a quarter random bytes, the rest mutations of {} good ones) in {:.2} s: {heard} taken, {refused} refused",
        good.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(refused > ROUNDS / 2, "the mutations reach the checks");
}

#[test]
fn mutated_and_random_links_read_or_are_refused() {
    let mut rng = SmallRng::seed_from_u64(5802);
    let mut links = Vec::new();
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            links.push(
                link::write(ID, &game(kind, preset, rng.random_range(0..60), &mut rng)).expect("a link"),
            );
        }
    }
    let rules = AnyGame::new_with_rules(GameKind::Omweso, Some("seed")).expect("a preset");
    let rules = rules.as_omweso().expect("omweso").rules();
    let setup = SavedSetup {
        first: Side::North,
        side: Side::South,
        pits: [[0; 16], setup::random_arrangement(&rules, &mut rng)],
    };
    links.push(link::write_setup(ID, "seed", &setup).expect("a setup link"));
    let started = std::time::Instant::now();
    let (mut read, mut refused) = (0, 0);
    for round in 0..ROUNDS {
        let text = if round % 4 == 0 {
            String::from_utf8_lossy(&random_bytes(&mut rng)).into_owned()
        } else {
            mutated(&links[rng.random_range(0..links.len())], PIECES, &mut rng)
        };
        match link::read(&text) {
            Ok(_) => read += 1,
            Err(why) => {
                refused += 1;
                assert!(!why.to_string().contains('\n'), "{why}");
            }
        }
        // The same text found in a message, and as an invitation.
        let _ = link::find(&text);
        if let Some(room) = invite::room_of(&text) {
            assert!(invite::is_room(&room), "{text:?} gave the room {room:?}");
        }
    }
    println!(
        "links: {ROUNDS} texts (a quarter random, the rest mutations of {} links) in {:.2} s: {read} read, {refused} refused",
        links.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(refused > ROUNDS / 2, "the mutations reach the checks");
}
