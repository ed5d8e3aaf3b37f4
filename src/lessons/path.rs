//! A game's path of lessons, read from its built-in file and checked lesson by lesson.

use super::check::{Check, Did};
use crate::rules::{AnyGame, AnyMove, GameKind};
use serde::Deserialize;

/// One lesson: a position under a rule set, a task, and the move that does it (the hint).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Unique within its game; with the game, the catalogue's ids for its words.
    pub id: String,
    /// The rule preset (`hus`, `kujifunza`, `seed`, …).
    pub rules: String,
    /// A position string (docs/NOTATION.md), the learner to move.
    pub position: String,
    pub task: Check,
    /// A move that does the task, in the notation.
    pub solution: String,
}

/// A game's lessons in the order a learner takes them.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Path {
    /// `bao`, `omweso` or `kimasai`.
    pub game: String,
    pub lessons: Vec<Lesson>,
}

/// The lesson files, built in.
const FILES: [(GameKind, &str); 3] = [
    (GameKind::Bao, include_str!("../../assets/lessons/bao.json")),
    (GameKind::Omweso, include_str!("../../assets/lessons/omweso.json")),
    (GameKind::Kimasai, include_str!("../../assets/lessons/kimasai.json")),
];

/// A game's path, every lesson checked; why not, naming the lesson, if one does not hold.
pub fn path_of(kind: GameKind) -> Result<Path, String> {
    let text = FILES.iter().find(|(k, _)| *k == kind).map_or("", |(_, text)| text);
    let path = Path::read(text)?;
    if path.game != kind.id() {
        return Err(format!("the {kind} lesson file is for '{}'", path.game));
    }
    Ok(path)
}

impl Path {
    /// Reads a lesson file and checks every lesson in it.
    pub fn read(text: &str) -> Result<Path, String> {
        let path: Path = serde_json::from_str(text).map_err(|e| format!("not a lesson file: {e}"))?;
        let kind: GameKind = path.game.parse().map_err(|e: crate::rules::PositionError| e.to_string())?;
        let mut ids = std::collections::BTreeSet::new();
        for lesson in &path.lessons {
            if !ids.insert(lesson.id.as_str()) {
                return Err(format!("two lessons are called '{}'", lesson.id));
            }
            lesson.check(kind).map_err(|why| format!("lesson '{}': {why}", lesson.id))?;
        }
        Ok(path)
    }
}

impl Lesson {
    /// The lesson's board.
    pub fn game(&self) -> Result<AnyGame, String> {
        AnyGame::from_text_with_rules(&self.position, Some(&self.rules)).map_err(|e| e.to_string())
    }

    /// What `text` does played on the lesson's board, or why it cannot be played.
    pub fn try_move(&self, text: &str) -> Result<(AnyGame, AnyMove, Did), String> {
        let before = self.game()?;
        let mut after = before.clone();
        let mv = before.parse_move(text).map_err(|e| e.to_string())?;
        let mut events = Vec::new();
        after.play(mv, &mut events).map_err(|e| e.to_string())?;
        Ok((after, mv, Did::of(&before, mv, &events)))
    }

    /// The lesson holds: its position is one of its game's, the learner can move, the solution
    /// does the task, and some other legal move does not (so the task asks something).
    fn check(&self, kind: GameKind) -> Result<(), String> {
        let game = self.game()?;
        if game.kind() != kind {
            return Err(format!("its position is {}, not {kind}", game.kind()));
        }
        if game.outcome().is_some() {
            return Err("its game is already over".to_string());
        }
        let mover = game.side_to_move();
        let (_, _, did) = self.try_move(&self.solution)?;
        self.task
            .judge(&did, mover)
            .map_err(|miss| format!("its solution {} does not do the task: {miss:?}", self.solution))?;
        let misses = game.legal_moves().into_iter().any(|mv| {
            let mut after = game.clone();
            let mut events = Vec::new();
            after.play(mv, &mut events).is_ok()
                && self.task.judge(&Did::of(&game, mv, &events), mover).is_err()
        });
        if !misses {
            return Err("every legal move does the task: it asks nothing".to_string());
        }
        Ok(())
    }
}
