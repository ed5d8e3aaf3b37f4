//! The board on screen: wood, pits, labels, the highlight of pits that may move, and turning a
//! click or touch into a `PitChosen` message.

use super::layout::BoardLayout;
use super::session::{BoardReset, Match, PitChosen};
use super::sowing::Playback;
use super::{AppSystems, Screen};
use crate::rules::{Pit, Side, Square};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredPit>()
        .init_resource::<Announcement>()
        .add_systems(Startup, (spawn_camera, load_board_assets))
        .add_systems(
            Update,
            (
                hover_and_pick.in_set(AppSystems::RecordInput),
                (rebuild_board, request_announcement).in_set(AppSystems::Update),
                (show_movable_pits, show_turn, announce_board).in_set(AppSystems::Present),
            ),
        );
}

/// Every entity that belongs to the board of the current game.
#[derive(Component)]
pub struct BoardEntity;

/// A pit's ring that lights up when its seed may move.
#[derive(Component)]
pub struct PitHighlight(pub Pit);

/// The tinted half of the board that belongs to a player; it glows on their turn.
#[derive(Component)]
pub struct HalfPanel(pub Side);

/// The pit under the pointer, if any.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct HoveredPit(pub Option<Pit>);

/// Meshes and materials shared by every pit and seed. Absent in headless tests.
#[derive(Resource)]
pub struct BoardAssets {
    pub circle: Handle<Mesh>,
    pub pit: Handle<ColorMaterial>,
    pub pit_rim: Handle<ColorMaterial>,
    pub highlight: Handle<ColorMaterial>,
    pub highlight_hover: Handle<ColorMaterial>,
    pub seed: Handle<ColorMaterial>,
    pub seed_shine: Handle<ColorMaterial>,
    pub seed_shadow: Handle<ColorMaterial>,
}

pub const WOOD: Color = Color::srgb(0.55, 0.35, 0.18);
const HALF_IDLE: [Color; 2] = [Color::srgb(0.47, 0.29, 0.14), Color::srgb(0.40, 0.24, 0.12)];
const HALF_TURN: [Color; 2] = [Color::srgb(0.62, 0.40, 0.19), Color::srgb(0.56, 0.35, 0.17)];

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: bevy::camera::ScalingMode::AutoMin {
                min_width: super::layout::VIEW.x,
                min_height: super::layout::VIEW.y,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

fn load_board_assets(
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
        pit: color(Color::srgb(0.24, 0.14, 0.07)),
        pit_rim: color(Color::srgb(0.34, 0.21, 0.10)),
        highlight: color(Color::srgba(1.0, 0.80, 0.30, 0.75)),
        highlight_hover: color(Color::srgb(1.0, 0.93, 0.55)),
        seed: color(Color::srgb(0.86, 0.83, 0.76)),
        seed_shine: color(Color::srgba(1.0, 1.0, 1.0, 0.55)),
        seed_shadow: color(Color::srgba(0.0, 0.0, 0.0, 0.35)),
    });
}

/// A circle of the given radius, drawn at depth `z`, or nothing visible without assets.
pub fn disc(
    assets: &BoardAssets,
    material: &Handle<ColorMaterial>,
    at: Vec2,
    radius: f32,
    z: f32,
) -> impl Bundle {
    (
        Mesh2d(assets.circle.clone()),
        MeshMaterial2d(material.clone()),
        Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(radius)),
    )
}

/// Board entities go when a new game starts or the player leaves the board.
fn scoped() -> impl Bundle {
    (BoardEntity, DespawnOnExit(Screen::Playing))
}

