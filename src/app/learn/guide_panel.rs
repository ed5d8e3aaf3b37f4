//! The guided game's panel beside the board: the last move in words and what each thing it did
//! means, why the board asks what it asks, and whose turn it is.

use super::guide::Guide;
use super::words::{game_over, said_explained, start, why_asked};
use crate::app::base::PausableSystems;
use crate::app::base::Screen;
use crate::app::base::text_size;
use crate::app::base::widgets::{CREAM, Fold, GOLD, Panels};
use crate::app::board::beside;
use crate::app::board::coach::COACH_ROOM;
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::arranging::SetupAction;
use crate::app::game::last_move::LastMove;
use crate::app::game::last_move::Said;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::app::game::words::move_in_words;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::app::setup::controls;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window
            .run_if(in_state(Screen::Playing).and_then(guided))
            .in_set(PausableSystems)
            .in_set(Panels::Board),
    )
    .add_systems(Update, make_room.in_set(crate::app::base::AppSystems::Present));
}

fn guided(guide: Res<Guide>) -> bool {
    guide.is_on()
}

/// The board moves over for the guide's panel while the guided game is on.
fn make_room(guide: Res<Guide>, mut room: ResMut<PanelRoom>) {
    ask_for_room(&mut room, "guide", if guide.is_on() { COACH_ROOM } else { 0.0 });
}

fn window(
    mut contexts: EguiContexts,
    guide: Res<Guide>,
    mut room: ResMut<PanelRoom>,
    (current, last, turn): (Res<Match>, Res<LastMove>, Res<Turn>),
    words: Res<Words>,
    (mut next_screen, mut actions): (ResMut<NextState<Screen>>, MessageWriter<SetupAction>),
) -> Result {
    let Some(kind) = guide.kind else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let place = beside::place(ctx, &room);
    let say =
        |text: String, size: f32, colour: egui::Color32| egui::RichText::new(text).size(size).color(colour);
    // What the learner must do now, or whose turn it is: the sheet's line on a phone.
    let asked = turn.question.as_ref().filter(|_| current.person_to_move());
    let now = match (&current.arranging, asked) {
        (Some(_), _) if current.person_to_move() => words.get("guide-setup"),
        (_, Some(question)) => why_asked(&words, &question.prompt),
        _ if current.game.outcome().is_some() => game_over(&words, &current),
        _ if current.person_to_move() => words.get("guide-your-move"),
        _ => words.get("guide-computer-moves"),
    };
    let fold =
        Fold { summary: now.clone(), hide: &words.get("sheet-fold"), show: &words.get("sheet-unfold") };
    beside::show(ctx, &mut room, &place, (words.get("guide-title"), "guide"), fold, |ui| {
        // The words scroll and the buttons below them stay in view, however long the moves' words
        // grow: room is kept for the setup's controls and the All lessons button.
        let setup = current.arranging.as_ref().filter(|_| current.person_to_move());
        let keep = if setup.is_some() { 190.0 } else { 44.0 };
        let most = ui.available_height().min(ui.ctx().viewport_rect().height() * 0.8) - keep;
        egui::ScrollArea::vertical().max_height(most.max(80.0)).auto_shrink([false, true]).show(ui, |ui| {
            let game = names::game_and_rules(&words, kind, current.game.preset());
            ui.label(say(game, text_size::CAPTION, CREAM.gamma_multiply(0.75)));
            ui.label(say(words.get("guide-title"), 20.0, GOLD));
            // At the end, what it means comes first: on a phone the game-over window stands above
            // the sheet, and the last moves may wait below.
            let over = current.is_over();
            if over {
                ui.label(say(now.clone(), 16.0, GOLD).strong());
            }
            // The last two moves (the learner's and the computer's answer), each explained.
            let moves: Vec<_> = match &last.0 {
                Some(_) => guide.recent.iter().collect(),
                None => Vec::new(),
            };
            if moves.is_empty() {
                ui.label(say(start(&words, kind), 15.0, CREAM));
            }
            let mut hand_told = false;
            for summary in moves {
                let mut hand_told_here = false;
                ui.add_space(4.0);
                ui.label(say(move_in_words(&words, summary), 15.0, CREAM).strong());
                // A namua move began with a seed from the hand: where it went, and what that decided
                // (said of the first such move shown).
                if let Some(pit) = summary.start.filter(|_| summary.from_hand && !hand_told) {
                    let id = if summary.captures.is_empty() {
                        "guide-from-hand-takasa"
                    } else {
                        "guide-from-hand-capture"
                    };
                    let into = current.game.pit_name(pit);
                    ui.label(say(words.with(id, &[("pit", into.into())]), 15.0, CREAM));
                    hand_told = true;
                    hand_told_here = true;
                }
                // Each kind of thing the move did, explained once (its first capture, say).
                let mut told = Vec::new();
                for said in &summary.said {
                    let kind_of = std::mem::discriminant(said);
                    // The seed from the hand was just told, with what it decided.
                    let hand = hand_told_here && matches!(said, Said::FromHand(_));
                    if !told.contains(&kind_of) && !hand {
                        ui.label(say(said_explained(&words, kind, said), 15.0, CREAM));
                        told.push(kind_of);
                    }
                }
            }
            if !over {
                ui.add_space(6.0);
                ui.label(say(now.clone(), 16.0, GOLD).strong());
            }
        });
        // The learner's setup: its controls are here, where the setup's panel would be.
        if let Some(arranging) = setup {
            ui.add_space(4.0);
            controls(ui, arranging, &words, &mut actions, true);
        }
        ui.add_space(6.0);
        if ui.button(words.get("learn-all-lessons")).clicked() {
            next_screen.set(Screen::Learn);
        }
    });
    Ok(())
}
