//! Where things stand on screen: pits, capture trays, labels. World units are pixels at the
//! reference window size; the camera scales them to fit any window.

use crate::app::game::the_match::Match;
use crate::rules::{Geometry, Pit, Side, Square};
use crate::saved::settings::Seat;
use bevy::prelude::*;

/// The part of the world the camera always keeps in view.
pub const VIEW: Vec2 = Vec2::new(1500.0, 860.0);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(BoardLayout::new(Geometry::new(12)))
        .init_resource::<PanelRoom>()
        .init_resource::<BarRoom>();
}

/// The share of the window's height the bar takes, as it was last drawn (0 before it is): it
/// wraps onto more lines on a narrow window, in a longer language and at a larger text size, and
/// the camera keeps the board clear of it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BarRoom(pub f32);

/// Room the board leaves for a panel that stays open beside it (a lesson's, the analysis
/// board's): a share of the window's width at its right on a wide window; on a tall one, the
/// share of its height the panel's sheet took along the bottom edge as it was last drawn.
/// The camera fits the board into the rest. Each panel asks under its own name; the most asked
/// is given.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PanelRoom {
    asked: Vec<(&'static str, f32)>,
    sheet: f32,
    /// While the board stands upright, the most a sheet may take and leave the pits big enough
    /// for a thumb (the camera measures it for the window, the bar and the board being played).
    sheet_most: Option<f32>,
}

impl PanelRoom {
    /// What `who` asks for now.
    pub fn asked_by(&self, who: &str) -> f32 {
        self.asked.iter().find(|(name, _)| *name == who).map_or(0.0, |&(_, share)| share)
    }

    /// The share given: the most any panel asks.
    pub fn share(&self) -> f32 {
        self.asked.iter().map(|&(_, share)| share).fold(0.0, f32::max)
    }

    /// Whether `who`'s panel has the room: no other panel asks more (a bigger panel, such as the
    /// editor's, stands where a smaller one would).
    pub fn given_to(&self, who: &str) -> bool {
        self.asked_by(who) >= self.share()
    }

    /// Upright, the share of the height the open panel's sheet takes (none while no panel asks).
    pub fn sheet(&self) -> f32 {
        if self.share() > 0.0 { self.sheet } else { 0.0 }
    }

    /// While the board stands upright (a phone held up, never face to face), the most of the
    /// height (a share) a panel's sheet may take and leave the pits their size; otherwise none,
    /// and a panel stands beside the board.
    pub fn sheet_most(&self) -> Option<f32> {
        self.sheet_most
    }

    pub(super) fn set_sheet_most(&mut self, share: Option<f32>) {
        self.sheet_most = share;
    }
}

/// Upright, the open panel's sheet was drawn this tall (a share of the window's height): the
/// room changes (and the camera fits the board again) only when it grew or shrank.
pub(super) fn sheet_drawn(room: &mut ResMut<PanelRoom>, share: f32) {
    if (room.sheet - share).abs() > 0.001 {
        room.sheet = share;
    }
}

/// `who` wants this share of the window (0: none). A panel may ask each frame: the room changes
/// (and the camera fits the board again) only when what it asks does.
pub fn ask_for_room(room: &mut ResMut<PanelRoom>, who: &'static str, share: f32) {
    if room.asked_by(who) == share {
        return;
    }
    match room.asked.iter_mut().find(|(name, _)| *name == who) {
        Some(entry) => entry.1 = share,
        None => room.asked.push((who, share)),
    }
}

/// The board's measurements for the game being played.
#[derive(Resource, Clone, Copy, Debug)]
pub struct BoardLayout {
    pub geometry: Geometry,
    /// Distance between pit centres.
    pub spacing: f32,
    pub pit_radius: f32,
    pub seed_radius: f32,
    /// Extra space between the two players' halves.
    pub gap: f32,
    /// How the board is fitted to the window.
    pub fit: Fit,
    /// Turned round, North's half nearest the player: for the one player at this screen when
    /// they play North — against a friend on another device, against the computer, in a puzzle —
    /// who sits where South's player sits. Every place on the table turns with it; the light on
    /// the wood and the seeds does not.
    pub turned: bool,
}

/// How the board is fitted to the window: on a phone the trays lie along the board's long sides,
/// so its pits take the room its ends would give the trays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Fit {
    /// A window with room: the trays at the board's ends.
    #[default]
    Wide,
    /// A short window (a phone held sideways): each tray along its owner's long side.
    Short,
    /// A tall window (a phone held upright): the board turned a quarter, its long side down the
    /// screen, each tray along its owner's long side.
    Upright,
}

