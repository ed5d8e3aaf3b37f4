//! Which moves are legal: captures first (G5), the namua placement rules (N1–N3), the mtaji
//! rules (M1–M4), takasia (T2–T3), and whether a move can be played to its end (G10, §2.9).

use super::play::Refusal;
use super::{Bao, Dir, Hand, Move, NYUMBA};
use crate::rules::board::{Geometry, Pit, Side};
use crate::rules::event::{Capped, Event, EventSink, NoEvents, SHOWN_EVENTS};
use crate::rules::{MoveError, NoMove, Outcome, Rules, Tried};
use arrayvec::ArrayVec;

/// The candidate moves of a position: at most two from each of the 16 holes, kept on the stack
/// (a playout lists them at every ply).
pub(super) type Candidates = ArrayVec<Move, 32>;

/// Relays a candidate is first played out for: one that ends within them is playable, and only a
/// rare never-ending candidate needs more.
pub(super) const QUICK_RELAYS: u64 = 4096;

impl Bao {
    /// M1: the opponent's front hole (k) that the first lap of `hole` sown in `dir` captures, if it
    /// does: 2–15 seeds whose last one lands in an occupied own front hole facing an occupied hole.
    pub(super) fn first_lap_capture(&self, me: usize, hole: u8, dir: Dir) -> Option<u8> {
        let (mine, theirs) = (&self.pits[me], &self.pits[1 - me]);
        let n = mine[hole as usize];
        if !(2..=15).contains(&n) {
            return None;
        }
        // Fewer than 16 seeds: every hole of the lap gets one, and the last is not the start.
        let end = match dir {
            Dir::Cw => (hole + n) % 16,
            Dir::Ccw => (hole + 16 - n) % 16,
        };
        (end < 8 && mine[end as usize] > 0 && theirs[7 - end as usize] > 0).then(|| 7 - end)
    }

    /// N1: some occupied front hole of `me` faces an occupied hole, so a namua move must capture.
    pub(super) fn namua_capture_exists(&self, me: usize) -> bool {
        (0..8).any(|k| self.pits[me][k] > 0 && self.pits[1 - me][7 - k] > 0)
    }

    /// Every (start, direction, target) capture move of the mtaji stage for `me`.
    pub(super) fn mtaji_captures(&self, me: usize) -> ArrayVec<(u8, Dir, u8), 32> {
        let (mine, theirs) = (&self.pits[me], &self.pits[1 - me]);
        // The front holes where a first lap's last seed captures (M1): both it and the opposite
        // hole occupied. Most positions have few, so the holes are looked at only when there are.
        let mut ends = 0u16;
        for k in 0..8 {
            if mine[k] > 0 && theirs[7 - k] > 0 {
                ends |= 1 << k;
            }
        }
        let mut out = ArrayVec::new();
        if ends == 0 {
            return out;
        }
        for hole in 0..16u8 {
            let n = mine[hole as usize];
            if !(2..=15).contains(&n) {
                continue;
            }
            // Fewer than 16 seeds: the last lands n holes on, never back in the start.
            for (dir, end) in [(Dir::Cw, (hole + n) % 16), (Dir::Ccw, (hole + 16 - n) % 16)] {
                if ends >> end & 1 == 1 {
                    out.push((hole, dir, 7 - end));
                }
            }
        }
        out
    }

    /// N3: the front holes that may receive the reserve seed when no capture exists.
    fn placement_holes(&self, me: usize) -> ArrayVec<u8, 8> {
        let mine = &self.pits[me];
        let occupied: ArrayVec<u8, 8> = (0..8).filter(|&k| mine[k as usize] > 0).collect();
        let functional = self.owned[me] && mine[NYUMBA as usize] >= 6;
        if functional {
            // N3a: anything but the nyumba, unless the nyumba is all there is.
            if occupied.as_slice() == [NYUMBA] {
                return occupied;
            }
            return occupied.into_iter().filter(|&k| k != NYUMBA).collect();
        }
        if self.owned[me] && self.rules.owned_nyumba_keeps_placement_rights {
            return occupied; // O2: an owned 5-seed nyumba is still a nyumba.
        }
        // N3b: holes with two or more (before the seed), unless all are singletons.
        let big: ArrayVec<u8, 8> = occupied.iter().copied().filter(|&k| mine[k as usize] >= 2).collect();
        if big.is_empty() { occupied } else { big }
    }

