//! A puzzle at the board: put on it with the computer seated for the opponent; each of the
//! solver's moves judged (the first against the one winning move — for a mistake, the engine's
//! move, or another it weighs as good — a later one by a search that fits in a frame); a wrong move answered by the computer, then taken back; the solution shown
//! after the second wrong first move; a solved puzzle kept with the lessons finished.

use super::book::{Book, Progress, PuzzleOnBoard, Solving, Source};
use super::messages::{BackFromMistakes, StartPuzzle};
use crate::ai::puzzles::still_wins;
use crate::app::analysis::messages::RetryMistakes;
use crate::app::analysis::mistakes;
use crate::app::analysis::state::GameAnalysis;
use crate::app::base::AppSystems;
use crate::app::base::progress::Learned;
use crate::app::board::coach::{self, Coach};
use crate::app::game::messages::{BoardReset, MovePlayed, NewGame, Reset};
use crate::app::game::the_match::Match;
use bevy::prelude::*;

/// The computer's level that answers for the opponent: a sound defence, quick on the web too.
const ANSWERING_LEVEL: u8 = 3;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(coach::plugin::<PuzzleOnBoard>).add_systems(
        Update,
        (
            (start_puzzle, retry_mistakes, back_from_mistakes).chain().in_set(AppSystems::Start),
            (end_on_another_board, seat_the_computer).chain().in_set(AppSystems::Review),
            (forget_taken_back, judge).chain().in_set(AppSystems::Finish).before(coach::Responds),
        ),
    );
}

impl Coach for PuzzleOnBoard {
    const NAME: &'static str = "puzzle";
    /// A wrong move and the computer's answer stay a little longer: two moves to see.
    const SHOW_A_MISS: f32 = 1.5;

    fn is_on(&self) -> bool {
        self.0.is_some()
    }

    fn end(&mut self) {
        self.0 = None;
    }

    /// Solved, or a move being weighed, or a wrong one waiting to be taken back: the board
    /// takes no pick (and shows none to make).
    fn holds(&self, _: &Match) -> bool {
        self.0.as_ref().is_some_and(|solving| solving.progress != Progress::Solving)
    }

    fn missed(&self) -> bool {
        self.0.as_ref().is_some_and(|s| matches!(s.progress, Progress::Wrong { .. }))
    }

    /// After the second wrong first move, the solution.
    fn hint(&self, plies: usize) -> Option<&str> {
        self.0.as_ref()?.hint(plies)
    }

    /// The puzzle's own solution, not the computer's move.
    fn ask_hint(&mut self, _: &Match) {
        if let Some(solving) = self.0.as_mut() {
            solving.hinted = true;
        }
    }
}

fn start_puzzle(
    mut requests: MessageReader<StartPuzzle>,
    book: Res<Book>,
    mut on_board: ResMut<PuzzleOnBoard>,
    mut new_game: MessageWriter<NewGame>,
) {
    let Some(&StartPuzzle { kind, index }) = requests.read().last() else { return };
    let Some(puzzle) = book.puzzles(kind).get(index) else {
        warn!("there is no puzzle {index} of {kind}");
        return;
    };
    match Solving::of_puzzle(kind, index, puzzle) {
        Ok(solving) => {
            info!("puzzle {kind}/{}: {} (depth {})", index + 1, puzzle.position, puzzle.depth);
            new_game.write(NewGame(solving.start.clone()));
            on_board.0 = Some(solving);
        }
        // Every shipped position was read when the book was: this cannot happen.
        Err(why) => warn!("puzzle {kind}/{} cannot be set up: {why}", index + 1),
    }
}

/// The analysed game's mistakes, one at a time; the game is set aside the first time, and the
/// analysis window closed while it waits.
fn retry_mistakes(
    mut requests: MessageReader<RetryMistakes>,
    current: Res<Match>,
    mut analysis: ResMut<GameAnalysis>,
    mut on_board: ResMut<PuzzleOnBoard>,
    mut new_game: MessageWriter<NewGame>,
) {
    let Some(&RetryMistakes(index)) = requests.read().last() else { return };
    let (list, game) = match on_board.0.take().map(|solving| solving.source) {
        Some(Source::Mistakes { mistakes, game, .. }) => (mistakes, game),
        _ => {
            let Some(found) = analysis.of(&current) else { return };
            (mistakes::of_game(&current, found), Box::new(current.clone()))
        }
    };
    analysis.open = false;
    match Solving::of_mistake(index, list, game) {
        Some(solving) => {
            info!("mistake {} of the game: move {:?}", index + 1, solving.mistake().map(|m| m.ply));
            new_game.write(NewGame(solving.start.clone()));
            on_board.0 = Some(solving);
        }
        None => warn!("the game has no mistake {}", index + 1),
    }
}

