//! The game's messages: what players (by click, key or panel), the computer, tests and scripts
//! ask of the game — a pit, an answer, a take-back, a new game or match, leaving — and the move
//! the rules accepted. Each capability keeps its own messages beside it (`board::messages`,
//! `files::messages`, …); what the game tells the board is here.

pub use crate::app::base::pause::LeaveTo;
use crate::rules::{AnyGame, Event, Pit};
use crate::saved::settings::MatchSettings;
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
        .add_message::<ResumeSaved>()
        .add_message::<BoardReset>()
        .add_message::<SeedsReset>()
        .add_message::<ShowEvents>();
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

/// The player asks to leave the board; asked to confirm when a game or match would be lost.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leave(pub LeaveTo);

/// The player confirmed: leave, abandoning the game or match.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaveConfirmed(pub LeaveTo);

/// A step through the game's moves (the move list, the arrow keys, a replay, the analysis).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Review(pub ReviewStep);

/// A step through the game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    /// The position before the move shown.
    Back,
    /// The next move, its seeds shown moving.
    Forward,
    /// The start of the game.
    Start,
    /// The position after `n` moves.
    To(usize),
    /// Back to the game's last move: the review is over.
    Live,
    /// Play goes on from the position shown; the moves after it are dropped.
    PlayOnHere,
    /// The game from its start, a move at a time, by itself.
    Replay,
    /// Stops (or starts again) the replay.
    ToggleReplay,
}

// What the board tells the view.

/// The board and its seeds are laid out afresh from `Match`, and why: a capability that keeps
/// something of the board (a lesson, a puzzle, a variation) reads the cause, never the requests.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardReset {
    pub cause: Reset,
}

/// Why the board is laid out afresh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reset {
    // Another game is on the board.
    NewMatch,
    NextGame,
    NewGame,
    Resumed,
    FileOpened,
    /// A friend's game came: opened from their link, or sent by their device online.
    FriendsGame,
    PositionPasted,
    Restart,
    // The same game, elsewhere in it.
    TakenBack,
    Reviewed,
    SetupDone,
    TurnLost,
    /// A variation on the analysis board began or ended, or a puzzle's board came back.
    GameAside,
}

impl BoardReset {
    pub fn because(cause: Reset) -> BoardReset {
        BoardReset { cause }
    }
}

impl Reset {
    /// Whether another game is on the board (not the same game elsewhere in it, nor the match's
    /// next game): what a lesson, a guided game or a variation kept of the board is gone.
    pub fn another_game(self) -> bool {
        matches!(
            self,
            Reset::NewMatch
                | Reset::NewGame
                | Reset::Resumed
                | Reset::FileOpened
                | Reset::FriendsGame
                | Reset::PositionPasted
        )
    }
}

/// The seeds are laid out afresh from `Match` (the board stays): an Omweso setup changed.
#[derive(Message, Clone, Copy, Debug)]
pub struct SeedsReset;

/// Events for playback to show, in order: part of a move still being chosen, or the rest of it.
#[derive(Message, Clone, Debug)]
pub struct ShowEvents(pub Vec<Event>);

/// The rules accepted a move: its notation and everything it did.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub notation: String,
    pub events: Vec<Event>,
}
