//! What every panel shares: the order they are drawn in, the palette, and the layouts that suit
//! a phone as well as a desktop.

use super::window_shape;
use crate::ai::analysis::Mark;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::egui;

/// The order the panels are drawn in, each frame (in egui's pass): the screen's own (the title,
/// a notice), the bar above the board (it takes its room first), the board's windows, and the
/// pause panel over everything. The panels wait until the fonts are in (`theme`).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Panels {
    Screen,
    Bar,
    Board,
    Top,
}

// The panels' palette, the board's browns and golds: each colour once, named by what it says.
pub const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 110);
pub const CREAM: egui::Color32 = egui::Color32::from_rgb(242, 228, 200);
pub const PANEL: egui::Color32 = egui::Color32::from_rgb(36, 27, 22);
/// A window's wood, its edge, the deepest ground (a graph's), and a faint one.
pub const WINDOW: egui::Color32 = egui::Color32::from_rgb(44, 33, 26);
pub const WINDOW_EDGE: egui::Color32 = egui::Color32::from_rgb(96, 70, 46);
pub const DEEP: egui::Color32 = egui::Color32::from_rgb(28, 21, 17);
pub const FAINT: egui::Color32 = egui::Color32::from_rgb(52, 39, 30);
/// A graph's bar under its marks.
pub const GROOVE: egui::Color32 = egui::Color32::from_rgb(60, 52, 46);
/// What is chosen or leads on (the Play button, a selection).
pub const CHOSEN: egui::Color32 = egui::Color32::from_rgb(150, 104, 52);
/// A card or answer chosen or under the pointer, and one not.
pub const CARD_ON: egui::Color32 = egui::Color32::from_rgb(98, 68, 40);
pub const CARD_OFF: egui::Color32 = egui::Color32::from_rgb(70, 50, 34);
/// A move right, a lesson done, a position that holds, a move previewed.
pub const RIGHT: egui::Color32 = egui::Color32::from_rgb(150, 240, 180);
/// A move missed, a position refused.
pub const MISSED: egui::Color32 = egui::Color32::from_rgb(255, 190, 150);
/// Words that matter less (the version), and moves after the one shown.
pub const MUTED: egui::Color32 = egui::Color32::from_rgb(170, 150, 120);
pub const LATER: egui::Color32 = egui::Color32::from_rgb(140, 128, 112);
/// Ink on a gold card (a lesson finished).
pub const INK_ON_GOLD: egui::Color32 = egui::Color32::from_rgb(40, 28, 20);

pub fn side_color(side: Side) -> egui::Color32 {
    match side {
        Side::South => egui::Color32::from_rgb(250, 214, 140),
        Side::North => egui::Color32::from_rgb(200, 220, 250),
    }
}

/// A root `Ui` covering the window, for panels (egui 0.36 panels live inside a `Ui`).
pub fn viewport_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    )
}

/// Whether the window is narrow: a phone, or a small browser window (`window_shape`).
pub fn is_narrow(ctx: &egui::Context) -> bool {
    window_shape::narrow(ctx.viewport_rect().width())
}

/// Whether the window is a phone's, held either way: narrow, or short (`window_shape`).
pub fn is_phone(ctx: &egui::Context) -> bool {
    let screen = ctx.viewport_rect();
    window_shape::phone(screen.width(), screen.height())
}

/// A row of buttons: side by side on a wide window, one under another on a narrow one.
pub fn button_row<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    if is_narrow(ui.ctx()) { ui.vertical_centered_justified(add).inner } else { ui.horizontal(add).inner }
}

/// A floating panel at the bottom of the window, over the board's lower edge.
pub fn bottom_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0])
        .frame(egui::Frame::window(&egui::Style::default()).fill(PANEL).inner_margin(12.0))
}

/// The family headings and the game's name are set in.
pub const DISPLAY_FAMILY: &str = "display";

/// The display face (Vollkorn) of the game's names and headings.
pub fn display_family() -> egui::FontFamily {
    egui::FontFamily::Name(DISPLAY_FAMILY.into())
}

