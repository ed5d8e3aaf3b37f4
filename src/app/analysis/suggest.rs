//! While the board shows the position before a move the analysis marked an inaccuracy or worse,
//! the engine's move there is previewed on the board, as hovering a pit previews a move.

use super::state::GameAnalysis;
use crate::ai::analysis::Mark;
use crate::app::base::AppSystems;
use crate::app::board::hover::Suggestion;
use crate::app::game::the_match::Match;
use crate::work::listing::Line;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        suggest
            .in_set(AppSystems::Present)
            .run_if(resource_changed::<Match>.or_else(resource_changed::<GameAnalysis>)),
    );
}

fn suggest(current: Res<Match>, analysis: Res<GameAnalysis>, mut suggestion: ResMut<Suggestion>) {
    let (shown, _) = current.ply();
    let better = analysis
        .of(&current)
        .filter(|_| current.reviewing)
        .and_then(|found| found.review(shown + 1))
        .filter(|review| review.mark >= Mark::Inaccuracy)
        .and_then(|review| review.better.clone());
    let wanted = better.and_then(|notation| {
        let mv = current.game.parse_move(&notation).ok()?;
        let mut after = current.game.clone();
        let mut events = Vec::new();
        after.play(mv, &mut events).ok()?;
        Some((current.position_id(), Line { mv, notation, events, after }))
    });
    suggestion.set_if_neq(Suggestion(wanted));
}
