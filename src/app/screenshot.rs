//! `--screenshot FILE`: render the requested position once the board has settled, save the PNG
//! and exit.

use super::launch::{Launch, LaunchProgress};
use super::sowing::Playback;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

/// Frames to let the window, fonts and egui settle before the capture.
const SETTLE_FRAMES: u32 = 30;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot);
}

fn take_screenshot(
    launch: Res<Launch>,
    progress: Res<LaunchProgress>,
    playback: Res<Playback>,
    current: Res<super::session::Match>,
    mut frames: Local<u32>,
    mut commands: Commands,
) {
    let Some(path) = &launch.screenshot else {
        return;
    };
    if playback.is_busy() || !current.is_ready() || progress.picks_made < launch.picks.len() {
        return;
    }
    *frames += 1;
    if *frames == SETTLE_FRAMES {
        info!("taking screenshot to {}", path.display());
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path.clone())).observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    }
}
