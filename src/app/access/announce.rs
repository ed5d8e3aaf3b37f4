//! The announcements: once the board settles after a move (or a new board, a take-back, a
//! question), the move in words and what comes next — whose turn, the question with its numbered
//! answers, the arranging player, the result; the pit the keys reach; why a chosen pit started
//! nothing; the whole board on B.

use super::spoken::Spoken;
use crate::app::base::PausableSystems;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::focus::{KeyFocus, choices};
use crate::app::board::held::Held;
use crate::app::game::arranging::SetupRefused;
use crate::app::game::last_move::LastMove;
use crate::app::game::legal::Legal;
use crate::app::game::phase::BoardPhase;
use crate::app::game::refused::Refused;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::app::game::words as game_words;
use crate::app::locale::names;
use crate::app::locale::speech;
use crate::app::locale::words::Words;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            read_the_board.in_set(PausableSystems).in_set(AppSystems::RecordInput),
            (announce_turn, describe_focus, say_refusal, say_setup_refusal)
                .chain()
                .in_set(AppSystems::Present),
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// What was last announced of the game: the position, and what the board waited for there.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Said {
    position: u64,
    phase: BoardPhase,
    asking: bool,
}

fn announce_turn(
    current: Res<Match>,
    phase: Res<State<BoardPhase>>,
    turn: Res<Turn>,
    last: Res<LastMove>,
    words: Res<Words>,
    mut spoken: ResMut<Spoken>,
    mut said: Local<Option<Said>>,
) {
    let phase = *phase.get();
    // Only once the board waits for someone (or the game is over): not while seeds move, nor on
    // the way to the game-over board.
    let waiting = matches!(phase, BoardPhase::AwaitingPit | BoardPhase::Asking | BoardPhase::Setup);
    let over = phase == BoardPhase::GameOver;
    if !(over || waiting && current.game.outcome().is_none()) {
        return;
    }
    let now = Said { position: current.position_id(), phase, asking: turn.question.is_some() };
    if said.as_ref() == Some(&now) {
        return;
    }
    // The game's last move is said with its result.
    let moved = over || said.as_ref().is_none_or(|before| before.position != now.position);
    *said = Some(now);
    let mut parts = Vec::new();
    if moved && let Some(summary) = &last.0 {
        parts.push(game_words::move_in_words(&words, summary));
    }
    match phase {
        BoardPhase::GameOver => {
            if let Some(outcome) = current.game.outcome() {
                parts.push(names::headline(&words, &outcome, current.score.is_some()));
                parts.push(names::outcome_reason(&words, current.game.kind(), &outcome));
            }
        }
        BoardPhase::Setup => {
            if let Some(arranging) = &current.arranging {
                let side = names::side(&words, arranging.side);
                parts.push(words.with("speech-arranges", &[("side", side.into())]));
            }
        }
        BoardPhase::Asking => {
            if let Some(question) = &turn.question {
                parts.push(game_words::prompt(&words, &question.prompt));
                for (n, answer) in question.answers.iter().enumerate() {
                    let label = game_words::answer_label(&words, &answer.label);
                    parts.push(
                        words.with("speech-answer", &[("number", (n + 1).into()), ("answer", label.into())]),
                    );
                }
            }
        }
        _ => {
            let side = names::side(&words, current.game.side_to_move());
            parts.push(words.with("bar-to-move", &[("side", side.into())]));
        }
    }
    spoken.say(parts.join(". "));
}

/// The pit the keys reach is described, and said.
fn describe_focus(
    focus: Res<KeyFocus>,
    current: Res<Match>,
    legal: Res<Legal>,
    (phase, held): (Res<State<BoardPhase>>, Res<Held>),
    words: Res<Words>,
    mut spoken: ResMut<Spoken>,
    mut described: Local<Option<(u64, Option<crate::rules::Pit>)>>,
) {
    let now = (current.position_id(), focus.pit.filter(|_| focus.active));
    if *described == Some(now) {
        return;
    }
    *described = Some(now);
    let Some(pit) = now.1.filter(|&pit| current.game.geometry().contains(pit)) else { return };
    let may_move = *phase.get() == BoardPhase::AwaitingPit
        && choices(&current, &legal, *phase.get(), &held).contains(&pit);
    let text = speech::pit(&words, &current.game, pit, may_move);
    spoken.focused = text.clone();
    spoken.say(text);
}

/// A pit chosen that started nothing: the rule in the way is said (each refusal, even the same
/// one again, is news: the player chose again).
fn say_refusal(refused: Res<Refused>, current: Res<Match>, words: Res<Words>, mut spoken: ResMut<Spoken>) {
    if !refused.is_changed() {
        return;
    }
    if let Some((pit, why)) = refused.now(&current) {
        let text = game_words::refusal(&words, &current.game, pit, why);
        info!("said: {text}");
        spoken.say(text);
    }
}

/// A setup action that did nothing (a seed into the other player's pit, a full pit, Done too
/// soon): said as the panel shows it.
fn say_setup_refusal(
    mut refused: MessageReader<SetupRefused>,
    current: Res<Match>,
    words: Res<Words>,
    mut spoken: ResMut<Spoken>,
) {
    for &SetupRefused(why) in refused.read() {
        let text = game_words::setup_refusal(&words, &current.game, why);
        info!("said: {text}");
        spoken.say(text);
    }
}

/// B reads the whole board aloud.
fn read_the_board(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<Match>,
    words: Res<Words>,
    mut spoken: ResMut<Spoken>,
) {
    if keys.just_pressed(KeyCode::KeyB) {
        spoken.say(speech::board(&words, &current.game).join(". "));
    }
}
