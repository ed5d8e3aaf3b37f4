//! The board on screen: wood, pits, labels, the highlight of pits that may move, and turning a
//! click or touch into a `PitChosen` message.

use super::arrange::SetupAction;
use super::layout::BoardLayout;
use super::seeds::Seed;
use super::session::{BoardReset, Match};
use super::sowing::Playback;
use super::turn::{PitChosen, Turn};
use super::{AppSystems, Screen};
use crate::rules::{AnyGame, GameKind, Pit, Rules, Side, Square};
use bevy::prelude::*;
use bevy::text::{Justify, TextLayout};
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredPit>()
        .init_resource::<SeedDrag>()
        .init_resource::<Announcement>()
        .add_systems(Startup, (spawn_camera, load_board_assets))
        .add_systems(
            Update,
            (
                hover_and_pick.in_set(AppSystems::RecordInput),
                (rebuild_board, request_announcement).in_set(AppSystems::Update),
                (
                    show_movable_pits,
                    show_turn,
                    announce_board,
                    show_pit_counts,
                    show_side_captions,
                    show_bao_marks,
                    show_seed_drag,
                )
                    .in_set(AppSystems::Present),
            ),
        );
}

/// Every entity that belongs to the board of the current game.
#[derive(Component)]
pub struct BoardEntity;

/// A pit's ring that lights up when its seed may move.
#[derive(Component)]
pub struct PitHighlight(pub Pit);

/// The number of seeds in a pit, written beside it.
#[derive(Component)]
pub struct PitCount(pub Pit);

/// A player's name and state beside their half: stage, reserve, seeds to place.
#[derive(Component)]
pub struct SideCaption(pub Side);

/// The word under a Bao player's nyumba: whether it still counts as one.
#[derive(Component)]
pub struct NyumbaLabel(pub Side);

/// The cross over the hole a takasia forbids.
#[derive(Component)]
pub struct TakasiaMark;

/// The tinted half of the board that belongs to a player; it glows on their turn.
#[derive(Component)]
pub struct HalfPanel(pub Side);

/// A seed being dragged during the Omweso setup: from which pit, and where the pointer is now.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct SeedDrag {
    pub from: Option<Pit>,
    pub at: Option<Vec2>,
}

/// The seed that follows the pointer while one is dragged.
#[derive(Component)]
struct DragGhost;

/// The pit under the pointer, if any.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct HoveredPit(pub Option<Pit>);

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
        // The bar above is thinner than the panels below: sit the board a little high.
        Transform::from_xyz(0.0, -30.0, 0.0),
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
        square: meshes.add(Rectangle::new(2.0, 2.0)),
        arrange: color(Color::srgba(1.0, 0.80, 0.30, 0.25)),
        target: color(Color::srgba(0.45, 0.95, 0.55, 0.85)),
        capture_mark: color(Color::srgba(0.95, 0.30, 0.25, 0.85)),
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

