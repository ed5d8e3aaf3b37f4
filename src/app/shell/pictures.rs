//! Small pictures of each board at its start (painted by `tools/make_textures.py`), built into
//! the program and handed to egui once, for the new-game dialog.

use crate::app::base::widgets::Panels;
use crate::rules::GameKind;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GamePictures>()
        .add_systems(EguiPrimaryContextPass, make_pictures.in_set(Panels::Screen));
}

/// Each game's picture as egui knows it, and its size in pixels.
#[derive(Resource, Default)]
pub(super) struct GamePictures(Vec<(GameKind, egui::TextureId, egui::Vec2)>);

impl GamePictures {
    pub(super) fn of(&self, kind: GameKind) -> Option<(egui::TextureId, egui::Vec2)> {
        self.0.iter().find(|(k, _, _)| *k == kind).map(|&(_, id, size)| (id, size))
    }
}

const PICTURES: [(GameKind, &[u8]); 3] = [
    (GameKind::Bao, include_bytes!("../../../assets/textures/picture-bao.png")),
    (GameKind::Omweso, include_bytes!("../../../assets/textures/picture-omweso.png")),
    (GameKind::Kimasai, include_bytes!("../../../assets/textures/picture-kimasai.png")),
];

/// Without images (headless tests) the dialog simply has no pictures.
pub(super) fn make_pictures(
    mut contexts: EguiContexts,
    images: Option<ResMut<Assets<Image>>>,
    mut pictures: ResMut<GamePictures>,
    mut done: Local<bool>,
) {
    let Some(mut images) = images.filter(|_| !*done) else { return };
    *done = true;
    for (kind, bytes) in PICTURES {
        let decoded = crate::app::base::built_in::png(bytes, RenderAssetUsages::RENDER_WORLD);
        let Ok(image) = decoded else {
            warn!("the picture of {} could not be read", kind.title());
            continue;
        };
        let size = egui::vec2(image.width() as f32, image.height() as f32);
        let id = contexts.add_image(EguiTextureHandle::Strong(images.add(image)));
        pictures.0.push((kind, id, size));
    }
}
