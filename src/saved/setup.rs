//! An Omweso setup under way, as a save and a game link keep it: the first player, the side
//! arranging now, and both sides' pits so far (`rules::omweso::setup`'s order).

use crate::rules::Side;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSetup {
    pub first: Side,
    pub side: Side,
    pub pits: [[u8; 16]; 2],
}
