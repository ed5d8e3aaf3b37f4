//! The game's messages: what players (by click, key or panel), the computer, tests and scripts
//! ask of the game — a pit, an answer, a take-back, a new game or match, leaving — and the move
//! the rules accepted. Each capability keeps its own messages beside it (`board::messages`,
//! `files::messages`, …).

use super::record::MatchSettings;
use crate::rules::{AnyGame, Event, Pit};
use bevy::prelude::*;

/// The messages every phase takes. Those taken only in some phases (a pick, an answer, a skip, a
/// take-back, a setup action, a review step) are registered with their handlers, by their gate.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<NewGame>()
        .add_message::<NewMatch>()
        .add_message::<NextGame>()
        .add_message::<MovePlayed>()
        .add_message::<Leave>()
        .add_message::<LeaveConfirmed>()
        .add_message::<ResumeSaved>();
}

// What a player asks.

/// The player picked a pit (by click, touch, or a test).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitChosen(pub Pit);

/// The player answered the board's question with its `n`-th answer.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionChosen(pub usize);

/// The player lets go of the pit they chose, before any seed has moved.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CancelChoice;

/// Take the last move back (Classical play only). While the board asks in the middle of a move,
/// it takes back only that half-shown move.
#[derive(Message, Clone, Copy, Debug)]
pub struct TakeBack;

/// Play the last move taken back again.
#[derive(Message, Clone, Copy, Debug)]
pub struct Redo;

/// Start a game from this position at once, untimed, with take-backs (the command line, tests).
#[derive(Message, Clone, Debug)]
pub struct NewGame(pub AnyGame);

/// Continue the game that was saved when Kete last closed.
#[derive(Message, Clone, Copy, Debug)]
pub struct ResumeSaved;

/// Start a match as the new-game dialog set it up.
#[derive(Message, Clone, Copy, Debug)]
pub struct NewMatch(pub MatchSettings);

/// The next game of an Omweso match (or the replay of an annulled one).
#[derive(Message, Clone, Copy, Debug)]
pub struct NextGame;

/// Where a player may go from the board, abandoning what is on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveTo {
    /// The title screen.
    Menu,
    /// The same game (or match) from its start.
    Restart,
}

/// The player asks to leave the board; asked to confirm when a game or match would be lost.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leave(pub LeaveTo);

/// The player confirmed: leave, abandoning the game or match.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaveConfirmed(pub LeaveTo);

// What the board tells the view.

/// The rules accepted a move: its notation and everything it did.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub notation: String,
    pub events: Vec<Event>,
}
