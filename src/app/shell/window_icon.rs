//! The window's icon on the desktop: the web app's icon (web/icon-192.png, made by
//! tools/make_icons.py), built into the program. The web page has its favicon instead.

use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::winit::WINIT_WINDOWS;

const ICON: &[u8] = include_bytes!("../../../web/icon-192.png");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}

/// Winit wants the icon on the main thread, once its window exists (a frame or two after start).
fn set_window_icon(_main_thread: NonSendMarker, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Some(icon) = icon() else {
        *done = true;
        return;
    };
    WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.set_window_icon(Some(icon.clone()));
            *done = true;
        }
    });
}

fn icon() -> Option<winit::window::Icon> {
    let image = crate::app::base::built_in::png(ICON, RenderAssetUsages::MAIN_WORLD).ok()?;
    let (width, height) = (image.width(), image.height());
    winit::window::Icon::from_rgba(image.data?, width, height).ok()
}
