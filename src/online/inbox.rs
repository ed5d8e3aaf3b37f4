//! The friend's words as they came, waiting their turn to be checked. A session hears a person's
//! pace (`Session::ready`); words that come faster wait here rather than be lost — two devices
//! that play quickly, or a machine that delivers late and all at once, lose no move. A device
//! that floods fills the few places here, and what does not fit is refused: the waiting is
//! bounded in words and in bytes.

use super::protocol::{MAX_BYTES, Refused};
use std::collections::VecDeque;

/// A device that plays waits for the other's answer: it never has more than a few words
/// unheard (a move, a take-back's answer, a hello after a reconnection).
const PLACES: usize = 8;

#[derive(Debug, Default)]
pub struct Inbox {
    waiting: VecDeque<Vec<u8>>,
}

impl Inbox {
    /// A word that came: kept to be heard, or refused at once when it is longer than any message
    /// or no place is left.
    pub fn put(&mut self, bytes: Vec<u8>) -> Result<(), Refused> {
        if bytes.len() > MAX_BYTES {
            return Err(Refused::TooLong(bytes.len()));
        }
        if self.waiting.len() >= PLACES {
            return Err(Refused::Flood);
        }
        self.waiting.push_back(bytes);
        Ok(())
    }

    /// The word that came first, to be heard now.
    pub fn take(&mut self) -> Option<Vec<u8>> {
        self.waiting.pop_front()
    }

    /// Whether a word waits.
    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// The words waiting are let go (a new room, or none).
    pub fn clear(&mut self) {
        self.waiting.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wait_in_order_and_a_flood_or_a_long_word_is_refused() {
        let mut inbox = Inbox::default();
        for n in 0..PLACES {
            assert_eq!(inbox.put(vec![n as u8]), Ok(()));
        }
        assert_eq!(inbox.put(vec![0]), Err(Refused::Flood));
        assert_eq!(inbox.take(), Some(vec![0]));
        assert_eq!(inbox.put(vec![0; MAX_BYTES + 1]), Err(Refused::TooLong(MAX_BYTES + 1)));
        assert_eq!(inbox.put(vec![PLACES as u8]), Ok(()));
        let rest: Vec<u8> = std::iter::from_fn(|| inbox.take()).flatten().collect();
        assert_eq!(rest, (1..=PLACES as u8).collect::<Vec<_>>());
        assert!(inbox.is_empty());
    }
}
