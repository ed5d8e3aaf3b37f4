//! The position editor's window: the board's pits as numbers in the board's own rows (drag or type
//! each; the rows as the position string writes them, North's back row first), the side to move,
//! the position's other fields, what the rules say of it, and what to do with it: play it,
//! explore it on the analysis board, or copy its position string.

use super::draft::{Draft, Editor, MOST_IN_A_PIT};
use crate::app::analysis::messages::Explore;
use crate::app::base::widgets::{CREAM, Fold, GOLD, Panels};
use crate::app::base::widgets::{MISSED, RIGHT};
use crate::app::board::beside;
use crate::app::board::layout::PanelRoom;
use crate::app::game::messages::NewGame;
use crate::app::game::the_match::Match;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::rules::any::presets;
use crate::rules::{AnyGame, GameKind, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, window.in_set(Panels::Board));
}

fn window(
    mut contexts: EguiContexts,
    mut editor: ResMut<Editor>,
    current: Res<Match>,
    mut room: ResMut<PanelRoom>,
    words: Res<Words>,
    mut new_game: MessageWriter<NewGame>,
    mut explore: MessageWriter<Explore>,
) -> Result {
    let Some(draft) = editor.draft.as_mut() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let place = beside::place(ctx, &room);
    let mut open = true;
    let mut done = false;
    let mut contents = |ui: &mut egui::Ui| {
        choose_game(ui, draft, &words);
        ui.label(egui::RichText::new(words.get("editor-pits")).color(CREAM));
        egui::ScrollArea::horizontal().id_salt("pits").show(ui, |ui| pits(ui, draft));
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(words.get("editor-to-move")).color(CREAM));
            for side in Side::BOTH {
                ui.selectable_value(&mut draft.side, side, names::side(&words, side));
            }
        });
        let kind = draft.kind;
        for (key, value) in &mut draft.fields {
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(field_name(&words, kind, key)).color(CREAM));
                ui.add(
                    egui::TextEdit::singleline(value).desired_width(90.0).font(egui::TextStyle::Monospace),
                );
            });
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(words.get("editor-clear")).clicked() {
                draft.rows.iter_mut().flatten().for_each(|n| *n = 0);
            }
            if ui.button(words.get("editor-from-board")).clicked() {
                *draft = Draft::of(&current.game);
            }
        });
        ui.separator();
        let checked = draft.check();
        match &checked {
            Ok(game) => {
                let said = words.with(
                    "editor-good",
                    &[
                        ("game", names::game_title(&words, game.kind(), game.preset()).into()),
                        ("seeds", draft.seeds().into()),
                    ],
                );
                ui.label(egui::RichText::new(said).color(RIGHT));
            }
            Err(why) => {
                let said = words.with("editor-bad", &[("why", why.clone().into())]);
                ui.label(egui::RichText::new(said).color(MISSED));
            }
        }
        ui.horizontal_wrapped(|ui| {
            let game = checked.as_ref().ok();
            if ui.add_enabled(game.is_some(), egui::Button::new(words.get("editor-play"))).clicked()
                && let Some(game) = game
            {
                new_game.write(NewGame(game.clone()));
                done = true;
            }
            let explore_button =
                ui.add_enabled(game.is_some(), egui::Button::new(words.get("explore-from-here")));
            if explore_button.clicked()
                && let Some(game) = game
            {
                explore.write(Explore(Some(game.clone())));
                done = true;
            }
            if ui.button(words.get("editor-copy")).clicked() {
                ui.ctx().copy_text(draft.text());
            }
        });
        ui.label(egui::RichText::new(draft.text()).monospace().small().color(CREAM.gamma_multiply(0.7)));
    };
    if place.upright {
        // A sheet along the bottom edge (it scrolls), with its own way out.
        let fold = Fold {
            summary: words.get("editor-title"),
            hide: &words.get("sheet-fold"),
            show: &words.get("sheet-unfold"),
        };
        beside::show(ctx, &mut room, &place, (words.get("editor-title"), "editor"), fold, |ui| {
            if ui.button(words.get("editor-close")).clicked() {
                open = false;
            }
            contents(ui);
        });
    } else {
        place.window(words.get("editor-title"), "editor").title_bar(true).open(&mut open).show(ctx, |ui| {
            egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, contents);
        });
    }
    if !open || done {
        editor.draft = None;
    }
    Ok(())
}

/// The game and its rules; another game starts from its own start position.
fn choose_game(ui: &mut egui::Ui, draft: &mut Draft, words: &Words) {
    ui.horizontal_wrapped(|ui| {
        for kind in [GameKind::Bao, GameKind::Omweso, GameKind::Kimasai] {
            let name = kind.title().split(" (").next().unwrap_or_default().to_string();
            if ui.selectable_label(draft.kind == kind, name).clicked()
                && draft.kind != kind
                && let Ok(start) = AnyGame::new(kind)
            {
                *draft = Draft::of(&start);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for &preset in presets(draft.kind) {
            let name = names::preset(words, draft.kind, preset);
            if ui.selectable_label(draft.preset == preset, name).clicked() {
                draft.preset = preset;
            }
        }
    });
}

/// Every pit as a number to drag or type, in the board's rows.
fn pits(ui: &mut egui::Ui, draft: &mut Draft) {
    egui::Grid::new("editor pits").spacing([4.0, 4.0]).show(ui, |ui| {
        let count = draft.rows.len();
        for (r, row) in draft.rows.iter_mut().enumerate() {
            // The rows' numbers as the board writes its squares: 4 at the top.
            ui.label(egui::RichText::new((count - r).to_string()).color(GOLD));
            for n in row.iter_mut() {
                ui.add(egui::DragValue::new(n).range(0..=MOST_IN_A_PIT).speed(0.1));
            }
            ui.end_row();
        }
    });
}

/// A field's name as a player reads it: the catalogue's `editor-field-<game>-<key>`, or the key
/// itself for a field the catalogue does not know (the notation's own, docs/NOTATION.md).
fn field_name(words: &Words, kind: GameKind, key: &str) -> String {
    match (kind, key) {
        (GameKind::Bao, "r" | "h" | "t" | "c") | (GameKind::Omweso, "p" | "k" | "c") => {
            words.get(&format!("editor-field-{}-{key}", kind.id()))
        }
        _ => key.to_string(),
    }
}
