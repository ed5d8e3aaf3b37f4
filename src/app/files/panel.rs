//! The position as a string to copy, a field to paste one into, and the sentence that says what
//! became of a file saved or opened or a position pasted.

use super::notice::FileNotice;
use crate::app::base::widgets::CREAM;
use crate::app::base::widgets::{Panels, note};
use crate::app::base::windows::OpenWindows;
use crate::app::editor::draft::{Draft, Editor};
use crate::app::files::messages::PositionPasted;
use crate::app::game::the_match::Match;
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (notice.in_set(Panels::Screen), position_window.in_set(Panels::Board)),
    );
}

pub(super) fn position_window(
    mut contexts: EguiContexts,
    mut state: ResMut<OpenWindows>,
    current: Res<Match>,
    mut pasted: MessageWriter<PositionPasted>,
    words: Res<Words>,
    mut editor: ResMut<Editor>,
) -> Result {
    if !state.show_position {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let width = (ctx.viewport_rect().width() - 40.0).min(640.0);
    let window = egui::Window::new(words.get("position-title")).id(egui::Id::new("position"));
    window.open(&mut open).collapsible(false).default_width(width).show(ctx, |ui| {
        ui.label(egui::RichText::new(words.get("position-this")).color(CREAM));
        let mut text = current.game.to_text();
        ui.add(egui::TextEdit::singleline(&mut text).desired_width(width).font(egui::TextStyle::Monospace));
        if ui.button(words.get("position-copy")).clicked() {
            ui.ctx().copy_text(current.game.to_text());
        }
        ui.separator();
        ui.label(egui::RichText::new(words.get("position-paste")).color(CREAM));
        let field = ui.add(
            egui::TextEdit::singleline(&mut state.pasted)
                .hint_text("bao 2,2,… S r=0,0 h=00 t=-")
                .desired_width(width)
                .font(egui::TextStyle::Monospace),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(words.get("position-play")).clicked() || entered) && !state.pasted.trim().is_empty() {
            pasted.write(PositionPasted(std::mem::take(&mut state.pasted)));
        }
        ui.separator();
        let set_up = ui.button(words.get("editor-open"));
        if set_up.on_hover_text(words.get("editor-open-hint")).clicked() {
            editor.draft = Some(Draft::of(&current.game));
        }
    });
    state.show_position = open;
    Ok(())
}

/// The last file or paste's outcome, until dismissed.
pub(super) fn notice(
    mut contexts: EguiContexts,
    mut notice: ResMut<FileNotice>,
    words: Res<Words>,
) -> Result {
    let Some(said) = &notice.0 else { return Ok(()) };
    let text = super::words::notice(&words, said);
    let ctx = contexts.ctx_mut()?;
    if note(ctx, (words.get("notice-title"), "notice"), text, words.get("notice-ok")) {
        notice.0 = None;
    }
    Ok(())
}