fn rebuild_board(
    mut resets: MessageReader<BoardReset>,
    mut commands: Commands,
    old: Query<Entity, With<BoardEntity>>,
    current: Res<Match>,
    mut layout: ResMut<BoardLayout>,
    assets: Option<Res<BoardAssets>>,
) {
    if resets.read().last().is_none() {
        return;
    }
    for entity in &old {
        commands.entity(entity).despawn();
    }
    *layout = BoardLayout::new(current.game.geometry());
    let Some(assets) = assets else { return };
    let size = layout.board_size();
    commands.spawn((
        Name::new("Board"),
        scoped(),
        Sprite::from_color(WOOD, size),
        Transform::from_xyz(0.0, 0.0, -10.0),
    ));
    for side in Side::BOTH {
        let half = Vec2::new(size.x - 24.0, 2.0 * layout.spacing + 4.0);
        let y = (layout.spacing + layout.gap / 2.0) * if side == Side::South { -1.0 } else { 1.0 };
        commands.spawn((
            Name::new(format!("{side} half")),
            scoped(),
            HalfPanel(side),
            Sprite::from_color(HALF_IDLE[side.index()], half),
            Transform::from_xyz(0.0, y, -9.0),
        ));
        let label_x = -size.x / 2.0 - 70.0;
        commands.spawn((
            Name::new(format!("{side} label")),
            scoped(),
            Text2d::new(side.name()),
            TextFont { font_size: FontSize::Px(26.0), ..default() },
            TextColor(Color::srgb(0.95, 0.88, 0.72)),
            Transform::from_xyz(label_x, y, 0.0),
        ));
        let tray = layout.tray_position(side);
        commands.spawn((
            Name::new(format!("{side} tray")),
            scoped(),
            Sprite::from_color(Color::srgb(0.30, 0.19, 0.10), Vec2::new(150.0, 2.0 * layout.spacing)),
            Transform::from_translation(tray.extend(-10.0)),
        ));
        let caption_y = layout.spacing + 18.0;
        let caption_at = tray + Vec2::new(0.0, if side == Side::South { -caption_y } else { caption_y });
        commands.spawn((
            Name::new(format!("{side} tray caption")),
            scoped(),
            Text2d::new(format!("taken by {side}")),
            TextFont { font_size: FontSize::Px(17.0), ..default() },
            TextColor(Color::srgba(0.95, 0.88, 0.72, 0.8)),
            Transform::from_translation(caption_at.extend(0.0)),
        ));
    }
    for pit in layout.geometry.pits() {
        let at = layout.pit_position(pit);
        let r = layout.pit_radius;
        commands.spawn((
            Name::new("Pit highlight"),
            scoped(),
            PitHighlight(pit),
            disc(&assets, &assets.highlight, at, r + 7.0, -2.0),
            Visibility::Hidden,
        ));
        commands.spawn((Name::new("Pit rim"), scoped(), disc(&assets, &assets.pit_rim, at, r, -1.5)));
        commands.spawn((
            Name::new(format!("Pit {}", layout.geometry.square(pit))),
            scoped(),
            disc(&assets, &assets.pit, at + Vec2::new(0.0, 2.0), r - 3.0, -1.0),
        ));
    }
    let label = |text: String, at: Vec2| {
        (
            Name::new("Square label"),
            scoped(),
            Text2d::new(text),
            TextFont { font_size: FontSize::Px(18.0), ..default() },
            TextColor(Color::srgba(0.95, 0.88, 0.72, 0.7)),
            Transform::from_translation(at.extend(0.0)),
        )
    };
    let cols = layout.geometry.cols();
    for col in 0..cols {
        let bottom =
            layout.square_position(Square { col, row: 1 }) - Vec2::new(0.0, layout.spacing * 0.5 + 32.0);
        commands.spawn(label(((b'a' + col) as char).to_string(), bottom));
    }
    for row in 1..=4 {
        let left =
            layout.square_position(Square { col: 0, row }) - Vec2::new(layout.spacing * 0.5 + 34.0, 0.0);
        commands.spawn(label(row.to_string(), left));
    }
}

