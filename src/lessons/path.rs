//! A game's path of lessons, read from its built-in file and checked lesson by lesson.

use super::arrange;
use super::check::{Arrange, Check, Did, LESSON_STEPS};
use super::claim::Claim;
use crate::rules::notation::{shown, shown_reason};
use crate::rules::{AnyGame, AnyMove, GameKind, Listing, Side};
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
    /// What the lesson's sentences say of its board, proved when the file is read.
    #[serde(default)]
    pub claims: Vec<Claim>,
    /// Another exercise of an earlier lesson (its id): that lesson's title and sentences, this
    /// board and task, the task said from its data. A concept is practised two or three times.
    #[serde(default)]
    pub practice_of: Option<String>,
    /// The rules (ids of docs/RULES.md, `N3`, `L4`…) this lesson teaches: with the path's other
    /// lessons, every rule a game of its game meets (`Path::taught`).
    #[serde(default)]
    pub teaches: Vec<String>,
    /// A scene of several moves: the tasks of the learner's next moves, each after the opponent's
    /// answer (the computer's, at the board). Whatever the opponent answers, the next task can be
    /// done: the lesson's check plays every answer.
    #[serde(default)]
    pub then: Vec<Check>,
}

/// A game's lessons in the order a learner takes them.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Path {
    /// `bao`, `omweso` or `kimasai`.
    pub game: String,
    pub lessons: Vec<Lesson>,
}

/// A scene has at most this many moves after the first: a short exercise, its check bounded.
pub const MOST_THEN: usize = 2;

/// The moves a scene's check may play in all, every answer to every move that does a task.
const SCENE_PLAYS: usize = 200_000;

/// A lesson file holds no more lessons than this (a path has a few dozen): its check is bounded.
pub const MOST_LESSONS: usize = 200;

/// A lesson's id is also a catalogue key: a short plain name (`bao-namua`).
fn plain_id(id: &str) -> bool {
    (1..=48).contains(&id.len())
        && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !id.starts_with('-')
        && !id.ends_with('-')
}

/// A rule's id as docs/RULES.md writes it: a capital or two and a number (`G10`, `KJ2`).
fn rule_id(id: &str) -> bool {
    let digits = id.trim_start_matches(|c: char| c.is_ascii_uppercase());
    (1..=2).contains(&(id.len() - digits.len()))
        && (1..=2).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
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

/// Where a lesson stands in its path: the concept it teaches (from 1) of how many, and which of
/// that concept's exercises it is (from 1) of how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub concept: usize,
    pub concepts: usize,
    pub exercise: usize,
    pub exercises: usize,
}

/// The place of the `index`-th lesson of `lessons` (a path, in order).
pub fn place_of(lessons: &[Lesson], index: usize) -> Place {
    let concepts = lessons.iter().filter(|l| l.practice_of.is_none()).count();
    let upto = &lessons[..(index + 1).min(lessons.len())];
    let concept = upto.iter().filter(|l| l.practice_of.is_none()).count().max(1);
    let taught = lessons.get(index).map_or("", Lesson::words_id);
    let of_concept = |l: &Lesson| l.words_id() == taught;
    let exercise = upto.iter().filter(|l| of_concept(l)).count().max(1);
    let exercises = lessons.iter().filter(|l| of_concept(l)).count().max(1);
    Place { concept, concepts, exercise, exercises }
}

/// The learning games a path (its lessons, in order) goes through before its own game (Bao's Hus
/// and Bao la Kujifunza): each one's rules, with the index of its last lesson, where a game of it
/// is offered.
pub fn learning_games(lessons: &[Lesson]) -> Vec<(usize, &str)> {
    let ends = lessons.windows(2).enumerate().filter(|(_, pair)| pair[0].rules != pair[1].rules);
    ends.map(|(index, pair)| (index, pair[0].rules.as_str())).collect()
}

impl Path {
    /// Every rule id the path's lessons teach.
    pub fn taught(&self) -> std::collections::BTreeSet<&str> {
        self.lessons.iter().flat_map(|lesson| lesson.teaches.iter().map(String::as_str)).collect()
    }

