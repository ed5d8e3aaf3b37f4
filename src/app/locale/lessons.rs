//! A lesson's words: its title, its few sentences and its task, from the catalogues
//! (`lesson-<game>-<id>-title`, `-text`, `-task`), and why a move was not the task, from what the
//! rules reported of it (`lessons::Miss`).

use super::words::Words;
use crate::lessons::{Lesson, Miss};
use crate::rules::GameKind;

/// Which of a lesson's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Title,
    Text,
    Task,
}

/// The catalogue's id of a lesson's message: a teacher adding a lesson adds these three.
pub fn message_id(kind: GameKind, lesson: &Lesson, part: Part) -> String {
    let part = match part {
        Part::Title => "title",
        Part::Text => "text",
        Part::Task => "task",
    };
    format!("lesson-{}-{}-{part}", kind.id(), lesson.id)
}

pub fn lesson(words: &Words, kind: GameKind, lesson: &Lesson, part: Part) -> String {
    words.get(&message_id(kind, lesson, part))
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
    }
}
