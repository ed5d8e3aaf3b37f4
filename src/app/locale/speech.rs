//! What a screen reader says of the board: a pit ("A6, your front row, 3 seeds, may move"), and
//! the whole board read row by row. The rules give the data; these make the words.

use super::names;
use super::words::Words;
use crate::rules::{AnyGame, GameKind, Pit, Side};

/// A pit's row, as the game's players name it: Bao's front and back rows, Omweso's inner and
/// outer, Bao la Kimasai's front and back.
fn row(words: &Words, game: &AnyGame, pit: Pit) -> String {
    let front = game.geometry().is_front(pit.index);
    words.get(match (game.kind(), front) {
        (GameKind::Omweso, true) => "speech-row-inner",
        (GameKind::Omweso, false) => "speech-row-outer",
        (_, true) => "speech-row-front",
        (_, false) => "speech-row-back",
    })
}

/// How many seeds (Bao la Kimasai: stones) a pit holds.
fn count(words: &Words, game: &AnyGame, pit: Pit) -> String {
    let id = if game.kind() == GameKind::Kimasai { "speech-stones" } else { "speech-seeds" };
    words.with(id, &[("count", game.seeds(pit).into())])
}

/// One pit for the player to move: its name, whose row it is, what it holds, whether it may move.
pub fn pit(words: &Words, game: &AnyGame, pit: Pit, may_move: bool) -> String {
    let whose = if pit.side == game.side_to_move() {
        words.with("speech-your-row", &[("row", row(words, game, pit).into())])
    } else {
        let side = names::side(words, pit.side);
        words.with("speech-their-row", &[("side", side.into()), ("row", row(words, game, pit).into())])
    };
    let id = if may_move { "speech-pit-may-move" } else { "speech-pit" };
    words.with(
        id,
        &[
            ("pit", game.pit_name(pit).into()),
            ("whose", whose.into()),
            ("count", count(words, game, pit).into()),
        ],
    )
}

/// The whole board, North's rows then South's, each row's holes in the order of their names, then
/// the seeds in hand where the game has them.
pub fn board(words: &Words, game: &AnyGame) -> Vec<String> {
    let geometry = game.geometry();
    let mut lines = Vec::new();
    for side in [Side::North, Side::South] {
        for front in [false, true] {
            let mut named: Vec<(String, u8)> = geometry
                .pits()
                .filter(|p| p.side == side && geometry.is_front(p.index) == front)
                .map(|p| (game.pit_name(p), game.seeds(p)))
                .collect();
            named.sort();
            let pits: Vec<String> = named.into_iter().map(|(name, n)| format!("{name} {n}")).collect();
            let any = geometry.pits().find(|p| p.side == side && geometry.is_front(p.index) == front);
            let Some(first) = any else { continue };
            let row = row(words, game, first);
            let side_name = names::side(words, side);
            lines.push(words.with(
                "speech-board-row",
                &[("side", side_name.into()), ("row", row.into()), ("pits", pits.join(", ").into())],
            ));
        }
        if game.kind() == GameKind::Bao && game.reserve(side) > 0 {
            let side_name = names::side(words, side);
            lines.push(
                words.with(
                    "speech-in-hand",
                    &[("side", side_name.into()), ("count", game.reserve(side).into())],
                ),
            );
        }
    }
    lines
}