/// A mark's ink on the graph and in the lists; each mark also has its own sign (`locale`).
pub fn mark_colour(mark: Mark) -> egui::Color32 {
    match mark {
        Mark::Best | Mark::Good => egui::Color32::from_rgb(150, 220, 170),
        Mark::Inaccuracy => egui::Color32::from_rgb(240, 215, 110),
        Mark::Mistake => egui::Color32::from_rgb(245, 160, 80),
        Mark::Blunder => egui::Color32::from_rgb(240, 95, 85),
    }
}

/// Where a panel that stays beside the board goes, in the room the board left it (`share` of the
/// window, `board::layout::PanelRoom`): at the right of a wide window, level with the board and
/// clear of the bar however many lines it takes; below the board on an upright one (a phone).
pub struct BesideBoard {
    pub anchor: egui::Align2,
    pub offset: egui::Vec2,
    /// The room inside the margins.
    pub size: egui::Vec2,
    /// The board stands upright (a phone held up, never face to face): the panel is a sheet along
    /// the bottom edge, below the board.
    pub upright: bool,
    /// The window is a phone's, held either way: a panel says the task first, in shorter words.
    pub phone: bool,
    /// Upright, the most of the height (a share) a sheet may take and leave the board's pits
    /// big enough for a thumb; what it holds beyond that scrolls.
    pub sheet_most: f32,
}

/// What a sheet says when folded to its first line, and its button's two words.
pub struct Fold<'a> {
    /// What the panel asks or says, in a line.
    pub summary: String,
    pub hide: &'a str,
    pub show: &'a str,
}

/// At most this share of an upright window's height is a sheet's; what is longer scrolls.
const SHEET_MOST: f32 = 0.45;
/// A sheet with less room than this for what it holds starts folded to its line: the board
/// keeps its size, and the player unfolds the sheet when they want it.
const SHEET_LEAST: f32 = 90.0;
/// The sheet's line (its fold button and summary) and its margins, in points, until it is drawn.
const SHEET_LINE: f32 = 64.0;

impl BesideBoard {
    /// A panel in this place, as the lessons, the puzzles and the setup show theirs: no title bar,
    /// the board's panel colour, its whole room.
    pub fn window(&self, title: String, id: &str) -> egui::Window<'static> {
        egui::Window::new(title)
            .id(egui::Id::new(id))
            .collapsible(false)
            .resizable(false)
            .title_bar(false)
            .anchor(self.anchor, self.offset)
            .fixed_size(self.size - egui::vec2(24.0, 24.0))
            .frame(egui::Frame::window(&egui::Style::default()).fill(PANEL).inner_margin(12.0))
    }

    /// Shows a panel here: on a wide window, a window in the room beside the board; upright, a
    /// sheet along the bottom edge, as tall as what it holds (up to `SHEET_MOST` of the screen, then
    /// it scrolls), which the player may fold to a line that still says what is asked. Returns
    /// the share of the height the sheet took upright (the board is fitted into the rest).
    pub fn show(
        &self,
        ctx: &egui::Context,
        (title, id): (String, &str),
        fold: Fold,
        add: impl FnOnce(&mut egui::Ui),
    ) -> Option<f32> {
        if !self.upright {
            self.window(title, id).show(ctx, |ui| {
                // Words are read here, not selected: a finger on them scrolls the panel.
                ui.style_mut().interaction.selectable_labels = false;
                egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, add);
            });
            return None;
        }
        let (folded_id, line_id) = (egui::Id::new(id).with("folded"), egui::Id::new(id).with("line"));
        let screen = ctx.viewport_rect();
        // Room for what the sheet holds below its line (the line, the margins and the spacing
        // as they were last drawn); a sheet given too little starts folded.
        let line = ctx.data(|d| d.get_temp::<f32>(line_id)).unwrap_or(SHEET_LINE);
        let room = screen.height() * self.sheet_most - line;
        let mut folded = ctx.data(|d| d.get_temp::<bool>(folded_id)).unwrap_or(room < SHEET_LEAST);
        // An area sized by what it holds (a bottom panel would be held to its last height).
        let frame = egui::Frame::NONE.fill(PANEL).inner_margin(egui::Margin::symmetric(12, 8));
        let mut scrolled = None;
        let shown = egui::Area::new(egui::Id::new(id).with("sheet"))
            .anchor(egui::Align2::CENTER_BOTTOM, [0.0, 0.0])
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                // A finger on the sheet's words scrolls it rather than select them.
                ui.style_mut().interaction.selectable_labels = false;
                frame.show(ui, |ui| {
                    ui.set_width(screen.width() - 24.0);
                    ui.horizontal(|ui| {
                        let word = if folded { fold.show } else { fold.hide };
                        // The fold's button at the right, the line in what is left.
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            if ui.button(word).clicked() {
                                folded = !folded;
                            }
                            let summary = egui::RichText::new(&fold.summary).color(GOLD);
                            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                                ui.add(egui::Label::new(summary).truncate());
                            });
                        });
                    });
                    if !folded {
                        // Unfolded by a player in a small room, the sheet takes the least it needs.
                        let area = egui::ScrollArea::vertical()
                            .max_height(room.max(SHEET_LEAST))
                            .auto_shrink([false, true])
                            .show(ui, add);
                        scrolled = Some(area.inner_rect.height());
                    }
                });
            });
        let drawn = shown.response.rect.height();
        // What the sheet takes besides what scrolls: its line, its margins and the spacing.
        let measured = match scrolled {
            Some(scrolling) => drawn - scrolling,
            None => drawn + ctx.global_style().spacing.item_spacing.y,
        };
        // Laid out with a line of another height (the first time, or the words changed): once
        // more with the line as it is, or an idle board would keep the sheet too short or tall.
        if (measured - line).abs() > 0.5 {
            ctx.request_repaint();
        }
        ctx.data_mut(|d| {
            d.insert_temp(line_id, measured);
            d.insert_temp(folded_id, folded);
        });
        Some(drawn / screen.height().max(1.0))
    }
}

