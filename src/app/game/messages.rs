//! Every message of the game, in one place: what players (by click, key or panel), tests and
//! scripts ask of the board, and what the board tells the view. Tests write the same messages.

use super::record::MatchSettings;
use crate::app::setup::arranging::Fill;
use crate::rules::{AnyGame, Event, Pit};
use bevy::prelude::*;

/// The messages every phase takes. Those taken only in some phases (a pick, an answer, a skip, a
/// take-back, a setup action, a review step) are registered with their handlers, by their gate.
pub(in crate::app) fn plugin(app: &mut App) {
    app.add_message::<NewGame>()
        .add_message::<SaveGame>()
        .add_message::<OpenGame>()
        .add_message::<FileOpened>()
        .add_message::<PositionPasted>()
        .add_message::<NewMatch>()
        .add_message::<NextGame>()
        .add_message::<BoardReset>()
        .add_message::<SeedsReset>()
        .add_message::<MovePlayed>()
        .add_message::<ShowEvents>()
        .add_message::<Leave>()
        .add_message::<LeaveConfirmed>()
        .add_message::<ResumeSaved>()
        .add_message::<ShowMoves>();
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

/// What the arranging player does during the Omweso setup: what a click, a drag or a panel
/// button writes.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupAction {
    /// One seed from those left to place into an own pit.
    Add(Pit),
    /// One seed from an own pit back to those left to place.
    Remove(Pit),
    /// One seed from an own pit to another.
    Move { from: Pit, to: Pit },
    /// The whole arrangement at once.
    Fill(Fill),
    /// The arrangement is finished: the next player arranges, or play begins.
    Done,
}

/// Take the last move back (Classical play only). While the board asks in the middle of a move,
/// it takes back only that half-shown move.
#[derive(Message, Clone, Copy, Debug)]
pub struct TakeBack;

/// Play the last move taken back again.
#[derive(Message, Clone, Copy, Debug)]
pub struct Redo;

/// Blitz: the player to move did not begin in time, and the opponent takes the turn.
#[derive(Message, Clone, Copy, Debug)]
pub struct TurnLost;

/// Finish the move being shown at once: the seeds jump to where the rules put them.
#[derive(Message, Clone, Copy, Debug)]
pub struct SkipPlayback;

/// Start a game from this position at once, untimed, with take-backs (the command line, tests).
#[derive(Message, Clone, Debug)]
pub struct NewGame(pub AnyGame);

/// Open the move list (scripts; the bar's Moves button does the same).
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowMoves;

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

/// A step through the game's moves (the move list, the arrow keys, a replay).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Review(pub crate::app::review::replay::ReviewStep);

/// Save game: the file dialog is to open with the game's file.
#[derive(Message, Clone, Copy, Debug)]
pub struct SaveGame;

/// Open game: the file dialog is to open to pick a game file.
#[derive(Message, Clone, Copy, Debug)]
pub struct OpenGame;

/// A game file was picked (or given on the command line): its name and text, to be read.
#[derive(Message, Clone, Debug)]
pub struct FileOpened {
    pub name: String,
    pub text: String,
}

/// A position string was pasted, to be played from.
#[derive(Message, Clone, Debug)]
pub struct PositionPasted(pub String);

/// The player confirmed: leave, abandoning the game or match.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaveConfirmed(pub LeaveTo);

// What the board tells the view.

/// A new game began: the board and its seeds are laid out afresh from `Match`.
#[derive(Message, Clone, Copy, Debug)]
pub struct BoardReset;

/// The seeds are laid out afresh from `Match` (the board stays): an Omweso setup changed.
#[derive(Message, Clone, Copy, Debug)]
pub struct SeedsReset;

/// The rules accepted a move: its notation and everything it did.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub notation: String,
    pub events: Vec<Event>,
}

/// Events for playback to show, in order: part of a move still being chosen, or the rest of it.
#[derive(Message, Clone, Debug)]
pub struct ShowEvents(pub Vec<Event>);
