//! The board on screen: one root entity, laid out anew for every new game, with the wood, each
//! player's half, reserve and tray, the pits, and the labels. Each part is a small function that
//! returns its bundle; what changes during play is shown by `highlights` and `captions`.

use super::assets::{
    BOARD_TEXTURE_MARGIN, BOWL_IN_IMAGE, BoardAssets, GLOW_IN_IMAGE, HALF_IDLE, INK, TAKASIA_INK, WARNING,
    caption_font,
};
use super::layout::BoardLayout;
use crate::app::base::Screen;
use crate::app::game::messages::BoardReset;
use crate::app::game::the_match::Match;
use crate::rules::{AnyGame, GameKind, Pit, Side, Square};
use bevy::prelude::*;
use bevy::text::{Justify, TextLayout};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        rebuild_board
            .run_if(in_state(crate::app::base::Screen::Playing))
            .in_set(crate::app::base::AppSystems::Update),
    );
}

/// Every entity that belongs to the board of the current game (the root, and the seeds).
#[derive(Component)]
pub struct BoardEntity;

/// A pit's ring that lights up when its seed may move.
#[derive(Component)]
pub struct PitHighlight {
    pub pit: Pit,
    /// A Bao nyumba: its ring is square.
    pub square: bool,
}

/// The form beside a lit pit that says what its light means besides its colour: an arrow (the
/// next hole an answer sows to), a cross (what an answer captures).
#[derive(Component)]
pub struct PitSymbol(pub Pit);

/// The number of seeds in a pit, written on a badge at its rim.
#[derive(Component)]
pub struct PitCount(pub Pit);

/// The badge a pit's count is written on; hidden while the pit is empty.
#[derive(Component)]
pub struct CountBadge(pub Pit);

/// A pit's name or a square's letter or number: shown only when the player asks for them.
#[derive(Component)]
pub struct HoleName;

/// A player's name and state beside their half: stage, reserve, seeds to place.
#[derive(Component)]
pub struct SideCaption(pub Side);

/// The word under a Bao player's nyumba: whether it still counts as one.
#[derive(Component)]
pub struct NyumbaLabel(pub Side);

/// The cross over the hole a takasia forbids.
#[derive(Component)]
pub struct TakasiaMark;

/// A player's tray or reserve beside the board, which moves when the board turns (`trays`).
#[derive(Component)]
pub struct TrayOf(pub Side);

/// The tinted half of the board that belongs to a player; it glows on their turn.
#[derive(Component)]
pub struct HalfPanel(pub Side);

/// Board entities go when a new game starts or the player leaves the board.
pub fn scoped() -> impl Bundle {
    (BoardEntity, DespawnOnExit(Screen::Playing))
}

/// The pits drawn square: the two nyumba of Bao la Kiswahili (the learning games have none, and
/// are drawn without them, KJ5, HU1).
fn nyumba_pit(game: &AnyGame, side: Side) -> Option<Pit> {
    game.as_bao().filter(|bao| bao.rules().is_kiswahili())?;
    Some(crate::rules::bao::Bao::pit(side, crate::rules::bao::NYUMBA))
}

pub(super) fn rebuild_board(
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
    *layout = BoardLayout::of_match(&current, layout.fit);
    let Some(assets) = assets else { return };
    let layout = *layout;
    let kimasai = game.kind() == GameKind::Kimasai;
    let squares: Vec<Pit> = Side::BOTH.into_iter().filter_map(|side| nyumba_pit(game, side)).collect();
    commands.spawn((Name::new("Board"), scoped(), wood(&assets, &layout))).with_children(|board| {
        for side in Side::BOTH {
            board.spawn(half(&assets, &layout, side));
            if !kimasai {
                board.spawn(reserve(&assets, &layout, side));
            }
            board.spawn(side_caption(&layout, side));
            if kimasai {
                // Bao la Kimasai takes seeds out of play: they go to the captor's tray.
                board.spawn(tray(&assets, &layout, side));
            }
            if let Some(pit) = nyumba_pit(game, side) {
                board.spawn(nyumba_label(&layout, pit, side));
            }
        }
        for pit in layout.geometry.pits() {
            let square = squares.contains(&pit);
            board.spawn(pit_glow(&assets, &layout, pit, square));
            board.spawn(pit_symbol(&layout, pit));
            board.spawn(bowl(&assets, &layout, pit, square));
            if game.as_bao().is_some() {
                board.spawn(hole_name(&layout, pit, game.pit_name(pit)));
            }
            if !kimasai {
                board.spawn(count_badge(&assets, &layout, pit)).with_children(|badge| {
                    badge.spawn(pit_count(pit));
                });
            }
        }
        board.spawn(takasia_mark()).with_children(|mark| {
            mark.spawn(takasia_bar(&layout, std::f32::consts::FRAC_PI_4));
            mark.spawn(takasia_bar(&layout, -std::f32::consts::FRAC_PI_4));
            mark.spawn(takasia_word(&layout));
        });
        // Bao's holes carry their own names; the other boards are lettered and numbered.
        if game.as_bao().is_none() {
            for col in 0..layout.geometry.cols() {
                board.spawn(column_label(&layout, col));
            }
            for row in 1..=4 {
                board.spawn(row_label(&layout, row));
            }
        }
    });
}

