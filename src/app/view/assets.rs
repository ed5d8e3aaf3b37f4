//! What the board is drawn with: meshes, materials, colours and fonts, and the camera.

use super::layout::VIEW;
use bevy::prelude::*;

/// Meshes and materials shared by every pit and seed. Absent in headless tests.
#[derive(Resource)]
pub struct BoardAssets {
    pub circle: Handle<Mesh>,
    /// A square of half-side 1, for the nyumba.
    pub square: Handle<Mesh>,
    /// The arranging player's pits during a setup.
    pub arrange: Handle<ColorMaterial>,
    /// Pits a question's answers point at, and pits an answer would capture.
    pub target: Handle<ColorMaterial>,
    pub capture_mark: Handle<ColorMaterial>,
    pub pit: Handle<ColorMaterial>,
    pub pit_rim: Handle<ColorMaterial>,
    pub highlight: Handle<ColorMaterial>,
    pub highlight_hover: Handle<ColorMaterial>,
    /// A pit whose moves the rules are still deciding.
    pub pending: Handle<ColorMaterial>,
    pub seed: Handle<ColorMaterial>,
    pub seed_shine: Handle<ColorMaterial>,
    pub seed_shadow: Handle<ColorMaterial>,
    /// The pit being sown into, while a move is shown.
    pub sowing: Handle<ColorMaterial>,
    /// Marks of the last move (and of a previewed one): where it started, where its laps ended,
    /// where it ended.
    pub mark_start: Handle<ColorMaterial>,
    pub mark_lap: Handle<ColorMaterial>,
    pub mark_end: Handle<ColorMaterial>,
}

pub const WOOD: Color = Color::srgb(0.55, 0.35, 0.18);
/// Each player's half of the board, at rest and on their turn.
pub const HALF_IDLE: [Color; 2] = [Color::srgb(0.47, 0.29, 0.14), Color::srgb(0.40, 0.24, 0.12)];
pub const HALF_TURN: [Color; 2] = [Color::srgb(0.62, 0.40, 0.19), Color::srgb(0.56, 0.35, 0.17)];
/// The trays and reserves beside the board.
pub const TRAY: Color = Color::srgb(0.30, 0.19, 0.10);
/// Words on the board.
pub const INK: Color = Color::srgb(0.95, 0.88, 0.72);
pub const WARNING: Color = Color::srgba(0.95, 0.30, 0.25, 0.85);
/// The counts a previewed move would leave.
pub const PREVIEW_INK: Color = Color::srgb(0.60, 0.95, 0.70);

pub(super) fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: bevy::camera::ScalingMode::AutoMin { min_width: VIEW.x, min_height: VIEW.y },
            ..OrthographicProjection::default_2d()
        }),
        // The bar above is thinner than the panels below: sit the board a little high.
        Transform::from_xyz(0.0, -30.0, 0.0),
    ));
}

pub(super) fn load_board_assets(
    mut commands: Commands,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let (Some(mut meshes), Some(mut materials)) = (meshes, materials) else {
        return;
    };
    let mut color = |c: Color| materials.add(ColorMaterial::from_color(c));
    commands.insert_resource(BoardAssets {
        circle: meshes.add(Circle::new(1.0)),
        square: meshes.add(Rectangle::new(2.0, 2.0)),
        arrange: color(Color::srgba(1.0, 0.80, 0.30, 0.25)),
        target: color(Color::srgba(0.45, 0.95, 0.55, 0.85)),
        capture_mark: color(WARNING),
        pit: color(Color::srgb(0.24, 0.14, 0.07)),
        pit_rim: color(Color::srgb(0.34, 0.21, 0.10)),
        highlight: color(Color::srgba(1.0, 0.80, 0.30, 0.75)),
        highlight_hover: color(Color::srgb(1.0, 0.93, 0.55)),
        pending: color(Color::srgba(0.62, 0.70, 0.85, 0.45)),
        seed: color(Color::srgb(0.86, 0.83, 0.76)),
        seed_shine: color(Color::srgba(1.0, 1.0, 1.0, 0.55)),
        seed_shadow: color(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        sowing: color(Color::srgba(1.0, 0.93, 0.70, 0.45)),
        mark_start: color(Color::srgb(0.55, 0.78, 1.0)),
        mark_lap: color(Color::srgba(0.15, 0.09, 0.05, 0.85)),
        mark_end: color(Color::srgb(1.0, 0.90, 0.55)),
    });
}

/// A circle of the given radius, drawn at depth `z`.
pub fn disc(
    assets: &BoardAssets,
    material: &Handle<ColorMaterial>,
    at: Vec2,
    radius: f32,
    z: f32,
) -> impl Bundle {
    shape(assets, false, material, at, radius, z)
}

/// A pit's shape at a place: round, or square for a Bao nyumba.
pub fn shape(
    assets: &BoardAssets,
    square: bool,
    material: &Handle<ColorMaterial>,
    at: Vec2,
    radius: f32,
    z: f32,
) -> impl Bundle {
    let mesh = if square { assets.square.clone() } else { assets.circle.clone() };
    (
        Mesh2d(mesh),
        MeshMaterial2d(material.clone()),
        Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(radius)),
    )
}

pub fn caption_font(size: f32) -> TextFont {
    TextFont { font_size: FontSize::Px(size), ..default() }
}
