//! Kiswahili at the board: a Bao question, an Omweso setup and a game's end, with the language
//! chosen as a player chooses it; every word a player reads is the catalogue's, and no message id
//! shows in its place. And the catalogues themselves: complete in Kiswahili, falling back in
//! Luganda, and holding every message the code asks for.

use super::support::{start, test_app};
use bevy::prelude::*;
use kete::app::game::messages::{NewMatch, PitChosen};
use kete::app::game::the_match::Match;
use kete::app::game::turn::Turn;
use kete::app::game::words as game_words;
use kete::app::locale::choice::LanguageChoice;
use kete::app::locale::names;
use kete::app::locale::words::{CATALOGUES, ENGLISH, Words, message_ids, negotiate};
use kete::rules::bao::Bao;
use kete::rules::{AnyGame, GameKind, Side};
use kete::saved::settings::{FirstPlayer, MatchSettings};

/// An app speaking Kiswahili, chosen in the menu.
fn swahili_app() -> App {
    let mut app = test_app();
    app.world_mut().resource_mut::<LanguageChoice>().chosen = Some("sw".to_string());
    app.update();
    assert_eq!(app.world().resource::<Words>().code(), "sw", "the choice is spoken at once");
    app
}

/// Words that came from a catalogue: not empty, and no message id (`ask-kichwa`) left in them.
fn assert_words(text: &str) {
    let id_like = text.split_whitespace().any(|word| {
        word.contains('-')
            && word.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            && !word.starts_with('-')
    });
    assert!(!text.trim().is_empty() && !id_like, "not the catalogue's words: {text:?}");
}

#[test]
fn a_bao_question_is_asked_in_kiswahili() {
    let mut app = swahili_app();
    // E6 of the Bao rules: a namua capture from A6 lets South choose the kichwa.
    let game = AnyGame::from_text(
        "bao 0,0,0,0,0,0,0,2/0,2,2,6,0,7,0,0/0,1,0,0,7,1,0,0/0,0,0,0,0,0,0,0 S r=18,18 h=11 t=-",
    )
    .expect("E6");
    start(&mut app, game.clone());
    let a6 = Bao::pit(Side::South, 5);
    app.world_mut().write_message(PitChosen(a6));
    app.update();
    let question = app.world().resource::<Turn>().question.clone().expect("the kichwa question");
    let words = app.world().resource::<Words>();
    let prompt = game_words::prompt(words, &question.prompt);
    assert_eq!(prompt, "Kete zilizokamatwa ziingie wapi? Chagua kichwa.");
    assert_words(&prompt);
    for answer in &question.answers {
        let label = game_words::answer_label(words, &answer.label);
        assert!(label.starts_with("Kichwa "), "{label}");
        assert_words(&game_words::answer_detail(words, &answer.detail));
    }
}

#[test]
fn the_omweso_setup_is_captioned_in_kiswahili() {
    let mut app = swahili_app();
    let settings = MatchSettings { kind: GameKind::Omweso, first: FirstPlayer::North, ..Default::default() };
    app.world_mut().write_message(NewMatch(settings));
    for _ in 0..4 {
        app.update();
    }
    assert!(app.world().resource::<Match>().arranging.is_some(), "a setup");
    // The captions and the panel are drawn only with a renderer (the screenshots show them);
    // here, the words they are made of, for the setup on the board.
    let current = app.world().resource::<Match>();
    let arranging = current.arranging.as_ref().expect("a setup");
    let words = app.world().resource::<Words>();
    let side = names::side(words, arranging.side);
    assert_eq!(side, "Kaskazini", "North arranges first");
    let left = arranging.to_place(arranging.side);
    let caption = words.with("caption-to-place", &[("side", side.clone().into()), ("count", left.into())]);
    assert_eq!(caption, "Kaskazini\n32 za kupanga");
    let headline = words.with("setup-first-chosen", &[("side", side.into())]);
    assert!(headline.starts_with("Kaskazini anapanga kwanza"), "{headline}");
    for id in ["setup-fill-standard", "setup-fill-two", "setup-fill-random", "setup-fill-clear", "setup-done"]
    {
        assert_words(&words.get(id));
    }
}

#[test]
fn a_games_end_is_said_in_kiswahili() {
    let mut app = swahili_app();
    // Bao hamna: South's front row is empty, North has won.
    let over = AnyGame::from_text(
        "bao 1,0,4,0,3,1,4,6/2,5,2,5,0,9,7,2/0,0,0,0,0,0,0,0/0,1,3,1,3,1,3,1 S r=0,0 h=00 t=-",
    )
    .expect("a finished Bao game");
    let outcome = over.outcome().expect("the game is over");
    start(&mut app, over.clone());
    let words = app.world().resource::<Words>();
    let reason = names::outcome_reason(words, GameKind::Bao, &outcome);
    assert_eq!(reason, "Bao hamna: safu ya mbele ya Kusini ni tupu");
    assert_words(&reason);
    // And the same reason in English is the rules' own.
    assert_eq!(
        names::outcome_reason(&Words::new("en"), GameKind::Bao, &outcome),
        outcome.reason_in(GameKind::Bao)
    );
}

