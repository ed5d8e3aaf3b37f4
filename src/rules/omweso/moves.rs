//! Omweso's legal moves: every start (rules 2–3, 28) expanded through every choice point
//! (rule 18), each played out on a copy.

use super::play::{Played, Refusal, Step, cw_captures};
use super::{Move, NeverEndingPolicy, Omweso, is_left_pit};
use crate::rules::board::{Geometry, Pit, Side};
use crate::rules::event::{Capped, Event, EventSink, NoEvents, SHOWN_EVENTS};
use crate::rules::no_move::{self, NoMove};
use crate::rules::{MoveError, Outcome, Rules, Tried};

impl Omweso {
    /// A copy for trying moves: the position without the game's history.
    fn scratch(&self) -> Omweso {
        Omweso { since_capture: Vec::new(), ..self.clone_position() }
    }

    pub(super) fn clone_position(&self) -> Omweso {
        Omweso {
            rules: self.rules,
            pits: self.pits,
            to_move: self.to_move,
            ply: self.ply,
            captured_yet: self.captured_yet,
            capture_turns: self.capture_turns,
            since_capture: Vec::new(),
            ended: self.ended,
        }
    }

    /// The ways a move may begin: each pit of two or more counter-clockwise, clockwise from a
    /// left pit when that captures, and the three-seed opening where it applies.
    fn starts(&self, out: &mut Vec<Move>) {
        let me = self.to_move.index();
        for k in 0..16u8 {
            let n = self.pits[me][k as usize];
            if n < 2 {
                continue;
            }
            out.push(Move::simple(k));
            let mut emptied = self.pits[me];
            emptied[k as usize] = 0;
            if self.reverse_laps_now()
                && is_left_pit(k)
                && cw_captures(emptied, &self.pits[1 - me], k, u32::from(n))
            {
                out.push(Move { first_cw: true, ..Move::simple(k) });
            }
        }
        if self.rules.three_seed_opening && !self.captured_yet {
            for k in 0..16u8 {
                if self.pits[me][k as usize] == 3 {
                    out.push(Move { three_seed: true, ..Move::simple(k) });
                }
            }
        }
    }

    /// Follows `mv` through every choice point it does not name yet.
    fn explore(&self, mv: Move, ending: &mut Vec<Move>, never_ending: &mut Vec<Move>) {
        match self.scratch().execute(mv, &mut NoEvents, true) {
            Ok(Played::Ended { .. }) => ending.push(mv),
            Ok(Played::NeverEnding) => never_ending.push(mv),
            Ok(Played::NeedsChoice) => {
                self.explore(mv.with_choice(false), ending, never_ending);
                self.explore(mv.with_choice(true), ending, never_ending);
            }
            Err(_) => {}
        }
    }

    /// A trial of each start, to be played a budget at a time through its choice points
    /// (`rules::Listing`).
    pub fn trials(&self) -> Vec<super::trial::Trial> {
        let mut starts = Vec::new();
        if self.ended.is_none() {
            self.starts(&mut starts);
        }
        starts.into_iter().map(|mv| super::trial::Trial::new(self, mv)).collect()
    }

    /// Every legal move, split into those that end and those that never do.
    fn all_moves(&self) -> (Vec<Move>, Vec<Move>) {
        let (mut ending, mut never_ending) = (Vec::new(), Vec::new());
        let mut starts = Vec::new();
        self.starts(&mut starts);
        for mv in starts {
            self.explore(mv, &mut ending, &mut never_ending);
        }
        (ending, never_ending)
    }

    /// Whether the start of `mv` is allowed (all a move without named choices can fail on).
    fn start_is_playable(&self, mv: Move) -> bool {
        let me = self.to_move.index();
        let n = self.pits[me][mv.start as usize];
        if mv.three_seed {
            return self.rules.three_seed_opening && !self.captured_yet && n == 3;
        }
        if n < 2 {
            return false;
        }
        let mut emptied = self.pits[me];
        emptied[mv.start as usize] = 0;
        !mv.first_cw
            || (self.reverse_laps_now()
                && is_left_pit(mv.start)
                && cw_captures(emptied, &self.pits[1 - me], mv.start, u32::from(n)))
    }

    fn refuse(&self, mv: Move, why: &str) -> MoveError {
        MoveError::Illegal(self.format_move(mv), why.to_string())
    }
}

