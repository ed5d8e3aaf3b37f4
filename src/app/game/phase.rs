//! What the board is doing, as one state. It is worked out in one place (`game::follow_phase`, at the
//! start of each frame) from the match, the turn and whether seeds are moving; systems run on it
//! with `run_if(in_state(…))`.

use crate::app::base::Screen;
use crate::app::game::legal::Legal;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use bevy::prelude::*;

/// What the board is doing. Exists only while the board is on screen.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Playing)]
pub enum BoardPhase {
    /// Omweso's players arrange their seeds.
    Setup,
    /// The rules are working out the legal moves.
    #[default]
    Listing,
    /// The board waits for the player to move to pick a pit.
    AwaitingPit,
    /// The board asks how the chosen move goes on.
    Asking,
    /// Seeds are moving: clicks are dropped, never queued.
    Animating,
    /// The game has ended and the board has shown its last move.
    GameOver,
    /// The board shows an earlier position of the game, to look at: it takes no move.
    Reviewing,
}

impl BoardPhase {
    /// The phases in which a player chooses a move: picks, answers, take-backs, a lost turn.
    pub fn is_choosing(self) -> bool {
        matches!(self, BoardPhase::AwaitingPit | BoardPhase::Asking)
    }
}

/// Whether seeds are still moving on screen, as the board's playback left them at the end of the
/// last frame: the one thing the phase needs to know of the view.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedsMoving(pub bool);

/// The phase the board is in: `showing` says seeds are still moving on screen.
pub fn phase_of(current: &Match, legal: &Legal, turn: &Turn, showing: bool) -> BoardPhase {
    if showing {
        BoardPhase::Animating
    } else if current.reviewing {
        BoardPhase::Reviewing
    } else if current.arranging.is_some() {
        BoardPhase::Setup
    } else if turn.question.is_some() {
        BoardPhase::Asking
    } else if current.game.outcome().is_some() {
        BoardPhase::GameOver
    } else if legal.needs_lines(current) {
        BoardPhase::Listing
    } else {
        BoardPhase::AwaitingPit
    }
}

/// Run condition: the board can step through the game's moves — not while a move is being
/// chosen or its seeds move.
pub fn reviewable(phase: Option<Res<State<BoardPhase>>>) -> bool {
    phase.is_some_and(|phase| {
        matches!(
            phase.get(),
            BoardPhase::Listing | BoardPhase::AwaitingPit | BoardPhase::GameOver | BoardPhase::Reviewing
        )
    })
}

/// Run condition: the board is in a phase where a move is chosen.
pub fn choosing(phase: Option<Res<State<BoardPhase>>>) -> bool {
    phase.is_some_and(|phase| phase.get().is_choosing())
}

/// Run condition: a move may be taken back or played again — while one is chosen, once the game
/// has ended (the move that lost it, say), and from an Omweso setup into the game before.
pub fn may_take_back(phase: Option<Res<State<BoardPhase>>>) -> bool {
    phase.is_some_and(|phase| {
        phase.get().is_choosing() || matches!(phase.get(), BoardPhase::GameOver | BoardPhase::Setup)
    })
}