/// A pit's shape at a place: round, or square for a Bao nyumba.
fn shape(
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

/// The pits drawn square: the two nyumba of Bao.
fn nyumba_pit(game: &AnyGame, side: Side) -> Option<Pit> {
    game.as_bao().map(|_| crate::rules::bao::Bao::pit(side, crate::rules::bao::NYUMBA))
}

fn caption_font(size: f32) -> TextFont {
    TextFont { font_size: FontSize::Px(size), ..default() }
}

const INK: Color = Color::srgb(0.95, 0.88, 0.72);

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
    let game = &current.game;
    *layout = BoardLayout::new(game.geometry());
    let Some(assets) = assets else { return };
    let size = layout.board_size();
    commands.spawn((
        Name::new("Board"),
        scoped(),
        Sprite::from_color(WOOD, size),
        Transform::from_xyz(0.0, 0.0, -10.0),
    ));
    let kimasai = game.kind() == GameKind::Kimasai;
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
        // Left of the board: the player's name and state over their reserve.
        let outward = if side == Side::South { -1.0 } else { 1.0 };
        let reserve = layout.reserve_position(side);
        commands.spawn((
            Name::new(format!("{side} reserve")),
            scoped(),
            Sprite::from_color(Color::srgb(0.30, 0.19, 0.10), Vec2::new(150.0, 2.0 * layout.spacing)),
            Transform::from_translation(reserve.extend(-10.0)),
            if kimasai { Visibility::Hidden } else { Visibility::Inherited },
        ));
        let caption_at = reserve + Vec2::new(0.0, outward * (layout.spacing + 34.0));
        commands.spawn((
            Name::new(format!("{side} caption")),
            scoped(),
            SideCaption(side),
            Text2d::new(side.name()),
            TextLayout::justify(Justify::Center),
            caption_font(20.0),
            TextColor(INK),
            Transform::from_translation(caption_at.extend(0.0)),
        ));
        if kimasai {
            // Bao la Kimasai takes seeds out of play: they go to the captor's tray.
            let tray = layout.tray_position(side);
            commands.spawn((
                Name::new(format!("{side} tray")),
                scoped(),
                Sprite::from_color(Color::srgb(0.30, 0.19, 0.10), Vec2::new(150.0, 2.0 * layout.spacing)),
                Transform::from_translation(tray.extend(-10.0)),
            ));
            let caption_at = tray + Vec2::new(0.0, outward * (layout.spacing + 18.0));
            commands.spawn((
                Name::new(format!("{side} tray caption")),
                scoped(),
                Text2d::new(format!("taken by {side}")),
                caption_font(17.0),
                TextColor(INK.with_alpha(0.8)),
                Transform::from_translation(caption_at.extend(0.0)),
            ));
        }
        if let Some(pit) = nyumba_pit(game, side) {
            let at = layout.pit_position(pit) + Vec2::new(0.0, -layout.pit_radius - 9.0);
            commands.spawn((
                Name::new(format!("{side} nyumba label")),
                scoped(),
                NyumbaLabel(side),
                Text2d::new("nyumba"),
                caption_font(14.0),
                TextColor(INK),
                Transform::from_translation(at.extend(3.0)),
            ));
        }
    }
    let squares: Vec<Pit> = Side::BOTH.into_iter().filter_map(|side| nyumba_pit(game, side)).collect();
    for pit in layout.geometry.pits() {
        let at = layout.pit_position(pit);
        let r = layout.pit_radius;
        let square = squares.contains(&pit);
        let (outer, inner) = if square { (r * 0.92, r * 0.92 - 3.0) } else { (r, r - 3.0) };
        commands.spawn((
            Name::new("Pit highlight"),
            scoped(),
            PitHighlight(pit),
            shape(&assets, square, &assets.highlight, at, outer + 7.0, -2.0),
            Visibility::Hidden,
        ));
        commands.spawn((
            Name::new("Pit rim"),
            scoped(),
            shape(&assets, square, &assets.pit_rim, at, outer, -1.5),
        ));
        commands.spawn((
            Name::new(format!("Pit {}", layout.geometry.square(pit))),
            scoped(),
            shape(&assets, square, &assets.pit, at + Vec2::new(0.0, 2.0), inner, -1.0),
        ));
        if game.as_bao().is_some() {
            let name = game.pit_name(pit);
            commands.spawn((
                Name::new("Hole name"),
                scoped(),
                Text2d::new(name),
                caption_font(14.0),
                TextColor(INK.with_alpha(0.55)),
                Transform::from_translation((at + Vec2::new(-r * 0.86, r * 0.86)).extend(3.0)),
            ));
        }
        if !kimasai {
            let corner = at + Vec2::new(r * 0.86, -r * 0.86);
            commands.spawn((
                Name::new("Pit count"),
                scoped(),
                PitCount(pit),
                Text2d::new(""),
                caption_font(16.0),
                TextColor(INK.with_alpha(0.85)),
                Transform::from_translation(corner.extend(3.0)),
            ));
        }
    }
    let bar = |angle: f32| {
        (
            Sprite::from_color(Color::srgba(0.95, 0.30, 0.25, 0.85), Vec2::new(layout.pit_radius * 1.9, 7.0)),
            Transform::from_rotation(Quat::from_rotation_z(angle)),
        )
    };
    commands
        .spawn((
            Name::new("Takasia mark"),
            scoped(),
            TakasiaMark,
            Transform::from_xyz(0.0, 0.0, 4.0),
            Visibility::Hidden,
        ))
        .with_children(|mark| {
            mark.spawn(bar(std::f32::consts::FRAC_PI_4));
            mark.spawn(bar(-std::f32::consts::FRAC_PI_4));
            mark.spawn((
                Text2d::new("takasia"),
                caption_font(14.0),
                TextColor(Color::srgb(1.0, 0.55, 0.5)),
                Transform::from_xyz(0.0, -layout.pit_radius - 9.0, 0.0),
            ));
        });
    let label = |text: String, at: Vec2| {
        (
            Name::new("Square label"),
            scoped(),
            Text2d::new(text),
            caption_font(18.0),
            TextColor(INK.with_alpha(0.7)),
            Transform::from_translation(at.extend(0.0)),
        )
    };
    if game.as_bao().is_some() {
        return; // Bao's holes carry their own names.
    }
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

