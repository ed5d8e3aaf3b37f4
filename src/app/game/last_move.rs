//! What a move did, read off the rules' own events: where it started, where each lap ended, what
//! it captured, where it ended — for the board to keep marked after the move and to say in words.
//! Also how the board reads before a move is made (the preview of a listed move).

use crate::rules::{AnyGame, Event, Pit, Side};
use crate::work::listing::Line;
use bevy::prelude::*;

/// A move, summed up from its events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSummary {
    pub mover: Side,
    pub notation: String,
    /// The pit the move started from (a pit lifted, or the first seed from the reserve).
    pub start: Option<Pit>,
    /// Whether it began with a seed from the mover's hand (Bao's namua), into `start`.
    pub from_hand: bool,
    /// The pits where a lap ended and went on (relays, or captures sown on), in order.
    pub lap_ends: Vec<Pit>,
    /// The pits captured from, with their seeds, in order.
    pub captures: Vec<(Pit, u8)>,
    /// The pit of the last seed sown.
    pub end: Option<Pit>,
    /// What the move did, in order, for the words (`locale::names::move_in_words`): "South:
    /// A6R+ — captured 3 from a3, safari, ended in B7".
    pub said: Vec<Said>,
}

/// One thing a move did, as its words say it. Pits by their names in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The move began with a seed from the mover's hand into this pit (Bao's namua).
    FromHand(String),
    /// The move began by lifting this pit's seeds, sown toward `toward` (the end of the pit's row
    /// the first seed went toward, or the pit it went into where it left the row) — what the eye
    /// follows, where the notation's L or R is the mover's own left or right.
    Lifted {
        pit: String,
        toward: Option<String>,
    },
    /// Captured seeds came in at `pit` (Bao's kichwa), sown toward `toward`.
    SownIn {
        pit: String,
        toward: Option<String>,
    },
    /// Captured seeds sown on from `pit`, the next pit first (Omweso), toward `toward`.
    SownOn {
        pit: String,
        toward: Option<String>,
    },
    Captured {
        count: u8,
        from: String,
    },
    Safari,
    StoppedInNyumba,
    NyumbaTaxed,
    NyumbaDestroyed,
    Takasia(String),
    Reverse,
    EndedIn(String),
}

impl MoveSummary {
    pub fn of(game: &AnyGame, mover: Side, notation: &str, events: &[Event]) -> MoveSummary {
        let mut start = None;
        let mut lap_ends = Vec::new();
        let mut captures = Vec::new();
        let mut end = None;
        let mut said: Vec<Said> = Vec::new();
        let from_hand = events.iter().any(|event| matches!(event, Event::FromReserve { .. }));
        // Seeds sown from this pit, whose way the next seed sown elsewhere tells (said[index]).
        let mut heading: Option<(usize, Pit)> = None;
        let sows = game.kind() != crate::rules::GameKind::Kimasai;
        // Whether the move's own lift was seen: a capture comes before any lift of a namua
        // capture, and the lifts after it are relays.
        let mut lifted = false;
        for event in events {
            if let (Event::Sow { pit }, Some((index, from))) = (*event, heading)
                && pit != from
            {
                let toward = Some(toward(game, from, pit));
                if let Some(
                    Said::Lifted { toward: way, .. }
                    | Said::SownIn { toward: way, .. }
                    | Said::SownOn { toward: way, .. },
                ) = said.get_mut(index)
                {
                    *way = toward;
                }
                heading = None;
            }
            match *event {
                Event::FromReserve { pit } if start.is_none() => {
                    start = Some(pit);
                    said.push(Said::FromHand(game.pit_name(pit)));
                }
                // The move's own lift: its first event, or the pit the seed from the hand went into
                // (not a relay's, nor one after a capture).
                Event::Lift { pit, .. }
                    if start.is_none() || (from_hand && start == Some(pit) && !lifted) =>
                {
                    start = Some(pit);
                    lifted = true;
                    if sows {
                        heading = Some((said.len(), pit));
                        said.push(Said::Lifted { pit: game.pit_name(pit), toward: None });
                    }
                }
                Event::Kichwa { pit } => {
                    heading = Some((said.len(), pit));
                    said.push(Said::SownIn { pit: game.pit_name(pit), toward: None });
                }
                Event::Reentry { pit } => {
                    heading = Some((said.len(), pit));
                    said.push(Said::SownOn { pit: game.pit_name(pit), toward: None });
                }
                Event::Sow { pit } | Event::FromReserve { pit } => end = Some(pit),
                Event::Relay { pit } => lap_ends.push(pit),
                Event::Capture { pit, count, .. } => {
                    lifted = true;
                    if let Some(last) = end {
                        lap_ends.push(last);
                    }
                    captures.push((pit, count));
                    said.push(Said::Captured { count, from: game.pit_name(pit) });
                }
                Event::Decision { safari: true, .. } => said.push(Said::Safari),
                Event::Decision { safari: false, .. } => said.push(Said::StoppedInNyumba),
                Event::NyumbaTaxed { .. } => said.push(Said::NyumbaTaxed),
                Event::NyumbaDestroyed { .. } => said.push(Said::NyumbaDestroyed),
                Event::TakasiaSet { pit } => said.push(Said::Takasia(game.pit_name(pit))),
                Event::DirectionChosen { clockwise: true, .. } => said.push(Said::Reverse),
                _ => {}
            }
        }
        lap_ends.dedup();
        if let Some(pit) = end {
            said.push(Said::EndedIn(game.pit_name(pit)));
        }
        MoveSummary { mover, notation: notation.to_string(), start, from_hand, lap_ends, captures, end, said }
    }