fn back_from_mistakes(
    mut requests: MessageReader<BackFromMistakes>,
    mut current: ResMut<Match>,
    mut analysis: ResMut<GameAnalysis>,
    mut on_board: ResMut<PuzzleOnBoard>,
    mut reset: MessageWriter<BoardReset>,
) {
    if requests.read().last().is_none() {
        return;
    }
    if let Some(Source::Mistakes { game, .. }) = on_board.0.take().map(|solving| solving.source) {
        info!("back to the game from its mistakes");
        *current = *game;
        analysis.open = true;
        reset.write(BoardReset::because(Reset::GameAside));
    }
}

/// A board that is not the puzzle's (a new game, a file opened, a restart) ends it.
fn end_on_another_board(
    mut resets: MessageReader<BoardReset>,
    current: Res<Match>,
    mut on_board: ResMut<PuzzleOnBoard>,
) {
    if resets.read().count() > 0 && on_board.0.as_ref().is_some_and(|solving| solving.start != current.start)
    {
        info!("the puzzle is left for another board");
        on_board.0 = None;
    }
}

/// The solver's side is a person's, the other the computer's, as soon as the puzzle is on.
fn seat_the_computer(on_board: Res<PuzzleOnBoard>, mut current: ResMut<Match>) {
    let Some(solving) = &on_board.0 else { return };
    if current.settings.is_none() && current.start == solving.start {
        current.seat_the_computer_against(solving.solver, ANSWERING_LEVEL);
    }
}

/// A move taken back (the wrong one, or by the player's own take-back) is judged no more.
fn forget_taken_back(current: Res<Match>, mut on_board: ResMut<PuzzleOnBoard>) {
    let Some(solving) = on_board.0.as_mut() else { return };
    let gone = match &solving.progress {
        Progress::Wrong { ply, .. } => current.moves.len() <= *ply,
        Progress::Solved | Progress::Weighing { .. } => current.moves.is_empty(),
        Progress::Solving => false,
    };
    if gone {
        solving.progress = Progress::Solving;
        solving.as_good = None;
    }
}

/// The solver's moves, judged: the first is right only as the one winning move (a mistake's, as
/// the engine's move, or another the engine weighs as good); a later one while it keeps the win
/// within the plies left.
fn judge(
    mut played: MessageReader<MovePlayed>,
    current: Res<Match>,
    mut on_board: ResMut<PuzzleOnBoard>,
    mut learned: ResMut<Learned>,
) {
    for MovePlayed { notation, .. } in played.read() {
        let Some(solving) = on_board.0.as_mut() else { continue };
        let Some(ply) = current.moves.len().checked_sub(1) else { continue };
        // The sides take turns: the solver's moves are the even ones, the computer's answers odd.
        if solving.progress != Progress::Solving || current.start != solving.start || ply % 2 == 1 {
            continue;
        }
        let left = solving.depth.saturating_sub(ply as u32 + 1);
        let right = if ply == 0 {
            *notation == solving.solution
        } else {
            // A search too long for a frame gives the move the benefit of the doubt: the end of
            // the puzzle judges it.
            still_wins(&current.game, solving.solver, left).unwrap_or(true)
        };
        // A mistake's other moves (but the mistake itself) are the engine's to weigh.
        let to_weigh = ply == 0 && !right && solving.mistake().is_some_and(|m| m.played != *notation);
        if to_weigh {
            solving.progress = Progress::Weighing { played: notation.clone() };
            info!("puzzle move {notation} at ply 0: weighed by the engine");
            continue;
        }
        let over = current.game.outcome().is_some();
        solving.progress = match (right, solving.mistake().is_some() || over || left == 0) {
            (true, true) => Progress::Solved,
            (true, false) => Progress::Solving,
            (false, _) => Progress::Wrong { ply, played: notation.clone() },
        };
        info!("puzzle move {notation} at ply {ply}: {:?}", solving.progress);
        if ply == 0 && !right {
            solving.misses += 1;
        }
        if let (Progress::Solved, Some(key)) = (&solving.progress, &solving.key) {
            learned.tick_key(key.clone());
        }
    }
}
