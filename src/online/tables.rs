//! Open tables: how players who do not know each other meet. A device opens a table on the
//! signalling server (a game, its rules, the side it wants, Omweso's match target); others list
//! the open tables of a game and sit down at one; both are then sent to a fresh room, where the
//! online game that already exists begins — the table's device hosts it. Nothing else passes
//! between strangers: no names, no chat. These are the words of that exchange, read strictly,
//! for the server (`kete-server`, `/tables`) and the game alike (docs/ONLINE.md, "Open tables").

use crate::rules::GameKind;
use crate::rules::any::presets;
use serde::{Deserialize, Serialize};

/// The tables' words are this version; a newer device's words are refused with it named.
pub const VERSION: u32 = 1;
/// A word is a few dozen bytes; the longest, a page of tables, a few kilobytes.
pub const MAX_ASK_BYTES: usize = 512;
/// A page of the listing: the newest tables first, this many at most.
pub const PAGE: usize = 20;
/// Omweso's match targets, as the new-game dialog offers them.
pub const TARGETS: [u32; 2] = [12, 6];
/// A table's id: 100 random bits, 20 letters, as a room's name (`saved::online_game::is_room`).
pub use crate::saved::online_game::is_room as is_table;

/// The side the table's player wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wanted {
    South,
    North,
    /// Either: the server draws it when someone sits down.
    Either,
}

/// What a table offers: the game, its rules, the side its player wants, and for Omweso the match's
/// target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// `bao`, `omweso` or `kimasai`.
    pub game: String,
    /// One of the game's rule sets (`rules::any::presets`).
    pub rules: String,
    pub side: Wanted,
    /// Omweso: the points that win the match (12 or 6); no other game has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u32>,
}

/// Why a table was not opened or sat at, for the player; the server says it as a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableRefused {
    /// A word that is not one of the tables', or too long.
    NotAWord,
    /// A newer version's words: update Kete.
    Newer,
    /// No game Kete plays, or rules, a side or a target it does not have.
    NoSuchGame,
    /// This device has a table open already.
    OneAtATime,
    /// Too many tables from this address.
    TooManyHere,
    /// The server holds as many tables as it may.
    Full,
    /// Asking faster than a person looks: wait a moment.
    TooFast,
    /// The table is gone (taken, closed, or never was).
    Gone,
    /// A device does not sit at its own table.
    OwnTable,
}

/// What a device asks of the tables.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case", deny_unknown_fields)]
pub enum Ask {
    /// Opens a table (one a device); the server answers `Opened`, and `Seated` once someone sits.
    Open { v: u32, table: Table },
    /// The open tables of `game`, newest first, from before the table numbered `before` (the
    /// last page's `more`).
    List {
        v: u32,
        game: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before: Option<u64>,
    },
    /// Sits at the table `table`: both devices are `Seated` in a fresh room.
    Sit { v: u32, table: String },
    /// Closes this device's table.
    Close { v: u32 },
    /// Still here (a device silent for a minute is gone, its table with it).
    Alive { v: u32 },
}

/// A table as the listing shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Listed {
    pub id: String,
    #[serde(flatten)]
    pub table: Table,
    /// Seconds since it was opened.
    pub waited: u64,
}

/// What the server tells a device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "told", rename_all = "snake_case", deny_unknown_fields)]
pub enum Told {
    /// This device's table is open, with this id.
    Opened {
        v: u32,
        id: String,
    },
    /// A page of the open tables of `game`, newest first; `more`, the number to ask `before` for
    /// the next page.
    Tables {
        v: u32,
        game: String,
        tables: Vec<Listed>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        more: Option<u64>,
    },
    /// Someone sat down: both go to `room`, where the table's device (`host`) begins the game,
    /// playing `side`.
    Seated {
        v: u32,
        room: String,
        host: bool,
        side: Wanted,
    },
    /// This device's table closed without a game: it waited too long (`expired`), or was closed.
    Closed {
        v: u32,
        expired: bool,
    },
    Refused {
        v: u32,
        why: TableRefused,
    },
}

impl Table {
    /// Whether the table is one Kete plays: a game, one of its rule sets, a side, and Omweso's
    /// target (and no target for another game).
    pub fn check(&self) -> Result<GameKind, TableRefused> {
        let kind = game_kind(&self.game).ok_or(TableRefused::NoSuchGame)?;
        let rules = presets(kind).contains(&self.rules.as_str());
        let target = match (kind, self.target) {
            (GameKind::Omweso, Some(target)) => TARGETS.contains(&target),
            (GameKind::Omweso, None) => false,
            (_, target) => target.is_none(),
        };
        (rules && target).then_some(kind).ok_or(TableRefused::NoSuchGame)
    }
}

