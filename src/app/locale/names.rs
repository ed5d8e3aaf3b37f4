//! The names of things the rules and the game hold as data — a side, a rule set, a way to play,
//! a speed, a player — in the language spoken.

use super::words::Words;
use crate::ai::LEVELS;
use crate::app::board::pace::Speed;
use crate::app::computer::seats::Seat;
use crate::app::files::notice::{FileProblem, Notice};
use crate::app::game::record::PlayMode;
use crate::rules::{AnyGame, GameKind, Side};

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

/// A move in words, from what it did: "South: A6R+ — captured 3 from a3, safari, ended in B7".
pub fn move_in_words(words: &Words, summary: &crate::app::board::last_move::MoveSummary) -> String {
    use crate::app::board::last_move::Said;
    let said: Vec<String> = summary
        .said
        .iter()
        .map(|said| match said {
            Said::Captured { count, from } => {
                words.with("said-captured", &[("count", (*count).into()), ("pit", from.as_str().into())])
            }
            Said::Safari => words.get("said-safari"),
            Said::StoppedInNyumba => words.get("said-stopped"),
            Said::NyumbaTaxed => words.get("said-taxed"),
            Said::NyumbaDestroyed => words.get("said-destroyed"),
            Said::Takasia(pit) => words.with("said-takasia", &[("pit", pit.as_str().into())]),
            Said::Reverse => words.get("said-reverse"),
            Said::EndedIn(pit) => words.with("said-ended", &[("pit", pit.as_str().into())]),
        })
        .collect();
    let side = side(words, summary.mover);
    let notation = summary.notation.as_str();
    match said.is_empty() {
        true => words.with("said-move", &[("side", side.into()), ("move", notation.into())]),
        false => words.with(
            "said-move-did",
            &[("side", side.into()), ("move", notation.into()), ("did", said.join(", ").into())],
        ),
    }
}

/// What the board asks, in words.
pub fn prompt(words: &Words, prompt: &crate::app::game::turn::Prompt) -> String {
    use crate::app::game::turn::Prompt as P;
    match prompt {
        P::Kichwa => words.get("ask-kichwa"),
        P::OmwesoStart => words.get("ask-omweso-start"),
        P::WhichWay => words.get("ask-which-way"),
        P::Nyumba(pit) => words.with("ask-nyumba", &[("pit", pit.as_str().into())]),
        P::Reverse(pit) => words.with("ask-reverse", &[("pit", pit.as_str().into())]),
        P::HowOn => words.get("ask-how-on"),
    }
}

/// An answer's name, in words.
pub fn answer_label(words: &Words, label: &crate::app::game::turn::Label) -> String {
    use crate::app::game::turn::Label as L;
    match label {
        L::Kichwa(pit) => words.with("answer-kichwa", &[("pit", pit.as_str().into())]),
        L::SowToward(pit) => words.with("answer-sow-toward", &[("pit", pit.as_str().into())]),
        L::OmwesoStart(0) => words.get("answer-counter-clockwise"),
        L::OmwesoStart(1) => words.get("answer-clockwise"),
        L::OmwesoStart(_) => words.get("answer-three-seed-opening"),
        L::Clockwise => words.get("answer-clockwise"),
        L::CounterClockwise => words.get("answer-counter-clockwise"),
        L::Safari => words.get("answer-safari"),
        L::Stop => words.get("answer-stop"),
        L::Play => words.get("answer-play"),
        L::Way(n) => words.with("answer-way", &[("n", (*n).into())]),
    }
}

/// What an answer leads to, in words.
pub fn answer_detail(words: &Words, detail: &crate::app::game::turn::Detail) -> String {
    use crate::app::game::turn::Detail as D;
    match detail {
        D::NoCapture => words.get("answer-no-capture"),
        D::Captures { seeds, pits } => {
            let and = format!(" {} ", words.get("answer-and"));
            words.with("answer-captures", &[("seeds", (*seeds).into()), ("pits", pits.join(&and).into())])
        }
        D::NyumbaDestroyed(then) => {
            words.with("answer-nyumba-destroyed", &[("then", answer_detail(words, then).into())])
        }
        D::NyumbaStays => words.get("answer-nyumba-stays"),
    }
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
        (GameKind::Omweso, _) => ("omweso", 9),
        (GameKind::Kimasai, _) => ("kimasai", 6),
    };
    (1..=paragraphs).map(|n| words.get(&format!("rules-{name}-{n}"))).collect()
}

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