/// Upright, a tray lies this far off the board's long side …
const TRAY_GAP: f32 = 14.0;
/// … and is this deep, across the board.
const TRAY_DEPTH: f32 = 110.0;
/// Seeds in a tray sit this far apart.
const TRAY_STEP: f32 = 26.0;

impl BoardLayout {
    pub fn new(geometry: Geometry) -> BoardLayout {
        let cols = f32::from(geometry.cols());
        let spacing = (1060.0 / cols).min(120.0);
        let big_seeds = geometry.cols() == 12;
        BoardLayout {
            geometry,
            spacing,
            pit_radius: spacing * 0.40,
            seed_radius: if big_seeds { spacing * 0.23 } else { spacing * 0.1 },
            gap: 28.0,
            fit: Fit::Wide,
            turned: false,
        }
    }

    /// The board of the match on it, fitted so: turned round when this screen's one player plays
    /// North (South is a friend on another device, or the computer), so that they play from the
    /// bottom as every player of South does. Two players at one screen keep it as it lies.
    pub fn of_match(current: &Match, fit: Fit) -> BoardLayout {
        let seats = current.seats();
        let turned = seats.of(Side::North) == Seat::Human && seats.of(Side::South) != Seat::Human;
        BoardLayout { turned, ..BoardLayout::new(current.game.geometry()).fitted(fit) }
    }

    /// The same board, fitted so.
    pub fn fitted(self, fit: Fit) -> BoardLayout {
        BoardLayout { fit, ..self }
    }

    /// A place or a step on the table as the board is turned.
    pub fn facing(&self, v: Vec2) -> Vec2 {
        if self.turned { -v } else { v }
    }

    /// Towards `side`'s player's edge of the board on the screen: down for the near player, up
    /// for the far one.
    pub fn outward(&self, side: Side) -> f32 {
        let up = if side == Side::South { -1.0 } else { 1.0 };
        if self.turned { -up } else { up }
    }

    /// Whether each tray lies along its owner's long side (on a phone) rather than at an end.
    pub fn trays_along(&self) -> bool {
        self.fit != Fit::Wide
    }

    /// What the camera must keep in view with the trays along the sides, in the world's axes:
    /// the pits end to end (the wood's rim may pass under the bar or a panel, the pits never),
    /// and across, the four rows and a tray along each long side.
    pub fn compact_view(&self) -> Vec2 {
        let along = f32::from(self.geometry.cols()) * self.spacing;
        let across = self.board_size().y + 2.0 * (TRAY_GAP + TRAY_DEPTH) + 12.0;
        Vec2::new(along, across)
    }

    /// How wide a caption beside a tray along a side may be: the tray's depth, so that, centred
    /// level with the tray, it stays within the view across the board (`compact_view`).
    pub fn caption_width(&self) -> f32 {
        TRAY_DEPTH
    }

    /// A tray's size on the table: along a side it lies along the board, half its length.
    pub fn tray_size(&self) -> Vec2 {
        match self.trays_along() {
            true => Vec2::new(self.tray_length(), TRAY_DEPTH),
            false => Vec2::new(150.0, 2.0 * self.spacing),
        }
    }

    fn tray_length(&self) -> f32 {
        f32::from(self.geometry.cols()) * self.spacing / 2.0 - 20.0
    }

    pub fn square_position(&self, square: Square) -> Vec2 {
        let cols = f32::from(self.geometry.cols());
        let x = (f32::from(square.col) - (cols - 1.0) / 2.0) * self.spacing;
        let row_offset = f32::from(square.row) - 2.5; // rows 1..4 → -1.5..1.5
        let y = row_offset * self.spacing + row_offset.signum() * self.gap / 2.0;
        self.facing(Vec2::new(x, y))
    }

    pub fn pit_position(&self, pit: Pit) -> Vec2 {
        self.square_position(self.geometry.square(pit))
    }

    /// Where the `slot`-th seed of a pit sits relative to the pit centre: a sunflower spiral, so
    /// seeds pack evenly and the first sits in the middle. The spiral tightens as it grows so that
    /// even a pit of sixty seeds stays a heap inside its pit.
    pub fn seed_offset(&self, slot: usize) -> Vec2 {
        if slot == 0 {
            return Vec2::ZERO;
        }
        let golden_angle = 2.399_963_f32;
        let k = slot as f32;
        let widest = self.pit_radius - self.seed_radius * 0.6;
        // Near the centre the spiral spaces seeds a little over a diameter apart.
        let knee = (widest / (self.seed_radius * 1.05)).powi(2);
        let r = widest * (k / (k + knee)).sqrt();
        Vec2::new(r * (k * golden_angle).cos(), r * (k * golden_angle).sin())
    }

