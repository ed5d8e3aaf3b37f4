//! One Bao move played a budget of relays at a time: it stops anywhere and goes on later from
//! where it stopped, with no thread. A never-ending check may walk a billion relays; a caller
//! that must answer in time (the board, a search) spends on it what it can spare.

use super::play::{Progress, Step};
use super::{Bao, Move};
use crate::rules::event::NoEvents;

/// A move being tried on a copy of the position.
#[derive(Clone, Debug)]
pub struct Trial {
    mv: Move,
    /// The position before the move, and the copy it is played on.
    base: Bao,
    game: Bao,
    state: State,
}

#[derive(Clone, Debug)]
enum State {
    Unstarted,
    Going(Box<Progress>),
    Legal { decision_reached: bool },
    Illegal,
}

/// What a trial has shown so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Still being played.
    NotYet,
    /// Played to its end: a legal move. `decision_reached`: a namua capture lap reached the
    /// functional nyumba, so the same move with safari is worth trying too.
    Legal { decision_reached: bool },
    /// The rules refuse it (it never ends, empties the front row, …).
    Illegal,
}

impl Trial {
    pub fn new(game: &Bao, mv: Move) -> Trial {
        Trial { mv, base: game.clone(), game: game.clone(), state: State::Unstarted }
    }

    pub fn mv(&self) -> Move {
        self.mv
    }

    /// The same position, another move (the trial starts over).
    pub fn with_move(mut self, mv: Move) -> Trial {
        self.game = self.base.clone();
        self.mv = mv;
        self.state = State::Unstarted;
        self
    }

    /// Plays on for up to `budget` relays (the first lap is played whole).
    pub fn advance(&mut self, budget: u64) -> Verdict {
        let step = match std::mem::replace(&mut self.state, State::Illegal) {
            State::Unstarted => self.game.begin(self.mv, &mut NoEvents, budget),
            State::Going(progress) => self.game.resume(progress, &mut NoEvents, budget),
            done => {
                self.state = done;
                return self.verdict();
            }
        };
        self.state = match step {
            Ok(Step::Paused(progress)) => State::Going(progress),
            Ok(Step::Done(played)) => State::Legal { decision_reached: played.decision_reached },
            Err(_) => State::Illegal,
        };
        self.verdict()
    }

    /// The position the move left, once it is decided (and the rules did not refuse it).
    pub fn after(&self) -> Option<&Bao> {
        matches!(self.verdict(), Verdict::Legal { .. }).then_some(&self.game)
    }

    pub fn verdict(&self) -> Verdict {
        match self.state {
            State::Unstarted | State::Going(_) => Verdict::NotYet,
            State::Legal { decision_reached } => Verdict::Legal { decision_reached },
            State::Illegal => Verdict::Illegal,
        }
    }

    /// How many relays it has played.
    pub fn relays(&self) -> u64 {
        match &self.state {
            State::Going(progress) => progress.relays(),
            _ => 0,
        }
    }
}