    /// Reads a lesson file and checks every lesson in it.
    pub fn read(text: &str) -> Result<Path, String> {
        let path: Path = serde_json::from_str(text)
            .map_err(|e| format!("not a lesson file: {}", shown_reason(&e.to_string())))?;
        let kind: GameKind = path.game.parse().map_err(|e: crate::rules::PositionError| e.to_string())?;
        if path.lessons.len() > MOST_LESSONS {
            return Err(format!(
                "{} lessons; a lesson file holds at most {MOST_LESSONS}",
                path.lessons.len()
            ));
        }
        let mut ids = std::collections::BTreeSet::new();
        for (n, lesson) in path.lessons.iter().enumerate() {
            if !plain_id(&lesson.id) {
                return Err(format!(
                    "lesson {}: its id '{}' is not a plain name (a-z, 0-9 and -, at most 48)",
                    n + 1,
                    shown(&lesson.id)
                ));
            }
            if !ids.insert(lesson.id.as_str()) {
                return Err(format!("two lessons are called '{}'", lesson.id));
            }
            if let Some(id) = lesson.teaches.iter().find(|id| !rule_id(id)) {
                return Err(format!(
                    "lesson '{}' teaches '{}', which is no rule id (G7, N3, …)",
                    lesson.id,
                    shown(id)
                ));
            }
            if let Some(of) = &lesson.practice_of {
                let taught = path.lessons[..n].iter().find(|earlier| earlier.id == *of);
                match taught {
                    Some(earlier) if earlier.practice_of.is_none() && earlier.rules == lesson.rules => {}
                    _ => {
                        return Err(format!(
                            "lesson '{}' practises '{}', which is no earlier lesson of its rules",
                            lesson.id,
                            shown(of)
                        ));
                    }
                }
            }
            lesson.check(kind).map_err(|why| format!("lesson '{}': {why}", lesson.id))?;
        }
        Ok(path)
    }
}

/// The seeds every position of a game holds (on the board and in hand), where none leave it:
/// a lesson's board with more or fewer is one no game reaches.
fn seeds_of_a_game(kind: GameKind) -> Option<u32> {
    match kind {
        GameKind::Bao | GameKind::Omweso => Some(64),
        // Bao la Kimasai's captured stones leave the board.
        GameKind::Kimasai => None,
    }
}

fn held_seeds(game: &AnyGame) -> u32 {
    let on_board: u32 = game.geometry().pits().map(|pit| u32::from(game.seeds(pit))).sum();
    on_board + u32::from(game.reserve(Side::South)) + u32::from(game.reserve(Side::North))
}

impl Lesson {
    /// The lesson whose title and sentences this one's are: its own, or the one it practises.
    pub fn words_id(&self) -> &str {
        self.practice_of.as_deref().unwrap_or(&self.id)
    }

    /// The task when the lesson is an arrangement of the learner's seeds (Omweso's setup), not a move.
    pub fn arrangement(&self) -> Option<Arrange> {
        match self.task {
            Check::Arrange(task) => Some(task),
            _ => None,
        }
    }

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
    /// Its position and solution are written as kete-cli writes them (the hint shows the
    /// solution as it is), and every legal move is decided within `LESSON_STEPS`.
    fn check(&self, kind: GameKind) -> Result<(), String> {
        let game = self.game()?;
        if game.kind() != kind {
            return Err(format!("its position is {}, not {kind}", game.kind()));
        }
        if game.to_text() != self.position {
            return Err(format!(
                "its position is not written as kete-cli writes it: {}",
                shown(&game.to_text())
            ));
        }
        if let Some(task) = self.arrangement() {
            return self.check_arrangement(&game, task);
        }
        if game.outcome().is_some() {
            return Err("its game is already over".to_string());
        }
        if let Some(whole) = seeds_of_a_game(kind) {
            let held = held_seeds(&game);
            if held != whole {
                return Err(format!("its board holds {held} seeds; a game of {kind} always holds {whole}"));
            }
        }
        let mut listing = Listing::new(&game);
        if !listing.advance(LESSON_STEPS) {
            return Err(format!("a move of its position is not decided within {LESSON_STEPS} steps"));
        }
        let legal = listing.decided();
        let mover = game.side_to_move();
        let (_, mv, did) = self.try_move(&self.solution)?;
        if game.format_move(mv) != self.solution {
            return Err(format!(
                "its solution {} is not written as kete-cli writes it: {}",
                shown(&self.solution),
                game.format_move(mv)
            ));
        }
        self.task
            .judge(&did, mover)
            .map_err(|miss| format!("its solution {} does not do the task: {miss:?}", self.solution))?;
        let played = legal
            .into_iter()
            .map(|mv| {
                let mut after = game.clone();
                let mut events = Vec::new();
                after.play(mv, &mut events).map_err(|e| e.to_string())?;
                Ok((game.format_move(mv), Did::of(&game, mv, &events)))
            })
            .collect::<Result<Vec<_>, String>>()?;
        if played.iter().all(|(_, did)| self.task.judge(did, mover).is_ok()) {
            return Err("every legal move does the task: it asks nothing".to_string());
        }
        for claim in &self.claims {
            claim.holds(&played, mover)?;
        }
        self.check_scene(&game)
    }