    /// The pit under a world point, if any: anywhere within half the spacing of its centre, so
    /// the whole of a pit's square takes a click or a tap (on a phone a finger is wider than a
    /// bowl).
    pub fn pit_at(&self, point: Vec2) -> Option<Pit> {
        self.geometry.pits().find(|&pit| self.pit_position(pit).distance(point) <= self.spacing * 0.5)
    }

    pub fn board_size(&self) -> Vec2 {
        let cols = f32::from(self.geometry.cols());
        Vec2::new(cols * self.spacing + 40.0, 4.0 * self.spacing + self.gap + 40.0)
    }

    /// Centre of the tray beside the board where `captor`'s captured seeds go: at the end of the
    /// captor's half on the captor's right, so the board and its trays turn into themselves;
    /// on a phone, along the captor's own long side, in its right half.
    pub fn tray_position(&self, captor: Side) -> Vec2 {
        let (right, outward) = match captor {
            Side::South => (1.0, -1.0),
            Side::North => (-1.0, 1.0),
        };
        if self.trays_along() {
            let x = right * f32::from(self.geometry.cols()) * self.spacing / 4.0;
            let y = outward * (self.board_size().y / 2.0 + TRAY_GAP + TRAY_DEPTH / 2.0);
            return self.facing(Vec2::new(x, y));
        }
        let x = self.board_size().x / 2.0 + 105.0;
        self.facing(Vec2::new(right * x, outward * (self.spacing + self.gap / 2.0)))
    }

    /// Where a player's caption stands when the trays lie along the sides: along their long side,
    /// in its other half, level with their tray.
    pub fn caption_beside_tray(&self, side: Side) -> Vec2 {
        let tray = self.tray_position(side);
        Vec2::new(-tray.x, tray.y)
    }

    /// Where a player's reserve (seeds in hand, Bao's namua stage) waits beside the board: where
    /// a captor's tray would be (the games that keep reserves keep no trays).
    pub fn reserve_position(&self, side: Side) -> Vec2 {
        self.tray_position(side)
    }

    /// Where the `n`-th seed captured by `captor` rests in the tray: rows of five, filling from
    /// the edge nearest the captor.
    pub fn tray_slot(&self, captor: Side, n: usize) -> Vec2 {
        self.tray_position(captor) + self.grid_offset(captor, n)
    }

    /// Where the `n`-th seed of `side`'s reserve waits, filling like a tray.
    pub fn reserve_slot(&self, side: Side, n: usize) -> Vec2 {
        self.reserve_position(side) + self.grid_offset(side, n)
    }

    fn grid_offset(&self, side: Side, n: usize) -> Vec2 {
        let step = TRAY_STEP;
        let toward_centre = match side {
            Side::South => 1.0,
            Side::North => -1.0,
        };
        if self.trays_along() {
            // Long rows along the board, filling from the edge nearest it.
            let per_row = ((self.tray_length() - 20.0) / step).floor().max(1.0) as usize;
            let (col, row) = ((n % per_row) as f32, (n / per_row) as f32);
            let first_row = toward_centre * (TRAY_DEPTH / 2.0 - 18.0);
            let middle = (per_row as f32 - 1.0) / 2.0;
            return self.facing(Vec2::new((col - middle) * step, first_row - toward_centre * row * step));
        }
        let (col, row) = ((n % 5) as f32, (n / 5) as f32);
        let first_row = -toward_centre * (self.spacing - 22.0);
        self.facing(Vec2::new((col - 2.0) * step, first_row + toward_centre * row * step))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pit_is_found_at_its_own_position() {
        for cols in [8, 12] {
            let layout = BoardLayout::new(Geometry::new(cols));
            for pit in layout.geometry.pits() {
                assert_eq!(layout.pit_at(layout.pit_position(pit)), Some(pit));
            }
        }
    }

    #[test]
    fn on_a_phone_each_tray_lies_along_its_owners_side_clear_of_the_board() {
        for cols in [8, 12] {
            let layout = BoardLayout::new(Geometry::new(cols)).fitted(Fit::Upright);
            let edge = layout.board_size().y / 2.0;
            for side in Side::BOTH {
                let outward = if side == Side::South { -1.0 } else { 1.0 };
                let tray = layout.tray_position(side);
                // Beyond the owner's long side, and within the board's length.
                assert!(tray.y * outward - layout.tray_size().y / 2.0 > edge, "{side} tray at {tray}");
                assert!(tray.x.abs() + layout.tray_size().x / 2.0 <= layout.board_size().x / 2.0);
                // Its first seeds lie inside it.
                for n in 0..24 {
                    let seed = layout.tray_slot(side, n) - tray;
                    assert!(seed.x.abs() < layout.tray_size().x / 2.0, "seed {n} at {seed}");
                }
            }
        }
    }
}
