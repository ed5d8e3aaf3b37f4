//! What became of a file, in words, in the language spoken.

use super::notice::{FileProblem, Notice};
use crate::app::locale::words::Words;

/// What became of a file or a pasted position, in words.
pub fn notice(words: &Words, notice: &Notice) -> String {
    match notice {
        Notice::Saved { name } => words.with("notice-saved", &[("name", name.as_str().into())]),
        Notice::NotSaved { why } => words.with("notice-not-saved", &[("why", why.as_str().into())]),
        Notice::NoRulesName => words.get("notice-no-rules-name"),
        Notice::Opened { name, kind, moves } => words.with(
            "notice-opened",
            &[("name", name.as_str().into()), ("game", kind.title().into()), ("moves", (*moves).into())],
        ),
        Notice::NotOpened { name, problem } => words.with(
            "notice-not-opened",
            &[("name", name.as_str().into()), ("why", file_problem(words, problem).into())],
        ),
        Notice::PastedTooLong { chars } => {
            words.with("notice-pasted-too-long", &[("chars", (*chars).into())])
        }
        Notice::Pasted { kind } => words.with("notice-pasted", &[("game", kind.title().into())]),
        Notice::NotAPosition { why } => words.with("notice-not-a-position", &[("why", why.as_str().into())]),
        Notice::SaveUnreadable { problem, kept_as } => {
            let why = file_problem(words, problem);
            match kept_as {
                Ok(file) => {
                    words.with("notice-save-kept", &[("why", why.into()), ("file", file.as_str().into())])
                }
                Err(error) => words
                    .with("notice-save-not-kept", &[("why", why.into()), ("error", error.as_str().into())]),
            }
        }
        Notice::AddressRefused { position, why } => {
            let id = if *position { "notice-address-position" } else { "notice-address-game" };
            words.with(id, &[("why", why.as_str().into())])
        }
    }
}

fn file_problem(words: &Words, problem: &FileProblem) -> String {
    match problem {
        FileProblem::TooLarge { bytes } => words.with("file-too-large", &[("bytes", (*bytes).into())]),
        FileProblem::NotText => words.get("file-not-text"),
        FileProblem::NotAFile => words.get("file-not-a-file"),
        FileProblem::NotJson { detail } => words.with("file-not-json", &[("detail", detail.as_str().into())]),
        FileProblem::UnknownFormat { format } => {
            words.with("file-unknown-format", &[("format", format.as_str().into())])
        }
        FileProblem::NoFormat => words.get("file-no-format"),
        FileProblem::Newer { version } => words.with("file-newer", &[("version", (*version).into())]),
        FileProblem::Invalid { detail } => words.with("file-invalid", &[("detail", detail.as_str().into())]),
        FileProblem::Io { detail } => words.with("file-io", &[("detail", detail.as_str().into())]),
    }
}
