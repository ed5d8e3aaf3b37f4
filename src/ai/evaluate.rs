//! What alpha-beta sees at its horizon, in tenths of a seed from the side to move's view. The
//! shared measure is the seeds each side holds and the pits it can move; each game adds what its
//! players look at: the captures standing ready on the board (in all three games a capture takes
//! the opponent's pits facing one of the captor's front pits), and in Bao la Kiswahili the front
//! row, whose emptying loses the game. The capture terms read only the board, as a player's eye
//! does; the search itself finds out which of them can really be made.

use crate::rules::{AnyGame, GameKind, Geometry, Pit, Side};

/// Which measure a search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Evaluation {
    /// Seeds held and pits that can move: the same for every game.
    Material,
    /// The measure of the game being played (below).
    Game,
    /// The seeds each side holds, nothing else: the measure of the McGill Omweso tournament's
    /// winner, which the arena stands in for (`depth:N`).
    Seeds,
}

impl Evaluation {
    pub fn of(self, game: &AnyGame) -> i32 {
        match self {
            Evaluation::Material => material(game),
            Evaluation::Seeds => {
                let me = game.side_to_move();
                let held = |side: Side| ring(game, side).map(|p| i32::from(game.seeds(p))).sum::<i32>();
                10 * (held(me) - held(me.opponent()))
            }
            Evaluation::Game => match game.kind() {
                GameKind::Bao => material(game) + bao(game),
                GameKind::Omweso => material(game) + omweso(game),
                GameKind::Kimasai => material(game) + kimasai(game),
            },
        }
    }
}

/// Tenths of a seed held on the board and in reserve, and a point for each pit that can move.
fn material(game: &AnyGame) -> i32 {
    let me = game.side_to_move();
    let held = |side: Side| -> i32 {
        let (seeds, movable) = ring(game, side)
            .fold((0, 0), |(s, m), p| (s + i32::from(game.seeds(p)), m + i32::from(game.seeds(p) >= 2)));
        10 * (seeds + i32::from(game.reserve(side))) + movable
    };
    held(me) - held(me.opponent())
}

/// The side to move may make its best capture now; the opponent's must wait a move and may be
/// parried, so it counts for less.
fn threats(game: &AnyGame, best_capture: impl Fn(Side) -> i32) -> i32 {
    let me = game.side_to_move();
    best_capture(me) * 6 / 10 - best_capture(me.opponent()) * 3 / 10
}

/// Bao: a front pit of mine with seeds facing a front pit of the opponent's with seeds is a
/// capture whenever a sowing ends there (and in namua whenever a reserve seed is put there); the
/// captured seeds change sides, so a capture of k seeds is worth 2k. A front pit with seeds is a
/// point towards never having an empty front row.
fn bao(game: &AnyGame) -> i32 {
    let geometry = game.geometry();
    let best_capture = |side: Side| {
        front(geometry)
            .filter(|&k| game.seeds(Pit::new(side, k)) > 0)
            .map(|k| 20 * i32::from(game.seeds(Pit::new(side.opponent(), geometry.opposite_front(k)))))
            .max()
            .unwrap_or(0)
    };
    let occupied_front =
        |side: Side| front(geometry).filter(|&k| game.seeds(Pit::new(side, k)) > 0).count() as i32;
    let me = game.side_to_move();
    threats(game, best_capture) + 2 * (occupied_front(me) - occupied_front(me.opponent()))
}

/// Omweso: a capture takes both of the opponent's pits in a column, and only when both hold
/// seeds, by a lap ending in my occupied front pit there; the seeds change sides (worth 2k). A
/// pit that can move is worth a little more than in the shared measure: a player who cannot move
/// loses.
fn omweso(game: &AnyGame) -> i32 {
    let geometry = game.geometry();
    let best_capture = |side: Side| {
        let them = side.opponent();
        front(geometry)
            .filter(|&k| game.seeds(Pit::new(side, k)) > 0)
            .map(|k| {
                let (f, b) = (
                    game.seeds(Pit::new(them, geometry.opposite_front(k))),
                    game.seeds(Pit::new(them, geometry.opposite_back(k))),
                );
                if f > 0 && b > 0 { 20 * (i32::from(f) + i32::from(b)) } else { 0 }
            })
            .max()
            .unwrap_or(0)
    };
    let movable = |side: Side| ring(game, side).filter(|&p| game.seeds(p) >= 2).count() as i32;
    let me = game.side_to_move();
    threats(game, best_capture) + 2 * (movable(me) - movable(me.opponent()))
}

/// Bao la Kimasai: a stone steps into the empty front hole ahead of it and takes the opponent's
/// front stone in that column, and the back stone behind it too; taken stones leave the game.
/// These threats are exact: one step is the whole move. A stone that can step is mobility.
fn kimasai(game: &AnyGame) -> i32 {
    let geometry = game.geometry();
    let stone = |side: Side, k: u8| game.seeds(Pit::new(side, k)) > 0;
    let steps = |side: Side| {
        ring(game, side).filter(move |p| stone(side, p.index) && !stone(side, geometry.next(p.index)))
    };
    let best_capture = |side: Side| {
        let them = side.opponent();
        steps(side)
            .map(|p| geometry.next(p.index))
            .filter(|&to| geometry.is_front(to) && stone(them, geometry.opposite_front(to)))
            .map(|to| 10 * (1 + i32::from(stone(them, geometry.opposite_back(to)))))
            .max()
            .unwrap_or(0)
    };
    let me = game.side_to_move();
    threats(game, best_capture) + (steps(me).count() as i32 - steps(me.opponent()).count() as i32)
}

fn ring(game: &AnyGame, side: Side) -> impl Iterator<Item = Pit> + '_ {
    game.geometry().pits_of(side)
}

/// The ring indices of a front row (the same for both sides).
fn front(geometry: Geometry) -> impl Iterator<Item = u8> {
    (0..geometry.ring_len()).filter(move |&k| geometry.is_front(k))
}
