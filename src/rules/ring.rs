//! A player's ring of 16 pits packed into a u128, one byte per pit (pit k = byte k), so that a
//! whole lap is one addition. Bao and Omweso use it when no one is watching the single drops.

/// One seed in every pit.
pub const EVERY_PIT: u128 = u128::from_le_bytes([1; 16]);

/// The drops of a lap of `count` seeds whose first lands in `first`, going up the ring indices
/// (`upward`) or down, as bytes to add to the ring. No pit overflows its byte: a game has 64 seeds.
pub fn drops(first: u8, count: u32, upward: bool) -> u128 {
    let (rounds, rest) = (count / 16, count % 16);
    let run = if rest == 0 { 0 } else { EVERY_PIT >> (8 * (16 - rest)) };
    // The run of `rest` pits starts at `first` going up, or ends there going down.
    let start = if upward { u32::from(first) } else { (u32::from(first) + 17 - rest) % 16 };
    u128::from(rounds) * EVERY_PIT + run.rotate_left(8 * start)
}

/// Where the last of `count` (≥ 1) seeds lands when the first lands in `first`.
pub fn last_pit(first: u8, count: u32, upward: bool) -> u8 {
    let steps = ((count - 1) % 16) as u8;
    if upward { (first + steps) % 16 } else { (first + 16 - steps) % 16 }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The packed lap equals dropping the seeds one by one.
    #[test]
    fn a_packed_lap_matches_single_drops() {
        for upward in [true, false] {
            for first in 0..16u8 {
                for count in 1..=40u32 {
                    let mut pits = [0u8; 16];
                    let mut at = first;
                    for i in 0..count {
                        if i > 0 {
                            at = if upward { (at + 1) % 16 } else { (at + 15) % 16 };
                        }
                        pits[at as usize] += 1;
                    }
                    assert_eq!(drops(first, count, upward).to_le_bytes(), pits, "{first} {count} {upward}");
                    assert_eq!(last_pit(first, count, upward), at);
                }
            }
        }
    }
}
