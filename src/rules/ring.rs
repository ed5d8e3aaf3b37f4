//! A player's ring of 16 pits packed into a u128, one byte per pit (pit k = byte k), so that a
//! whole lap is one addition. Bao and Omweso use it when no one is watching the single drops.

/// One seed in every pit.
pub const EVERY_PIT: u128 = u128::from_le_bytes([1; 16]);

/// The drops of a lap of `count` seeds whose first lands in `first`, going up the ring indices
/// (`upward`) or down, as bytes to add to the ring. No pit overflows its byte: a game has 64 seeds.
pub const fn drops(first: u8, count: u32, upward: bool) -> u128 {
    let (rounds, rest) = (count / 16, count % 16);
    let run = if rest == 0 { 0 } else { EVERY_PIT >> (8 * (16 - rest)) };
    // The run of `rest` pits starts at `first` going up, or ends there going down.
    let start = if upward { first as u32 } else { (first as u32 + 17 - rest) % 16 };
    rounds as u128 * EVERY_PIT + run.rotate_left(8 * start)
}

/// The most seeds a pit can hold: every seed of the game.
const MOST: usize = 64;

/// What a relay adds to the ring: the pit's `count` seeds lifted, and sown from the next pit on
/// (upward or down). One table lookup and one addition: the fast laps of a never-ending check.
static RELAYS: [[[u128; 16]; MOST + 1]; 2] = relay_table();

const fn relay_table() -> [[[u128; 16]; MOST + 1]; 2] {
    let mut table = [[[0u128; 16]; MOST + 1]; 2];
    let mut way = 0;
    while way < 2 {
        let mut pit = 0;
        while pit < 16 {
            let first = if way == 1 { (pit + 1) % 16 } else { (pit + 15) % 16 };
            let mut count = 0;
            while count <= MOST {
                let lifted = (count as u128) << (8 * pit);
                table[way][count][pit] = drops(first as u8, count as u32, way == 1).wrapping_sub(lifted);
                count += 1;
            }
            pit += 1;
        }
        way += 1;
    }
    table
}

/// The seeds in `pit`: a byte of one half of the ring (quicker than shifting all 128 bits).
#[inline(always)]
pub fn seeds(ring: u128, pit: u8) -> u8 {
    let half = if pit < 8 { ring as u64 } else { (ring >> 64) as u64 };
    (half >> (8 * (pit & 7))) as u8
}

/// What a lap adds to the ring: `count` seeds sown from `first` on (upward or down).
static DROPS: [[[u128; 16]; MOST + 1]; 2] = drops_table();

const fn drops_table() -> [[[u128; 16]; MOST + 1]; 2] {
    let mut table = [[[0u128; 16]; MOST + 1]; 2];
    let mut way = 0;
    while way < 2 {
        let mut count = 0;
        while count <= MOST {
            let mut first = 0;
            while first < 16 {
                table[way][count][first] = drops(first as u8, count as u32, way == 1);
                first += 1;
            }
            count += 1;
        }
        way += 1;
    }
    table
}

/// Sows `count` seeds from `first` on: the ring after, and the pit of the last seed.
#[inline(always)]
pub fn sow(ring: u128, first: u8, count: u32, upward: bool) -> (u128, u8) {
    let added = DROPS[usize::from(upward)][count as usize][usize::from(first)];
    (ring + added, last_pit(first, count.max(1), upward))
}

/// Lifts the `count` seeds of `pit` (it holds them) and sows them from the next pit on: the ring
/// after, and the pit of the last seed.
#[inline(always)]
pub fn relay(ring: u128, pit: u8, count: u8, upward: bool) -> (u128, u8) {
    // (No pit holds more than the game's 64 seeds: the position strings are checked for it.)
    let added = RELAYS[usize::from(upward)][usize::from(count)][usize::from(pit)];
    let last = if upward { pit.wrapping_add(count) } else { pit.wrapping_sub(count) };
    (ring.wrapping_add(added), last & 15)
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
                for count in 1..=64u32 {
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
                    // A relay out of the pit before `first`, holding `count` seeds, drops the same.
                    let pit = if upward { (first + 15) % 16 } else { (first + 1) % 16 };
                    let mut before = [0u8; 16];
                    before[pit as usize] = count as u8;
                    let (after, last) = relay(u128::from_le_bytes(before), pit, count as u8, upward);
                    assert_eq!(after.to_le_bytes(), pits, "relay {pit} {count} {upward}");
                    assert_eq!(last, at);
                    let (sown, last) = sow(0, first, count, upward);
                    assert_eq!((sown.to_le_bytes(), last), (pits, at), "sow {first} {count} {upward}");
                }
            }
        }
    }
}
