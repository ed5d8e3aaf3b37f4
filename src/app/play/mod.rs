//! The systems that apply the players' messages to the model: new games and matches, the Omweso
//! setup, choosing a move, take-backs, the Blitz count, leaving the board, and listing the legal
//! moves. Each runs only in the board phases where its message means something; in the others
//! the message is dropped, never queued. They import the model and the rules, never the view,
//! the input or the panels.

mod clock;
mod computer;
mod listing;
mod review;
mod session;
mod setup;
mod turn;
#[cfg(not(target_arch = "wasm32"))]
mod worker;

use super::AppSystems;
use super::model::messages::{
    CancelChoice, OptionChosen, PitChosen, Redo, Review, SetupAction, SkipPlayback, TakeBack, TurnLost,
};
use super::model::phase::{BoardPhase, choosing, reviewable};
use bevy::ecs::message::Messages;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((listing::plugin, computer::plugin)).add_systems(
        Update,
        (
            (
                drop_unless::<PitChosen>,
                drop_unless::<OptionChosen>,
                drop_unless::<CancelChoice>,
                drop_unless::<TurnLost>,
            )
                .run_if(not(choosing)),
            // A game just ended can be taken back too (the move that lost it, say).
            // And from a setup, into the game before (Omweso).
            (drop_unless::<TakeBack>, drop_unless::<Redo>).run_if(not(choosing
                .or_else(in_state(BoardPhase::GameOver))
                .or_else(in_state(BoardPhase::Setup)))),
            drop_unless::<SetupAction>.run_if(not(in_state(BoardPhase::Setup))),
            drop_unless::<SkipPlayback>.run_if(not(in_state(BoardPhase::Animating))),
            drop_unless::<Review>.run_if(not(reviewable)),
            (
                session::start_new_match,
                session::start_next_game,
                session::start_new_game,
                session::resume_saved,
                session::open_file,
                session::open_position,
                session::leave,
            )
                .chain(),
            (session::forget_turn, session::on_board_reset).chain(),
            (review::step, review::replay_on).chain().run_if(in_state(super::Screen::Playing)),
            (computer::arrange, setup::arrange).chain().run_if(in_state(BoardPhase::Setup)),
            computer::think.run_if(in_state(BoardPhase::AwaitingPit)),
            computer::answer.run_if(in_state(BoardPhase::Asking)),
            (turn::choose_pit, turn::choose_option, turn::cancel_choice, session::lose_turn)
                .chain()
                .run_if(choosing),
            (session::take_back, session::redo).chain().run_if(
                choosing.or_else(in_state(BoardPhase::GameOver)).or_else(in_state(BoardPhase::Setup)),
            ),
            turn::log_question.run_if(in_state(super::Screen::Playing)),
            listing::list_lines.run_if(
                in_state(BoardPhase::Listing)
                    .or_else(in_state(BoardPhase::Animating))
                    .or_else(in_state(BoardPhase::AwaitingPit)),
            ),
            session::record_match_result.run_if(in_state(BoardPhase::GameOver)),
            clock::count_down.run_if(in_state(super::Screen::Playing)),
        )
            .chain()
            .in_set(AppSystems::Apply),
    );
}

/// Drops the messages of type `M` that arrived while the board could not take them: a click
/// while seeds move is not kept for the next board.
fn drop_unless<M: Message + std::fmt::Debug>(mut messages: ResMut<Messages<M>>) {
    for message in messages.drain() {
        debug!("dropped {message:?}: the board cannot take it now");
    }
}
