//! Setting up an Omweso game (§1.4): the standard and two-each positions, a player's free
//! arrangement of 32 seeds, a random legal arrangement, and the lot for the first player.

use super::OmwesoRules;
use crate::rules::board::Side;
use rand::{Rng, RngExt};
use thiserror::Error;

/// Four seeds in each outer pit (ring 0..=7), the inner row empty.
pub const STANDARD: [u8; 16] = [4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0];
/// Two seeds in every pit.
pub const TWO_EACH: [u8; 16] = [2; 16];
/// Each player's seeds.
pub const SEEDS_PER_PLAYER: u32 = 32;

/// Why an arrangement is not one the rules allow, as data: the app makes the words, and the
/// English here is for kete-cli, the logs and the lessons' checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum ArrangementError {
    /// Not every one of the player's 32 seeds is placed (or more are).
    #[error("an arrangement places all 32 seeds, not {placed}")]
    NotAllPlaced { placed: u32 },
    /// A pit holds more than the rules' cap.
    #[error("a pit holds {most} seeds; these rules allow at most {cap} in one pit")]
    OverCap { most: u8, cap: u8 },
}

/// Checks a player's free arrangement (ring order) against the rules.
pub fn check_arrangement(pits: &[u8; 16], rules: &OmwesoRules) -> Result<(), ArrangementError> {
    let placed: u32 = pits.iter().map(|&n| u32::from(n)).sum();
    if placed != SEEDS_PER_PLAYER {
        return Err(ArrangementError::NotAllPlaced { placed });
    }
    if let Some(cap) = rules.setup_max_per_pit
        && let Some(&most) = pits.iter().max()
        && most > cap
    {
        return Err(ArrangementError::OverCap { most, cap });
    }
    Ok(())
}

/// Whether a setup under way holds together (a save may keep one): no player has more than 32
/// seeds placed or a pit over the rules' cap; `side` arranges now, so the first player has
/// finished (a legal arrangement) when the second arranges, and the second has placed nothing
/// while the first does. Why not, if not.
pub fn check_under_way(
    rules: &OmwesoRules,
    first: Side,
    side: Side,
    pits: &[[u8; 16]; 2],
) -> Result<(), String> {
    for own in Side::BOTH {
        let placed: u32 = pits[own.index()].iter().map(|&n| u32::from(n)).sum();
        if placed > SEEDS_PER_PLAYER {
            return Err(format!("{own} has {placed} seeds placed, more than 32"));
        }
        if let (Some(cap), Some(&most)) = (rules.setup_max_per_pit, pits[own.index()].iter().max())
            && most > cap
        {
            return Err(format!("{own} has a pit of {most} seeds; these rules allow {cap}"));
        }
    }
    if side != first {
        check_arrangement(&pits[first.index()], rules)
            .map_err(|why| format!("{first} arranged first, but {why}"))
    } else if pits[first.opponent().index()].iter().any(|&n| n > 0) {
        Err(format!("{} has seeds placed before {first} finished arranging", first.opponent()))
    } else {
        Ok(())
    }
}

/// A uniformly random legal arrangement: every way of placing 32 seeds in 16 pits within the cap
/// is equally likely (stars and bars, redrawn while a pit is over the cap).
pub fn random_arrangement<R: Rng>(rules: &OmwesoRules, rng: &mut R) -> [u8; 16] {
    loop {
        // Choose 15 bar positions among 47 places; the gaps between bars are the pit counts.
        let mut bars: Vec<u32> = Vec::with_capacity(15);
        while bars.len() < 15 {
            let place = rng.random_range(0..SEEDS_PER_PLAYER + 15);
            if !bars.contains(&place) {
                bars.push(place);
            }
        }
        bars.sort_unstable();
        let mut pits = [0u8; 16];
        let mut previous = 0;
        for (i, &bar) in bars.iter().enumerate() {
            pits[i] = (bar - previous) as u8;
            previous = bar + 1;
        }
        pits[15] = (SEEDS_PER_PLAYER + 15 - previous) as u8;
        if check_arrangement(&pits, rules).is_ok() {
            return pits;
        }
    }
}

/// The first player, by lot.
pub fn draw_first_player<R: Rng>(rng: &mut R) -> Side {
    if rng.random_bool(0.5) { Side::South } else { Side::North }
}

impl super::Omweso {
    /// The same position with `side`'s 32 seeds arranged as `rows` says, written as in a position
    /// string: `<row2>/<row1>` for South, `<row4>/<row3>` for North, each a→h. The start of a game
    /// only: the move count and captures are reset.
    pub fn arranged(&self, side: Side, rows: &str) -> Result<super::Omweso, String> {
        let parsed: Vec<Vec<u8>> = rows
            .split('/')
            .map(|row| {
                row.split(',')
                    .map(|n| {
                        n.parse::<u8>().map_err(|_| {
                            format!("'{}' is not a seed count", crate::rules::notation::shown(n))
                        })
                    })
                    .collect()
            })
            .collect::<Result<_, _>>()?;
        let [upper, lower] = parsed.as_slice() else {
            return Err("give the player's two rows as <row>/<row>".to_string());
        };
        if upper.len() != 8 || lower.len() != 8 {
            return Err("each row has 8 pits".to_string());
        }
        let row_numbers = match side {
            Side::South => [2, 1],
            Side::North => [4, 3],
        };
        let mut pits = [0u8; 16];
        for (row, counts) in row_numbers.into_iter().zip([upper, lower]) {
            for (col, &n) in counts.iter().enumerate() {
                let pit = super::GEOMETRY.pit(crate::rules::Square { col: col as u8, row });
                pits[pit.index as usize] = n;
            }
        }
        check_arrangement(&pits, &self.rules()).map_err(|why| why.to_string())?;
        let mut both = [*self.pits(Side::South), *self.pits(Side::North)];
        both[side.index()] = pits;
        Ok(super::Omweso::from_pits(self.rules(), both, self.to_move))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn random_arrangements_are_legal() {
        let mut rng = SmallRng::seed_from_u64(3);
        for _ in 0..1000 {
            let pits = random_arrangement(&OmwesoRules::SEED, &mut rng);
            assert_eq!(check_arrangement(&pits, &OmwesoRules::SEED), Ok(()));
        }
    }

    #[test]
    fn bad_arrangements_are_refused_with_a_reason() {
        let mut over_cap = [0u8; 16];
        over_cap[..3].copy_from_slice(&[11, 11, 10]);
        let over = check_arrangement(&over_cap, &OmwesoRules::SEED);
        assert_eq!(over, Err(ArrangementError::OverCap { most: 11, cap: 10 }));
        assert!(over.is_err_and(|e| e.to_string().contains("at most 10")), "kete-cli's words kept");
        assert!(check_arrangement(&over_cap, &OmwesoRules::TRADITIONAL).is_ok());
        let short = check_arrangement(&[1; 16], &OmwesoRules::SEED);
        assert_eq!(short, Err(ArrangementError::NotAllPlaced { placed: 16 }));
        assert!(short.is_err_and(|e| e.to_string().contains("not 16")));
    }
}
