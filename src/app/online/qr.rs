//! The invitation as a QR code in the panel, so a phone beside the computer joins by its camera:
//! `qrcode` makes the modules, egui paints them dark on white with the quiet zone round them that
//! a reader needs to find the code.

use bevy_egui::egui;
use qrcode::{Color, EcLevel, QrCode};

/// Light modules round the code, as the standard asks.
const QUIET: usize = 4;

/// Paints the QR code of `text` at most `most` points across (each module a whole number of
/// points, so no seam shows between them); nothing if no QR code holds the text.
pub fn show(ui: &mut egui::Ui, text: &str, most: f32, label: &str) {
    // Level M: a screen's glare or a shaky hand may spoil 15 % of the modules.
    let Ok(code) = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M) else { return };
    let width = code.width();
    let modules = width + 2 * QUIET;
    let step = (most / modules as f32).floor().max(1.0);
    let side = step * modules as f32;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Image, true, label));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    for (n, color) in code.to_colors().into_iter().enumerate() {
        if color == Color::Dark {
            let (x, y) = ((n % width + QUIET) as f32, (n / width + QUIET) as f32);
            let module =
                egui::Rect::from_min_size(rect.min + egui::vec2(x, y) * step, egui::Vec2::splat(step));
            painter.rect_filled(module, 0.0, egui::Color32::BLACK);
        }
    }
}