    /// An arrangement lesson holds: its board is the other side's arrangement at a game's start,
    /// the solution (written as it is read back) arranges the learner's seeds within the rules and
    /// does the task, and no whole arrangement the setup offers does (its buttons do not solve it).
    fn check_arrangement(&self, board: &AnyGame, task: Arrange) -> Result<(), String> {
        arrange::check_board(board)?;
        if !self.then.is_empty() || !self.claims.is_empty() {
            return Err("an arrangement is one task: it has no scene and no claims".to_string());
        }
        let solved = arrange::arranged(board, &self.solution)
            .map_err(|why| format!("its solution {}: {why}", shown(&self.solution)))?;
        if arrange::rows(&solved) != self.solution {
            return Err(format!(
                "its solution {} is not written as it reads back: {}",
                shown(&self.solution),
                arrange::rows(&solved)
            ));
        }
        task.judge(&solved)
            .map_err(|miss| format!("its solution {} does not do the task: {miss:?}", self.solution))?;
        // A button must not do it: the learner arranges.
        let given = arrange::offered()
            .into_iter()
            .filter_map(|pits| arrange::with_pits(board, pits))
            .find(|offered| task.judge(offered).is_ok());
        if let Some(offered) = given {
            return Err(format!(
                "a whole arrangement the setup offers ({}) does the task: it asks nothing",
                arrange::rows(&offered)
            ));
        }
        Ok(())
    }

    /// The task of the learner's `step`-th move (from 0) of the lesson's scene.
    pub fn task_of(&self, step: usize) -> Option<&Check> {
        if step == 0 { Some(&self.task) } else { self.then.get(step - 1) }
    }

    /// A scene holds whatever the opponent answers: after every move that does a task and every
    /// answer to it, the game goes on and some move does the next task — and somewhere some move
    /// does not, so each task asks something.
    fn check_scene(&self, start: &AnyGame) -> Result<(), String> {
        if self.then.len() > MOST_THEN {
            return Err(format!("a scene of {} moves; at most {}", self.then.len() + 1, MOST_THEN + 1));
        }
        let mover = start.side_to_move();
        let mut plays = 0;
        let mut play = |game: &AnyGame, mv: AnyMove| -> Result<(AnyGame, Did), String> {
            plays += 1;
            if plays > SCENE_PLAYS {
                return Err(format!("its scene takes more than {SCENE_PLAYS} moves to check"));
            }
            let mut after = game.clone();
            let mut events = Vec::new();
            after.play(mv, &mut events).map_err(|e| e.to_string())?;
            Ok((after, Did::of(game, mv, &events)))
        };
        let mut boards = vec![start.clone()];
        for (step, next) in self.then.iter().enumerate() {
            let task = self.task_of(step).unwrap_or(next);
            let mut answered = Vec::new();
            for board in &boards {
                for mv in board.legal_moves() {
                    let (after, did) = play(board, mv)?;
                    if task.judge(&did, mover).is_err() {
                        continue;
                    }
                    if after.outcome().is_some() {
                        return Err(format!("move {}: {} ends the game", step + 1, board.format_move(mv)));
                    }
                    for answer in after.legal_moves() {
                        let (reply, _) = play(&after, answer)?;
                        if reply.outcome().is_some() || reply.side_to_move() != mover {
                            return Err(format!(
                                "move {}: the answer {} to {} leaves the learner no move",
                                step + 1,
                                after.format_move(answer),
                                board.format_move(mv)
                            ));
                        }
                        answered.push(reply);
                    }
                }
            }
            let mut asks = false;
            for board in &answered {
                let mut doable = false;
                for mv in board.legal_moves() {
                    let (_, did) = play(board, mv)?;
                    let done = next.judge(&did, mover).is_ok();
                    doable |= done;
                    asks |= !done;
                }
                if !doable {
                    return Err(format!(
                        "move {}: after {}, no move does its task",
                        step + 2,
                        board.to_text()
                    ));
                }
            }
            if !asks {
                return Err(format!("move {}: every legal move does its task: it asks nothing", step + 2));
            }
            boards = answered;
        }
        Ok(())
    }
}
