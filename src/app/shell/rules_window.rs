//! The rules reference (the bar's Rules): the rules of the game on the board in short, how a move
//! is named with a picture of the holes' names, and every key — a page each.

use super::notation;
use crate::app::base::text_size;
use crate::app::base::widgets::{GOLD, Panels};
use crate::app::base::windows::{OpenWindows, RulesPage};
use crate::app::game::the_match::Match;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, rules_window.in_set(Panels::Board));
}

/// The keys, as the rules reference lists them.
const KEYS: [&str; 8] = [
    "keys-board",
    "keys-answers",
    "keys-review",
    "keys-game",
    "keys-settings",
    "keys-setup",
    "keys-speech",
    "keys-message",
];

fn rules_window(
    mut contexts: EguiContexts,
    mut state: ResMut<OpenWindows>,
    current: Res<Match>,
    words: Res<Words>,
) -> Result {
    if !state.show_rules {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let kind = current.game.kind();
    let mut open = true;
    let mut page = state.rules_page;
    // The game's name is the first line, not in the title bar, where a phone would cut it short.
    egui::Window::new(words.get("bar-rules"))
        .id(egui::Id::new("rules"))
        .open(&mut open)
        .default_width(ctx.viewport_rect().width().min(480.0) - 20.0)
        .default_pos([24.0, 70.0])
        .show(ctx, |ui| {
            let title = names::game_title(&words, kind, current.game.preset());
            ui.label(egui::RichText::new(title).size(text_size::HEADING).color(GOLD));
            ui.horizontal_wrapped(|ui| {
                ui.selectable_value(&mut page, RulesPage::Rules, words.get("bar-rules"));
                ui.selectable_value(&mut page, RulesPage::Notation, words.get("rules-page-notation"));
                ui.selectable_value(&mut page, RulesPage::Keys, words.get("keys-heading"));
            });
            ui.separator();
            egui::ScrollArea::vertical().max_height(560.0).show(ui, |ui| match page {
                RulesPage::Rules => {
                    for paragraph in names::rules_paragraphs(&words, &current.game) {
                        ui.label(paragraph);
                        ui.add_space(6.0);
                    }
                }
                RulesPage::Notation => notation::page(ui, &words, &current.game),
                // Every key, for a player without a pointer.
                RulesPage::Keys => {
                    for id in KEYS {
                        ui.label(words.get(id));
                    }
                }
            });
        });
    state.show_rules = open;
    state.rules_page = page;
    Ok(())
}