/// The carved board, painted at a share of its size with a margin for its shadow.
fn wood(assets: &BoardAssets, layout: &BoardLayout) -> impl Bundle {
    let image = assets.textures.board[usize::from(layout.geometry.cols() == 12)].clone();
    let size = layout.board_size() + Vec2::splat(2.0 * BOARD_TEXTURE_MARGIN);
    (Sprite { image, custom_size: Some(size), ..default() }, Transform::from_xyz(0.0, 0.0, -10.0))
}

/// A warm light over the half of the player to move (clear on the other's turn).
fn half(assets: &BoardAssets, layout: &BoardLayout, side: Side) -> impl Bundle {
    let size = Vec2::new(layout.board_size().x, 2.0 * layout.spacing + 40.0);
    let y = (layout.spacing + layout.gap / 2.0) * layout.outward(side);
    (
        Name::new(format!("{side} half")),
        HalfPanel(side),
        Sprite {
            image: assets.textures.half_light.clone(),
            color: HALF_IDLE,
            custom_size: Some(size),
            ..default()
        },
        // Relative to the wood, which sits at z = -10.
        Transform::from_xyz(0.0, y, 1.0),
    )
}

fn tray_sprite(assets: &BoardAssets, name: String, side: Side, layout: &BoardLayout) -> impl Bundle {
    let mut sprite = Sprite { image: assets.textures.tray.clone(), ..default() };
    let mut transform = Transform::default();
    lay_tray(layout, side, &mut sprite, &mut transform);
    (Name::new(name), TrayOf(side), sprite, transform)
}

