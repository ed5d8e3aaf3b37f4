//! The Omweso setup panel: who arranges, the seeds left to place, the per-pit limit, whole
//! arrangements to take, and Done.

use crate::app::base::PausableSystems;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CREAM, Fold, GOLD, side_color};
use crate::app::board::beside;
use crate::app::board::held::Held;
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::arranging::SetupAction;
use crate::app::game::arranging::{Arranging, Fill};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(in_state(BoardPhase::Setup)).in_set(PausableSystems).in_set(Panels::Board),
    )
    .add_systems(Update, make_room.in_set(crate::app::base::AppSystems::Present));
}

/// The share of the window the setup's panel takes beside (or, upright, below) the board.
const SETUP_ROOM: f32 = 0.24;

/// The board moves over for the setup's panel: the pits the player clicks are never under it.
/// A board another panel holds (an online game waiting for the friend) is not arranged yet.
fn make_room(current: Res<Match>, held: Res<Held>, mut room: ResMut<PanelRoom>) {
    let arranging_here =
        current.arranging.is_some() && (current.person_to_move() || !current.with_a_friend()) && !held.any();
    let share = if arranging_here { SETUP_ROOM } else { 0.0 };
    ask_for_room(&mut room, "setup", share);
}

/// A coach's panel (a lesson's, the guided game's) is bigger and stands where the setup's would:
/// while one is on the board it shows the setup's controls in its own (`controls`), and this
/// panel is not drawn.
pub(super) fn panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    mut room: ResMut<PanelRoom>,
    mut actions: MessageWriter<SetupAction>,
    words: Res<Words>,
    held: Res<Held>,
) -> Result {
    let Some(arranging) = &current.arranging else { return Ok(()) };
    if held.any() {
        return Ok(());
    }
    // A friend by message arranges on their own device: the game by message's panel says so.
    if !current.person_to_move() && current.with_a_friend() {
        return Ok(());
    }
    if !room.given_to("setup") {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let side = arranging.side;
    let first = arranging.first;
    let place = beside::place(ctx, &room);
    let left = words.with("setup-left-short", &[("count", arranging.to_place(side).into())]);
    let summary =
        format!("{} · {left}", words.with("bar-arranges", &[("side", names::side(&words, side).into())]));
    let fold = Fold { summary, hide: &words.get("sheet-fold"), show: &words.get("sheet-unfold") };
    // On a phone, the sheet's line says whose arrangement it is: the rest in smaller words.
    let (upright, phone) = (place.upright, place.phone);
    beside::show(ctx, &mut room, &place, (words.get("setup-title"), "setup"), fold, |ui| {
        ui.vertical_centered(|ui| {
            let (side_name, first_name) = (names::side(&words, side), names::side(&words, first));
            let who = if side == first {
                let id = if current.drawn_by_lot { "setup-first-by-lot" } else { "setup-first-chosen" };
                words.with(id, &[("side", side_name.into())])
            } else {
                words.with("setup-second", &[("side", side_name.into()), ("first", first_name.into())])
            };
            // On a phone the sheet's line already says whose arrangement it is.
            if !upright {
                let size = if phone { text_size::LEAD } else { text_size::PROMPT };
                ui.label(egui::RichText::new(who).size(size).color(side_color(side)).strong());
            }
            controls(ui, arranging, &words, &mut actions, phone);
        });
    });
    Ok(())
}

/// The setup's controls, in the setup's panel or a coach's: the seeds left to place and the limit
/// a pit has, the whole arrangements, Done, how to place a seed by hand, and why the last action
/// was refused (under the count). `compact` (a phone's, or a coach's panel, which has its own words to show): the
/// arrangements' short names, smaller words, and no line of keys.
pub fn controls(
    ui: &mut egui::Ui,
    arranging: &Arranging,
    words: &Words,
    actions: &mut MessageWriter<SetupAction>,
    compact: bool,
) {
    let (heading, help) =
        if compact { (text_size::NOTE, text_size::CAPTION) } else { (text_size::HEADING, text_size::BODY) };
    let side = arranging.side;
    let cap = match arranging.cap() {
        Some(cap) => words.with("setup-cap", &[("cap", cap.into())]),
        None => words.get("setup-no-cap"),
    };
    let left = arranging.to_place(side);
    ui.label(
        egui::RichText::new(words.with("setup-left", &[("count", left.into()), ("cap", cap.into())]))
            .size(heading)
            .color(GOLD),
    );
    // Why the last click placed nothing, under the count it is about: on a phone the sheet's foot
    // may be below the screen's edge.
    if let Some(notice) = arranging.notice {
        let text = crate::app::game::words::setup_refusal(words, &arranging.position(), notice);
        ui.label(egui::RichText::new(text).size(help).color(egui::Color32::LIGHT_RED));
    }
    ui.horizontal_wrapped(|ui| {
        for (fill, id) in Fill::ALL.into_iter().filter_map(|fill| Some((fill, fill_id(fill, compact)?))) {
            if ui.button(words.get(id)).clicked() {
                actions.write(SetupAction::Fill(fill));
            }
        }
        let ready = arranging.check();
        let done = ui.add_enabled(
            ready.is_ok(),
            egui::Button::new(egui::RichText::new(words.get("setup-done")).strong()),
        );
        if done.clicked() {
            actions.write(SetupAction::Done);
        }
    });
    if crate::app::base::widgets::is_narrow(ui.ctx()) {
        // A phone has no keys and little room: the board stays in view.
        ui.label(egui::RichText::new(words.get("setup-help-touch")).size(help).color(CREAM));
    } else if compact {
        ui.label(egui::RichText::new(words.get("setup-help-mouse")).size(help).color(CREAM));
    } else {
        ui.label(egui::RichText::new(words.get("setup-help-mouse")).color(CREAM));
        ui.label(egui::RichText::new(words.get("setup-help-keys")).color(CREAM));
    }
}

/// The message that names a whole arrangement the panel offers; on a phone, in a word where the
/// full name is long. (A lesson's own arrangement is offered by the lesson.)
fn fill_id(fill: Fill, short: bool) -> Option<&'static str> {
    Some(match (fill, short) {
        (Fill::Standard, false) => "setup-fill-standard",
        (Fill::Standard, true) => "setup-fill-standard-short",
        (Fill::TwoEach, _) => "setup-fill-two",
        (Fill::Random, _) => "setup-fill-random",
        (Fill::Clear, false) => "setup-fill-clear",
        (Fill::Clear, true) => "setup-fill-clear-short",
        (Fill::These(_), _) => return None,
    })
}
