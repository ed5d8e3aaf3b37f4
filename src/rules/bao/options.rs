//! The rule set: every point where the sources disagree (§2.11, O1–O8) as a named field, and the
//! two presets players ask for.

use serde::{Deserialize, Serialize};

/// O1: what the nyumba may still do once its owner is in the mtaji stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NyumbaInMtaji {
    /// No sowing privilege: a lap ending in it relays like any hole (Mancala World "must safari").
    NoPrivilege,
    /// A mtaji takasa lap ending in the still-owned nyumba stops there (geziefer's code).
    TakasaStops,
}

/// O6: what a move that would never end does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NeverEnding {
    /// The move is illegal (Donkers); a player whose every move never ends has lost.
    Illegal,
    /// The move may be played and its mover loses (geziefer, AbstractPlay in spirit).
    MoverLoses,
    /// The game is void: it ends without a winner.
    GameVoid,
    /// The mover stops the move where the repetition shows.
    MoverStops,
}

/// A complete Bao la Kiswahili rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BaoRules {
    /// O1.
    pub nyumba_in_mtaji: NyumbaInMtaji,
    /// O2: an owned nyumba with 5 seeds (after a tax) still counts as a nyumba when the reserve seed
    /// is placed: singletons may receive it and the nyumba itself may be chosen.
    pub owned_nyumba_keeps_placement_rights: bool,
    /// O3: a lap from the mover's owned nyumba may continue through the takasia'd hole when it ends
    /// there in the first lap.
    pub takasia_nyumba_first_lap_exception: bool,
    /// O4: the player who set a takasia must capture that hole on his next move when he can.
    pub blocker_must_capture: bool,
    /// O5: a singleton can not be takasia'd.
    pub takasia_spares_singletons: bool,
    /// O6.
    pub never_ending: NeverEnding,
    /// O7: the nyumba is taxed (2 seeds sown) also when the reserve seed brings an owned 5 to 6.
    pub tax_when_reserve_seed_makes_six: bool,
    /// O8: a takasia may also follow the last namua move of the game.
    pub takasia_after_last_namua_move: bool,
}

impl BaoRules {
    /// The user's seed text (default): the takasia nyumba exception on, no singleton exclusion.
    pub const SEED: BaoRules = BaoRules {
        nyumba_in_mtaji: NyumbaInMtaji::NoPrivilege,
        owned_nyumba_keeps_placement_rights: false,
        takasia_nyumba_first_lap_exception: true,
        blocker_must_capture: false,
        takasia_spares_singletons: false,
        never_ending: NeverEnding::Illegal,
        tax_when_reserve_seed_makes_six: false,
        takasia_after_last_namua_move: false,
    };

    /// The Zanzibar masters as de Voogt records them (§2.11 default column).
    pub const MASTERS: BaoRules = BaoRules {
        takasia_nyumba_first_lap_exception: false,
        takasia_spares_singletons: true,
        ..BaoRules::SEED
    };

    /// `seed` or `masters`, as on the command line.
    pub fn preset(name: &str) -> Option<BaoRules> {
        match name {
            "seed" => Some(BaoRules::SEED),
            "masters" => Some(BaoRules::MASTERS),
            _ => None,
        }
    }

    /// The preset's name, if this rule set is one.
    pub fn preset_name(&self) -> Option<&'static str> {
        if *self == BaoRules::SEED {
            Some("seed")
        } else if *self == BaoRules::MASTERS {
            Some("masters")
        } else {
            None
        }
    }
}

impl Default for BaoRules {
    fn default() -> BaoRules {
        BaoRules::SEED
    }
}
