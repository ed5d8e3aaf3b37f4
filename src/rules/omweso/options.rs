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
    /// Rule 15: a lap from a left pit may go clockwise when it captures directly. Off in the
    /// McGill engine's game, where every lap goes counter-clockwise.
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub reverse_laps: bool,
    /// Rule 20: captures at both end columns in one move win (okutema). Off in the McGill
    /// engine's game.
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub both_ends_win: bool,
    /// The McGill engine's cap on a move: a move that would sow more laps than this is a
    /// never-ending move (and annuls the game), whether or not it would end later.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lap_limit: Option<u32>,
    /// The McGill engine's draw: a game this many plies long, no one having won, is drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ply_limit: Option<u32>,
}

// The switches added after the first presets read as before when a record leaves them out, and
// are left out while they are as before: records of those presets are unchanged.
fn yes() -> bool {
    true
}

fn is_yes(value: &bool) -> bool {
    *value
}

/// The house rule on repetition (§2.10 rule 25): a whole position seen this many times annuls …
pub const REPETITION_LIMIT: usize = 3;
/// … and so do this many plies without a capture.
pub const PLIES_WITHOUT_CAPTURE: usize = 500;
/// The house rule in a player's words.
pub const REPETITION_RULE: &str =
    "the position came round a third time, or 500 moves passed without a capture";
/// The McGill engine's `MAX_TURN_LENGTH`: laps a move may sow.
pub const MCGILL_LAP_LIMIT: u32 = 200;
/// The McGill engine's `MAX_TURN` turns of each player, in plies.
pub const MCGILL_PLY_LIMIT: u32 = 10_000;
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
        reverse_laps: true,
        both_ends_win: true,
        lap_limit: None,
        ply_limit: None,
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

    /// The game of McGill University's COMP-424 course (2015), as its engine plays it
    /// (`CCBoardState.java`): every lap counter-clockwise, the only win leaving the opponent no
    /// move, no capture on either player's first move, a free setup of any 32 seeds, a move of
    /// more than 200 laps cancelled and a game drawn after 5,000 turns each. Also a gentler
    /// Omweso to begin with.
    pub const MCGILL: OmwesoRules = OmwesoRules {
        first_turn_no_capture: FirstTurnNoCapture::EachPlayersFirstMove,
        three_seed_opening: false,
        cw_reentry_after_ccw_capture: false,
        okutema_clears_front_row: false,
        akawumbi: false,
        akakyala: false,
        setup_max_per_pit: None,
        never_ending: NeverEndingPolicy::Annul,
        house_rule_repetition: false,
        reverse_laps: false,
        both_ends_win: false,
        lap_limit: Some(MCGILL_LAP_LIMIT),
        ply_limit: Some(MCGILL_PLY_LIMIT),
    };

    pub fn preset(name: &str) -> Option<OmwesoRules> {
        match name {
            "seed" => Some(OmwesoRules::SEED),
            "traditional" => Some(OmwesoRules::TRADITIONAL),
            "mcgill" => Some(OmwesoRules::MCGILL),
            _ => None,
        }
    }
}

impl Default for OmwesoRules {
    fn default() -> OmwesoRules {
        OmwesoRules::SEED
    }
}
