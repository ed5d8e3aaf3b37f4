//! The Omweso rule set: the seed's own rules as switches, and the two presets.

use serde::{Deserialize, Serialize};

/// Rule 27: when captures are suppressed at the start of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstTurnNoCapture {
    Off,
    /// The game's first move only (the seed's reading).
    FirstMoveOfGame,
    /// Each player's first move (the McGill engine's reading).
    EachPlayersFirstMove,
}

/// Rule 24: what a move that would never end does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NeverEndingPolicy {
    /// Playing it annuls the game, which is replayed.
    Annul,
    /// It is illegal whenever the mover has any move that ends.
    ForbidIfAlternative,
}

/// A complete Omweso rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OmwesoRules {
    pub first_turn_no_capture: FirstTurnNoCapture,
    /// Rule 28 (Mweiso's): before the first capture, 3 seeds may go 2 + 1 and end the turn.
    pub three_seed_opening: bool,
    /// Rule 15(b): captured seeds may re-enter clockwise from a left pit even when the capturing
    /// lap went counter-clockwise.
    pub cw_reentry_after_ccw_capture: bool,
    /// Okutema also for a capture that leaves the opponent's inner row empty (the seed).
    pub okutema_clears_front_row: bool,
    /// Akawumbi: a capture leaving the opponent no seeds wins the whole match (the seed).
    pub akawumbi: bool,
    /// Akakyala: captures in two turns before the opponent's first capture win 2 (optional).
    pub akakyala: bool,
    /// Free setup: at most this many seeds in one pit.
    pub setup_max_per_pit: Option<u8>,
    pub never_ending: NeverEndingPolicy,
    /// House rule (§2.10 rule 25, not traditional): a whole position recurring a third time, or
    /// 500 plies without a capture, annuls the game.
    pub house_rule_repetition: bool,
}

/// The house rule on repetition (§2.10 rule 25): a whole position seen this many times annuls …
pub const REPETITION_LIMIT: usize = 3;
/// … and so do this many plies without a capture.
pub const PLIES_WITHOUT_CAPTURE: usize = 500;
/// The house rule in a player's words.
pub const REPETITION_RULE: &str =
    "the position came round a third time, or 500 moves passed without a capture";
/// Rule 26, Blitz (*ekyobutabala*): seconds the player to move has to begin a move.
pub const BLITZ_SECONDS: f32 = 3.0;

impl OmwesoRules {
    /// The user's seed (default).
    pub const SEED: OmwesoRules = OmwesoRules {
        first_turn_no_capture: FirstTurnNoCapture::FirstMoveOfGame,
        three_seed_opening: true,
        cw_reentry_after_ccw_capture: true,
        okutema_clears_front_row: true,
        akawumbi: true,
        akakyala: false,
        setup_max_per_pit: Some(10),
        never_ending: NeverEndingPolicy::Annul,
        house_rule_repetition: true,
    };

    /// Traditional (Shackell): the seed-only rules off; bulijo and the both-ends win only.
    pub const TRADITIONAL: OmwesoRules = OmwesoRules {
        first_turn_no_capture: FirstTurnNoCapture::Off,
        three_seed_opening: false,
        okutema_clears_front_row: false,
        akawumbi: false,
        setup_max_per_pit: None,
        ..OmwesoRules::SEED
    };

    pub fn preset(name: &str) -> Option<OmwesoRules> {
        match name {
            "seed" => Some(OmwesoRules::SEED),
            "traditional" => Some(OmwesoRules::TRADITIONAL),
            _ => None,
        }
    }
}

impl Default for OmwesoRules {
    fn default() -> OmwesoRules {
        OmwesoRules::SEED
    }
}
