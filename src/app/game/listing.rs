//! Lists the legal moves of the position on the board without ever holding up a frame. Almost
//! every position is listed in microseconds; a rare Bao or Omweso position takes the rules
//! seconds (an exact never-ending check walks a cycle of up to a billion steps). The listing goes
//! a slice of time at a time: after each slice the board takes the moves decided so far and
//! rings the pits whose moves are still open. Natively a slice runs on a worker thread; on the
//! web (no threads) it runs inside the frame, a few milliseconds each. A listing for a position
//! no longer on the board is dropped: it stops at the end of its slice.

use super::legal::Legal;
use super::lines::{Listed, Lister};
use super::messages::PitChosen;
use super::the_match::Match;
use crate::app::base::AppSystems;
use crate::app::base::job::{Job, Sliced};
use crate::app::game::phase::BoardPhase;
use crate::rules::Pit;
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Listing>().add_systems(
        Update,
        list_lines
            .run_if(
                in_state(BoardPhase::Listing)
                    .or_else(in_state(BoardPhase::Animating))
                    .or_else(in_state(BoardPhase::AwaitingPit)),
            )
            .in_set(AppSystems::List),
    );
}

/// How long a slice of listing works before it tells what it has.
#[cfg(not(target_arch = "wasm32"))]
const SLICE: Duration = Duration::from_millis(25);
/// On the web a slice runs in the frame: short enough that the page keeps drawing.
#[cfg(target_arch = "wasm32")]
const SLICE: Duration = Duration::from_millis(6);

/// The listing under way, and which position it is for.
#[derive(Resource, Default)]
pub(super) struct Listing {
    job: Option<(u64, Job<Lister>)>,
}

impl Sliced for Lister {
    type Report = Listed;

    fn work(&mut self, slice: Duration) -> (Option<Listed>, bool) {
        let listed = Lister::work(self, slice);
        let finished = listed.finished;
        (Some(listed), finished)
    }
}

/// Runs while the board is listing, showing a move, or waiting for a pick with moves undecided.
pub(super) fn list_lines(
    current: Res<Match>,
    mut legal: ResMut<Legal>,
    mut listing: ResMut<Listing>,
    mut picks: MessageWriter<PitChosen>,
) {
    let position = current.position_id();
    if !legal.needs_lines(&current) && legal.pending_pits(&current).is_empty() {
        return;
    }
    // A listing for an earlier position is dropped: it stops at the end of its slice.
    let mut job = match listing.job.take() {
        Some((id, job)) if id == position => job,
        _ => Job::start("kete listing", Lister::new(&current.game), SLICE),
    };
    if let Some(listed) = job.take() {
        take(&current, &mut legal, listed, &mut picks);
    }
    listing.job = Some((position, job));
}

/// The board takes what a slice decided (the moves only when they changed).
fn take(current: &Match, legal: &mut Legal, listed: Listed, picks: &mut MessageWriter<PitChosen>) {
    let position = current.position_id();
    legal.set_checking(position, listed.steps);
    let Some(lines) = listed.lines else { return };
    let was_pending = legal.pending_pits(current).to_vec();
    let pending = if listed.finished {
        if !was_pending.is_empty() {
            info!("every move decided");
        }
        Vec::new()
    } else {
        if was_pending.is_empty() && legal.needs_lines(current) {
            info!("moves still being decided: {}", names(current, &listed.pending));
        }
        listed.pending
    };
    // A pick that waited on a pit now decided goes ahead.
    if let Some(pit) = legal.set(position, lines, pending) {
        picks.write(PitChosen(pit));
    }
}

fn names(current: &Match, pits: &[Pit]) -> String {
    pits.iter().map(|&pit| current.game.pit_name(pit)).collect::<Vec<_>>().join(" ")
}
