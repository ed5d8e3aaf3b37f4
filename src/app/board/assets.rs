//! What the board is drawn with: textures, meshes, materials, colours and fonts, and the camera.
//! The textures are painted by `tools/make_textures.py` and built into the program, so the board
//! is whole from its first frame, natively and on the web.

use super::layout::VIEW;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (spawn_camera, load_board_assets));
}

/// The textures of the board and seeds, and the meshes and materials of the marks. Absent in
/// headless tests.
#[derive(Resource)]
pub struct BoardAssets {
    pub circle: Handle<Mesh>,
    /// The last move's end is a diamond, its start a disc: told apart by form, not only colour.
    pub diamond: Handle<Mesh>,
    /// Marks of the last move (and of a previewed one): where it started, where its laps ended,
    /// where it ended.
    pub mark_start: Handle<ColorMaterial>,
    pub mark_lap: Handle<ColorMaterial>,
    pub mark_end: Handle<ColorMaterial>,
    /// A hole a lesson's task names.
    pub mark_target: Handle<ColorMaterial>,
    pub textures: Textures,
}

/// The painted parts of the board (see `tools/make_textures.py` for what each one is).
pub struct Textures {
    /// The board of 8 columns and the board of 12.
    pub board: [Handle<Image>; 2],
    pub tray: Handle<Image>,
    pub bowl: Handle<Image>,
    pub bowl_square: Handle<Image>,
    pub glow: Handle<Image>,
    pub glow_square: Handle<Image>,
    pub glow_dotted: Handle<Image>,
    pub glow_dotted_square: Handle<Image>,
    pub focus: Handle<Image>,
    pub arrow: Handle<Image>,
    pub cross: Handle<Image>,
    pub badge: Handle<Image>,
    pub half_light: Handle<Image>,
    pub seeds: Vec<Handle<Image>>,
    pub pebbles: Vec<Handle<Image>>,
    pub cloth: Handle<Image>,
}

/// How the textures were painted (keep in step with `tools/make_textures.py`): the board and the
/// trays with this margin (world units) around them for their shadows …
pub const BOARD_TEXTURE_MARGIN: f32 = 40.0;
/// … a bowl's rim at this share of its image's half-width (56 px of 64), a glow's ring at
/// 52 px of 64, and a seed's body at 0.34 of its image's width.
pub const BOWL_IN_IMAGE: f32 = 56.0 / 64.0;
pub const GLOW_IN_IMAGE: f32 = 52.0 / 64.0;
/// The focus ring's radius in its image (tools/make_textures.py).
pub const FOCUS_IN_IMAGE: f32 = 50.0 / 64.0;
pub const SEED_IN_IMAGE: f32 = 0.34;

macro_rules! texture {
    ($name:literal) => {
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/textures/", $name))
    };
}

impl Textures {
    fn load(images: &mut Assets<Image>) -> Textures {
        let mut add = |bytes: &[u8]| -> Handle<Image> {
            let image = crate::app::base::built_in::png(bytes, RenderAssetUsages::RENDER_WORLD);
            // The files are built in and checked by a test: a failure here is a broken build.
            images.add(image.unwrap_or_default())
        };
        Textures {
            board: [add(texture!("board-8.png")), add(texture!("board-12.png"))],
            tray: add(texture!("tray.png")),
            bowl: add(texture!("bowl.png")),
            bowl_square: add(texture!("bowl-square.png")),
            glow: add(texture!("glow.png")),
            glow_square: add(texture!("glow-square.png")),
            glow_dotted: add(texture!("glow-dotted.png")),
            glow_dotted_square: add(texture!("glow-dotted-square.png")),
            focus: add(texture!("focus.png")),
            arrow: add(texture!("symbol-arrow.png")),
            cross: add(texture!("symbol-cross.png")),
            badge: add(texture!("badge.png")),
            half_light: add(texture!("half-light.png")),
            seeds: vec![
                add(texture!("seed-1.png")),
                add(texture!("seed-2.png")),
                add(texture!("seed-3.png")),
                add(texture!("seed-4.png")),
                add(texture!("seed-5.png")),
                add(texture!("seed-6.png")),
                add(texture!("seed-7.png")),
                add(texture!("seed-8.png")),
            ],
            pebbles: vec![
                add(texture!("pebble-1.png")),
                add(texture!("pebble-2.png")),
                add(texture!("pebble-3.png")),
                add(texture!("pebble-4.png")),
                add(texture!("pebble-5.png")),
                add(texture!("pebble-6.png")),
            ],
            cloth: add(texture!("cloth.png")),
        }
    }
}

