//! The rule set: every point where the sources disagree (§2.11, O1–O8) as a named field, the
//! two presets players ask for, and the learning games of the Bao family played on the same
//! engine (`shared/rules/bao_variants.md`: Bao la Kujifunza, Hus and the Namibian Hus).

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

/// Which game of the Bao family is played (bao_variants.md §1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Family {
    /// Bao la Kiswahili: the namua stage, then mtaji (the Bao spec).
    #[default]
    Kiswahili,
    /// Bao la Kujifunza (KJ1–KJ7): mtaji moves only, from two seeds in every hole, with no
    /// nyumba and no takasia.
    Kujifunza,
    /// Hus (HU1–HU8): any hole of two or more, a capture at the end of any lap from the hole
    /// after it, no kichwa.
    Hus(Hus),
}

impl Family {
    fn is_kiswahili(&self) -> bool {
        *self == Family::Kiswahili
    }
}

/// Hus's options (HU-O1…HU-O4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hus {
    /// HU-O1: two seeds in every back hole and in front holes 5–8 (48 seeds), not in all 32.
    pub namibian_start: bool,
    /// HU-O2: every move sown counter-clockwise; otherwise either way, chosen per move.
    pub counter_clockwise_only: bool,
    /// HU-O3: what a capture takes.
    pub capture: HusCapture,
    /// HU-O4: G10 and G11a: a front row may not be emptied by its owner, and an emptied one loses.
    pub front_row_rule: bool,
}

impl Hus {
    /// Board Game Arena's Hus Bao (the `hus` preset).
    pub const BGA: Hus = Hus {
        namibian_start: false,
        counter_clockwise_only: false,
        capture: HusCapture::Front,
        front_row_rule: true,
    };

    /// The traditional Namibian game as navpil teaches it (the `hus-namibian` preset, §3.4).
    pub const NAMIBIAN: Hus = Hus {
        namibian_start: true,
        counter_clockwise_only: true,
        capture: HusCapture::FrontAndBack,
        front_row_rule: false,
    };
}

/// HU-O3: what a Hus capture takes from the opponent's column facing the lap's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HusCapture {
    /// The front hole (BGA).
    Front,
    /// The front hole, and the back hole behind it when occupied (navpil).
    FrontAndBack,
    /// Both, and only when both are occupied (Wikipedia, Ludii's Damara Hus).
    BothRequired,
}

/// A complete rule set of the Bao family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BaoRules {
    /// Which game: Bao la Kiswahili, or one of the games that teach it. Left out of a record's
    /// options for Bao la Kiswahili, whose records are as they were before the learning games.
    #[serde(default, skip_serializing_if = "Family::is_kiswahili")]
    pub family: Family,
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
        family: Family::Kiswahili,
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

    /// Bao la Kujifunza (bao_variants.md §2): the seed rules' mtaji stage, without nyumba or
    /// takasia (KJ-O1 at its default: a lone kichwa is sown toward the centre).
    pub const KUJIFUNZA: BaoRules = BaoRules { family: Family::Kujifunza, ..BaoRules::SEED };

    /// Board Game Arena's Hus Bao (§3.1).
    pub const HUS: BaoRules = BaoRules { family: Family::Hus(Hus::BGA), ..BaoRules::SEED };

    /// The Namibian Hus navpil starts from (§3.4).
    pub const HUS_NAMIBIAN: BaoRules = BaoRules { family: Family::Hus(Hus::NAMIBIAN), ..BaoRules::SEED };

    /// Every preset, by the name the command line and records give it.
    pub const PRESETS: [(&'static str, BaoRules); 5] = [
        ("seed", BaoRules::SEED),
        ("masters", BaoRules::MASTERS),
        ("kujifunza", BaoRules::KUJIFUNZA),
        ("hus", BaoRules::HUS),
        ("hus-namibian", BaoRules::HUS_NAMIBIAN),
    ];

    /// `seed`, `masters`, `kujifunza`, `hus` or `hus-namibian`, as on the command line.
    pub fn preset(name: &str) -> Option<BaoRules> {
        BaoRules::PRESETS.iter().find(|(n, _)| *n == name).map(|&(_, rules)| rules)
    }

    /// The preset's name, if this rule set is one.
    pub fn preset_name(&self) -> Option<&'static str> {
        BaoRules::PRESETS.iter().find(|(_, rules)| rules == self).map(|&(name, _)| name)
    }

    /// Whether the game has a namua stage, nyumba and takasia: Bao la Kiswahili.
    pub fn is_kiswahili(&self) -> bool {
        self.family == Family::Kiswahili
    }

    /// Hus's options, when the game is Hus.
    pub fn hus(&self) -> Option<Hus> {
        match self.family {
            Family::Hus(hus) => Some(hus),
            _ => None,
        }
    }

    /// G10 and G11a: a front row may not be emptied by its owner, and an empty one loses
    /// (everywhere but under HU-O4 off).
    pub fn front_row_rule(&self) -> bool {
        self.hus().is_none_or(|hus| hus.front_row_rule)
    }

    /// Seeds on the board and in the reserves: 64, or 48 from the Namibian start.
    pub fn total_seeds(&self) -> u32 {
        if self.hus().is_some_and(|hus| hus.namibian_start) { 48 } else { super::TOTAL_SEEDS }
    }
}

impl Default for BaoRules {
    fn default() -> BaoRules {
        BaoRules::SEED
    }
}
