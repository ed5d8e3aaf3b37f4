//! Lights what the player may click: the pits that may move (gold), the answers to the board's
//! question (green) and what an answer would capture (red), the arranging player's pits during a
//! setup; and the half of the player to move.

use super::assets::{
    BoardAssets, GLOW_ARRANGE, GLOW_CAPTURE, GLOW_HOVER, GLOW_MOVABLE, GLOW_PENDING, GLOW_SOWING,
    GLOW_TARGET, HALF_IDLE, HALF_TURN,
};
use super::hover::HoveredPit;
use super::playback::Playback;
use super::wood::{HalfPanel, PitHighlight};
use crate::app::computer::thoughts::Thoughts;
use crate::app::game::legal::Legal;
use crate::app::game::record::Match;
use crate::app::game::turn::Turn;
use crate::app::phase::board_phase::BoardPhase;
use crate::rules::Pit;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_movable_pits, show_turn)
            .run_if(in_state(crate::app::Screen::Playing))
            .in_set(crate::app::AppSystems::Present),
    );
}

pub(super) fn show_movable_pits(
    current: Res<Match>,
    legal: Res<Legal>,
    turn: Res<Turn>,
    phase: Res<State<BoardPhase>>,
    hovered: Res<HoveredPit>,
    playback: Res<Playback>,
    thoughts: Res<Thoughts>,
    assets: Option<Res<BoardAssets>>,
    mut rings: Query<(&PitHighlight, &mut Visibility, &mut Sprite)>,
) {
    if assets.is_none() {
        return;
    }
    let mut lit: Vec<(Pit, Color)> = Vec::new();
    match phase.get() {
        BoardPhase::Setup => {
            if let Some(arranging) = &current.arranging {
                let side = arranging.side;
                lit.extend(
                    current.game.geometry().pits().filter(|p| p.side == side).map(|p| (p, GLOW_ARRANGE)),
                );
            }
        }
        BoardPhase::Asking => {
            if let Some(question) = &turn.question {
                for answer in &question.answers {
                    lit.extend(answer.captured_pits().map(|p| (p, GLOW_CAPTURE)));
                    lit.extend(answer.target.map(|p| (p, GLOW_TARGET)));
                }
                if question.at_start {
                    lit.extend(turn.pit.map(|p| (p, GLOW_HOVER)));
                }
            }
        }
        BoardPhase::AwaitingPit if current.computer_to_move() => {
            // The computer's turn: nothing for a person to click.
        }
        BoardPhase::AwaitingPit => {
            lit.extend(legal.movable_pits(&current).into_iter().map(|p| (p, GLOW_MOVABLE)));
            // A hint: the pit its move starts from, in the answers' green.
            if let Some((mv, _)) = thoughts.hint_for(current.position_id()) {
                lit.extend(current.game.origin(mv).map(|p| (p, GLOW_TARGET)));
            }
            // Pits whose moves the rules are still deciding: marked, not yet lit.
            lit.extend(legal.pending_pits(&current).iter().map(|&p| (p, GLOW_PENDING)));
        }
        BoardPhase::Animating => {
            // The eye follows the sowing; a pit being captured from glows red.
            if let Some((pit, captured)) = playback.lit {
                lit.push((pit, if captured { GLOW_CAPTURE } else { GLOW_SOWING }));
            }
        }
        BoardPhase::Listing | BoardPhase::GameOver | BoardPhase::Reviewing => {}
    }
    for (PitHighlight(pit), mut visibility, mut sprite) in &mut rings {
        let found = lit.iter().rev().find(|(p, _)| p == pit).map(|(_, c)| *c);
        visibility.set_if_neq(if found.is_some() { Visibility::Visible } else { Visibility::Hidden });
        let Some(mut wanted) = found else { continue };
        if hovered.0 == Some(*pit) && (wanted == GLOW_MOVABLE || wanted == GLOW_ARRANGE) {
            wanted = GLOW_HOVER;
        }
        if sprite.color != wanted {
            sprite.color = wanted;
        }
    }
}

/// The half of the player to move is lit.
pub(super) fn show_turn(current: Res<Match>, mut halves: Query<(&HalfPanel, &mut Sprite)>) {
    let to_move = current.game.side_to_move();
    let over = current.game.outcome().is_some();
    for (HalfPanel(side), mut sprite) in &mut halves {
        let lit = !over && *side == to_move;
        let color = if lit { HALF_TURN } else { HALF_IDLE };
        if sprite.color != color {
            sprite.color = color;
        }
    }
}
