//! A saved game played online: the room it is played in (whose name is also the game's id),
//! as the save keeps it. The online game's code and invitation are made from the name
//! (`online::invite`); the name's form is the save's, so a save is checked without the network.

use serde::{Deserialize, Serialize};

/// The letters of a room's name: 20 of 5 bits each.
pub const LETTERS: usize = 20;
/// Crockford's base 32, lower case: no i, l, o or u to confuse.
pub(crate) const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// An online game as a device keeps it (in its save): its room, whose name is also the game's
/// id, whether this device made it, which of the room's games it is (0 for the first; a game
/// over may be followed by another in the same room), and whether the other player is a stranger.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineGame {
    pub room: String,
    #[serde(default)]
    pub host: bool,
    #[serde(default, skip_serializing_if = "is_first")]
    pub round: u32,
    /// Played with a stranger, met at an open table (not a friend who was given the code).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stranger: bool,
}

fn is_first(round: &u32) -> bool {
    *round == 0
}

impl OnlineGame {
    /// Whether a saved online game holds together: a room's name Kete makes.
    pub fn check(&self) -> Result<(), String> {
        if is_room(&self.room) {
            Ok(())
        } else {
            Err("the online game's room is not one Kete makes".to_string())
        }
    }
}

/// Whether `name` is a room's name as Kete makes it (`online::invite::new_room`): 20 letters of Crockford's base
/// 32, lower case. The signalling server lets no other name in.
pub fn is_room(name: &str) -> bool {
    name.len() == LETTERS && name.bytes().all(|b| ALPHABET.contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game with a stranger says so in its save; a friend's save (an older Kete's too) says
    /// nothing of it and reads as a friend's.
    #[test]
    fn a_strangers_game_is_kept_as_one_and_an_older_save_as_a_friends() {
        let room = "abcdefghjkmnpqrstvwx".to_string();
        let stranger = OnlineGame { room: room.clone(), host: true, round: 0, stranger: true };
        let text = serde_json::to_string(&stranger).expect("serialized");
        assert!(text.contains("\"stranger\":true"), "{text}");
        assert_eq!(serde_json::from_str::<OnlineGame>(&text).ok(), Some(stranger));
        let friend = OnlineGame { room: room.clone(), host: false, round: 1, stranger: false };
        let text = serde_json::to_string(&friend).expect("serialized");
        assert!(!text.contains("stranger"), "{text}");
        let older = serde_json::from_str::<OnlineGame>(&format!("{{\"room\":\"{room}\",\"host\":true}}"));
        assert_eq!(older.ok().map(|game| game.stranger), Some(false));
    }
}
