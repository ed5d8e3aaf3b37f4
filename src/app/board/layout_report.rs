//! What the screen's layout gives a thumb, said in the log whenever it changes: how big a pit is
//! on screen, how many buttons the panels show, and whether any of them runs off the screen or
//! any panel lies over the pits. Players never see it; the browser tests at phone sizes read it
//! (`tests/web/phone_layout.mjs`), so they assert what the layout does, not how it looks.

use super::layout::{BarRoom, BoardLayout};
use crate::app::base::Screen;
use crate::app::base::widgets::Panels;
use crate::app::game::the_match::Match;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        report_layout.after(Panels::Top).run_if(in_state(Screen::Playing)),
    );
}

/// Half a point's grace: a rectangle's edge on the screen's edge is inside it.
const GRACE: f32 = 0.5;

fn report_layout(
    mut contexts: EguiContexts,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    layout: Res<BoardLayout>,
    current: Res<Match>,
    bar_room: Res<BarRoom>,
    mut said: Local<String>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (camera, transform) = *camera;
    let on_screen = |world: Vec2| camera.world_to_viewport(transform, world.extend(0.0)).ok();
    // The pits' squares (each takes a tap anywhere in it) on screen, in the window's points.
    let geometry = current.game.geometry();
    let mut pits: Option<egui::Rect> = None;
    for pit in geometry.pits() {
        let at = layout.pit_position(pit);
        let half = Vec2::splat(layout.spacing / 2.0);
        let (Some(a), Some(b)) = (on_screen(at - half), on_screen(at + half)) else { return Ok(()) };
        let square = egui::Rect::from_two_pos(egui::pos2(a.x, a.y), egui::pos2(b.x, b.y));
        pits = Some(pits.map_or(square, |all| all.union(square)));
    }
    let Some(pits) = pits else { return Ok(()) };
    let Some(first) = geometry.pits().next() else { return Ok(()) };
    let origin = layout.pit_position(first);
    let across = |length: f32| {
        let a = on_screen(origin).unwrap_or_default();
        let b = on_screen(origin + Vec2::new(length, 0.0)).unwrap_or_default();
        a.distance(b)
    };
    let (pit, bowl) = (across(layout.spacing), across(2.0 * layout.pit_radius));

    // egui's points to the window's (they differ at a larger text size).
    let to_window = ctx.pixels_per_point() / window.scale_factor();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(window.width(), window.height()));
    let scaled = |rect: egui::Rect| egui::Rect::from_min_max(rect.min * to_window, rect.max * to_window);
    // Not on the screen: an area egui lays out unseen first (to learn its size), and the words
    // placed above and left of it for a screen reader alone (`access`).
    let unseen: Vec<egui::LayerId> = ctx.memory(|memory| {
        let for_the_ear = |layer: &egui::LayerId| {
            memory.area_rect(layer.id).is_some_and(|rect| rect.max.x < 0.0 || rect.max.y < 0.0)
        };
        memory.layer_ids().filter(|layer| !memory.areas().is_visible(layer) || for_the_ear(layer)).collect()
    });
    let (buttons, cut, off_screen) = ctx.viewport(|viewport| {
        let clickable: Vec<&egui::WidgetRect> = viewport
            .this_pass
            .widgets
            .layers()
            .filter(|(layer, _)| !unseen.contains(layer))
            .flat_map(|(_, widgets)| widgets.iter())
            .filter(|widget| widget.sense.senses_click() && widget.enabled)
            .collect();
        // Cut by what holds it (a sheet that scrolls): part of the button, or all, out of sight.
        let cut: Vec<egui::Rect> = clickable
            .iter()
            .filter(|widget| widget.interact_rect.area() + 1.0 < widget.rect.area())
            .map(|widget| scaled(widget.rect))
            .collect();
        let off: Vec<egui::Rect> = clickable
            .iter()
            .map(|widget| scaled(widget.interact_rect))
            .filter(|rect| rect.is_positive() && !screen.expand(GRACE).contains_rect(*rect))
            .collect();
        (clickable.len(), cut, off)
    });
    // The panels that stand beside the board (windows and sheets), and the bar above it.
    let mut over_the_pits = ctx.memory(|memory| {
        memory
            .layer_ids()
            .filter(|layer| layer.order == egui::Order::Middle && memory.areas().is_visible(layer))
            .filter_map(|layer| memory.area_rect(layer.id))
            .filter(|rect| rect.shrink(GRACE).intersects(pits.shrink(GRACE)))
            .count()
    });
    let bar_bottom = bar_room.0 * window.height();
    if layout.fit != super::layout::Fit::Wide && pits.top() < bar_bottom - GRACE {
        over_the_pits += 1;
    }
    let report = format!(
        "layout: {:.0}x{:.0} {:?}; pit {pit:.0}px (bowl {bowl:.0}px); buttons {buttons}, cut {}, off screen {}; panels over the pits {over_the_pits}",
        window.width(),
        window.height(),
        layout.fit,
        listed(&cut),
        listed(&off_screen),
    );
    if *said != report {
        info!("{report}");
        *said = report;
    }
    Ok(())
}

/// How many rectangles, and where: "0", or "2 (10,600 80x44; …)".
fn listed(rects: &[egui::Rect]) -> String {
    if rects.is_empty() {
        return "0".into();
    }
    let each: Vec<String> = rects
        .iter()
        .map(|r| format!("{:.0},{:.0} {:.0}x{:.0}", r.left(), r.top(), r.width(), r.height()))
        .collect();
    format!("{} ({})", rects.len(), each.join("; "))
}
