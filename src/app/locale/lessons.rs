//! A lesson's words: its title, its few sentences and its task, from the catalogues
//! (`lesson-<game>-<id>-title`, `-text`, `-task`), and why a move was not the task, from what the
//! rules reported of it (`lessons::Miss`).

use super::words::Words;
use crate::lessons::{Arrange, Check, Lesson, Miss};
use crate::rules::GameKind;

/// Which of a lesson's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Title,
    Text,
    Task,
}

/// The catalogue's id of a lesson's message: a teacher adding a lesson adds these three. A
/// practice of a lesson has that lesson's title and sentences, and its task said from its data
/// (`task`): its own task id names no message.
pub fn message_id(kind: GameKind, lesson: &Lesson, part: Part) -> String {
    let (id, part) = match part {
        Part::Title => (lesson.words_id(), "title"),
        Part::Text => (lesson.words_id(), "text"),
        Part::Task => (lesson.id.as_str(), "task"),
    };
    format!("lesson-{}-{id}-{part}", kind.id())
}

pub fn lesson(words: &Words, kind: GameKind, lesson: &Lesson, part: Part) -> String {
    match (part, &lesson.practice_of) {
        (Part::Task, Some(_)) => task(words, &lesson.task),
        _ => words.get(&message_id(kind, lesson, part)),
    }
}

/// The task of the scene's move the learner is on (`step`, from 0): a lesson of one move says its
/// task; a scene says which move this is, then its task ("Move 2 of 2: make a move that captures").
pub fn scene_task(words: &Words, kind: GameKind, each: &Lesson, step: usize) -> String {
    if each.then.is_empty() {
        return lesson(words, kind, each, Part::Task);
    }
    let this = match step.checked_sub(1).and_then(|later| each.then.get(later)) {
        Some(check) => task(words, check),
        None => lesson(words, kind, each, Part::Task),
    };
    let which = words
        .with("learn-scene-move", &[("number", (step + 1).into()), ("count", (each.then.len() + 1).into())]);
    format!("{which} {this}")
}

/// A task said from its data, as a practice's is.
pub fn task(words: &Words, check: &Check) -> String {
    let hole = |hole: &String| hole.clone().into();
    match check {
        Check::Capture => words.get("task-capture"),
        Check::CaptureFrom(at) => words.with("task-capture-from", &[("hole", hole(at))]),
        Check::NoCapture => words.get("task-no-capture"),
        Check::Captures(count) => words.with("task-captures", &[("count", (*count).into())]),
        Check::EndIn(at) => words.with("task-end-in", &[("hole", hole(at))]),
        Check::Relay => words.get("task-relay"),
        Check::Kichwa(at) => words.with("task-kichwa", &[("hole", hole(at))]),
        Check::Safari => words.get("task-safari"),
        Check::Stop => words.get("task-stop"),
        Check::Takasia => words.get("task-takasia"),
        Check::Reverse => words.get("task-reverse"),
        Check::ThreeSeed => words.get("task-three-seed"),
        Check::Win => words.get("task-win"),
        Check::All(checks) => checks.iter().map(|check| task(words, check)).collect::<Vec<_>>().join(" "),
        Check::Arrange(Arrange::CaptureNext) => words.get("task-arrange-capture-next"),
    }
}

/// Why the move was not the task, said from what it did instead.
pub fn miss(words: &Words, miss: &Miss) -> String {
    let hole = |hole: &Option<String>| hole.clone().unwrap_or_default().into();
    let holes = |holes: &[String]| holes.join(", ").into();
    match miss {
        Miss::NothingCaptured { ended_in: Some(at) } => {
            words.with("miss-nothing-captured", &[("hole", at.clone().into())])
        }
        Miss::NothingCaptured { ended_in: None } => words.get("miss-nothing-captured-anywhere"),
        Miss::CapturedElsewhere { from } => words.with("miss-captured-elsewhere", &[("holes", holes(from))]),
        Miss::Captured { from } => words.with("miss-captured", &[("holes", holes(from))]),
        Miss::TooFewCaptures { from } => words.with("miss-too-few-captures", &[("holes", holes(from))]),
        Miss::EndedElsewhere { ended_in } => words.with("miss-ended-elsewhere", &[("hole", hole(ended_in))]),
        Miss::NoRelay { ended_in } => words.with("miss-no-relay", &[("hole", hole(ended_in))]),
        Miss::OtherKichwa { kichwas } if kichwas.is_empty() => words.get("miss-no-kichwa"),
        Miss::OtherKichwa { kichwas } => words.with("miss-other-kichwa", &[("holes", holes(kichwas))]),
        Miss::Nyumba { safari: Some(true) } => words.get("miss-nyumba-went-on"),
        Miss::Nyumba { safari: Some(false) } => words.get("miss-nyumba-stopped"),
        Miss::Nyumba { safari: None } => words.get("miss-nyumba-not-reached"),
        Miss::NoTakasia => words.get("miss-no-takasia"),
        Miss::NoReverse => words.get("miss-no-reverse"),
        Miss::NoThreeSeed => words.get("miss-no-three-seed"),
        Miss::NotWon => words.get("miss-not-won"),
        Miss::ArrangeFirst => words.get("miss-arrange-first"),
        Miss::NoCaptureAfter { first } => {
            words.with("miss-no-capture-after", &[("move", first.clone().into())])
        }
        Miss::Undecided => words.get("miss-undecided"),
    }
}
