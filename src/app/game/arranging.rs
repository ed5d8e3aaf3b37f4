//! The Omweso setup (§1.4): the first player, drawn by lot, arranges 32 seeds over their 16 pits,
//! then the second player with the first's arrangement in view, then the first player moves.
//! The rules check each arrangement (`omweso::setup`); this only keeps the seeds being placed.
//! A pure state machine: `arrange` feeds it the players' `SetupAction`s.

use crate::rules::omweso::setup::{self, ArrangementError};
use crate::rules::omweso::{Omweso, OmwesoRules};
use crate::rules::{AnyGame, Pit, Side};
use bevy::prelude::*;

/// Arrangements a player can take whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    /// Four seeds in each outer pit.
    Standard,
    TwoEach,
    /// A random arrangement within the rules.
    Random,
    /// Every seed back in hand, to place by hand.
    Clear,
    /// These counts (ring order): an arrangement a lesson shows the learner. Checked as any is
    /// when the player is done.
    These([u8; 16]),
}

impl Fill {
    /// The arrangements the setup offers every player.
    pub const ALL: [Fill; 4] = [Fill::Standard, Fill::TwoEach, Fill::Random, Fill::Clear];
}

/// The setup in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arranging {
    rules: OmwesoRules,
    /// The first player, who arranges first and then moves first.
    pub first: Side,
    /// Who is arranging now.
    pub side: Side,
    pits: [[u8; 16]; 2],
    /// Why the last action was refused, for the panel.
    pub notice: Option<SetupRefusal>,
}

/// Why a setup action did nothing, as data: the panel and the live region make the words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRefusal {
    /// A pit off this board (the pointer over a board drawn for another game).
    OffBoard,
    /// One of the other player's pits, while `arranging` places their own.
    NotYours { pit: Pit, arranging: Side },
    /// A seed added with all 32 already placed.
    AllPlaced,
    /// A seed into a pit already holding the rules' most.
    PitFull { pit: Pit, cap: u8 },
    /// A seed taken back from an empty pit.
    PitEmpty { pit: Pit },
    /// Done, or a lesson's arrangement, that the rules do not allow.
    Arrangement(ArrangementError),
}

impl From<ArrangementError> for SetupRefusal {
    fn from(why: ArrangementError) -> SetupRefusal {
        SetupRefusal::Arrangement(why)
    }
}

impl Arranging {
    /// Both sides empty, every seed in hand; the first player arranges.
    pub fn new(rules: OmwesoRules, first: Side) -> Arranging {
        Arranging { rules, first, side: first, pits: [[0; 16]; 2], notice: None }
    }

    /// Both sides' pits as arranged so far.
    pub fn rules(&self) -> OmwesoRules {
        self.rules
    }

    pub fn pits(&self) -> [[u8; 16]; 2] {
        self.pits
    }

    /// A setup as it was saved: refused unless it could have come about (the first player's
    /// arrangement finished if the second is arranging; no side over its seeds or the cap).
    pub fn resume(
        rules: OmwesoRules,
        first: Side,
        side: Side,
        pits: [[u8; 16]; 2],
    ) -> Result<Arranging, String> {
        setup::check_under_way(&rules, first, side, &pits)?;
        Ok(Arranging { rules, first, side, pits, notice: None })
    }

    /// The most seeds one pit may hold under these rules, if there is a limit.
    pub fn cap(&self) -> Option<u8> {
        self.rules.setup_max_per_pit
    }

    /// Seeds `side` has still to place.
    pub fn to_place(&self, side: Side) -> u8 {
        let placed: u32 = self.pits[side.index()].iter().map(|&n| u32::from(n)).sum();
        setup::SEEDS_PER_PLAYER.saturating_sub(placed) as u8
    }

    /// Whether the arranging player's seeds make a legal arrangement.
    pub fn check(&self) -> Result<(), ArrangementError> {
        setup::check_arrangement(&self.pits[self.side.index()], &self.rules)
    }

    /// The arrangement so far as a position, for the board to show.
    pub fn position(&self) -> AnyGame {
        AnyGame::Omweso(Omweso::from_pits(self.rules, self.pits, self.first))
    }

