//! The names of things the rules and the match's settings hold as data — a side, a rule set, a
//! way to play, a player, a result — in the language spoken. What a folder of the app holds as
//! data is put into words by that folder (`game::words`, `board::words`, `files::words`).

use super::words::Words;
use crate::ai::LEVELS;
use crate::rules::{AnyGame, GameKind, Side};
use crate::saved::settings::{PlayMode, Seat};

pub fn side(words: &Words, side: Side) -> String {
    words.get(match side {
        Side::South => "side-south",
        Side::North => "side-north",
    })
}

pub fn preset(words: &Words, kind: GameKind, preset: &str) -> String {
    words.get(match (kind, preset) {
        (GameKind::Bao, "masters") => "preset-masters",
        (GameKind::Bao, "kujifunza") => "preset-kujifunza",
        (GameKind::Bao, "hus") => "preset-hus",
        (GameKind::Bao, "hus-namibian") => "preset-hus-namibian",
        (GameKind::Omweso, "traditional") => "preset-traditional",
        (GameKind::Omweso, "mcgill") => "preset-mcgill",
        _ => "preset-seed",
    })
}

/// The game's name as the bar and the title screen give it: the game's own, or for Bao's
/// learning games the learning game's (Bao la Kujifunza, Hus).
pub fn game_title(words: &Words, kind: GameKind, preset: Option<&str>) -> String {
    match (kind, preset) {
        (GameKind::Bao, Some(learning @ ("kujifunza" | "hus" | "hus-namibian"))) => {
            self::preset(words, kind, learning)
        }
        _ => kind.title().to_string(),
    }
}

/// A game named short for a narrow panel, with its rule set where the game has more than one
/// ("Bao la Kiswahili · Seed rules", "Omweso · Traditional (Shackell)"); a learning game is named
/// by its rules alone ("Hus"), and the source a title carries ("(4×12, Klamroth 1911)") is left out.
pub fn game_and_rules(words: &Words, kind: GameKind, preset: Option<&str>) -> String {
    let title = game_title(words, kind, preset);
    let game = title.split(" (").next().unwrap_or_default().to_string();
    let many = crate::rules::any::presets(kind).len() > 1;
    let rules = preset
        .filter(|_| many)
        .map(|preset| self::preset(words, kind, preset))
        .filter(|rules| *rules != title);
    rules.map_or(game.clone(), |rules| format!("{game} · {rules}"))
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

/// A player as the dialog lists them: a person, or the computer at a level (its Kiswahili name,
/// the same in every language).
pub fn seat(words: &Words, seat: Seat) -> String {
    match (seat, seat.level()) {
        (Seat::Friend, _) => words.get("seat-friend"),
        (_, None) => words.get("seat-human"),
        (_, Some(level)) => {
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

/// Who won, in words: in an Omweso match by what kind of win, a game with no winner annulled.
pub fn headline(words: &Words, outcome: &crate::rules::Outcome, in_match: bool) -> String {
    let kind = crate::rules::omweso::WinKind::of(outcome);
    match (outcome.winner, in_match) {
        (None, true) => words.get("over-annulled"),
        (None, false) => words.get("over-draw"),
        (Some(winner), true) => words.with(
            "over-wins-by",
            &[("side", side(words, winner).into()), ("kind", win_kind(words, kind).into())],
        ),
        (Some(winner), false) => words.with("over-wins", &[("side", side(words, winner).into())]),
    }
}

/// Why a game ended, in words, from the rules' data: the game, the winner and the reason.
pub fn outcome_reason(words: &Words, kind: GameKind, outcome: &crate::rules::Outcome) -> String {
    use crate::rules::EndReason as R;
    let loser = outcome.winner.map(|w| side(words, w.opponent())).unwrap_or_default();
    let id = match (kind, outcome.reason, outcome.winner) {
        (_, R::NeverEndingMove, None) => "reason-never-ending-annulled",
        (_, R::MoveLimit, _) => "reason-move-limit",
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
        crate::rules::EndReason::MoveLimit => "annulled-move-limit",
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

/// The rules reference's paragraphs for the game on the board: each game's rules in short, in
/// plain words, with the names players use (the catalogue's `rules-<game>-<n>`; Bao's learning
/// games have their own).
pub fn rules_paragraphs(words: &Words, game: &AnyGame) -> Vec<String> {
    let (name, paragraphs) = match (game.kind(), game.preset()) {
        (GameKind::Bao, Some("kujifunza")) => ("kujifunza", 5),
        (GameKind::Bao, Some("hus")) => ("hus", 5),
        (GameKind::Bao, Some("hus-namibian")) => ("hus-namibian", 5),
        (GameKind::Bao, _) => ("bao", 8),
        (GameKind::Omweso, Some("mcgill")) => ("omweso-mcgill", 6),
        (GameKind::Omweso, _) => ("omweso", 9),
        (GameKind::Kimasai, _) => ("kimasai", 6),
    };
    (1..=paragraphs).map(|n| words.get(&format!("rules-{name}-{n}"))).collect()
}
