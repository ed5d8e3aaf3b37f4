//! Reduce motion: the player's setting, or the web page's `prefers-reduced-motion`, lands every
//! move at once — the seeds are where the rules put them, the marks say where the move went.

use super::pace::Pace;
use crate::app::base::settings::Settings;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_the_setting.in_set(crate::app::base::AppSystems::Update));
}

fn follow_the_setting(settings: Res<Settings>, mut pace: ResMut<Pace>, mut asked: Local<Option<bool>>) {
    let page = *asked.get_or_insert_with(crate::app::base::page::prefers_reduced_motion);
    let still = settings.reduce_motion || page;
    if pace.still != still {
        pace.still = still;
    }
}
