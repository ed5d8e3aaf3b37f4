//! `--screenshot FILE`: render the title screen, or the requested board once it has settled and
//! every scripted click is made; save the PNG and exit — with a failure if it could not be saved.

use crate::app::analysis::state::GameAnalysis;
use crate::app::analysis::variation::{LiveEvaluation, Variation};
use crate::app::base::Screen;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::launch::{Launch, LaunchProgress};
use crate::app::online::tables::Tables;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

/// Frames to let the window, fonts and egui settle before the capture.
const SETTLE_FRAMES: u32 = 30;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot.in_set(crate::app::base::AppSystems::Present));
}

fn take_screenshot(
    launch: Res<Launch>,
    progress: Res<LaunchProgress>,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<BoardPhase>>>,
    (analysis, current): (Res<GameAnalysis>, Res<Match>),
    (variation, live, tables): (Res<Variation>, Res<LiveEvaluation>, Res<Tables>),
    mut frames: Local<u32>,
    mut commands: Commands,
) {
    let Some(path) = &launch.screenshot else {
        return;
    };
    let settled = match (screen.get(), phase.as_deref().map(State::get)) {
        // The open tables, once listed.
        (Screen::Title, _) if launch.online.as_deref() == Some("tables") => tables.listing_came,
        // Without a game to open, the title screen is the picture.
        (Screen::Title, _) => {
            launch.game.is_none()
                && launch.new_match.is_none()
                && launch.file.is_none()
                && launch.lesson.is_none()
                && launch.puzzle.is_none()
                && !launch.learn
        }
        (Screen::Learn, _) => launch.learn,
        (Screen::Playing, Some(BoardPhase::Listing | BoardPhase::Animating) | None) => false,
        // An analysis asked for is part of the picture: it is waited for.
        (Screen::Playing, Some(_)) => {
            let searched = !variation.on() || (live.done && live.position == Some(current.position_id()));
            progress.picks_made >= launch.picks.len() && !analysis.running(&current) && searched
        }
    };
    if !settled {
        *frames = 0;
        return;
    }
    *frames += 1;
    if *frames == SETTLE_FRAMES {
        info!("taking screenshot to {}", path.display());
        let path = path.clone();
        // An old file of that name must not pass for the new picture.
        let _ = std::fs::remove_file(&path);
        let mut save = save_to_disk(path.clone());
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                save(captured);
                if path.is_file() {
                    exit.write(AppExit::Success);
                } else {
                    error!("the screenshot could not be saved to {}", path.display());
                    exit.write(AppExit::from_code(1));
                }
            },
        );
    }
}
