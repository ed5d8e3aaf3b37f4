//! A coach at the board — a lesson, a puzzle — told once: while it is on, its panel has room
//! beside the board, the holes' names are shown and the holes its task names marked, the board takes no pick while the coach holds it, a missed move goes back
//! once its seeds have settled and the learner has seen where they went, and the coach's hint is
//! previewed on the board whenever the pointer is over no other pit.
//!
//! A capability says what it is with [`Coach`] and adds [`plugin`]; its own judging runs
//! [`before`](SystemSet) [`Responds`], so a miss is taken back and a hint shown the frame it is
//! judged.

use super::coached::Coached;
use super::held::{Held, hold};
use super::hover::{HoveredPit, PreviewChoice, show_move};
use super::layout::{PanelRoom, ask_for_room};
use super::pace::InView;
use crate::app::base::{AppSystems, Screen};
use crate::app::computer::thoughts::AskHint;
use crate::app::game::legal::Legal;
use crate::app::game::messages::{PitChosen, TakeBack};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::rules::Pit;
use bevy::ecs::component::Mutable;
use bevy::ecs::message::Messages;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// The share of the window a coach's panel takes beside (or, upright, below) the board.
pub const COACH_ROOM: f32 = 0.27;

/// What the board needs to know of a coach on it.
pub trait Coach: Resource + Component<Mutability = Mutable> {
    /// The coach's name, for the room it asks and the hold it puts on the board.
    const NAME: &'static str;
    /// How long, in seconds, a missed move stays on the board before it is taken back.
    const SHOW_A_MISS: f32;
    /// Whether a lesson or a puzzle of this coach is on the board.
    fn is_on(&self) -> bool;
    /// Leaves the board (the learner went back to the menus).
    fn end(&mut self);
    /// Whether the board takes no pick now (the move was made, or is being weighed).
    fn holds(&self, current: &Match) -> bool;
    /// Whether the last move was judged a miss, to be taken back.
    fn missed(&self) -> bool;
    /// The move to preview as a hint, once `plies` moves have been played on the coach's board.
    fn hint(&self, plies: usize) -> Option<&str>;
    /// The player asked for a hint (the bar's Hint, or H): the coach's own answer is shown from
    /// now on, as after a second miss — not the computer's best move, which need not do the task.
    fn ask_hint(&mut self, current: &Match);
    /// The holes the coach's task names, marked on the board.
    fn targets(&self) -> Vec<Pit> {
        Vec::new()
    }
}

/// After the coach's judging, in [`AppSystems::Finish`]: the coach's answer to a move.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Responds;

pub fn plugin<C: Coach>(app: &mut App) {
    app.add_systems(
        Update,
        (
            hold_the_board::<C>.in_set(AppSystems::Gate),
            (take_back_a_miss::<C>, show_the_hint::<C>).chain().in_set(Responds).in_set(AppSystems::Finish),
            (make_room::<C>, tell_the_board::<C>).in_set(AppSystems::Present),
            take_the_hint::<C>.in_set(AppSystems::Review),
        ),
    )
    // The coach ends when the learner leaves the board (not on leaving it: the autosave, which
    // leaves a coach's board alone, still sees it then).
    .add_systems(OnEnter(Screen::Title), end::<C>)
    .add_systems(OnEnter(Screen::Learn), end::<C>);
}

fn end<C: Coach>(mut coach: ResMut<C>) {
    coach.end();
}

/// The board moves over for the coach's panel while the coach is on it.
fn make_room<C: Coach>(coach: Res<C>, mut room: ResMut<PanelRoom>) {
    let share = if coach.is_on() { COACH_ROOM } else { 0.0 };
    ask_for_room(&mut room, C::NAME, share);
}

/// While the coach is on, the board shows the holes' names and marks the holes its task names.
fn tell_the_board<C: Coach>(coach: Res<C>, mut coached: ResMut<Coached>) {
    if !coach.is_changed() {
        return;
    }
    let wanted = coach.is_on().then(|| coach.targets());
    if coached.asked(C::NAME) != wanted.as_deref() {
        coached.ask(C::NAME, wanted);
    }
}

/// A hint asked for while the coach is on is the coach's to give: the computer never sees it.
fn take_the_hint<C: Coach>(mut coach: ResMut<C>, current: Res<Match>, mut asks: ResMut<Messages<AskHint>>) {
    if asks.is_empty() || !coach.is_on() {
        return;
    }
    asks.clear();
    info!("hint asked of the {}", C::NAME);
    coach.ask_hint(&current);
}

/// The board takes no pick (and shows none to make) while the coach holds it.
fn hold_the_board<C: Coach>(
    coach: Res<C>,
    current: Res<Match>,
    mut held: ResMut<Held>,
    mut picks: ResMut<Messages<PitChosen>>,
) {
    let holds = coach.holds(&current);
    if holds {
        picks.clear();
    }
    hold(&mut held, C::NAME, holds);
}

/// A missed move goes back — with the computer's answer, if it answers — once its seeds have
/// settled and the learner has had a moment to see where they went.
fn take_back_a_miss<C: Coach>(
    coach: Res<C>,
    current: Res<Match>,
    phase: Option<Res<State<BoardPhase>>>,
    time: Res<Time>,
    mut in_view: Local<InView>,
    mut take_back: MessageWriter<TakeBack>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let settled = phase.is_some_and(|p| p.get().is_choosing() || matches!(p.get(), BoardPhase::GameOver));
    let answered = !current.computer_to_move() || current.game.outcome().is_some();
    let shown = coach.missed() && settled && answered && !current.moves.is_empty();
    if in_view.for_at_least(shown, time.delta_secs(), C::SHOW_A_MISS) {
        take_back.write(TakeBack);
    } else if shown {
        // The miss waits by the clock: the frames go on until it is taken back.
        redraw.write(RequestRedraw);
    }
}

/// The coach's hint, previewed while the board awaits a pick and the pointer is over no other pit
/// (the bar says the move in words, as for any preview).
fn show_the_hint<C: Coach>(
    coach: Res<C>,
    current: Res<Match>,
    legal: Res<Legal>,
    phase: Option<Res<State<BoardPhase>>>,
    mut hovered: ResMut<HoveredPit>,
    mut choice: ResMut<PreviewChoice>,
) {
    let awaiting = phase.is_some_and(|p| *p.get() == BoardPhase::AwaitingPit);
    if let Some(hint) = coach.hint(current.moves.len()).filter(|_| awaiting) {
        show_move(hint, &current, &legal, &mut hovered, &mut choice);
    }
}
