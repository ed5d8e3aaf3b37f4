//! Lists the legal moves of the position on the board without ever holding up a frame: the
//! listing is a job (`crate::work::listing`), and after each of its slices the board takes the
//! moves decided so far and rings the pits whose moves are still open. A listing for a position
//! no longer on the board is dropped: it stops at the end of its slice.

use super::legal::Legal;
use super::the_match::Match;
use crate::app::base::AppSystems;
use crate::app::base::job::Job;
use crate::app::game::phase::BoardPhase;
use crate::rules::Pit;
use crate::work::listing::{ListTask, Listed};
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
const SLICE: Duration = Duration::from_millis(25);

/// The listing under way, and which position it is for.
#[derive(Resource, Default)]
pub(super) struct Listing {
    job: Option<(u64, Job<ListTask>)>,
}

/// Runs while the board is listing, showing a move, or waiting for a pick with moves undecided.
pub(super) fn list_lines(current: Res<Match>, mut legal: ResMut<Legal>, mut listing: ResMut<Listing>) {
    let position = current.position_id();
    if !legal.needs_lines(&current) && legal.pending_pits(&current).is_empty() {
        return;
    }
    // A listing for an earlier position is dropped: it stops at the end of its slice.
    let mut job = match listing.job.take() {
        Some((id, job)) if id == position => job,
        _ => Job::start("kete listing", ListTask { game: current.game.clone() }, SLICE),
    };
    if let Some(listed) = job.take() {
        take(&current, &mut legal, listed);
    }
    listing.job = Some((position, job));
}

/// The board takes what the listing decided so far.
fn take(current: &Match, legal: &mut Legal, listed: Listed) {
    let position = current.position_id();
    legal.set_checking(position, listed.steps);
    let lines = listed.lines;
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
    legal.set(position, lines, pending);
}

fn names(current: &Match, pits: &[Pit]) -> String {
    pits.iter().map(|&pit| current.game.pit_name(pit)).collect::<Vec<_>>().join(" ")
}
