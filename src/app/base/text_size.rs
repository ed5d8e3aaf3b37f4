//! The panels' text sizes, smallest to largest, named by what they carry (egui points, before
//! the player's own text size zooms them all).

/// The words on a graph's edge.
pub const LEGEND: f32 = 11.0;
/// The version under the title.
pub const FOOTNOTE: f32 = 12.0;
/// Which lesson or puzzle of how many; a pit's name on a drawing.
pub const CAPTION: f32 = 13.0;
/// A line under a choice: the game a path teaches.
pub const ASIDE: f32 = 14.0;
/// How a lesson's or a puzzle's move went.
pub const NOTE: f32 = 15.0;
/// Running text and buttons; the bar's second line.
pub const BODY: f32 = 16.0;
/// A line to read first: an introduction, the way back, the match score.
pub const LEAD: f32 = 17.0;
/// A window's heading.
pub const HEADING: f32 = 18.0;
/// A question put to one side.
pub const PROMPT: f32 = 19.0;
/// Whose turn it is; a puzzle's task.
pub const STATUS: f32 = 20.0;
/// The game's name in the bar.
pub const NAME: f32 = 22.0;
/// A window's question; a menu's title.
pub const QUESTION: f32 = 24.0;
/// egui's own heading style.
pub const DISPLAY: f32 = 26.0;
/// The pause panel's title.
pub const TITLE: f32 = 28.0;
/// The end of a game.
pub const HEADLINE: f32 = 34.0;
/// The Blitz count.
pub const CLOCK: f32 = 44.0;
