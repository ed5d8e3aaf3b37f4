//! The games with a friend kept on this device, listed from the title screen: each with its day,
//! its game, how it ended and the side this device's player had, to open on the board and look
//! at again.

use crate::app::base::text_size;
use crate::app::base::widgets::{CREAM, GOLD, is_narrow};
use crate::app::files::finished::{FinishedGames, OpenFinished};
use crate::app::game::the_match::Match;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::saved::finished::day_of;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The list, over the title screen once asked for (`FinishedGames::shown`).
pub(super) fn list(
    mut contexts: EguiContexts,
    mut finished: ResMut<FinishedGames>,
    mut open: MessageWriter<OpenFinished>,
    words: Res<Words>,
) -> Result {
    if !finished.shown {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let width = ctx.viewport_rect().width().min(540.0) - 24.0;
    // A phone's width holds no title bar with the title at its size: the title and the closing
    // button go in the window instead.
    let narrow = is_narrow(ctx);
    let mut shown = true;
    let mut closed = false;
    egui::Window::new(words.get("finished-title"))
        .collapsible(false)
        .resizable(false)
        .title_bar(!narrow)
        .open(&mut shown)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size([width, ctx.viewport_rect().height() * 0.7])
        .show(ctx, |ui| {
            if narrow {
                ui.label(
                    egui::RichText::new(words.get("finished-title")).size(text_size::HEADING).color(GOLD),
                );
                closed = ui.button(words.get("finished-close")).clicked();
            }
            ui.label(
                egui::RichText::new(
                    words.with("finished-explained", &[("kept", crate::saved::finished::KEPT.into())]),
                )
                .color(CREAM),
            );
            ui.add_space(6.0);
            egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
                for (place, (kept, game)) in finished.kept.games.iter().zip(&finished.games).enumerate() {
                    ui.separator();
                    let Some(game) = game else {
                        ui.label(egui::RichText::new(day_of(kept.ended)).color(GOLD));
                        ui.label(egui::RichText::new(words.get("finished-unreadable")).color(CREAM));
                        continue;
                    };
                    ui.label(egui::RichText::new(heading(&words, kept.ended, game)).color(GOLD).strong());
                    ui.label(egui::RichText::new(how_it_ended(&words, game)).color(CREAM));
                    let button = egui::Button::new(
                        egui::RichText::new(words.get("finished-open")).size(text_size::STATUS),
                    );
                    if ui.add(button).clicked() {
                        open.write(OpenFinished(place));
                    }
                }
            });
        });
    if !shown || closed {
        finished.shown = false;
    }
    Ok(())
}

/// The day it ended and the game: "2026-12-05 · Omweso".
fn heading(words: &Words, ended: u64, game: &Match) -> String {
    let preset = game.settings.map(|settings| settings.preset);
    format!("{} · {}", day_of(ended), names::game_title(words, game.game.kind(), preset))
}

/// Who won and after how many moves, the side this device's player had, and whether the other
/// was a stranger met at an open table.
fn how_it_ended(words: &Words, game: &Match) -> String {
    let mut said = Vec::new();
    if game.online().is_some_and(|online| online.stranger) {
        said.push(words.get("finished-with-a-stranger"));
    }
    if let Some(outcome) = game.game.outcome() {
        said.push(names::headline(words, &outcome, game.score.is_some()));
    }
    said.push(words.with("over-after-moves", &[("moves", game.moves.len().into())]));
    if let Some(friend) = game.seats().friend() {
        said.push(
            words.with("finished-you-played", &[("side", names::side(words, friend.opponent()).into())]),
        );
    }
    said.join(", ")
}
