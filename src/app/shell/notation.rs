//! The rules reference's page on a move's name: what its letters mean in the game on the board,
//! and a picture of the board with every hole's name, South at the foot — for Bao, with the way
//! L and R go for each player.

use crate::app::base::text_size;
use crate::app::base::widgets::side_color;
use crate::app::locale::words::Words;
use crate::rules::{AnyGame, GameKind, Side, Square};
use bevy_egui::egui;

/// The page: the picture, then the words.
pub fn page(ui: &mut egui::Ui, words: &Words, game: &AnyGame) {
    let id = match game.kind() {
        GameKind::Bao => "rules-notation-bao",
        GameKind::Omweso => "rules-notation-omweso",
        GameKind::Kimasai => "rules-notation-kimasai",
    };
    // The picture first: it is what the words point at, and a short window shows it whole.
    picture(ui, words, game);
    ui.add_space(8.0);
    ui.label(words.get(id));
    if game.kind() == GameKind::Bao {
        ui.add_space(8.0);
        ui.label(words.get("rules-notation-bao-capture"));
    }
}

/// The board as South sees it, each hole named; Bao's players' left and right marked by their
/// rows (North sits across the board, so its left is South's right).
fn picture(ui: &mut egui::Ui, words: &Words, game: &AnyGame) {
    let geometry = game.geometry();
    let cols = f32::from(geometry.cols());
    let width = ui.available_width().min(460.0);
    let cell = width / cols;
    let ways = game.kind() == GameKind::Bao;
    let band = if ways { text_size::CAPTION + 8.0 } else { 0.0 };
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, cell * 4.0 + 2.0 * band), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let names = egui::FontId::proportional((cell * 0.34).clamp(9.0, 15.0));
    for pit in geometry.pits() {
        let Square { col, row } = geometry.square(pit);
        // Row 4 (North's outer row) at the top, row 1 (South's) at the foot.
        let centre = rect.left_top()
            + egui::vec2((f32::from(col) + 0.5) * cell, band + (4.0 - f32::from(row) + 0.5) * cell);
        let colour = side_color(pit.side);
        painter.circle_stroke(centre, cell * 0.42, egui::Stroke::new(1.5, colour));
        painter.text(centre, egui::Align2::CENTER_CENTER, game.pit_name(pit), names.clone(), colour);
    }
    if !ways {
        return;
    }
    let caption = egui::FontId::proportional(text_size::CAPTION);
    let band_at = |top: f32| rect.top() + top + band / 2.0;
    for (side, y) in [(Side::North, band_at(0.0)), (Side::South, band_at(band + cell * 4.0))] {
        // What each end of the board is to this player: South's left is the picture's left.
        let (left, right) = match side {
            Side::South => ("rules-notation-south-left", "rules-notation-south-right"),
            Side::North => ("rules-notation-north-right", "rules-notation-north-left"),
        };
        let colour = side_color(side);
        painter.text(
            egui::pos2(rect.left() + 2.0, y),
            egui::Align2::LEFT_CENTER,
            words.get(left),
            caption.clone(),
            colour,
        );
        painter.text(
            egui::pos2(rect.right() - 2.0, y),
            egui::Align2::RIGHT_CENTER,
            words.get(right),
            caption.clone(),
            colour,
        );
    }
}