/// Finds the pit under the mouse or a touch. In play a press chooses the pit; during an Omweso
/// setup a click places a seed, a right click (or a drag off the pits) takes one back, and a
/// drag to another pit moves one.
fn hover_and_pick(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    buttons: Res<ButtonInput<MouseButton>>,
    touches: Option<Res<Touches>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    current: Res<Match>,
    mut hovered: ResMut<HoveredPit>,
    mut drag: ResMut<SeedDrag>,
    mut chosen: MessageWriter<PitChosen>,
    mut setup: MessageWriter<SetupAction>,
) {
    let (camera, camera_transform) = *camera;
    let over_ui = egui_input.is_some_and(|input| input.wants_any_pointer_input());
    let to_pit = |screen_point: Vec2| {
        camera.viewport_to_world_2d(camera_transform, screen_point).ok().and_then(|p| layout.pit_at(p))
    };
    let pointer = window.cursor_position().filter(|_| !over_ui && *screen.get() == Screen::Playing);
    let under = pointer.and_then(to_pit);
    hovered.set_if_neq(HoveredPit(under));
    if *screen.get() != Screen::Playing {
        return;
    }
    if current.arranging.is_some() {
        if buttons.just_pressed(MouseButton::Left) {
            drag.from = under;
        }
        drag.at = drag
            .from
            .and(window.cursor_position())
            .and_then(|p| camera.viewport_to_world_2d(camera_transform, p).ok());
        if buttons.just_released(MouseButton::Left)
            && let Some(from) = drag.from.take()
        {
            drag.at = None;
            match under {
                Some(to) if to == from => setup.write(SetupAction::Add(from)),
                Some(to) => setup.write(SetupAction::Move { from, to }),
                // Dragged off the pits: the seed goes back to those left to place.
                None => setup.write(SetupAction::Remove(from)),
            };
        }
        if buttons.just_pressed(MouseButton::Right)
            && let Some(pit) = under
        {
            setup.write(SetupAction::Remove(pit));
        }
        if let Some(touches) = touches {
            for touch in touches.iter_just_pressed() {
                if let Some(pit) = to_pit(touch.position()) {
                    setup.write(SetupAction::Add(pit));
                }
            }
        }
        return;
    }
    if buttons.just_pressed(MouseButton::Left)
        && let Some(pit) = under
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

/// While a seed is dragged away from its pit, one follows the pointer.
fn show_seed_drag(
    drag: Res<SeedDrag>,
    current: Res<Match>,
    layout: Res<BoardLayout>,
    assets: Option<Res<BoardAssets>>,
    mut ghost: Query<(Entity, &mut Transform), With<DragGhost>>,
    mut commands: Commands,
) {
    let Some(assets) = assets else { return };
    let away = match (drag.from, drag.at) {
        (Some(from), Some(at)) if current.game.seeds(from) > 0 && layout.pit_at(at) != Some(from) => Some(at),
        _ => None,
    };
    match (away, ghost.single_mut()) {
        (Some(at), Ok((_, mut transform))) => transform.translation = at.extend(30.0),
        (Some(at), Err(_)) => {
            commands.spawn((
                Name::new("Dragged seed"),
                scoped(),
                DragGhost,
                disc(&assets, &assets.seed, at, layout.seed_radius * 1.3, 30.0),
            ));
        }
        (None, Ok((entity, _))) => commands.entity(entity).despawn(),
        (None, Err(_)) => {}
    }
}

/// Lights the rings of pits the player may click: pits that may move (gold), the answers to the
/// board's question (green) and what an answer would capture (red); during a setup, the
/// arranging player's pits.
fn show_movable_pits(
    current: Res<Match>,
    turn: Res<Turn>,
    playback: Res<Playback>,
    hovered: Res<HoveredPit>,
    assets: Option<Res<BoardAssets>>,
    mut rings: Query<(&PitHighlight, &mut Visibility, &mut MeshMaterial2d<ColorMaterial>)>,
) {
    let Some(assets) = assets else { return };
    let idle = !playback.is_busy();
    let mut lit: Vec<(Pit, &Handle<ColorMaterial>)> = Vec::new();
    if let Some(arranging) = &current.arranging {
        let side = arranging.side;
        lit.extend(current.game.geometry().pits().filter(|p| p.side == side).map(|p| (p, &assets.arrange)));
    } else if let Some(question) = turn.question.as_ref().filter(|_| idle) {
        for answer in &question.answers {
            lit.extend(answer.captured_pits().map(|p| (p, &assets.capture_mark)));
            lit.extend(answer.target.map(|p| (p, &assets.target)));
        }
        if question.at_start {
            lit.extend(turn.pit.map(|p| (p, &assets.highlight_hover)));
        }
    } else if idle && !turn.is_choosing() {
        lit.extend(current.movable_pits().into_iter().map(|p| (p, &assets.highlight)));
    }
    for (PitHighlight(pit), mut visibility, mut material) in &mut rings {
        let found = lit.iter().rev().find(|(p, _)| p == pit).map(|(_, m)| *m);
        visibility.set_if_neq(if found.is_some() { Visibility::Visible } else { Visibility::Hidden });
        let Some(mut wanted) = found else { continue };
        if hovered.0 == Some(*pit) && (wanted == &assets.highlight || wanted == &assets.arrange) {
            wanted = &assets.highlight_hover;
        }
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

/// Each pit's number of seeds as the board shows it, moving with the playback.
fn show_pit_counts(seeds: Query<&Seed>, mut counts: Query<(&PitCount, &mut Text2d)>) {
    if counts.is_empty() {
        return;
    }
    let shown = super::seeds::seeds_in_pits(seeds.iter());
    for (PitCount(pit), mut text) in &mut counts {
        let n = shown.get(pit).copied().unwrap_or(0);
        let wanted = if n == 0 { String::new() } else { n.to_string() };
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

/// "South · namua · 22 in hand": what a player needs to know about each side, beside it.
fn show_side_captions(
    current: Res<Match>,
    seeds: Query<&Seed>,
    mut captions: Query<(&SideCaption, &mut Text2d)>,
) {
    for (SideCaption(side), mut text) in &mut captions {
        let in_reserve =
            seeds.iter().filter(|s| matches!(s, Seed::InReserve { side: s, .. } if s == side)).count();
        // The default font has no bullets or dashes: plain words, one fact a line.
        let wanted = match (&current.game, &current.arranging) {
            (_, Some(arranging)) if arranging.side == *side => format!("{side}\n{in_reserve} to place"),
            (_, Some(arranging)) if arranging.first == *side => format!("{side}\narranged"),
            (_, Some(_)) => format!("{side}\narranges next"),
            (AnyGame::Bao(_), None) if in_reserve > 0 => format!("{side}\nnamua, {in_reserve} in hand"),
            (AnyGame::Bao(_), None) => format!("{side}\nmtaji"),
            (AnyGame::Omweso(game), None) => format!("{side}\n{} seeds", game.seeds_of(*side)),
            (AnyGame::Kimasai(_), None) => side.name().to_string(),
        };
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

/// The nyumba's state and the takasia, as the rules have them once the board has settled.
fn show_bao_marks(
    current: Res<Match>,
    playback: Res<Playback>,
    layout: Res<BoardLayout>,
    mut labels: Query<(&NyumbaLabel, &mut Text2d, &mut TextColor), Without<TakasiaMark>>,
    mut takasia: Query<(&mut Transform, &mut Visibility), With<TakasiaMark>>,
) {
    if playback.is_busy() {
        return;
    }
    let Some(bao) = current.game.as_bao() else { return };
    for (NyumbaLabel(side), mut text, mut color) in &mut labels {
        let (wanted, tint) = if bao.nyumba_functional(*side) {
            ("nyumba", Color::srgb(1.0, 0.85, 0.4))
        } else if bao.nyumba_owned(*side) {
            ("nyumba (under 6)", INK.with_alpha(0.8))
        } else {
            ("destroyed", Color::srgba(0.8, 0.6, 0.5, 0.7))
        };
        if text.0 != wanted {
            text.0 = wanted.to_string();
            color.0 = tint;
        }
    }
    let at = bao.takasia().map(|k| crate::rules::bao::Bao::pit(bao.side_to_move(), k));
    for (mut transform, mut visibility) in &mut takasia {
        match at {
            Some(pit) => {
                let p = layout.pit_position(pit);
                transform.translation = p.extend(4.0);
                visibility.set_if_neq(Visibility::Visible);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
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
    if !announcement.pending || busy || !current.is_ready() {
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
    if let Some(arranging) = &current.arranging {
        info!("board ready: {} arranges", arranging.side);
        return;
    }
    match current.game.outcome() {
        Some(outcome) => info!("board ready: game over: {outcome}"),
        None => info!("board ready: {} to move; movable {}", current.game.side_to_move(), spots.join(" ")),
    }
}