/// Puts a player's tray where the layout has it: along a side it lies along the board, the carved
/// box turned a quarter so its grain runs as it does at an end.
pub fn lay_tray(layout: &BoardLayout, side: Side, sprite: &mut Sprite, transform: &mut Transform) {
    let size = layout.tray_size();
    let (size, rotation) = match layout.trays_along() {
        true => (Vec2::new(size.y, size.x), Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
        false => (size, Quat::IDENTITY),
    };
    sprite.custom_size = Some(size + Vec2::splat(2.0 * BOARD_TEXTURE_MARGIN));
    *transform =
        Transform::from_translation(layout.reserve_position(side).extend(0.0)).with_rotation(rotation);
}

/// On the player's right: the player's reserve (Bao's seeds in hand, Omweso's seeds to place).
fn reserve(assets: &BoardAssets, layout: &BoardLayout, side: Side) -> impl Bundle {
    tray_sprite(assets, format!("{side} reserve"), side, layout)
}

fn tray(assets: &BoardAssets, layout: &BoardLayout, side: Side) -> impl Bundle {
    tray_sprite(assets, format!("{side} tray"), side, layout)
}

/// The player's name and state over their reserve.
fn side_caption(layout: &BoardLayout, side: Side) -> impl Bundle {
    let at = layout.reserve_position(side) + Vec2::new(0.0, layout.outward(side) * (layout.spacing + 34.0));
    (
        Name::new(format!("{side} caption")),
        SideCaption(side),
        Text2d::default(),
        TextLayout::justify(Justify::Center),
        caption_font(20.0),
        TextColor(INK),
        Transform::from_translation(at.extend(10.0)),
    )
}

fn nyumba_label(layout: &BoardLayout, pit: Pit, side: Side) -> impl Bundle {
    let at = layout.pit_position(pit) + layout.facing(Vec2::new(0.0, -layout.pit_radius - 9.0));
    (
        Name::new(format!("{side} nyumba label")),
        NyumbaLabel(side),
        Text2d::default(),
        caption_font(14.0),
        TextColor(INK),
        Transform::from_translation(at.extend(13.0)),
    )
}

/// A pit's soft ring of light, shown when it may be clicked (see `highlights`).
fn pit_glow(assets: &BoardAssets, layout: &BoardLayout, pit: Pit, square: bool) -> impl Bundle {
    let textures = &assets.textures;
    let image = if square { textures.glow_square.clone() } else { textures.glow.clone() };
    let size = Vec2::splat(2.0 * (layout.pit_radius + 4.0) / GLOW_IN_IMAGE);
    (
        Name::new("Pit glow"),
        PitHighlight { pit, square },
        Sprite { image, custom_size: Some(size), ..default() },
        Transform::from_translation(layout.pit_position(pit).extend(9.5)),
        Visibility::Hidden,
    )
}

/// The symbol beside a pit, at its upper right, over the wood; its image and colour are set
/// when it shows.
fn pit_symbol(layout: &BoardLayout, pit: Pit) -> impl Bundle {
    let r = layout.pit_radius;
    let at = layout.pit_position(pit) + Vec2::new(r * 0.72, r * 0.72);
    (
        Name::new("Pit symbol"),
        PitSymbol(pit),
        Sprite { custom_size: Some(Vec2::splat(r * 0.62)), ..default() },
        Transform::from_translation(at.extend(16.5)),
        Visibility::Hidden,
    )
}

/// A bowl carved into the wood: its shading laid over the grain. A Bao nyumba is square.
fn bowl(assets: &BoardAssets, layout: &BoardLayout, pit: Pit, square: bool) -> impl Bundle {
    let textures = &assets.textures;
    let image = if square { textures.bowl_square.clone() } else { textures.bowl.clone() };
    let size = Vec2::splat(2.0 * layout.pit_radius / BOWL_IN_IMAGE);
    (
        Name::new(format!("Pit {}", layout.geometry.square(pit))),
        Sprite { image, custom_size: Some(size), ..default() },
        Transform::from_translation(layout.pit_position(pit).extend(9.0)),
    )
}

fn hole_name(layout: &BoardLayout, pit: Pit, name: String) -> impl Bundle {
    let r = layout.pit_radius;
    let at = layout.pit_position(pit) + Vec2::new(-r * 0.86, r * 0.86);
    (
        Name::new("Hole name"),
        HoleName,
        Text2d::new(name),
        caption_font(14.0),
        TextColor(INK.with_alpha(0.7)),
        Transform::from_translation(at.extend(13.0)),
        Visibility::Hidden,
    )
}

/// The badge at the lower right of the rim that the count is written on.
fn count_badge(assets: &BoardAssets, layout: &BoardLayout, pit: Pit) -> impl Bundle {
    let r = layout.pit_radius;
    let at = layout.pit_position(pit) + Vec2::new(r * 0.78, -r * 0.78);
    (
        Name::new("Count badge"),
        CountBadge(pit),
        Sprite { image: assets.textures.badge.clone(), custom_size: Some(Vec2::splat(29.0)), ..default() },
        Transform::from_translation(at.extend(13.0)),
        Visibility::Hidden,
    )
}

fn pit_count(pit: Pit) -> impl Bundle {
    (
        Name::new("Pit count"),
        PitCount(pit),
        Text2d::new(""),
        caption_font(17.0),
        TextColor(INK),
        Transform::from_xyz(0.0, 0.5, 0.1),
    )
}

fn takasia_mark() -> impl Bundle {
    (Name::new("Takasia mark"), TakasiaMark, Transform::from_xyz(0.0, 0.0, 14.0), Visibility::Hidden)
}

fn takasia_bar(layout: &BoardLayout, angle: f32) -> impl Bundle {
    (
        Sprite::from_color(WARNING, Vec2::new(layout.pit_radius * 1.9, 7.0)),
        Transform::from_rotation(Quat::from_rotation_z(angle)),
    )
}

fn takasia_word(layout: &BoardLayout) -> impl Bundle {
    (
        Text2d::new("takasia"),
        caption_font(14.0),
        TextColor(TAKASIA_INK),
        Transform::from_xyz(0.0, -layout.pit_radius - 9.0, 0.0),
    )
}

fn square_label(text: String, at: Vec2) -> impl Bundle {
    (
        Name::new("Square label"),
        HoleName,
        Visibility::Hidden,
        Text2d::new(text),
        caption_font(18.0),
        TextColor(INK.with_alpha(0.7)),
        Transform::from_translation(at.extend(10.0)),
    )
}

fn column_label(layout: &BoardLayout, col: u8) -> impl Bundle {
    let at = layout.square_position(Square { col, row: 1 })
        - layout.facing(Vec2::new(0.0, layout.spacing * 0.5 + 32.0));
    square_label(((b'a' + col) as char).to_string(), at)
}

fn row_label(layout: &BoardLayout, row: u8) -> impl Bundle {
    let at = layout.square_position(Square { col: 0, row })
        - layout.facing(Vec2::new(layout.spacing * 0.5 + 34.0, 0.0));
    square_label(row.to_string(), at)
}
