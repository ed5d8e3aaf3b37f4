//! The panels dressed like the board: Lato for text, Vollkorn for headings, the board's browns
//! and golds, rounded buttons and even spacing. Set once, when egui's context first exists.

use super::fonts;
use super::text_size;
use super::widgets::{
    CHOSEN, CREAM, DEEP, DISPLAY_FAMILY, FAINT, GOLD, PANEL, Panels, WINDOW, WINDOW_EDGE, is_narrow,
};
use crate::app::base::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::sync::Arc;

// The buttons' wood: at rest, under the pointer, pressed and open, each with its rim.
const BUTTON: egui::Color32 = egui::Color32::from_rgb(78, 56, 38);
const BUTTON_RIM: egui::Color32 = egui::Color32::from_rgb(104, 76, 50);
const BUTTON_EDGE: egui::Color32 = egui::Color32::from_rgb(80, 60, 42);
const BUTTON_HOVERED: egui::Color32 = egui::Color32::from_rgb(108, 76, 48);
const BUTTON_HOVERED_RIM: egui::Color32 = egui::Color32::from_rgb(200, 160, 96);
const BUTTON_PRESSED: egui::Color32 = egui::Color32::from_rgb(136, 96, 56);
const BUTTON_OPEN: egui::Color32 = egui::Color32::from_rgb(96, 68, 44);
const BUTTON_OPEN_RIM: egui::Color32 = egui::Color32::from_rgb(150, 110, 70);

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        EguiPrimaryContextPass,
        (
            (Panels::Screen, Panels::Bar, Panels::Board, Panels::Top)
                .chain()
                .run_if(resource_exists::<Dressed>),
            (Panels::Bar, Panels::Board, Panels::Top).run_if(in_state(Screen::Playing)),
        ),
    )
    .add_systems(EguiPrimaryContextPass, (dress, touch_friendly.in_set(Panels::Screen), text_size));
}

/// Once the panels are dressed: egui takes new fonts at the start of its next pass, so the panels
/// (which name the display font) wait one frame for it.
#[derive(Resource)]
pub(super) struct Dressed;

pub(super) fn dress(mut contexts: EguiContexts, mut commands: Commands, mut frames: Local<u8>) -> Result {
    match *frames {
        0 => {
            let ctx = contexts.ctx_mut()?;
            ctx.set_fonts(font_definitions());
            ctx.all_styles_mut(style);
        }
        1 => commands.insert_resource(Dressed),
        _ => return Ok(()),
    }
    *frames += 1;
    Ok(())
}

/// The panels at the player's text size (egui's zoom: every panel and its layout follow).
fn text_size(mut contexts: EguiContexts, settings: Res<crate::app::base::settings::Settings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if ctx.zoom_factor() != settings.text_scale {
        ctx.set_zoom_factor(settings.text_scale);
    }
    Ok(())
}

/// Lato for text (and for egui's monospace too: the panels show no code), Vollkorn for headings,
/// the sign subsets behind both. egui's own default fonts are not built in (1.4 MB on the web).
fn font_definitions() -> egui::FontDefinitions {
    let mut definitions = egui::FontDefinitions::empty();
    let mut add = |name: &str, bytes: &'static [u8]| {
        definitions.font_data.insert(name.to_owned(), Arc::new(egui::FontData::from_static(bytes)));
    };
    add("lato", fonts::TEXT);
    add("vollkorn", fonts::DISPLAY);
    add("icons", fonts::ICONS);
    add("left", fonts::LEFT);
    let text = || ["lato", "icons", "left"].map(str::to_owned).to_vec();
    definitions.families.insert(egui::FontFamily::Proportional, text());
    definitions.families.insert(egui::FontFamily::Monospace, text());
    let display = std::iter::once("vollkorn".to_owned()).chain(text()).collect();
    definitions.families.insert(egui::FontFamily::Name(DISPLAY_FAMILY.into()), display);
    definitions
}

fn style(style: &mut egui::Style) {
    use egui::{Color32, CornerRadius, FontFamily, FontId, Stroke, TextStyle};
    let display = FontFamily::Name(DISPLAY_FAMILY.into());
    style.text_styles = [
        (TextStyle::Heading, FontId::new(text_size::DISPLAY, display)),
        (TextStyle::Body, FontId::new(text_size::BODY, FontFamily::Proportional)),
        (TextStyle::Button, FontId::new(text_size::BODY, FontFamily::Proportional)),
        (TextStyle::Small, FontId::new(text_size::CAPTION, FontFamily::Proportional)),
        (TextStyle::Monospace, FontId::new(text_size::ASIDE, FontFamily::Monospace)),
    ]
    .into();
    style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    style.spacing.window_margin = egui::Margin::same(14);
    let v = &mut style.visuals;
    v.dark_mode = true;
    v.override_text_color = Some(CREAM);
    v.panel_fill = PANEL;
    v.window_fill = WINDOW;
    v.window_stroke = Stroke::new(1.0, WINDOW_EDGE);
    v.window_corner_radius = CornerRadius::same(12);
    v.menu_corner_radius = CornerRadius::same(8);
    v.extreme_bg_color = DEEP;
    v.faint_bg_color = FAINT;
    v.selection.bg_fill = CHOSEN;
    v.selection.stroke = Stroke::new(1.0, GOLD);
    v.hyperlink_color = GOLD;
    let widget = |fill: Color32, stroke: Color32| egui::style::WidgetVisuals {
        bg_fill: fill,
        weak_bg_fill: fill,
        bg_stroke: Stroke::new(1.0, stroke),
        corner_radius: CornerRadius::same(7),
        fg_stroke: Stroke::new(1.0, CREAM),
        expansion: 0.0,
    };
    v.widgets.noninteractive = egui::style::WidgetVisuals {
        bg_fill: WINDOW,
        weak_bg_fill: WINDOW,
        bg_stroke: Stroke::new(1.0, BUTTON_EDGE),
        ..widget(WINDOW, BUTTON_EDGE)
    };
    v.widgets.inactive = widget(BUTTON, BUTTON_RIM);
    v.widgets.hovered = widget(BUTTON_HOVERED, BUTTON_HOVERED_RIM);
    v.widgets.active = widget(BUTTON_PRESSED, GOLD);
    v.widgets.open = widget(BUTTON_OPEN, BUTTON_OPEN_RIM);
}

/// On a narrow window every button is at least 44 px high (a finger's width).
fn touch_friendly(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    let narrow = is_narrow(ctx);
    ctx.all_styles_mut(|style| {
        style.spacing.interact_size.y = if narrow { 44.0 } else { 18.0 };
        style.spacing.button_padding = if narrow { egui::vec2(12.0, 10.0) } else { egui::vec2(4.0, 1.0) };
    });
    Ok(())
}
