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
    Captured { count: u8, from: String },
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
        for event in events {
            match *event {
                Event::Lift { pit, .. } | Event::FromReserve { pit } if start.is_none() => start = Some(pit),
                Event::Sow { pit } | Event::FromReserve { pit } => end = Some(pit),
                Event::Relay { pit } => lap_ends.push(pit),
                Event::Capture { pit, count, .. } => {
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
