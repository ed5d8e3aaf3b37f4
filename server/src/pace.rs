//! How often one address may be given something: a few times a window, counted per address, the
//! addresses remembered bounded (TURN credentials: a device asks one each time it joins a room).

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

pub struct Pace {
    most: u32,
    window: Duration,
    /// The most addresses remembered at once: past it (every one within its window) all wait.
    addresses: usize,
    seen: HashMap<IpAddr, (Instant, u32)>,
}

impl Pace {
    /// `most` times each `window` per address, for up to `addresses` addresses at once.
    pub fn new(most: u32, window: Duration, addresses: usize) -> Pace {
        Pace { most, window, addresses, seen: HashMap::new() }
    }

    /// Whether `address` may be given one more at `now` (counted if so).
    pub fn take(&mut self, address: IpAddr, now: Instant) -> bool {
        let window = self.window;
        let fresh = |(since, _): &(Instant, u32)| now.saturating_duration_since(*since) >= window;
        if !self.seen.contains_key(&address) && self.seen.len() >= self.addresses {
            self.seen.retain(|_, seen| !fresh(seen));
            if self.seen.len() >= self.addresses {
                return false;
            }
        }
        let seen = self.seen.entry(address).or_insert((now, 0));
        if fresh(seen) {
            *seen = (now, 0);
        }
        if seen.1 >= self.most {
            return false;
        }
        seen.1 += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_given_a_few_a_window_and_others_are_not_held_back() {
        let now = Instant::now();
        let mut pace = Pace::new(3, Duration::from_secs(60), 2);
        let (one, two, three): (IpAddr, IpAddr, IpAddr) =
            ("127.0.0.1".parse().unwrap(), "127.0.0.2".parse().unwrap(), "127.0.0.3".parse().unwrap());
        assert_eq!((0..10).filter(|_| pace.take(one, now)).count(), 3);
        assert!(pace.take(two, now), "another address is not held back");
        assert!(!pace.take(three, now), "no more addresses are remembered until a window passes");
        let later = now + Duration::from_secs(60);
        assert!(pace.take(three, later));
        assert_eq!((0..10).filter(|_| pace.take(one, later)).count(), 3);
    }
}
