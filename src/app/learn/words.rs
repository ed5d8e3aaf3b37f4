//! The guided game's words: what a move did, explained, and why the board asks what it asks.

use crate::app::game::last_move::Said;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Prompt;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::rules::GameKind;
use crate::rules::omweso::WinKind;

/// What one thing a move did means, for a newcomer (Bao la Kimasai's stones step; they sow no laps).
pub fn said_explained(words: &Words, kind: GameKind, said: &Said) -> String {
    let stones = kind == GameKind::Kimasai;
    match said {
        Said::Captured { from, .. } if stones => {
            words.with("guide-said-captured-stone", &[("pit", from.as_str().into())])
        }
        Said::EndedIn(pit) if stones => words.with("guide-said-stepped", &[("pit", pit.as_str().into())]),
        Said::FromHand(pit) => words.with("guide-said-from-hand", &[("pit", pit.as_str().into())]),
        Said::Lifted { pit, toward } => words.with(
            "guide-said-lifted",
            &[("pit", pit.as_str().into()), ("toward", toward.as_deref().unwrap_or(pit).into())],
        ),
        Said::SownIn { pit, toward } => words.with(
            "guide-said-sown-in",
            &[("pit", pit.as_str().into()), ("toward", toward.as_deref().unwrap_or(pit).into())],
        ),
        Said::SownOn { pit, toward } => words.with(
            "guide-said-sown-on",
            &[("pit", pit.as_str().into()), ("toward", toward.as_deref().unwrap_or(pit).into())],
        ),
        Said::Captured { from, .. } => words.with("guide-said-captured", &[("pit", from.as_str().into())]),
        Said::Safari => words.get("guide-said-safari"),
        Said::StoppedInNyumba => words.get("guide-said-stopped"),
        Said::NyumbaTaxed => words.get("guide-said-taxed"),
        Said::NyumbaDestroyed => words.get("guide-said-destroyed"),
        Said::Takasia(pit) => words.with("guide-said-takasia", &[("pit", pit.as_str().into())]),
        Said::Reverse => words.get("guide-said-reverse"),
        Said::EndedIn(pit) => words.with("guide-said-ended", &[("pit", pit.as_str().into())]),
    }
}

/// Why the board asks the learner this.
pub fn why_asked(words: &Words, prompt: &Prompt) -> String {
    words.get(match prompt {
        Prompt::Kichwa => "guide-why-kichwa",
        Prompt::OmwesoStart => "guide-why-omweso-start",
        Prompt::WhichWay => "guide-why-which-way",
        Prompt::Nyumba(_) => "guide-why-nyumba",
        Prompt::Reverse(_) => "guide-why-reverse",
        Prompt::HowOn => "guide-why-how-on",
    })
}

/// How the guided game begins, for each game.
pub fn start(words: &Words, kind: GameKind) -> String {
    words.get(match kind {
        GameKind::Bao => "guide-start-bao",
        GameKind::Omweso => "guide-start-omweso",
        GameKind::Kimasai => "guide-start-kimasai",
    })
}

/// What the end of the guided game means. An Omweso game is one of a match: what it was worth,
/// how the match stands, and who begins the next (both arrange again) — or that the match is won,
/// or that an annulled game is played again. Any other game: it is over.
pub fn game_over(words: &Words, current: &Match) -> String {
    let (Some(outcome), Some(score)) = (current.game.outcome(), &current.score) else {
        return words.get("guide-over");
    };
    let kind = WinKind::of(&outcome);
    match (outcome.winner, score.winner()) {
        (_, Some(champion)) => words.with(
            "guide-over-match-won",
            &[("side", names::side(words, champion).into()), ("target", score.target.into())],
        ),
        (None, None) => words.get("guide-over-annulled"),
        (Some(winner), None) => words.with(
            "guide-over-game",
            &[
                ("side", names::side(words, winner).into()),
                ("points", kind.points().into()),
                ("kind", names::win_kind(words, kind).into()),
                ("score", names::score(words, score).into()),
                ("first", names::side(words, score.next_first).into()),
            ],
        ),
    }
}
