//! Choosing a move at the board: picks and answers go to the pure `Turn`, and what it returns is
//! done here — events shown, or the move played and recorded.

use super::legal::Legal;
use super::messages::{CancelChoice, MovePlayed, OptionChosen, PitChosen};
use super::refused::Refused;
use super::the_match::Match;
use super::turn::{Question, Turn, TurnEffect};
use crate::app::base::gate::GatedMessages;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::last_move::{LastMove, MoveSummary};
use crate::app::game::messages::ShowEvents;
use crate::app::game::phase::{BoardPhase, choosing};
use crate::app::locale::words::Words;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_gated_message::<PitChosen, _, _, _, _>(
        choosing.or_else(in_state(BoardPhase::Listing)),
        choose_pit.in_set(AppSystems::Choose),
    )
    .add_systems(Update, pick_what_waited.before(choose_pit).run_if(choosing).in_set(AppSystems::Choose))
    .add_gated_message::<OptionChosen, _, _, _, _>(
        choosing,
        choose_option.after(choose_pit).in_set(AppSystems::Choose),
    )
    .add_gated_message::<CancelChoice, _, _, _, _>(
        choosing,
        cancel_choice.after(choose_option).in_set(AppSystems::Choose),
    )
    .add_systems(
        Update,
        log_question.after(cancel_choice).run_if(in_state(Screen::Playing)).in_set(AppSystems::Choose),
    );
}

pub(super) fn choose_pit(
    mut choices: MessageReader<PitChosen>,
    mut current: ResMut<Match>,
    mut legal: ResMut<Legal>,
    mut turn: ResMut<Turn>,
    mut last: ResMut<LastMove>,
    mut refused: ResMut<Refused>,
    mut show: MessageWriter<ShowEvents>,
    mut played: MessageWriter<MovePlayed>,
) {
    for &PitChosen(pit) in choices.read() {
        // A pit of another board (the pointer over a layout drawn for the game before) names
        // nothing here.
        if !current.game.geometry().contains(pit) {
            debug!("a pick off this board ({pit:?}) is dropped");
            continue;
        }
        // A pit chosen before the position's moves are listed (a tap as the last seeds settle,
        // a web page's listing off the frame) is chosen once they are: one click plays.
        if legal.needs_lines(&current) {
            info!("{} waits: the rules are listing the moves", current.game.pit_name(pit));
            legal.wait_for(&current, pit);
            continue;
        }
        // A pit whose moves are still being decided is chosen once they are (unless the click
        // answers the board's question).
        let answers = turn.question.as_ref().is_some_and(|q| q.answers.iter().any(|a| a.target == Some(pit)));
        if legal.pending_pits(&current).contains(&pit) && !answers {
            match &turn.question {
                // In the middle of a move another pit means nothing.
                Some(question) if !question.at_start => continue,
                // Before any seed moved: let go of the pit asked about.
                Some(_) => *turn = Turn::default(),
                None => {}
            }
            info!("{} waits: the rules are still deciding its moves", current.game.pit_name(pit));
            legal.wait_for(&current, pit);
            continue;
        }
        let effects = turn.pick(&current.game, legal.lines(&current), pit);
        if apply(effects, &mut current, &mut last, &mut refused, &mut show, &mut played) {
            // The seeds now move: later clicks of this frame were aimed at the old board.
            break;
        }
    }
}

/// A pit chosen before its moves were known is chosen again once they are and the board takes a
/// pick: after any seeds still moving have settled.
fn pick_what_waited(current: Res<Match>, mut legal: ResMut<Legal>, mut picks: MessageWriter<PitChosen>) {
    // Looked at first, changed only when made: an idle board's resources stay unchanged.
    if let Some(pit) = legal.decided_pick(&current) {
        legal.forget_pick();
        picks.write(PitChosen(pit));
    }
}

pub(super) fn choose_option(
    mut choices: MessageReader<OptionChosen>,
    mut current: ResMut<Match>,
    mut turn: ResMut<Turn>,
    mut last: ResMut<LastMove>,
    mut refused: ResMut<Refused>,
    mut show: MessageWriter<ShowEvents>,
    mut played: MessageWriter<MovePlayed>,
    words: Res<Words>,
) {
    for &OptionChosen(n) in choices.read() {
        let Some(label) = turn.question.as_ref().and_then(|q| q.answers.get(n)).map(|a| a.label.clone())
        else {
            debug!("ignored answer {n}: the question has no such answer");
            continue;
        };
        info!("answered: {}", super::words::answer_label(&words, &label));
        let effects = turn.answer(&current.game, n);
        if apply(effects, &mut current, &mut last, &mut refused, &mut show, &mut played) {
            break;
        }
    }
}

/// Each new question is written to the log with its answers (browser tests read it).
pub(super) fn log_question(turn: Res<Turn>, words: Res<Words>, mut last: Local<Option<Question>>) {
    if turn.question == *last {
        return;
    }
    if let Some(question) = &turn.question {
        let answers: Vec<String> =
            question.answers.iter().map(|a| super::words::answer_label(&words, &a.label)).collect();
        info!(
            "question: {} answers: {}",
            super::words::prompt(&words, &question.prompt),
            answers.join(" | ")
        );
    }
    *last = turn.question.clone();
}

pub(super) fn cancel_choice(mut cancels: MessageReader<CancelChoice>, mut turn: ResMut<Turn>) {
    if cancels.read().last().is_some() && turn.cancel() {
        info!("let go of the pit");
    }
}

/// Does what the turn asks; true when seeds are set moving.
fn apply(
    effects: Vec<TurnEffect>,
    current: &mut Match,
    last: &mut LastMove,
    refused: &mut Refused,
    show: &mut MessageWriter<ShowEvents>,
    played: &mut MessageWriter<MovePlayed>,
) -> bool {
    let moving = effects.iter().any(TurnEffect::moves_seeds);
    if moving {
        refused.clear();
    }
    for effect in effects {
        match effect {
            TurnEffect::Refused { pit, why } => {
                info!("refused {}: {why:?}", current.game.pit_name(pit));
                refused.set(current, pit, why);
            }
            TurnEffect::Show(events) => {
                show.write(ShowEvents(events));
            }
            TurnEffect::Play { line, rest } => {
                show.write(ShowEvents(rest));
                info!("move played: {}", line.notation);
                last.0 = Some(MoveSummary::of_line(&current.game, &line));
                played.write(MovePlayed { notation: line.notation.clone(), events: line.events });
                current.record_move(line.notation, line.after);
            }
        }
    }
    moving
}
