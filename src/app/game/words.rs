//! The game's data in words, in the language spoken: what the board asks and its answers, a move
//! by what it did, and why a click started nothing.

use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::rules::{AnyGame, GameKind, NoMove, Pit};

/// A move in words, from what it did: "South: A6R+ — lifted A6, sown toward A8, captured 3 from
/// a3, the captured seeds in at A8, sown toward A1, safari, ended in B7".
pub fn move_in_words(words: &Words, summary: &super::last_move::MoveSummary) -> String {
    use super::last_move::Said;
    let said: Vec<String> = summary
        .said
        .iter()
        .map(|said| match said {
            Said::FromHand(pit) => words.with("said-from-hand", &[("pit", pit.as_str().into())]),
            Said::Lifted { pit, toward } => sown(words, ("said-lifted", "said-lifted-toward"), pit, toward),
            Said::SownIn { pit, toward } => sown(words, ("said-sown-in", "said-sown-in-toward"), pit, toward),
            Said::SownOn { pit, toward } => sown(words, ("said-sown-on", "said-sown-on-toward"), pit, toward),
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
    let side = names::side(words, summary.mover);
    let notation = summary.notation.as_str();
    match said.is_empty() {
        true => words.with("said-move", &[("side", side.into()), ("move", notation.into())]),
        false => words.with(
            "said-move-did",
            &[("side", side.into()), ("move", notation.into()), ("did", said.join(", ").into())],
        ),
    }
}

/// Seeds sown from `pit`, said by `alone`, or by `with_way` with the way they went where it is
/// known.
fn sown(words: &Words, (alone, with_way): (&str, &str), pit: &str, toward: &Option<String>) -> String {
    match toward {
        None => words.with(alone, &[("pit", pit.into())]),
        Some(toward) => words.with(with_way, &[("pit", pit.into()), ("toward", toward.as_str().into())]),
    }
}

/// What the board asks, in words.
pub fn prompt(words: &Words, prompt: &super::turn::Prompt) -> String {
    use super::turn::Prompt as P;
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
pub fn answer_label(words: &Words, label: &super::turn::Label) -> String {
    use super::turn::Label as L;
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
pub fn answer_detail(words: &Words, detail: &super::turn::Detail) -> String {
    use super::turn::Detail as D;
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

/// Why a click on `pit` started nothing, in words: the rule in the way, said of the hole.
pub fn refusal(words: &Words, game: &AnyGame, pit: Pit, why: super::turn::Refusal) -> String {
    use super::turn::Refusal as R;
    let id = match why {
        R::AnswerFirst => "refused-answer-first",
        R::Rules(why) => match why {
            NoMove::GameOver => "refused-game-over",
            NoMove::NotYourSide => "refused-not-yours",
            NoMove::Empty if game.kind() == GameKind::Kimasai => "refused-empty-stone",
            NoMove::Empty => "refused-empty",
            NoMove::Single => "refused-single",
            NoMove::NamuaBackRow => "refused-namua-back-row",
            NoMove::MustCapture => "refused-must-capture",
            NoMove::MustCaptureBlocked => "refused-must-capture-blocked",
            NoMove::NyumbaKept => "refused-nyumba-kept",
            NoMove::SingleWhileMore => "refused-single-while-more",
            NoMove::FrontRowFirst => "refused-front-row-first",
            NoMove::Takasia => "refused-takasia",
            NoMove::EmptiesFrontRow => "refused-empties-front-row",
            NoMove::NeverEnds => "refused-never-ends",
            NoMove::NextHoleTaken => "refused-next-hole-taken",
        },
    };
    words.with(id, &[("hole", game.pit_name(pit).into())])
}

/// Why a setup action did nothing, in words: the pit named as the board names it.
pub fn setup_refusal(words: &Words, game: &AnyGame, why: super::arranging::SetupRefusal) -> String {
    use super::arranging::SetupRefusal as R;
    use crate::rules::omweso::setup::ArrangementError as A;
    let hole = |pit: Pit| ("hole", game.pit_name(pit).into());
    match why {
        R::OffBoard => words.get("setup-refused-off-board"),
        R::NotYours { pit, arranging } => words
            .with("setup-refused-not-yours", &[hole(pit), ("side", names::side(words, arranging).into())]),
        R::AllPlaced => words.get("setup-refused-all-placed"),
        R::PitFull { pit, cap } => words.with("setup-refused-pit-full", &[hole(pit), ("cap", cap.into())]),
        R::PitEmpty { pit } => words.with("setup-refused-pit-empty", &[hole(pit)]),
        R::Arrangement(A::NotAllPlaced { placed }) => {
            words.with("setup-refused-not-all-placed", &[("placed", placed.into())])
        }
        R::Arrangement(A::OverCap { most, cap }) => {
            words.with("setup-refused-over-cap", &[("most", most.into()), ("cap", cap.into())])
        }
    }
}
