//! The games with a friend kept once they are over (`games.json`), so that a game played online or
//! by message can be looked at again when its room or its link is long gone: the newest first, at
//! most `KEPT`, each a save in the autosave's format (read, when opened, by the one reader) with
//! the game's id and when it ended.

use crate::rules::record::{self, RecordError};
use serde::{Deserialize, Serialize};

pub const FORMAT: &str = "kete-games";
pub const VERSION: u32 = 1;

/// Weeks of games with friends, and little enough for a browser's local storage: a game's save
/// is a few kilobytes.
pub const KEPT: usize = 50;

/// The games kept, the newest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Finished {
    pub format: String,
    pub version: u32,
    pub games: Vec<FinishedGame>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FinishedGame {
    /// Which game it was: its room and the room's game number (`<room>.<round>`), or its link's
    /// id — a game kept again (taken back and ended anew) takes its own place.
    pub id: String,
    /// When it ended, in seconds since 1970 (UTC).
    pub ended: u64,
    /// The game as a save; a save that no longer reads is left out of the list, not of the file.
    pub save: serde_json::Value,
}

impl Finished {
    /// The kept games of a `games.json`: refused whole if it is not one, or of a newer Kete.
    pub fn read(text: &str) -> Result<Finished, RecordError> {
        let value = record::parse(text)?;
        let format = value.get("format").and_then(|f| f.as_str()).unwrap_or_default();
        if format != FORMAT {
            return Err(RecordError::OtherFormat(format.to_string()));
        }
        record::check_version(&value, VERSION, |v| {
            RecordError::Game(format!(
                "the games kept are of version {v}, newer than this Kete reads: update Kete"
            ))
        })?;
        let mut finished: Finished =
            serde_json::from_value(value).map_err(|e| RecordError::NotJson(e.to_string()))?;
        finished.games.truncate(KEPT);
        Ok(finished)
    }

    pub fn to_json(&self) -> String {
        let file = Finished { format: FORMAT.to_string(), version: VERSION, games: self.games.clone() };
        // Strings, numbers and a save's own JSON always serialize.
        serde_json::to_string(&file).unwrap_or_default()
    }

    /// Keeps `game` as the newest, in place of the same game kept before; the oldest beyond
    /// `KEPT` go.
    pub fn keep(&mut self, game: FinishedGame) {
        self.games.retain(|kept| kept.id != game.id);
        self.games.insert(0, game);
        self.games.truncate(KEPT);
    }

    /// Whether `game` is kept just as it is.
    pub fn holds(&self, game: &FinishedGame) -> bool {
        self.games.iter().any(|kept| kept.id == game.id && kept.save == game.save)
    }
}

/// A day as players write it, from seconds since 1970: `2026-12-05` (UTC).
pub fn day_of(seconds: u64) -> String {
    // Howard Hinnant's days-to-civil: the proleptic Gregorian calendar from day 0 = 1970-01-01.
    let days = (seconds / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str) -> FinishedGame {
        FinishedGame { id: id.to_string(), ended: 1, save: serde_json::json!({ "id": id }) }
    }

    #[test]
    fn the_newest_is_first_a_game_kept_again_takes_its_place_and_the_oldest_go() {
        let mut finished = Finished::default();
        for n in 0..KEPT + 5 {
            finished.keep(game(&n.to_string()));
        }
        assert_eq!(finished.games.len(), KEPT);
        assert_eq!(finished.games[0].id, (KEPT + 4).to_string());
        assert_eq!(finished.games[KEPT - 1].id, "5");
        finished.keep(game("20"));
        assert_eq!((finished.games.len(), finished.games[0].id.as_str()), (KEPT, "20"));
        assert_eq!(finished.games.iter().filter(|g| g.id == "20").count(), 1);
        let read = Finished::read(&finished.to_json()).expect("reads back");
        assert_eq!(read.games, finished.games);
        assert!(read.holds(&game("20")));
    }

    #[test]
    fn another_file_or_a_newer_one_is_refused() {
        assert!(matches!(Finished::read("{\"format\":\"kete-autosave\"}"), Err(RecordError::OtherFormat(_))));
        assert!(Finished::read("{\"format\":\"kete-games\",\"version\":2,\"games\":[]}").is_err());
        assert!(Finished::read("{\"format\":\"kete-games\",\"version\":1,\"games\":7}").is_err());
        assert!(Finished::read("not json").is_err());
    }

    #[test]
    fn days_are_written_as_players_write_them() {
        assert_eq!(day_of(0), "1970-01-01");
        assert_eq!(day_of(951_782_400), "2000-02-29");
        assert_eq!(day_of(1_796_428_800), "2026-12-05");
    }
}
