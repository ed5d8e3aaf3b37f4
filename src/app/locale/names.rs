//! The names of things the rules and the game hold as data — a side, a rule set, a way to play,
//! a speed, a player — in the language spoken.

use super::words::Words;
use crate::ai::LEVELS;
use crate::app::board::pace::Speed;
use crate::app::computer::seats::Seat;
use crate::app::game::record::PlayMode;
use crate::rules::{GameKind, Side};

pub fn side(words: &Words, side: Side) -> String {
    words.get(match side {
        Side::South => "side-south",
        Side::North => "side-north",
    })
}

pub fn preset(words: &Words, kind: GameKind, preset: &str) -> String {
    words.get(match (kind, preset) {
        (GameKind::Bao, "masters") => "preset-masters",
        (GameKind::Omweso, "traditional") => "preset-traditional",
        _ => "preset-seed",
    })
}

pub fn mode(words: &Words, mode: PlayMode) -> String {
    words.get(match mode {
        PlayMode::Classical => "mode-classical",
        PlayMode::Contract => "mode-contract",
        PlayMode::Blitz => "mode-blitz",
    })
}

pub fn mode_explained(words: &Words, mode: PlayMode) -> String {
    words.get(match mode {
        PlayMode::Classical => "mode-classical-explain",
        PlayMode::Contract => "mode-contract-explain",
        PlayMode::Blitz => "mode-blitz-explain",
    })
}

pub fn speed(words: &Words, speed: Speed) -> String {
    words.get(match speed {
        Speed::Slow => "speed-slow",
        Speed::Normal => "speed-normal",
        Speed::Fast => "speed-fast",
        Speed::Instant => "speed-instant",
    })
}

/// A player as the dialog lists them: a person, or the computer at a level (its Kiswahili name,
/// the same in every language).
pub fn seat(words: &Words, seat: Seat) -> String {
    match seat.level() {
        None => words.get("seat-human"),
        Some(level) => {
            words.with("seat-computer", &[("level", level.number.into()), ("name", level.name.into())])
        }
    }
}

/// What a level's name means, in the language spoken.
pub fn level_meaning(words: &Words, number: u8) -> String {
    match LEVELS.iter().position(|level| level.number == number) {
        Some(n) => words.get(&format!("level-{}-meaning", n + 1)),
        None => String::new(),
    }
}

/// The match score as the bar, the pause and the game-over panel write it.
pub fn score(words: &Words, score: &crate::rules::omweso::OmwesoMatch) -> String {
    words.with(
        "score-line",
        &[
            ("south", score.scores[0].into()),
            ("north", score.scores[1].into()),
            ("target", score.target.into()),
        ],
    )
}

/// Why a game ended, in words, from the rules' data: the game, the winner and the reason.
pub fn outcome_reason(words: &Words, kind: GameKind, outcome: &crate::rules::Outcome) -> String {
    use crate::rules::EndReason as R;
    let loser = outcome.winner.map(|w| side(words, w.opponent())).unwrap_or_default();
    let id = match (kind, outcome.reason, outcome.winner) {
        (_, R::NeverEndingMove, None) => "reason-never-ending-annulled",
        (GameKind::Omweso, R::Repetition, None) => "reason-omweso-repetition",
        (_, _, None) | (_, R::Repetition, _) => "reason-repetition",
        (GameKind::Bao, R::FrontRowEmpty, Some(_)) => "reason-bao-hamna",
        (GameKind::Omweso, R::FrontRowEmpty, Some(_)) => "reason-omweso-inner-row",
        (_, R::FrontRowEmpty, Some(_)) => "reason-front-row-empty",
        (_, R::BothEnds, Some(_)) => "reason-both-ends",
        (_, R::TwoCapturesFirst, Some(_)) => "reason-two-captures-first",
        (_, R::NeverEndingMove, Some(_)) => "reason-never-ending",
        (GameKind::Omweso, R::AllCaptured, Some(_)) => "reason-omweso-no-seeds",
        (_, R::AllCaptured, Some(_)) => "reason-no-stones",
        (GameKind::Omweso, R::NoLegalMove, Some(_)) => "reason-omweso-cannot-move",
        (_, R::NoLegalMove, Some(_)) => "reason-no-legal-move",
    };
    words.with(id, &[("loser", loser.into())])
}

/// Why an Omweso game was annulled.
pub fn annulled_because(words: &Words, outcome: &crate::rules::Outcome) -> String {
    words.get(match outcome.reason {
        crate::rules::EndReason::NeverEndingMove => "annulled-never-ending",
        _ => "annulled-repetition",
    })
}

/// An Omweso win's name: the game's own word (the same in every language).
pub fn win_kind(words: &Words, kind: crate::rules::omweso::WinKind) -> String {
    use crate::rules::omweso::WinKind as W;
    words.get(match kind {
        W::Bulijo => "win-bulijo",
        W::Okutema => "win-okutema",
        W::Akawumbi => "win-akawumbi",
        W::Akakyala => "win-akakyala",
        W::Annulled => "win-annulled",
    })
}