    /// The index of one of the arranging player's own pits. A pit off this board (the pointer
    /// over a board drawn for another game) is refused, as one of the opponent's is.
    fn own(&self, pit: Pit) -> Result<usize, SetupRefusal> {
        if !crate::rules::omweso::GEOMETRY.contains(pit) {
            return Err(SetupRefusal::OffBoard);
        }
        if pit.side != self.side {
            return Err(SetupRefusal::NotYours { pit, arranging: self.side });
        }
        Ok(usize::from(pit.index))
    }

    /// Whether pit `k` of the arranging player (`pit`) takes one seed more.
    fn room(&self, pit: Pit, k: usize) -> Result<(), SetupRefusal> {
        match self.cap() {
            Some(cap) if self.pits[self.side.index()][k] >= cap => Err(SetupRefusal::PitFull { pit, cap }),
            _ => Ok(()),
        }
    }

    /// Applies an action; `Ok(Some(game))` when both have arranged and play begins.
    pub fn apply(
        &mut self,
        action: SetupAction,
        dice: &mut impl rand::Rng,
    ) -> Result<Option<Omweso>, SetupRefusal> {
        let me = self.side.index();
        match action {
            SetupAction::Add(pit) => {
                let k = self.own(pit)?;
                if self.to_place(self.side) == 0 {
                    return Err(SetupRefusal::AllPlaced);
                }
                self.room(pit, k)?;
                self.pits[me][k] += 1;
            }
            SetupAction::Remove(pit) => {
                let k = self.own(pit)?;
                if self.pits[me][k] == 0 {
                    return Err(SetupRefusal::PitEmpty { pit });
                }
                self.pits[me][k] -= 1;
            }
            SetupAction::Move { from, to } => {
                let (a, b) = (self.own(from)?, self.own(to)?);
                if a == b || self.pits[me][a] == 0 {
                    return Ok(None);
                }
                self.room(to, b)?;
                self.pits[me][a] -= 1;
                self.pits[me][b] += 1;
            }
            SetupAction::Fill(fill) => {
                self.pits[me] = match fill {
                    Fill::Standard => setup::STANDARD,
                    Fill::TwoEach => setup::TWO_EACH,
                    Fill::Random => setup::random_arrangement(&self.rules, dice),
                    Fill::Clear => [0; 16],
                    Fill::These(pits) => {
                        setup::check_arrangement(&pits, &self.rules)?;
                        pits
                    }
                };
            }
            SetupAction::Done => {
                self.check()?;
                if self.side == self.first {
                    self.side = self.first.opponent();
                } else {
                    return Ok(Some(Omweso::from_pits(self.rules, self.pits, self.first)));
                }
            }
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrangement_by_hand_respects_the_cap_and_the_count() {
        let mut arranging = Arranging::new(OmwesoRules::SEED, Side::North);
        let pit = Pit::new(Side::North, 3);
        for _ in 0..10 {
            assert_eq!(arranging.apply(SetupAction::Add(pit), &mut rand::rng()), Ok(None));
        }
        assert_eq!(
            arranging.apply(SetupAction::Add(pit), &mut rand::rng()),
            Err(SetupRefusal::PitFull { pit, cap: 10 })
        );
        let theirs = Pit::new(Side::South, 3);
        assert_eq!(
            arranging.apply(SetupAction::Add(theirs), &mut rand::rng()),
            Err(SetupRefusal::NotYours { pit: theirs, arranging: Side::North })
        );
        assert_eq!(
            arranging.apply(SetupAction::Remove(Pit::new(Side::North, 4)), &mut rand::rng()),
            Err(SetupRefusal::PitEmpty { pit: Pit::new(Side::North, 4) })
        );
        assert_eq!(arranging.to_place(Side::North), 22);
        assert_eq!(
            arranging.apply(SetupAction::Done, &mut rand::rng()),
            Err(SetupRefusal::Arrangement(ArrangementError::NotAllPlaced { placed: 10 }))
        );
        assert_eq!(arranging.side, Side::North, "an unfinished arrangement is not handed over");
        arranging.apply(SetupAction::Fill(Fill::Standard), &mut rand::rng()).expect("a whole arrangement");
        assert_eq!(arranging.apply(SetupAction::Add(pit), &mut rand::rng()), Err(SetupRefusal::AllPlaced));
    }
}

/// A setup action refused, and why: the live region says it (the panel shows the standing one).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupRefused(pub SetupRefusal);

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