    /// The moves the rules allow to be tried, without safari variants and before checking that
    /// they can be played to the end.
    pub(super) fn candidates(&self, out: &mut Candidates) {
        let me = self.to_move.index();
        let (mine, theirs) = (&self.pits[me], &self.pits[1 - me]);
        let both = |out: &mut Candidates, hole: u8| {
            out.push(Move::sowing(hole, Dir::Cw));
            out.push(Move::sowing(hole, Dir::Ccw));
        };
        // HU3: any hole of two or more, either way (HU-O2: counter-clockwise only); no capture
        // is compulsory and no row comes first. G10 is left to the sowing.
        if let Some(hus) = self.rules.hus() {
            for hole in (0..16u8).filter(|&hole| mine[hole as usize] >= 2) {
                if hus.counter_clockwise_only {
                    out.push(Move::sowing(hole, Dir::Ccw));
                } else {
                    both(out, hole);
                }
            }
            return;
        }
        if self.reserve[me] > 0 {
            // N1/N2: an own occupied front hole facing an occupied hole captures.
            let start = out.len();
            for hole in 0..8u8 {
                if mine[hole as usize] > 0 && theirs[7 - hole as usize] > 0 {
                    let hands: &[Hand] = match hole {
                        0 | 1 => &[Hand::Left],
                        6 | 7 => &[Hand::Right],
                        _ => &[Hand::Left, Hand::Right],
                    };
                    out.extend(hands.iter().map(|&hand| Move { hole, hand, safari: false }));
                }
            }
            if out.len() == start {
                for hole in self.placement_holes(me) {
                    both(out, hole);
                }
            }
            return;
        }
        // M2: captures are compulsory; O4 narrows them to the blocked hole when that is possible.
        let start = out.len();
        let captures = self.mtaji_captures(me);
        let targeted = |t: u8| self.must_capture.is_none_or(|h| h == t);
        out.extend(captures.iter().filter(|&&(_, _, t)| targeted(t)).map(|&(h, d, _)| Move::sowing(h, d)));
        if out.len() == start {
            out.extend(captures.iter().map(|&(h, d, _)| Move::sowing(h, d)));
        }
        if out.len() > start {
            return;
        }
        // M3: takasa from the front row (not the takasia'd hole); the back row only when no front
        // hole holds two seeds.
        let front_has_two = mine[..8].iter().any(|&n| n >= 2);
        let holes = if front_has_two { 0..8u8 } else { 8..16u8 };
        for hole in holes {
            if mine[hole as usize] >= 2 && self.takasia != Some(hole) {
                both(out, hole);
            }
        }
    }

    /// T2: the opponent's hole that the mover's takasa just blocked, if any.
    pub(super) fn takasia_against(&self, blocked: Side) -> Option<u8> {
        let (o, p) = (blocked.index(), blocked.opponent().index());
        // (a) The blocked player has no capture.
        if !self.mtaji_captures(o).is_empty() {
            return None;
        }
        // (b) The blocker's captures, as if he moved again, threaten exactly one hole.
        let captures = self.mtaji_captures(p);
        let mut targets = captures.iter().map(|&(_, _, t)| t);
        let hole = targets.next()?;
        if targets.any(|t| t != hole) {
            return None;
        }
        // (c) Exclusions.
        let theirs = &self.pits[o];
        let count = theirs[hole as usize];
        let functional_nyumba = hole == NYUMBA && self.owned[o] && count >= 6;
        let only_occupied = (0..8).filter(|&k| theirs[k] > 0).count() == 1;
        let only_big = count >= 2 && (0..8).filter(|&k| theirs[k] >= 2).count() == 1;
        let singleton = count == 1 && self.rules.takasia_spares_singletons;
        (!(functional_nyumba || only_occupied || only_big || singleton)).then_some(hole)
    }

