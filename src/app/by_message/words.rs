//! A game by message in words, in the language spoken: why a link was refused, what became of
//! one opened or sent.

use super::state::{LinkNotice, LinkRefused, SentBy};
use crate::app::locale::words::Words;
use crate::saved::link::LinkError;

/// What became of a link opened.
pub fn notice(words: &Words, notice: &LinkNotice) -> String {
    match notice {
        LinkNotice::Opened { moves: 0, .. } => words.get("message-opened-start"),
        LinkNotice::Opened { over: true, .. } => words.get("message-opened-over"),
        LinkNotice::Opened { .. } => words.get("message-opened"),
        LinkNotice::OpenedSetup => words.get("message-opened-setup"),
        LinkNotice::NothingNew => words.get("message-nothing-new"),
        LinkNotice::Refused(why) => words.with("message-refused", &[("why", refused(words, why).into())]),
    }
}

/// Why a link was refused.
pub fn refused(words: &Words, why: &LinkRefused) -> String {
    match why {
        LinkRefused::NoLink => words.get("message-no-link"),
        LinkRefused::PlaysForYou { ply } => words.with("message-plays-for-you", &[("ply", (*ply).into())]),
        LinkRefused::ArrangementChanged => words.get("message-arrangement-changed"),
        LinkRefused::SetupOver => words.get("message-setup-over"),
        LinkRefused::Link(error) => link_error(words, error),
    }
}

fn link_error(words: &Words, error: &LinkError) -> String {
    match error {
        LinkError::NotALink => words.get("message-no-link"),
        LinkError::Newer(version) => words.with("message-newer", &[("version", version.as_str().into())]),
        LinkError::TooLong(chars) => words.with("message-too-long", &[("chars", (*chars).into())]),
        LinkError::Cut => words.get("message-cut"),
        LinkError::CutShort { has, of } => {
            words.with("message-cut-short", &[("has", (*has).into()), ("of", (*of).into())])
        }
        LinkError::Changed => words.get("message-changed"),
        LinkError::OtherGame => words.get("message-other-game"),
        LinkError::Rewritten(ply) => words.with("message-rewritten", &[("ply", (*ply).into())]),
        LinkError::Older { has, sent } => {
            words.with("message-older", &[("has", (*has).into()), ("sent", (*sent).into())])
        }
        // The rules' own reasons (a move that cannot be played, a part of the link unreadable)
        // name notation and positions: they are said as the rules say them, as a file's are.
        LinkError::Damaged(detail) => words.with("message-damaged", &[("detail", detail.as_str().into())]),
        LinkError::Game(error) => words.with("message-damaged", &[("detail", error.to_string().into())]),
        LinkError::LostTurn => words.get("message-lost-turn"),
    }
}

/// How the link of a move went out.
pub fn sent(words: &Words, by: SentBy) -> String {
    words.get(match by {
        SentBy::ShareSheet => "message-sent-share",
        SentBy::Clipboard => "message-sent-clipboard",
        SentBy::ByHand => "message-sent-by-hand",
    })
}
