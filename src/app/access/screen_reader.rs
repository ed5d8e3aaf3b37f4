//! The words reach a screen reader. Natively: a live region in egui's AccessKit tree (the screen
//! reader announces each change; sighted players see nothing of it). On the web the canvas
//! says nothing, so the page holds the live region (web/index.html: `role="status"`) and a
//! visually hidden description of the focused pit, which the game fills.

use super::spoken::Spoken;
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, live_region);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, web::to_the_page.run_if(resource_changed::<Spoken>));
}

/// An area out of sight holding the latest words, marked as a polite live region.
fn live_region(mut contexts: EguiContexts, spoken: Res<Spoken>, words: Res<Words>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let id = egui::Id::new("spoken");
    egui::Area::new(id)
        .order(egui::Order::Background)
        .fixed_pos(egui::pos2(-10_000.0, -10_000.0))
        .constrain(false)
        .interactable(false)
        .show(ctx, |ui| {
            // Out of the window, and clear besides: only the screen reader reads it.
            let text = egui::RichText::new(&spoken.said).color(egui::Color32::TRANSPARENT);
            let response = ui.add(egui::Label::new(text).extend());
            ctx.accesskit_node_builder(response.id, |node| {
                node.set_live(egui::accesskit::Live::Polite);
                node.set_label(words.get("speech-live-label"));
            });
        });
    Ok(())
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::Spoken;
    use bevy::prelude::*;
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_namespace = window, js_name = keteSay)]
        fn kete_say(text: &str) -> Result<(), JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteDescribe)]
        fn kete_describe(text: &str) -> Result<(), JsValue>;
    }

    pub(super) fn to_the_page(spoken: Res<Spoken>, mut last: Local<(u64, String)>) {
        if spoken.serial != last.0 {
            last.0 = spoken.serial;
            if let Err(err) = kete_say(&spoken.said) {
                debug!("the page has no live region: {err:?}");
            }
        }
        if spoken.focused != last.1 {
            last.1 = spoken.focused.clone();
            if let Err(err) = kete_describe(&spoken.focused) {
                debug!("the page has no focus description: {err:?}");
            }
        }
    }
}
