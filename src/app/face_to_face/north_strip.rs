//! North's strip: egui cannot turn a panel, so the strip is laid out as North reads it and drawn
//! turned half round — each line of text painted at an angle of π, each answer a turned button.

use crate::app::base::PausableSystems;
use crate::app::base::Screen;
use crate::app::base::settings::Settings;
use crate::app::base::widgets::{CARD_OFF, CARD_ON};
use crate::app::base::widgets::{CREAM, GOLD, PANEL, Panels, side_color};
use crate::app::game::last_move::LastMove;
use crate::app::game::messages::OptionChosen;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::app::game::words as game_words;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::f32::consts::PI;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        strip
            .run_if(in_state(Screen::Playing).and_then(face_to_face))
            .in_set(PausableSystems)
            .in_set(Panels::Board),
    );
}

fn face_to_face(settings: Res<Settings>) -> bool {
    settings.face_to_face
}

/// The strip's height, as the camera leaves room for it (`board::camera`).
const HEIGHT: f32 = 96.0;

/// The strip's rectangle on screen; what is laid out in North's frame (x to North's right, y
/// down North's view) lands turned half round in it.
struct Turned {
    on_screen: egui::Rect,
}

impl Turned {
    fn rect(&self, local: egui::Rect) -> egui::Rect {
        let max = self.on_screen.max;
        egui::Rect::from_min_max(max - local.max.to_vec2(), max - local.min.to_vec2())
    }

    /// A line of text whose top left, as North reads it, is `at`.
    fn text(
        &self,
        painter: &egui::Painter,
        at: egui::Pos2,
        galley: std::sync::Arc<egui::Galley>,
        ink: egui::Color32,
    ) {
        let origin = self.on_screen.max - at.to_vec2();
        painter.add(egui::epaint::TextShape::new(origin, galley, ink).with_angle(PI));
    }
}

fn strip(
    mut contexts: EguiContexts,
    current: Res<Match>,
    turn: Res<Turn>,
    last: Res<LastMove>,
    phase: Res<State<BoardPhase>>,
    words: Res<Words>,
    mut chosen: MessageWriter<OptionChosen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.viewport_rect();
    let turned =
        Turned { on_screen: egui::Rect::from_min_size(screen.min, egui::vec2(screen.width(), HEIGHT)) };
    let north_to_move = current.game.side_to_move() == Side::North && current.game.outcome().is_none();
    // While the seeds are being arranged the board is not yet a game (its empty rows would read
    // as a game lost): the arranging is said first.
    let headline = match (current.game.outcome(), &current.arranging) {
        (_, Some(arranging)) => {
            words.with("bar-arranges", &[("side", names::side(&words, arranging.side).into())])
        }
        (Some(outcome), None) => names::headline(&words, &outcome, current.score.is_some()),
        (None, None) if north_to_move => match &turn.question {
            Some(question) => game_words::prompt(&words, &question.prompt),
            None => words.with("face-your-move", &[("side", names::side(&words, Side::North).into())]),
        },
        (None, None) => {
            words.with("bar-to-move", &[("side", names::side(&words, current.game.side_to_move()).into())])
        }
    };
    let under = last.0.as_ref().map(|summary| game_words::move_in_words(&words, summary)).unwrap_or_default();
    let answers: Vec<String> = match &turn.question {
        Some(question) if north_to_move && phase.get().is_choosing() => {
            question.answers.iter().map(|answer| game_words::answer_label(&words, &answer.label)).collect()
        }
        _ => Vec::new(),
    };
    egui::Area::new(egui::Id::new("north strip"))
        .order(egui::Order::Middle)
        .fixed_pos(turned.on_screen.min)
        .show(ctx, |ui| {
            let (_, _) = ui.allocate_exact_size(turned.on_screen.size(), egui::Sense::hover());
            let painter = ui.painter();
            painter.rect_filled(turned.on_screen, 0.0, PANEL);
            let width = turned.on_screen.width();
            let line = |text: String, size: f32, ink: egui::Color32| {
                ui.fonts_mut(|fonts| fonts.layout(text, egui::FontId::proportional(size), ink, width - 24.0))
            };
            let ink = if north_to_move { side_color(Side::North) } else { GOLD };
            let first = line(headline, 20.0, ink);
            turned.text(painter, egui::pos2((width - first.size().x) / 2.0, 8.0), first.clone(), ink);
            let mut y = 12.0 + first.size().y;
            if answers.is_empty() {
                let second = line(under, 14.0, CREAM);
                turned.text(painter, egui::pos2((width - second.size().x) / 2.0, y), second, CREAM);
                return;
            }
            // North's answers, side by side, turned like the rest: a touch on one answers.
            let gap = 10.0;
            let each =
                ((width - 24.0 - gap * (answers.len() as f32 - 1.0)) / answers.len() as f32).min(240.0);
            let total = each * answers.len() as f32 + gap * (answers.len() as f32 - 1.0);
            let mut x = (width - total) / 2.0;
            y += 2.0;
            for (n, label) in answers.into_iter().enumerate() {
                let local = egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(each, HEIGHT - y - 6.0));
                let rect = turned.rect(local);
                let response = ui.interact(rect, egui::Id::new(("north answer", n)), egui::Sense::click());
                let fill = if response.hovered() { CARD_ON } else { CARD_OFF };
                painter.rect_filled(rect, 6.0, fill);
                let text = line(format!("{}  {label}", n + 1), 15.0, CREAM);
                let at =
                    egui::pos2(x + (each - text.size().x) / 2.0, y + (local.height() - text.size().y) / 2.0);
                turned.text(painter, at, text, CREAM);
                if response.clicked() {
                    chosen.write(OptionChosen(n));
                }
                x += each + gap;
            }
        });
    Ok(())
}
