//! The legal moves of a position, decided a budget at a time. Almost every move is decided in a
//! handful of steps; a never-ending check may take a billion. A listing can stop after any
//! budget and go on later from where it stopped (no thread needed: on the web it runs a few
//! milliseconds a frame), and tells at each stop the moves decided so far and those still open.

use super::any::{AnyGame, AnyMove};
use super::bao::trial::{Trial as BaoTrial, Verdict as BaoVerdict};
use super::omweso::NeverEndingPolicy;
use super::omweso::trial::{Trial as OmwesoTrial, Verdict as OmwesoVerdict};

/// A move still being tried, and where it goes in the order of `AnyGame::legal_moves`.
#[derive(Clone, Debug)]
enum Open {
    Bao(BaoTrial, Order),
    Omweso(OmwesoTrial, Order),
}

/// The place of a move among the legal moves: its start, then its way through the choice points
/// (counter-clockwise before clockwise, as the full listing explores them).
type Order = (usize, u128, u16);

/// The listing of one position.
#[derive(Clone, Debug)]
pub struct Listing {
    open: Vec<Open>,
    ends: Vec<(Order, AnyMove)>,
    /// Omweso's never-ending lines: legal, or (by the policy) only when no move ends.
    never: Vec<(Order, AnyMove)>,
    forbid_never: bool,
}

impl Listing {
    /// Nothing is played yet: the work is in `advance`.
    pub fn new(game: &AnyGame) -> Listing {
        let mut listing =
            Listing { open: Vec::new(), ends: Vec::new(), never: Vec::new(), forbid_never: false };
        match game {
            AnyGame::Bao(bao) => {
                listing.open =
                    bao.trials().into_iter().enumerate().map(|(i, t)| Open::Bao(t, (i, 0, 0))).collect();
            }
            AnyGame::Omweso(omweso) => {
                listing.forbid_never = omweso.rules().never_ending == NeverEndingPolicy::ForbidIfAlternative;
                listing.open = omweso
                    .trials()
                    .into_iter()
                    .enumerate()
                    .map(|(i, t)| Open::Omweso(t, (i, 0, 0)))
                    .collect();
            }
            AnyGame::Kimasai(_) => {
                listing.ends =
                    game.legal_moves().into_iter().enumerate().map(|(i, mv)| ((i, 0, 0), mv)).collect();
            }
        }
        listing
    }

    /// Plays every open move on for up to `budget` steps (relays in Bao, laps in Omweso; a new
    /// way at a choice point gets its own). True once every move is decided.
    pub fn advance(&mut self, budget: u64) -> bool {
        let mut work = std::mem::take(&mut self.open);
        while let Some(open) = work.pop() {
            match open {
                Open::Bao(mut trial, order) => match trial.advance(budget) {
                    BaoVerdict::NotYet => self.open.push(Open::Bao(trial, order)),
                    BaoVerdict::Illegal => {}
                    BaoVerdict::Legal { decision_reached } => {
                        let mv = trial.mv();
                        self.ends.push((order, AnyMove::Bao(mv)));
                        // As the full listing: safari where the move reaches the decision.
                        if decision_reached && !mv.safari {
                            let safari = super::bao::Move { safari: true, ..mv };
                            work.push(Open::Bao(trial.with_move(safari), (order.0, 0, 1)));
                        }
                    }
                },
                Open::Omweso(mut trial, order) => match trial.advance(budget) {
                    OmwesoVerdict::NotYet => self.open.push(Open::Omweso(trial, order)),
                    OmwesoVerdict::Illegal => {}
                    OmwesoVerdict::Ends => self.ends.push((order, AnyMove::Omweso(trial.mv()))),
                    OmwesoVerdict::NeverEnds => self.never.push((order, AnyMove::Omweso(trial.mv()))),
                    OmwesoVerdict::Divides => {
                        let (start, way, depth) = order;
                        if let Some([ccw, cw]) = trial.ways() {
                            // The ways sort as the choices read: bit 127 is the first choice.
                            let bit = 1u128.checked_shl(127u32.saturating_sub(u32::from(depth))).unwrap_or(0);
                            let next = depth.saturating_add(1);
                            work.push(Open::Omweso(cw, (start, way | bit, next)));
                            work.push(Open::Omweso(ccw, (start, way, next)));
                        }
                    }
                },
            }
        }
        self.open.sort_by_key(Open::order);
        self.open.is_empty()
    }

    /// Whether every move is decided.
    pub fn finished(&self) -> bool {
        self.open.is_empty()
    }

    /// The legal moves decided so far, in the order of `AnyGame::legal_moves`. Once finished,
    /// exactly the legal moves.
    pub fn decided(&self) -> Vec<AnyMove> {
        let sorted = |moves: &[(Order, AnyMove)]| {
            let mut moves = moves.to_vec();
            moves.sort_by_key(|&(order, _)| order);
            moves.into_iter().map(|(_, mv)| mv)
        };
        // The moves that end first, then those that never do (rule 24: under
        // `ForbidIfAlternative` those only when no move ends, which a move still open may yet do).
        let mut moves: Vec<AnyMove> = sorted(&self.ends).collect();
        if !self.forbid_never || (self.ends.is_empty() && self.open.is_empty()) {
            moves.extend(sorted(&self.never));
        }
        moves
    }

    /// The moves still open, each with how many steps it has played (a line not yet divided at
    /// its choice points stands for all its ways).
    pub fn undecided(&self) -> Vec<(AnyMove, u64)> {
        let mut moves: Vec<(AnyMove, u64)> = self.open.iter().map(Open::progress).collect();
        if self.forbid_never && self.ends.is_empty() && !self.open.is_empty() {
            moves.extend(self.never.iter().map(|&(_, mv)| (mv, 0)));
        }
        moves
    }
}

impl Open {
    fn order(&self) -> Order {
        match self {
            Open::Bao(_, order) | Open::Omweso(_, order) => *order,
        }
    }

    fn progress(&self) -> (AnyMove, u64) {
        match self {
            Open::Bao(trial, _) => (AnyMove::Bao(trial.mv()), trial.relays()),
            Open::Omweso(trial, _) => (AnyMove::Omweso(trial.mv()), trial.laps()),
        }
    }
}

// Written here, beside the listing it runs, so that `any` does not import the listing that
// imports it.
impl AnyGame {
    /// The legal moves the rules decide within `budget` relays (Bao) or laps (Omweso) each, and
    /// the moves still to be decided — those whose check may walk a very long cycle. With none
    /// left undecided (always, given `u64::MAX`), the first are exactly `legal_moves`.
    pub fn legal_moves_within(&self, budget: u64) -> (Vec<AnyMove>, Vec<AnyMove>) {
        let mut listing = Listing::new(self);
        listing.advance(budget);
        (listing.decided(), listing.undecided().into_iter().map(|(mv, _)| mv).collect())
    }
}