    /// Plays `mv` on a copy: the position after it, or why it cannot be played.
    fn tried(&self, mv: Move) -> Result<(Bao, bool), Refusal> {
        let mut next = self.clone();
        let played = next.execute(mv, &mut NoEvents)?;
        Ok((next, played.decision_reached))
    }

    /// A trial of each candidate move, to be played a budget at a time (`rules::Listing`).
    pub fn trials(&self) -> Vec<super::trial::Trial> {
        let mut candidates = Candidates::new();
        if self.ended.is_none() {
            self.candidates(&mut candidates);
        }
        candidates.into_iter().map(|mv| super::trial::Trial::new(self, mv)).collect()
    }

    /// `has_legal_move` with every trial held to `budget` relays: `None` when that does not tell.
    pub(super) fn has_legal_move_within(&self, budget: u64) -> Option<bool> {
        let mut candidates = Candidates::new();
        self.candidates(&mut candidates);
        let mut undecided = false;
        for mv in candidates {
            match self.clone().execute_within(mv, &mut NoEvents, budget) {
                Ok(_) => return Some(true),
                Err(Refusal::Undecided) => undecided = true,
                Err(_) => {}
            }
        }
        (!undecided).then_some(false)
    }

    /// Whether the side to move has any move it can play to the end (E2, I2). Every candidate is
    /// first tried on a small budget of relays, so that one that ends settles the question before
    /// a rare never-ending candidate is run to its (possibly very distant) repetition.
    pub(super) fn has_legal_move(&self) -> bool {
        let mut candidates = Candidates::new();
        self.candidates(&mut candidates);
        let mut undecided = Candidates::new();
        for mv in candidates {
            match self.clone().execute_within(mv, &mut NoEvents, QUICK_RELAYS) {
                Ok(_) => return true,
                Err(Refusal::Undecided) => undecided.push(mv),
                Err(_) => {}
            }
        }
        undecided.into_iter().any(|mv| self.tried(mv).is_ok())
    }

    /// `Rules::play`, or why not: `None` when the move is not a candidate (or the game is over).
    fn play_or_refuse<S: EventSink>(&mut self, mv: Move, sink: &mut S) -> Result<(), Option<Refusal>> {
        if self.ended.is_some() {
            return Err(None);
        }
        let mut candidates = Candidates::new();
        self.candidates(&mut candidates);
        if !candidates.iter().any(|c| c.hole == mv.hole && c.hand == mv.hand) {
            return Err(None);
        }
        let mut next = self.clone();
        if S::LISTENS {
            // Tell the sink only what a move that can be played does.
            // Only a never-ending move could tell more than can be kept; it is held to the first.
            let mut events = Capped::new(SHOWN_EVENTS);
            next.execute(mv, &mut events).map_err(Some)?;
            events.into_events().into_iter().for_each(|event| sink.record(event));
        } else {
            next.execute(mv, &mut NoEvents).map_err(Some)?;
        }
        if next.ended.is_none() {
            next.ended = next.decided_outcome();
            if let Some(outcome) = next.ended {
                sink.record(Event::GameOver { outcome });
            }
        }
        *self = next;
        Ok(())
    }

