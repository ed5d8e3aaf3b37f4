//! The match's settings as the new-game dialog chooses them and a save names them: who moves
//! first, the play mode, who plays each side. Plain data, shared by the game and its save files.

use crate::ai::{LEVELS, Level, levels};
use crate::rules::{GameKind, Side};

/// Who moves first in a new match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FirstPlayer {
    South,
    North,
    #[default]
    ByLot,
}

impl FirstPlayer {
    /// How the new-game dialog finds the first player of `kind` unless told otherwise: as the
    /// rules fix it (Bao's rule G1), by lot for Omweso, South otherwise.
    pub fn default_for(kind: GameKind) -> FirstPlayer {
        match (kind.fixed_first_player(), kind) {
            (Some(Side::North), _) => FirstPlayer::North,
            (Some(Side::South), _) => FirstPlayer::South,
            (None, GameKind::Omweso) => FirstPlayer::ByLot,
            (None, _) => FirstPlayer::South,
        }
    }
}

/// The seed's three ways to play (Omweso §2.10 rule 26): time and take-backs, not rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayMode {
    /// Untimed; a move may be taken back.
    #[default]
    Classical,
    /// Untimed; no take-backs.
    Contract,
    /// Each move must begin within a three-second count, or the opponent may take the turn.
    Blitz,
}

impl PlayMode {
    pub const ALL: [PlayMode; 3] = [PlayMode::Classical, PlayMode::Contract, PlayMode::Blitz];

    /// The mode's name in a save file (players read `locale::names::mode`).
    pub fn name(self) -> &'static str {
        match self {
            PlayMode::Classical => "Classical",
            PlayMode::Contract => "Contract",
            PlayMode::Blitz => "Blitz",
        }
    }

    /// Whether moves may be taken back (and played again): in every mode but Contract, whose
    /// rule is that a move once made stands.
    pub fn take_backs(self) -> bool {
        self != PlayMode::Contract
    }
}

/// What the new-game dialog chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    pub kind: GameKind,
    /// One of `rules::any::presets(kind)`.
    pub preset: &'static str,
    pub first: FirstPlayer,
    pub mode: PlayMode,
    /// Omweso: points that win the match (12, or 6 for a short match).
    pub target: u32,
    /// Who plays South and North.
    pub seats: Seats,
}

impl Default for MatchSettings {
    fn default() -> MatchSettings {
        MatchSettings {
            kind: GameKind::Bao,
            preset: "seed",
            first: FirstPlayer::South,
            mode: PlayMode::Classical,
            target: 12,
            seats: Seats::default(),
        }
    }
}

/// The one source of truth for the game being played.
/// One side's player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Seat {
    #[default]
    Human,
    /// The computer at level 1–5.
    Computer(u8),
    /// A friend on another device, whose moves come by message (`crate::saved::link`).
    Friend,
}

impl Seat {
    pub fn level(self) -> Option<Level> {
        match self {
            Seat::Human | Seat::Friend => None,
            Seat::Computer(n) => levels::level_of(n),
        }
    }

    /// As the dialog and a save file write it: `human`, `friend`, or `computer 1`–`computer 5`.
    pub fn name(self) -> String {
        match self {
            Seat::Human => "human".to_string(),
            Seat::Computer(n) => format!("computer {n}"),
            Seat::Friend => "friend".to_string(),
        }
    }

    pub fn named(text: &str) -> Result<Seat, String> {
        match text {
            "human" => return Ok(Seat::Human),
            "friend" => return Ok(Seat::Friend),
            _ => {}
        }
        text.strip_prefix("computer ")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| LEVELS.iter().any(|level| level.number == *n))
            .map(Seat::Computer)
            .ok_or_else(|| format!("no player '{text}' (human, friend, or computer 1 to 5)"))
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

    /// The side a friend plays from another device, if one does.
    pub fn friend(&self) -> Option<Side> {
        Side::BOTH.into_iter().find(|&side| self.of(side) == Seat::Friend)
    }
}
