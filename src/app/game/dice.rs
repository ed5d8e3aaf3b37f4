//! The board's chance: random arrangements and the lot for the first player. One generator for
//! the whole app, seeded from the system; a test seeds its own so every run plays the same games.

use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

#[derive(Resource)]
pub struct Dice(pub StdRng);

impl Dice {
    pub fn seeded(seed: u64) -> Self {
        Dice(StdRng::seed_from_u64(seed))
    }
}

impl Default for Dice {
    fn default() -> Self {
        Dice(rand::make_rng())
    }
}
