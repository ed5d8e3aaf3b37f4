//! One Omweso move played a budget of laps at a time: it stops anywhere and goes on later from
//! where it stopped, with no thread. At a choice point the move does not name, it divides into
//! its two ways, each going on from there (nothing is played twice).

use super::play::{Played, Progress, Step};
use super::{Move, Omweso};
use crate::rules::event::NoEvents;

/// A move (a line through its choice points) being tried on a copy of the position.
#[derive(Clone, Debug)]
pub struct Trial {
    mv: Move,
    game: Omweso,
    state: State,
}

#[derive(Clone, Debug)]
enum State {
    Unstarted,
    Going(Box<Progress>),
    /// Stopped at a choice point it does not name.
    Choice(Box<Progress>),
    Done(Verdict),
}

/// What a trial has shown so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Still being played.
    NotYet,
    /// At a choice point it does not name: `ways` gives the trials of both ways.
    Divides,
    /// The move ends.
    Ends,
    /// The move never ends (rule 23).
    NeverEnds,
    /// The rules refuse it.
    Illegal,
}

impl Trial {
    /// A move from its start, its later choice points to be explored.
    pub fn new(game: &Omweso, mv: Move) -> Trial {
        Trial { mv, game: game.clone_position(), state: State::Unstarted }
    }

    /// The move, with the choices it names so far.
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// Plays on for up to `budget` laps.
    pub fn advance(&mut self, budget: u64) -> Verdict {
        let step = match std::mem::replace(&mut self.state, State::Done(Verdict::Illegal)) {
            State::Unstarted => self.game.begin(self.mv, &mut NoEvents, true, budget),
            State::Going(progress) => self.game.resume(progress, &mut NoEvents, budget),
            done => {
                self.state = done;
                return self.verdict();
            }
        };
        self.state = match step {
            Ok(Step::Paused(progress)) => State::Going(progress),
            Ok(Step::Choice(progress)) => State::Choice(progress),
            Ok(Step::Done(Played::Ended { .. })) => State::Done(Verdict::Ends),
            Ok(Step::Done(Played::NeverEnding)) => State::Done(Verdict::NeverEnds),
            Ok(Step::Done(Played::NeedsChoice)) | Err(_) => State::Done(Verdict::Illegal),
        };
        self.verdict()
    }

    /// The position the move left, once it is decided (and the rules did not refuse it).
    pub fn after(&self) -> Option<&Omweso> {
        matches!(self.verdict(), Verdict::Ends | Verdict::NeverEnds).then_some(&self.game)
    }

    pub fn verdict(&self) -> Verdict {
        match self.state {
            State::Unstarted | State::Going(_) => Verdict::NotYet,
            State::Choice(_) => Verdict::Divides,
            State::Done(verdict) => verdict,
        }
    }

    /// At a choice point: the two ways on, counter-clockwise first (the default).
    pub fn ways(self) -> Option<[Trial; 2]> {
        let State::Choice(progress) = self.state else { return None };
        let way = |cw: bool| {
            let mut progress = progress.clone();
            progress.mv = progress.mv.with_choice(cw);
            Trial { mv: progress.mv, game: self.game.clone_position(), state: State::Going(progress) }
        };
        Some([way(false), way(true)])
    }

    /// How many laps it has sown.
    pub fn laps(&self) -> u64 {
        match &self.state {
            State::Going(progress) | State::Choice(progress) => progress.laps(),
            _ => 0,
        }
    }
}
