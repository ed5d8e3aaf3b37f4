//! Why a hole of Bao cannot start a move now (`rules::NoMove`): the rules of §2 in the order a
//! player meets them, checked without sowing except, briefly, a candidate that may be refused.

use super::moves::{Candidates, QUICK_RELAYS};
use super::play::Refusal;
use super::{Bao, NYUMBA};
use crate::rules::no_move::{NoMove, shared};
use crate::rules::{NoEvents, Pit};

impl Bao {
    pub(super) fn no_move_from(&self, pit: Pit) -> Option<NoMove> {
        if let Some(why) = shared(self.ended, self.to_move, pit) {
            return Some(why);
        }
        let me = self.to_move.index();
        let mine = &self.pits[me];
        let hole = Bao::ring_index(pit);
        let n = mine[hole as usize];
        let mut candidates = Candidates::new();
        self.candidates(&mut candidates);
        if candidates.iter().any(|mv| mv.hole == hole) {
            return self.refused_from(&candidates, hole);
        }
        if n == 0 {
            return Some(NoMove::Empty);
        }
        if self.rules.hus().is_some() {
            return Some(NoMove::Single);
        }
        if self.reserve[me] > 0 {
            if hole >= 8 {
                return Some(NoMove::NamuaBackRow);
            }
            if self.namua_capture_exists(me) {
                return Some(NoMove::MustCapture);
            }
            return Some(if hole == NYUMBA { NoMove::NyumbaKept } else { NoMove::SingleWhileMore });
        }
        if n == 1 {
            return Some(NoMove::Single);
        }
        let captures = self.mtaji_captures(me);
        if captures.iter().any(|&(from, _, _)| from == hole) {
            return Some(NoMove::MustCaptureBlocked);
        }
        if !captures.is_empty() {
            return Some(NoMove::MustCapture);
        }
        if self.takasia == Some(hole) {
            return Some(NoMove::Takasia);
        }
        Some(NoMove::FrontRowFirst)
    }

    /// A hole with candidates: none when one of them plays (or is still undecided after a short
    /// trial), else why the rules refused them all.
    fn refused_from(&self, candidates: &Candidates, hole: u8) -> Option<NoMove> {
        let mut why = None;
        for &mv in candidates.iter().filter(|mv| mv.hole == hole) {
            match self.clone().execute_within(mv, &mut NoEvents, QUICK_RELAYS) {
                Ok(_) | Err(Refusal::Undecided) => return None,
                Err(Refusal::NeverEnding) => why = Some(NoMove::NeverEnds),
                Err(Refusal::FrontRowEmptied) => why = why.or(Some(NoMove::EmptiesFrontRow)),
                Err(Refusal::NoDecision) => {}
            }
        }
        why
    }
}