fn catalogue(code: &str) -> &'static str {
    CATALOGUES.iter().find(|(c, _)| *c == code).map(|(_, text)| *text).expect("a catalogue")
}

#[test]
fn every_english_message_is_in_kiswahili() {
    let words = Words::new("sw");
    assert_eq!(words.code(), "sw");
    assert!(words.missing("sw").is_empty(), "Kiswahili lacks {:?}", words.missing("sw"));
}

#[test]
fn luganda_falls_back_to_english_message_by_message() {
    let words = Words::new("lg");
    assert_eq!(words.get("side-south"), "Bukiikaddyo");
    assert_eq!(words.get("title-tagline"), "the four-row mancala games of East Africa");
    assert!(!words.missing("lg").is_empty());
    let (_, name, missing) = words.languages().into_iter().find(|(code, ..)| *code == "lg").expect("lg");
    assert_eq!((name.as_str(), missing), ("Luganda", words.missing("lg").len()));
}

#[test]
fn the_system_language_is_matched_to_a_catalogue() {
    let wish = |w: &[&str]| negotiate(&w.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    assert_eq!(wish(&["sw_TZ.UTF-8"]), "sw");
    assert_eq!(wish(&["sw-KE", "en-GB"]), "sw");
    assert_eq!(wish(&["lg-UG"]), "lg");
    assert_eq!(wish(&["fr-FR", "de"]), "en");
    assert_eq!(wish(&["C"]), "en");
    assert_eq!(wish(&[]), "en");
}

#[test]
fn arguments_and_plurals_are_said_in_each_language() {
    let english = Words::new("en");
    assert_eq!(english.with("pause-lost-moves", &[("moves", 1.into())]), "It will be lost: 1 move played.");
    assert_eq!(english.with("pause-lost-moves", &[("moves", 7.into())]), "It will be lost: 7 moves played.");
    let swahili = Words::new("sw");
    assert_eq!(swahili.with("title-play", &[("game", "Omweso".into())]), "Cheza Omweso");
    assert_eq!(swahili.get("no-such-message"), "no-such-message");
}

/// The first word of every message id (`bar-menu`): how the check below tells an id from
/// other strings.
const ID_PREFIXES: &[&str] = &[
    "language",
    "side-",
    "seat-",
    "level-",
    "preset-",
    "mode-",
    "speed-",
    "title-",
    "pause-",
    "score-",
    "bar-",
    "caption-",
    "setup-",
    "over-",
    "win-",
    "annulled-",
    "reason-",
    "rules-",
    "moves-",
    "review-",
    "position-",
    "file-",
    "notice-",
    "label-",
];

/// Every message the code asks for by its id is in the English catalogue: no id can leak to
/// the screen in place of words.
#[test]
fn every_message_the_code_asks_for_is_in_english() {
    let english: Vec<String> = message_ids(catalogue(ENGLISH));
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut files = vec![root];
    let mut asked = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).expect("readable").filter_map(|e| Some(e.ok()?.path())));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("readable");
            let text: String = text
                .lines()
                .filter(|line| !line.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            // Every literal that looks like a message id: `"bar-menu"`, passed to `get`,
            // `with` or through a match (`names::side`).
            for literal in text.split('"').skip(1).step_by(2) {
                let id_like = literal.contains('-')
                    && !literal.ends_with('-')
                    && literal.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    && ID_PREFIXES.iter().any(|prefix| literal.starts_with(prefix));
                if id_like {
                    asked.push((path.display().to_string(), literal.to_string()));
                }
            }
        }
    }
    let missing: Vec<_> = asked
        .iter()
        .filter(|(_, id)| id.contains('-') && !id.contains(' ') && !english.contains(id))
        .filter(|(_, id)| id != "no-such-message")
        .collect();
    assert!(asked.len() > 20, "the code asks for messages by id");
    assert!(missing.is_empty(), "messages missing from en/kete.ftl: {missing:?}");
}

/// Every letter every catalogue writes is in the fonts built into the game (a missing one is
/// drawn as an empty box): Luganda's ŋ, Kiswahili's and English's punctuation.
#[test]
fn the_built_in_fonts_write_every_catalogue() {
    use skrifa::MetadataProvider;
    let fonts = [
        ("Lato-Regular", kete::app::base::fonts::TEXT),
        ("Lato-Bold", kete::app::base::fonts::TEXT_BOLD),
        ("Vollkorn-SemiBold", kete::app::base::fonts::DISPLAY),
    ];
    for (name, bytes) in fonts {
        let font = skrifa::FontRef::new(bytes).expect("a font");
        let charmap = font.charmap();
        for (code, text) in CATALOGUES {
            let missing: std::collections::BTreeSet<char> = text
                .lines()
                .filter(|line| !line.trim_start().starts_with('#'))
                .flat_map(str::chars)
                .filter(|&c| !c.is_control() && charmap.map(c).is_none())
                .collect();
            assert!(missing.is_empty(), "{name} lacks letters the {code} catalogue writes: {missing:?}");
        }
    }
}