/// Finds the pit under the mouse or a touch and writes `PitChosen` on a press.
fn hover_and_pick(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    buttons: Res<ButtonInput<MouseButton>>,
    touches: Option<Res<Touches>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    mut hovered: ResMut<HoveredPit>,
    mut chosen: MessageWriter<PitChosen>,
) {
    let (camera, camera_transform) = *camera;
    let over_ui = egui_input.is_some_and(|input| input.wants_any_pointer_input());
    let to_pit = |screen_point: Vec2| {
        camera.viewport_to_world_2d(camera_transform, screen_point).ok().and_then(|p| layout.pit_at(p))
    };
    let pointer = window.cursor_position().filter(|_| !over_ui && *screen.get() == Screen::Playing);
    hovered.set_if_neq(HoveredPit(pointer.and_then(to_pit)));
    if over_ui || *screen.get() != Screen::Playing {
        return;
    }
    if buttons.just_pressed(MouseButton::Left)
        && let Some(pit) = pointer.and_then(to_pit)
    {
        chosen.write(PitChosen(pit));
    }
    if let Some(touches) = touches {
        for touch in touches.iter_just_pressed() {
            if let Some(pit) = to_pit(touch.position()) {
                chosen.write(PitChosen(pit));
            }
        }
    }
}

/// Lights the rings of pits whose seeds may move, once the board has settled.
fn show_movable_pits(
    current: Res<Match>,
    playback: Res<Playback>,
    hovered: Res<HoveredPit>,
    assets: Option<Res<BoardAssets>>,
    mut rings: Query<(&PitHighlight, &mut Visibility, &mut MeshMaterial2d<ColorMaterial>)>,
) {
    let Some(assets) = assets else { return };
    let movable = if playback.is_busy() { Vec::new() } else { current.movable_pits() };
    for (PitHighlight(pit), mut visibility, mut material) in &mut rings {
        let on = movable.contains(pit);
        visibility.set_if_neq(if on { Visibility::Visible } else { Visibility::Hidden });
        let wanted = if on && hovered.0 == Some(*pit) { &assets.highlight_hover } else { &assets.highlight };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

/// The half of the player to move is lit.
fn show_turn(current: Res<Match>, mut halves: Query<(&HalfPanel, &mut Sprite)>) {
    let to_move = current.game.side_to_move();
    let over = current.game.outcome().is_some();
    for (HalfPanel(side), mut sprite) in &mut halves {
        let lit = !over && *side == to_move;
        let color = if lit { HALF_TURN[side.index()] } else { HALF_IDLE[side.index()] };
        if sprite.color != color {
            sprite.color = color;
        }
    }
}

/// A board that has just been laid out or has just settled is announced in the log, with where
/// its movable pits are on screen: players never see it; browser tests and logs read it.
#[derive(Resource, Default)]
struct Announcement {
    pending: bool,
    /// Frames to wait so the camera and the pits have their final transforms.
    wait: u8,
}

fn request_announcement(mut resets: MessageReader<BoardReset>, mut announcement: ResMut<Announcement>) {
    if resets.read().last().is_some() {
        *announcement = Announcement { pending: true, wait: 2 };
    }
}

fn announce_board(
    mut announcement: ResMut<Announcement>,
    playback: Res<Playback>,
    mut was_busy: Local<bool>,
    current: Res<Match>,
    layout: Res<BoardLayout>,
    camera: Single<(&Camera, &GlobalTransform)>,
) {
    let busy = playback.is_busy();
    if *was_busy && !busy {
        *announcement = Announcement { pending: true, wait: 1 };
    }
    *was_busy = busy;
    if !announcement.pending || busy {
        return;
    }
    if announcement.wait > 0 {
        announcement.wait -= 1;
        return;
    }
    announcement.pending = false;
    let (camera, transform) = *camera;
    let geometry = current.game.geometry();
    let spots: Vec<String> = current
        .movable_pits()
        .into_iter()
        .filter_map(|pit| {
            let at = camera.world_to_viewport(transform, layout.pit_position(pit).extend(0.0)).ok()?;
            Some(format!("{}@{:.0},{:.0}", geometry.square(pit), at.x, at.y))
        })
        .collect();
    match current.game.outcome() {
        Some(outcome) => info!("board ready: game over: {outcome}"),
        None => info!("board ready: {} to move; movable {}", current.game.side_to_move(), spots.join(" ")),
    }
}
