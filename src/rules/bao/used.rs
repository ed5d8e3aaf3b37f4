//! Which of the rules a move of Bao la Kiswahili used, by their ids in docs/RULES.md (G…, N…,
//! M…, C…, L…, T…): told from the position before it and the rules' own report of the move, so a
//! path of lessons can be held to teach every rule a real game meets.

use super::{Bao, Move, NYUMBA};
use crate::rules::event::Event;
use crate::rules::{EndReason, MoveError, Rules};
use std::collections::BTreeSet;

/// Every id `rules_used` may name, each one of docs/RULES.md's.
pub const RULE_IDS: [&str; 33] = [
    "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9", "G10", "G11", "N1", "N2", "N3", "N4", "N5", "M1",
    "M2", "M3", "M4", "M5", "C1", "C2", "C3", "L1", "L2", "L3", "L4", "L5", "L6", "T1", "T2", "T3",
];

impl Bao {
    /// The rules `mv` uses played from this position (Bao la Kiswahili's; the learning games'
    /// rules have ids of their own). The move is played on a copy: an illegal one is refused.
    pub fn rules_used(&self, mv: Move) -> Result<BTreeSet<&'static str>, MoveError> {
        let mut after = self.clone();
        let mut events = Vec::new();
        after.play(mv, &mut events)?;
        let me = self.to_move;
        let mine = self.pits[me.index()];
        let namua = self.in_namua();
        let capture = events.iter().any(|e| matches!(e, Event::Capture { .. }));
        // Every move: the turn passes (G1), sown in the mover's own rows (G2), its kind decided by
        // its first lap (G6).
        let mut used = BTreeSet::from(["G1", "G2", "G6"]);
        let mut add = |ids: &[&'static str]| used.extend(ids.iter().copied());
        match (namua, capture) {
            (true, true) => add(&["N1", "N2", "G5"]),
            (true, false) => add(&["N3"]),
            (false, true) => add(&["M1", "M2", "G5", "G9", "N5"]),
            (false, false) => add(&["M3", "G9", "N5"]),
        }
        if !namua && !capture && mine[mv.hole as usize] >= 16 {
            add(&["M4"]);
        }
        // A takasa from the mover's only occupied front hole, a kichwa: sown toward the centre.
        let front: Vec<u8> = (0..8).filter(|&k| mine[k as usize] > 0).collect();
        if !capture && front == [mv.hole] && (mv.hole == 0 || mv.hole == 7) {
            add(&["G10"]);
        }
        if self.takasia.is_some() {
            add(&["T3"]);
        }
        let mut ended_during_move = false;
        for event in &events {
            match *event {
                Event::Capture { .. } => add(&["G3", "C1", "C3", "L2"]),
                Event::Kichwa { .. } => add(&["G4", "G8", "C2"]),
                Event::Relay { .. } => add(&["G7", "L6"]),
                Event::NyumbaTaxed { .. } => add(&["N4"]),
                Event::NyumbaDestroyed { pit } if pit.side == me => {
                    // Lifted whole in a namua takasa (N4), relayed through in mtaji (M5), or left
                    // on safari (L4).
                    add(if namua && !capture {
                        &["N4"]
                    } else if namua {
                        &["L4"]
                    } else {
                        &["M5"]
                    });
                }
                Event::Decision { .. } => add(&["L4"]),
                Event::TakasiaSet { .. } => add(&["T1", "T2"]),
                Event::GameOver { outcome } => {
                    add(&["G11"]);
                    ended_during_move = outcome.reason == EndReason::FrontRowEmpty;
                }
                _ => {}
            }
        }
        if ended_during_move {
            add(&["L1"]);
        }
        // How the last lap ended, when the game goes on: in an empty hole (L3), in the functional
        // nyumba of a namua takasa (L4), or in the hole the opponent blocked (L5).
        let last = events.iter().rev().find_map(|e| match *e {
            Event::Sow { pit } if pit.side == me => Some(Bao::ring_index(pit)),
            _ => None,
        });
        if let (Some(k), None) = (last, after.ended) {
            let seeds = after.pits[me.index()][k as usize];
            if seeds == 1 {
                add(&["L3"]);
            } else if namua && !capture && k == NYUMBA {
                add(&["L4"]);
            } else if self.takasia == Some(k) && !capture {
                add(&["L5"]);
            }
        }
        Ok(used)
    }
}