impl Rules for Omweso {
    type Move = Move;

    fn geometry(&self) -> Geometry {
        super::GEOMETRY
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended
    }

    fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.side.index()][pit.index as usize]
    }

    /// The starts alone: a random playout draws one and lets later choice points go
    /// counter-clockwise (the default), so that only the chosen move is played out.
    fn candidate_moves_into(&self, out: &mut Vec<Move>) {
        if self.ended.is_none() {
            self.starts(out);
        }
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if self.ended.is_some() {
            return;
        }
        let (ending, never_ending) = self.all_moves();
        // Rule 24: a never-ending move annuls the game; under the other policy it is allowed
        // only when nothing else is.
        let forbid = self.rules.never_ending == NeverEndingPolicy::ForbidIfAlternative && !ending.is_empty();
        out.extend(ending);
        if !forbid {
            out.extend(never_ending);
        }
    }

    fn play<S: EventSink>(&mut self, mv: Move, sink: &mut S) -> Result<(), MoveError> {
        if self.ended.is_some() {
            return Err(MoveError::GameOver);
        }
        let me = self.to_move.index();
        if mv.start >= 16 {
            return Err(self.refuse(mv, "no such pit"));
        }
        if mv.first_cw && !is_left_pit(mv.start) {
            return Err(self.refuse(mv, Refusal::ClockwiseNotFromLeftPit.explain()));
        }
        if !mv.three_seed && self.pits[me][mv.start as usize] < 2 {
            return Err(self.refuse(mv, Refusal::TooFewSeeds.explain()));
        }
        let silent_and_sure = !S::LISTENS
            && mv.named == 0
            && self.rules.never_ending == NeverEndingPolicy::Annul
            && self.start_is_playable(mv);
        if silent_and_sure {
            // Nothing left to refuse: play in place rather than on a copy.
            self.execute(mv, &mut NoEvents, false)
                .map_err(|why| MoveError::Illegal(String::new(), why.explain().to_string()))?;
            return Ok(());
        }
        let mut next = self.clone();
        // A never-ending move runs for up to billions of laps: only its first steps are kept.
        let mut events = Capped::new(SHOWN_EVENTS);
        let played = if S::LISTENS {
            next.execute(mv, &mut events, false)
        } else {
            next.execute(mv, &mut NoEvents, false)
        };
        let played = played.map_err(|why| self.refuse(mv, why.explain()))?;
        if played == Played::NeverEnding
            && self.rules.never_ending == NeverEndingPolicy::ForbidIfAlternative
            && !self.all_moves().0.is_empty()
        {
            return Err(self.refuse(mv, "the move would never end, and another move ends"));
        }
        *self = next;
        events.into_events().into_iter().for_each(|event: Event| sink.record(event));
        Ok(())
    }

    fn try_play_within(&mut self, mv: Move, budget: u64) -> Tried {
        if self.ended.is_some() || mv.start >= 16 {
            return Tried::Refused;
        }
        let mut next = self.clone();
        match next.begin(mv, &mut NoEvents, false, budget) {
            Ok(Step::Done(Played::NeverEnding))
                if self.rules.never_ending == NeverEndingPolicy::ForbidIfAlternative =>
            {
                // Legal only when no other move ends: a search has no time to ask.
                Tried::Undecided
            }
            Ok(Step::Done(_)) => {
                *self = next;
                Tried::Played
            }
            Ok(Step::Paused(_) | Step::Choice(_)) => Tried::Undecided,
            Err(_) => Tried::Refused,
        }
    }

    fn origin(&self, mv: Move) -> Pit {
        Omweso::pit(self.to_move, mv.start)
    }

    /// A pit of two or more always starts a move (rule 19 counts on it); the three-seed opening
    /// adds pits of three, which hold two or more already.
    fn why_no_move(&self, pit: Pit) -> Option<NoMove> {
        let why = no_move::shared(self.ended, self.to_move, pit);
        why.or_else(|| match self.seeds(pit) {
            0 => Some(NoMove::Empty),
            1 => Some(NoMove::Single),
            _ => None,
        })
    }

    fn format_move(&self, mv: Move) -> String {
        super::text::format_move(self.to_move, mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        super::text::parse_move(self.to_move, text)
    }
}
