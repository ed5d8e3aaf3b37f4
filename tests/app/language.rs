//! Kiswahili at the board: a Bao question, an Omweso setup and a game's end, with the language
//! chosen as a player chooses it; every word a player reads is the catalogue's, and no message id
//! shows in its place.

use super::support::{start, test_app};
use bevy::prelude::*;
use kete::app::game::messages::{NewMatch, PitChosen};
use kete::app::game::record::{FirstPlayer, Match, MatchSettings};
use kete::app::game::turn::Turn;
use kete::app::locale::choice::LanguageChoice;
use kete::app::locale::names;
use kete::app::locale::words::Words;
use kete::rules::bao::Bao;
use kete::rules::{AnyGame, GameKind, Side};

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
    let prompt = names::prompt(words, &question.prompt);
    assert_eq!(prompt, "Kete zilizokamatwa ziingie wapi? Chagua kichwa.");
    assert_words(&prompt);
    for answer in &question.answers {
        let label = names::answer_label(words, &answer.label);
        assert!(label.starts_with("Kichwa "), "{label}");
        assert_words(&names::answer_detail(words, &answer.detail));
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