/// The game a table's `game` names: its short name (`GameKind::id`).
pub fn game_kind(name: &str) -> Option<GameKind> {
    GameKind::ALL.into_iter().find(|kind| kind.id() == name)
}

/// A device's word, read strictly: short, one of the asks, of this version or an older one.
pub fn read_ask(text: &str) -> Result<Ask, TableRefused> {
    if text.len() > MAX_ASK_BYTES {
        return Err(TableRefused::NotAWord);
    }
    let ask: Ask = serde_json::from_str(text).map_err(|_| TableRefused::NotAWord)?;
    let v = match &ask {
        Ask::Open { v, .. }
        | Ask::List { v, .. }
        | Ask::Sit { v, .. }
        | Ask::Close { v }
        | Ask::Alive { v } => *v,
    };
    if v > VERSION { Err(TableRefused::Newer) } else { Ok(ask) }
}

/// The server's word, read by the game: at most a page of tables, each checked.
pub fn read_told(text: &str) -> Option<Told> {
    if text.len() > 16 * 1024 {
        return None;
    }
    let told: Told = serde_json::from_str(text).ok()?;
    let fine = match &told {
        Told::Opened { id, .. } => is_table(id),
        Told::Tables { tables, .. } => {
            tables.len() <= PAGE
                && tables.iter().all(|listed| is_table(&listed.id) && listed.table.check().is_ok())
        }
        Told::Seated { room, .. } => crate::saved::online_game::is_room(room),
        Told::Closed { .. } | Told::Refused { .. } => true,
    };
    fine.then_some(told)
}

/// A word as it goes on the wire.
pub fn write<T: Serialize>(word: &T) -> String {
    // A plain enum of strings and numbers always serialises.
    serde_json::to_string(word).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn omweso(target: Option<u32>) -> Table {
        Table { game: "omweso".into(), rules: "traditional".into(), side: Wanted::Either, target }
    }

    #[test]
    fn a_table_is_a_game_kete_plays_with_its_rules_and_omwesos_target() {
        assert_eq!(omweso(Some(12)).check(), Ok(GameKind::Omweso));
        assert_eq!(omweso(Some(6)).check(), Ok(GameKind::Omweso));
        for bad in [
            omweso(None),
            omweso(Some(7)),
            Table { game: "bao".into(), rules: "kujifunza".into(), side: Wanted::South, target: Some(12) },
            Table { game: "bao".into(), rules: "traditional".into(), side: Wanted::South, target: None },
            Table { game: "chess".into(), rules: "seed".into(), side: Wanted::North, target: None },
        ] {
            assert_eq!(bad.check(), Err(TableRefused::NoSuchGame), "{bad:?}");
        }
        let bao = Table { game: "bao".into(), rules: "kujifunza".into(), side: Wanted::South, target: None };
        assert_eq!(bao.check(), Ok(GameKind::Bao));
    }

    #[test]
    fn the_words_go_and_come_back_and_anything_else_is_refused() {
        let open = Ask::Open { v: VERSION, table: omweso(Some(12)) };
        let text = write(&open);
        assert_eq!(
            text,
            r#"{"ask":"open","v":1,"table":{"game":"omweso","rules":"traditional","side":"either","target":12}}"#
        );
        assert_eq!(read_ask(&text), Ok(open));
        assert_eq!(
            read_ask(r#"{"ask":"list","v":1,"game":"bao"}"#),
            Ok(Ask::List { v: 1, game: "bao".into(), before: None })
        );
        assert_eq!(read_ask(r#"{"ask":"alive","v":2}"#), Err(TableRefused::Newer));
        for bad in [
            "",
            "{}",
            r#"{"ask":"chat","v":1,"text":"hello"}"#,
            r#"{"ask":"sit","v":1,"table":"x","name":"me"}"#,
            r#"{"ask":"open","v":1,"table":{"game":"bao","rules":"seed","side":"east"}}"#,
        ] {
            assert_eq!(read_ask(bad), Err(TableRefused::NotAWord), "{bad}");
        }
        let long = format!(r#"{{"ask":"sit","v":1,"table":"{}"}}"#, "a".repeat(MAX_ASK_BYTES));
        assert_eq!(read_ask(&long), Err(TableRefused::NotAWord));
        let seated =
            Told::Seated { v: 1, room: "0123456789abcdefghjk".into(), host: true, side: Wanted::South };
        assert_eq!(read_told(&write(&seated)), Some(seated));
        assert_eq!(read_told(r#"{"told":"seated","v":1,"room":"../x","host":true,"side":"south"}"#), None);
    }
}