    /// The summary of a listed move, played from `game`.
    pub fn of_line(game: &AnyGame, line: &Line) -> MoveSummary {
        MoveSummary::of(game, game.side_to_move(), &line.notation, &line.events)
    }
}

/// The way seeds sown from `from` went, first into `next`: the end of `from`'s row that way, or
/// `next` itself where the first step left the row (a corner).
fn toward(game: &AnyGame, from: Pit, next: Pit) -> String {
    let geometry = game.geometry();
    let (a, b) = (geometry.square(from), geometry.square(next));
    let end = match (a.row == b.row, b.col > a.col) {
        (false, _) => next,
        (true, true) => geometry.pit(crate::rules::Square { col: geometry.cols() - 1, row: a.row }),
        (true, false) => geometry.pit(crate::rules::Square { col: 0, row: a.row }),
    };
    game.pit_name(end)
}

/// The move just played, kept marked on the board until the next one begins.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LastMove(pub Option<MoveSummary>);

/// How the board would read after a listed move: each pit's count, from the position the rules
/// reached when they played it.
pub fn counts_after(line: &Line) -> Vec<(Pit, u8)> {
    line.after.geometry().pits().map(|pit| (pit, line.after.seeds(pit))).collect()
}

/// What hovering `pit` previews: each move from it (one per choice the board would ask), summed
/// up, with the board's counts after it. Empty for a pit with no move.
pub fn preview(game: &AnyGame, lines: &[Line], pit: Pit) -> Vec<(MoveSummary, Vec<(Pit, u8)>)> {
    lines
        .iter()
        .filter(|line| game.origin(line.mv) == Some(pit))
        .map(|line| (MoveSummary::of_line(game, line), counts_after(line)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameKind, NoEvents};

    /// What `text`, played from `game`, is said to have done.
    fn said(game: &AnyGame, text: &str) -> Vec<Said> {
        let mut after = game.clone();
        let mut events = Vec::new();
        after.play_text(text, &mut events).unwrap_or_else(|e| panic!("{text}: {e}"));
        MoveSummary::of(game, game.side_to_move(), text, &events).said
    }

    fn name(pit: &str) -> String {
        pit.to_string()
    }

    #[test]
    fn a_move_says_where_it_began_and_which_way_its_seeds_went() {
        let mut bao = AnyGame::new(GameKind::Bao).expect("bao");
        // Namua: the seed from the hand, then A6's seeds to South's right (R), to A8's end.
        let a6r = [
            Said::FromHand(name("A6")),
            Said::Lifted { pit: name("A6"), toward: Some(name("A8")) },
            Said::EndedIn(name("B8")),
        ];
        assert_eq!(said(&bao, "A6R"), a6r);
        bao.play_text("A6L", &mut NoEvents).expect("A6L");
        bao.play_text("a6L", &mut NoEvents).expect("a6L");
        // The newcomer's "A…L ended where the eye saw it go right": L names the left kichwa A1,
        // where the captured seeds came in; from there they went toward A8.
        let a4l = [
            Said::FromHand(name("A4")),
            Said::Captured { count: 6, from: name("a5") },
            Said::NyumbaDestroyed,
            Said::SownIn { pit: name("A1"), toward: Some(name("A8")) },
            Said::EndedIn(name("A6")),
        ];
        assert_eq!(said(&bao, "A4L"), a4l);
        // L at the start: the seeds go toward South's own left, A1's end.
        let a6l = &said(&AnyGame::new(GameKind::Bao).expect("bao"), "A6L");
        assert!(matches!(a6l[1], Said::Lifted { toward: Some(ref end), .. } if end == "A1"), "{a6l:?}");
    }

    #[test]
    fn a_first_step_out_of_its_row_names_the_hole_it_went_into() {
        let e13 = AnyGame::from_text(
            "bao 0,0,0,0,0,0,0,44/0,6,0,0,2,0,2,0/0,0,1,0,0,0,0,0/2,3,0,0,0,0,4,0 S r=0,0 h=00 t=-",
        )
        .expect("E13");
        assert_eq!(said(&e13, "B1L")[0], Said::Lifted { pit: name("B1"), toward: Some(name("A1")) });
        assert_eq!(said(&e13, "B1R")[0], Said::Lifted { pit: name("B1"), toward: Some(name("B8")) });
    }

    #[test]
    fn omweso_sows_its_captures_on_and_kimasai_stones_only_step() {
        let omweso = AnyGame::from_text(
            "omweso 1,6,1,6,1,1,5,5/2,0,2,0,2,3,4,0/1,1,0,1,3,0,3,1/4,0,5,0,0,0,6,0 S p=8 k=1",
        )
        .expect("omweso");
        let reverse = said(&omweso, "g1,cw,ccw");
        assert_eq!(reverse[0], Said::Lifted { pit: name("g1"), toward: Some(name("h1")) });
        assert!(reverse.contains(&Said::SownOn { pit: name("a1"), toward: Some(name("h1")) }), "{reverse:?}");
        let kimasai = AnyGame::new(GameKind::Kimasai).expect("kimasai");
        for mv in kimasai.legal_moves() {
            let text = kimasai.format_move(mv);
            let said = said(&kimasai, &text);
            assert!(
                !said.iter().any(|s| matches!(s, Said::Lifted { .. } | Said::SownIn { .. })),
                "{text}: {said:?}"
            );
        }
    }
}
