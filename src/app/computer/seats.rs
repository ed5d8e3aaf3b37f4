//! Who plays each side: a person at the board, or the computer at one of its levels.

use crate::ai::{LEVELS, Level, levels};
use crate::rules::Side;

/// One side's player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Seat {
    #[default]
    Human,
    /// The computer at level 1–5.
    Computer(u8),
}

impl Seat {
    pub fn level(self) -> Option<Level> {
        match self {
            Seat::Human => None,
            Seat::Computer(n) => levels::level_of(n),
        }
    }

    /// As the dialog and a save file write it: `human`, or `computer 1`–`computer 5`.
    pub fn name(self) -> String {
        match self {
            Seat::Human => "human".to_string(),
            Seat::Computer(n) => format!("computer {n}"),
        }
    }

    pub fn named(text: &str) -> Result<Seat, String> {
        if text == "human" {
            return Ok(Seat::Human);
        }
        text.strip_prefix("computer ")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| LEVELS.iter().any(|level| level.number == *n))
            .map(Seat::Computer)
            .ok_or_else(|| format!("no player '{text}' (human, or computer 1 to 5)"))
    }
}

/// Both sides' players, South's first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seats(pub [Seat; 2]);

impl Seats {
    pub fn of(&self, side: Side) -> Seat {
        self.0[side.index()]
    }

    pub fn any_computer(&self) -> bool {
        self.0.iter().any(|seat| seat.level().is_some())
    }
}
