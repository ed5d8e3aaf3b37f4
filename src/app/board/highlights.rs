//! Lights what the player may click: the pits that may move (a gold ring), the answers to the
//! board's question (a green ring and an arrow) and what an answer would capture (a red ring and a
//! cross), the moves still being checked (a dotted ring), the arranging player's pits during a
//! setup; and the half of the player to move. Colours from the palette chosen (`palette`).

use super::assets::{BoardAssets, HALF_IDLE, HALF_TURN};
use super::held::Held;
use super::hover::HoveredPit;
use super::palette::{Colours, Lit};
use super::playback::Playback;
use super::wood::{HalfPanel, PitHighlight, PitSymbol};
use crate::app::base::settings::Settings;
use crate::app::computer::thoughts::Thoughts;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::app::game::view::GameView;
use crate::rules::Pit;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_movable_pits, show_turn)
            .run_if(in_state(crate::app::base::Screen::Playing))
            .in_set(crate::app::base::AppSystems::Present),
    );
}

/// What decides which pits are lit: the game, the turn and its question, the sowing under
/// way, the hint, a hold on the board.
#[derive(SystemParam)]
pub(super) struct LitAsked<'w> {
    game: GameView<'w>,
    turn: Res<'w, Turn>,
    playback: Res<'w, Playback>,
    thoughts: Res<'w, Thoughts>,
    held: Res<'w, Held>,
}

impl LitAsked<'_> {
    /// The pits lit and how, a later entry over an earlier one.
    fn lit(&self) -> Vec<(Pit, Lit)> {
        let (current, legal, turn) = (&self.game.current, &self.game.legal, &self.turn);
        let mut lit: Vec<(Pit, Lit)> = Vec::new();
        match self.game.phase() {
            BoardPhase::Setup => {
                // A friend on another device arranges there: nothing here takes their seeds.
                let here = current.person_to_move() && !self.held.any();
                if let Some(arranging) = current.arranging.as_ref().filter(|_| here) {
                    let side = arranging.side;
                    lit.extend(current.game.geometry().pits_of(side).map(|p| (p, Lit::Arrange)));
                }
            }
            BoardPhase::Asking => {
                if let Some(question) = &turn.question {
                    for answer in &question.answers {
                        lit.extend(answer.captured_pits().map(|p| (p, Lit::Capture)));
                        lit.extend(answer.target.map(|p| (p, Lit::Target)));
                    }
                    if question.at_start {
                        lit.extend(turn.pit.map(|p| (p, Lit::Hovered)));
                    }
                }
            }
            BoardPhase::AwaitingPit if !current.person_to_move() || self.held.any() => {
                // The computer's turn, or a board a panel holds: nothing for a person to click.
            }
            BoardPhase::AwaitingPit => {
                lit.extend(legal.movable_pits(current).into_iter().map(|p| (p, Lit::Movable)));
                // A hint: the pit its move starts from, marked as an answer's next hole is.
                if let Some((mv, _)) = self.thoughts.hint_for(current.position_id()) {
                    lit.extend(current.game.origin(mv).map(|p| (p, Lit::Target)));
                }
                // Pits whose moves the rules are still deciding: marked, not yet lit.
                lit.extend(legal.pending_pits(current).iter().map(|&p| (p, Lit::Pending)));
            }
            BoardPhase::Animating => {
                // The eye follows the sowing; a pit being captured from glows red.
                if let Some((pit, captured)) = self.playback.lit {
                    lit.push((pit, if captured { Lit::Capture } else { Lit::Sowing }));
                }
            }
            BoardPhase::Listing | BoardPhase::GameOver | BoardPhase::Reviewing => {}
        }
        lit
    }
}

pub(super) fn show_movable_pits(
    asked: LitAsked,
    hovered: Res<HoveredPit>,
    settings: Res<Settings>,
    assets: Option<Res<BoardAssets>>,
    mut rings: Query<(&PitHighlight, &mut Visibility, &mut Sprite), Without<PitSymbol>>,
    mut symbols: Query<(&PitSymbol, &mut Visibility, &mut Sprite), Without<PitHighlight>>,
) {
    let Some(assets) = assets else { return };
    let lit = asked.lit();
    let phase = asked.game.phase();
    let colours = Colours::of(settings.colour_blind);
    let textures = &assets.textures;
    let shown = |pit: Pit| {
        let found = lit.iter().rev().find(|(p, _)| *p == pit).map(|(_, kind)| *kind)?;
        let movable = matches!(found, Lit::Movable | Lit::Arrange);
        Some(if hovered.0 == Some(pit) && movable { Lit::Hovered } else { found })
    };
    for (&PitHighlight { pit, square }, mut visibility, mut sprite) in &mut rings {
        let found = shown(pit);
        visibility.set_if_neq(if found.is_some() { Visibility::Visible } else { Visibility::Hidden });
        let Some(kind) = found else { continue };
        let image = match (kind, square) {
            (Lit::Pending, false) => &textures.glow_dotted,
            (Lit::Pending, true) => &textures.glow_dotted_square,
            (_, false) => &textures.glow,
            (_, true) => &textures.glow_square,
        };
        if sprite.image != *image {
            sprite.image = image.clone();
        }
        let colour = colours.lit(kind);
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
    for (&PitSymbol(pit), mut visibility, mut sprite) in &mut symbols {
        let symbol = match shown(pit) {
            // While seeds move the ring follows them fast: no symbol beside it.
            Some(Lit::Target) => Some((&textures.arrow, colours.target)),
            Some(Lit::Capture) if phase != BoardPhase::Animating => Some((&textures.cross, colours.capture)),
            _ => None,
        };
        visibility.set_if_neq(if symbol.is_some() { Visibility::Visible } else { Visibility::Hidden });
        let Some((image, colour)) = symbol else { continue };
        if sprite.image != *image {
            sprite.image = image.clone();
        }
        if sprite.color != colour {
            sprite.color = colour;
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