    /// Why a move is not among the legal ones, in words for the player.
    fn why_illegal(&self, mv: Move) -> String {
        let me = self.to_move.index();
        let mine = &self.pits[me];
        let count = mine[mv.hole as usize];
        let mut candidates = Candidates::new();
        self.candidates(&mut candidates);
        if self.rules.hus().is_some() {
            return if count < 2 {
                "a move starts from a hole with at least two seeds"
            } else {
                "these rules sow counter-clockwise only"
            }
            .to_string();
        }
        let captures_exist = if self.reserve[me] > 0 {
            self.namua_capture_exists(me)
        } else {
            !self.mtaji_captures(me).is_empty()
        };
        let same_hole = candidates.iter().any(|c| c.hole == mv.hole);
        if same_hole && self.reserve[me] > 0 && captures_exist {
            return "the capture from this hole goes to the other kichwa".to_string();
        }
        if same_hole {
            return "that direction is not allowed here".to_string();
        }
        if captures_exist {
            return "a capture is compulsory, and this move does not capture".to_string();
        }
        if self.takasia == Some(mv.hole) {
            return "the hole is takasia'd: no move may start from it this turn".to_string();
        }
        if self.reserve[me] > 0 {
            if mv.hole >= 8 {
                return "in the namua stage the reserve seed goes into the front row".to_string();
            }
            if count == 0 {
                return "the reserve seed goes into an occupied hole".to_string();
            }
            return "that hole may not receive the reserve seed now (nyumba and singleton rules)".to_string();
        }
        if count < 2 {
            return "a move starts from a hole with at least two seeds".to_string();
        }
        if mv.hole >= 8 {
            return "the back row may be played only when no front hole holds two seeds".to_string();
        }
        "not a legal move here".to_string()
    }
}

impl Rules for Bao {
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
        self.pits[pit.side.index()][Bao::ring_index(pit) as usize]
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if self.ended.is_some() {
            return;
        }
        let mut candidates = Candidates::new();
        self.candidates(&mut candidates);
        for mv in candidates {
            let Ok((_, decision_reached)) = self.tried(mv) else { continue };
            out.push(mv);
            let safari = Move { safari: true, ..mv };
            if decision_reached && self.tried(safari).is_ok() {
                out.push(safari);
            }
        }
    }

    fn candidate_moves_into(&self, out: &mut Vec<Move>) {
        if self.ended.is_none() {
            let mut candidates = Candidates::new();
            self.candidates(&mut candidates);
            out.extend(&candidates);
            // Safari is a choice of namua captures only; `play` refuses it where no lap reaches
            // the functional nyumba.
            if self.in_namua() {
                out.extend(candidates.iter().map(|&mv| Move { safari: true, ..mv }));
            }
        }
    }

    fn play<S: EventSink>(&mut self, mv: Move, sink: &mut S) -> Result<(), MoveError> {
        self.play_or_refuse(mv, sink).map_err(|refusal| match refusal {
            None if self.ended.is_some() => MoveError::GameOver,
            None => MoveError::Illegal(self.format_move(mv), self.why_illegal(mv)),
            Some(why) => MoveError::Illegal(self.format_move(mv), why.explain().to_string()),
        })
    }

    fn try_play(&mut self, mv: Move) -> bool {
        self.play_or_refuse(mv, &mut NoEvents).is_ok()
    }

    fn try_play_within(&mut self, mv: Move, budget: u64) -> Tried {
        if self.ended.is_some() {
            return Tried::Refused;
        }
        let mut candidates = Candidates::new();
        self.candidates(&mut candidates);
        if !candidates.iter().any(|c| c.hole == mv.hole && c.hand == mv.hand) {
            return Tried::Refused;
        }
        let mut next = self.clone();
        match next.execute_within(mv, &mut NoEvents, budget) {
            Ok(_) => {}
            Err(Refusal::Undecided) => return Tried::Undecided,
            Err(_) => return Tried::Refused,
        }
        if next.ended.is_none() {
            match next.decided_outcome_within(budget) {
                Some(ended) => next.ended = ended,
                None => return Tried::Undecided,
            }
        }
        *self = next;
        Tried::Played
    }

    fn origin(&self, mv: Move) -> Pit {
        Bao::pit(self.to_move, mv.hole)
    }

    fn why_no_move(&self, pit: Pit) -> Option<NoMove> {
        self.no_move_from(pit)
    }

    fn format_move(&self, mv: Move) -> String {
        super::text::format_move(self.to_move, mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        super::text::parse_move(self.to_move, text)
    }
}