/// Opens the sheet of the panel `id` (as its Show button would): when what it holds is now the
/// thing to do.
pub fn unfold(ctx: &egui::Context, id: &str) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::new(id).with("folded"), false));
}

/// The place of a panel beside the board, given the `share` of the window the board left it and,
/// while the board stands upright, the most of the height its sheet may take
/// (`board::layout::PanelRoom::sheet_most`).
pub fn beside_board(ctx: &egui::Context, share: f32, sheet_most: Option<f32>) -> BesideBoard {
    let screen = ctx.viewport_rect();
    let margin = 10.0;
    let phone = sheet_most.is_some() || is_phone(ctx);
    let (anchor, offset, size) = match sheet_most {
        Some(_) => (
            egui::Align2::CENTER_BOTTOM,
            egui::vec2(0.0, -margin),
            egui::vec2(screen.width(), screen.height() * share) - egui::Vec2::splat(2.0 * margin),
        ),
        // A phone held sideways: the whole height under its one-line bar.
        None if window_shape::short(screen.height()) => (
            egui::Align2::RIGHT_BOTTOM,
            egui::vec2(-margin, -margin),
            egui::vec2(
                screen.width() * share - 2.0 * margin,
                screen.height() - window_shape::PHONE_BAR - 2.0 * margin,
            ),
        ),
        None => (
            egui::Align2::RIGHT_CENTER,
            egui::vec2(-margin, 30.0),
            egui::vec2(screen.width() * share - 2.0 * margin, screen.height() - 180.0),
        ),
    };
    let upright = sheet_most.is_some();
    let sheet_most = sheet_most.map_or(SHEET_MOST, |most| most.min(SHEET_MOST));
    BesideBoard { anchor, offset, size, upright, phone, sheet_most }
}

/// A note at the top of the screen, with its OK: what became of a file, a paste or a link.
/// Returns whether OK was pressed.
pub fn note(ctx: &egui::Context, (title, id): (String, &str), text: String, ok: String) -> bool {
    let mut pressed = false;
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 64.0])
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(text).color(GOLD));
            pressed = ui.button(ok).clicked();
        });
    pressed
}