/// The half of the player to move is lit by a warm light laid over the wood.
pub const HALF_IDLE: Color = Color::srgba(1.0, 1.0, 1.0, 0.0);
pub const HALF_TURN: Color = Color::srgba(1.0, 1.0, 1.0, 0.10);
/// Words on the board.
pub const INK: Color = Color::srgb(0.95, 0.88, 0.72);
pub const WARNING: Color = Color::srgba(0.95, 0.30, 0.25, 0.85);
/// A functional nyumba's name, and a destroyed one's.
pub const NYUMBA_INK: Color = Color::srgb(1.0, 0.85, 0.4);
pub const NYUMBA_GONE_INK: Color = Color::srgba(0.8, 0.6, 0.5, 0.7);
/// The word under a takasia'd hole.
pub const TAKASIA_INK: Color = Color::srgb(1.0, 0.55, 0.5);
/// A note over the board (a lost turn, a cut move).
pub const NOTE_INK: Color = Color::srgb(1.0, 0.93, 0.6);
/// What is behind the board.
pub const BACKGROUND: Color = Color::srgb(0.10, 0.08, 0.07);

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
    images: Option<ResMut<Assets<Image>>>,
) {
    let (Some(mut meshes), Some(mut materials), Some(mut images)) = (meshes, materials, images) else {
        return;
    };
    let textures = Textures::load(&mut images);
    commands.spawn(cloth(&textures));
    let mut color = |c: Color| materials.add(ColorMaterial::from_color(c));
    commands.insert_resource(BoardAssets {
        circle: meshes.add(Circle::new(1.0)),
        diamond: meshes.add(RegularPolygon::new(1.3, 4)),
        mark_start: color(Color::srgb(0.55, 0.78, 1.0)),
        mark_lap: color(Color::srgba(0.15, 0.09, 0.05, 0.85)),
        mark_end: color(Color::srgb(1.0, 0.90, 0.55)),
        mark_target: color(super::palette::Colours::of(false).capture),
        textures,
    });
}

/// The woven cloth the board lies on, wider than any window.
fn cloth(textures: &Textures) -> impl Bundle {
    (
        Name::new("Cloth"),
        Sprite {
            image: textures.cloth.clone(),
            custom_size: Some(Vec2::splat(4096.0)),
            image_mode: SpriteImageMode::Tiled { tile_x: true, tile_y: true, stretch_value: 1.0 },
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -50.0),
    )
}

/// A circle of the given radius, drawn at depth `z`.
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

/// Text on the board, in the game's text font (Lato, which stands in Bevy's default font).
pub fn caption_font(size: f32) -> TextFont {
    TextFont { font_size: FontSize::Px(size), ..default() }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every built-in texture decodes (a file that did not would stand as a blank pixel).
    #[test]
    fn every_texture_is_a_readable_picture() {
        let mut images = Assets::<Image>::default();
        let textures = Textures::load(&mut images);
        let mut handles = vec![
            &textures.tray,
            &textures.bowl,
            &textures.bowl_square,
            &textures.glow,
            &textures.glow_square,
            &textures.badge,
            &textures.half_light,
            &textures.cloth,
        ];
        handles.extend(textures.board.iter());
        handles.extend(textures.seeds.iter());
        handles.extend(textures.pebbles.iter());
        for handle in handles {
            let image = images.get(handle).expect("added");
            assert!(image.width() >= 32 && image.height() >= 32, "{:?}", image.size());
        }
    }
}
