//! An Omweso setup exercise: the learner arranges their 32 seeds against the other side's
//! arrangement, made first (that side moves first). Judged as a move is, by what the rules play
//! next — never by the lessons re-deriving a rule.

use super::check::{Arrange, Check, Did, LESSON_STEPS, Miss};
use crate::rules::omweso::{Omweso, setup};
use crate::rules::{AnyGame, AnyMove, Listing, Side, Square};

impl Arrange {
    /// Whether `game` — both sides arranged, the other side to move first — does the task; the
    /// first reason it does not.
    pub fn judge(self, game: &AnyGame) -> Result<(), Miss> {
        let Arrange::CaptureNext = self;
        for first in moves_of(game)? {
            let (after, _) = played(game, first);
            let captures = moves_of(&after)?
                .into_iter()
                .any(|mv| Check::Capture.judge(&played(&after, mv).1, after.side_to_move()).is_ok());
            if !captures {
                return Err(Miss::NoCaptureAfter { first: game.format_move(first) });
            }
        }
        Ok(())
    }
}

/// The legal moves of `game`, each decided within the bound a lesson's board keeps to: a
/// learner's arrangement may be anything, and is judged in the frame.
fn moves_of(game: &AnyGame) -> Result<Vec<AnyMove>, Miss> {
    let mut listing = Listing::new(game);
    if !listing.advance(LESSON_STEPS) {
        return Err(Miss::Undecided);
    }
    Ok(listing.decided())
}

/// `mv` (a legal move of `game`) played, with what it did.
fn played(game: &AnyGame, mv: AnyMove) -> (AnyGame, Did) {
    let mut after = game.clone();
    let mut events = Vec::new();
    // A decided move of the listing plays; were it refused, it did nothing.
    if after.play(mv, &mut events).is_err() {
        return (game.clone(), Did::default());
    }
    (after, Did::of(game, mv, &events))
}

/// The learner's side on an arrangement lesson's board: the one not moving first.
pub fn learner(board: &AnyGame) -> Side {
    board.side_to_move().opponent()
}

/// The board with the learner's seeds arranged as `rows` says (`<row2>/<row1>`, each a→h, as
/// `Omweso::arranged` reads them), checked against the rules.
pub fn arranged(board: &AnyGame, rows: &str) -> Result<AnyGame, String> {
    let AnyGame::Omweso(omweso) = board else {
        return Err(format!("an arrangement is of Omweso's seeds, not {}'s", board.kind()));
    };
    Ok(AnyGame::Omweso(omweso.arranged(learner(board), rows)?))
}

/// The learner's 16 pits (ring order) as `rows` arranges them on `board`: what a lesson's
/// solution places when the learner asks to be shown it.
pub fn learner_pits(board: &AnyGame, rows: &str) -> Result<[u8; 16], String> {
    let solved = arranged(board, rows)?;
    solved.as_omweso().map(|omweso| *omweso.pits(learner(board))).ok_or_else(|| "not Omweso".to_string())
}

/// An arrangement lesson's board holds: Omweso at a game's start, the side moving first
/// arranged within the rules and the learner's pits still empty.
pub fn check_board(board: &AnyGame) -> Result<(), String> {
    let AnyGame::Omweso(omweso) = board else {
        return Err(format!("an arrangement is of Omweso's seeds, not {}'s", board.kind()));
    };
    let both = [*omweso.pits(Side::South), *omweso.pits(Side::North)];
    if *omweso != Omweso::from_pits(omweso.rules(), both, board.side_to_move()) {
        return Err("its board is not at a game's start".to_string());
    }
    setup::check_arrangement(omweso.pits(board.side_to_move()), &omweso.rules())
        .map_err(|why| format!("the side moving first: {why}"))?;
    if omweso.pits(learner(board)).iter().any(|&n| n > 0) {
        return Err("the learner's pits hold seeds before the learner arranges".to_string());
    }
    Ok(())
}

/// The whole arrangements the setup offers a player (the standard one, two in each pit): none may
/// do an arrangement lesson's task, or a button does it.
pub fn offered() -> [[u8; 16]; 2] {
    [setup::STANDARD, setup::TWO_EACH]
}

/// The board with the learner's 16 pits (ring order) arranged as `pits`.
pub fn with_pits(board: &AnyGame, pits: [u8; 16]) -> Option<AnyGame> {
    let AnyGame::Omweso(omweso) = board else { return None };
    let mut both = [*omweso.pits(Side::South), *omweso.pits(Side::North)];
    both[learner(board).index()] = pits;
    Some(AnyGame::Omweso(Omweso::from_pits(omweso.rules(), both, board.side_to_move())))
}

/// The learner's arrangement on `board`, written as a lesson's solution is (`<row2>/<row1>` for
/// South, `<row4>/<row3>` for North, each a→h).
pub fn rows(board: &AnyGame) -> String {
    let geometry = board.geometry();
    let rows = match learner(board) {
        Side::South => [2, 1],
        Side::North => [4, 3],
    };
    let row = |row: u8| {
        let seeds =
            (0..geometry.cols()).map(|col| board.seeds(geometry.pit(Square { col, row })).to_string());
        seeds.collect::<Vec<_>>().join(",")
    };
    format!("{}/{}", row(rows[0]), row(rows[1]))
}
