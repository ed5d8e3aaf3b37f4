//! The pointer on the board: the pit under the mouse or a touch. In play a click or a tap chooses
//! the pit, hovering (or a long press on touch) previews its move, and while seeds move a press
//! finishes the move at once; during an Omweso setup a click places a seed, a right click (or a
//! drag off the pits) takes one back, and a drag to another pit moves one — by mouse or by touch.

use super::focus::KeyFocus;
use super::hover::{HoveredPit, PreviewChoice, SeedDrag};
use super::layout::BoardLayout;
use super::messages::SkipPlayback;
use crate::app::base::PausableSystems;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::arranging::SetupAction;
use crate::app::game::messages::PitChosen;
use crate::app::game::phase::{BoardPhase, choosing};
use crate::app::game::the_match::Match;
use crate::rules::Pit;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The pointer's systems wait for a window: headless tests write the messages instead.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PointerNow>().add_systems(
        Update,
        (
            read_pointer,
            hover,
            // A tap while the rules list the moves counts too: it is played once they are listed.
            pick.run_if(choosing.or_else(in_state(BoardPhase::Listing))).in_set(PausableSystems),
            skip.run_if(in_state(BoardPhase::Animating)).in_set(PausableSystems),
            arrange.run_if(in_state(BoardPhase::Setup)).in_set(PausableSystems),
        )
            .chain()
            .run_if(in_state(Screen::Playing))
            .in_set(AppSystems::RecordInput),
    );
}

/// Where the pointer is, in the board's world, unless a panel has it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Pointer {
    /// The mouse, or the first finger on the screen.
    at: Option<Vec2>,
    /// The same on the screen: it stays put when the camera moves the board under it.
    on_screen: Option<Vec2>,
    pressed: bool,
    released: bool,
    right_pressed: bool,
    /// A click, or a touch let go of before it became a long press: chooses a pit.
    tap: bool,
    /// Over the board without a press: the mouse, or a finger held down for a long press.
    hovering: bool,
    /// A finger is down: the frames go on while it is, to tell a long press from a tap.
    pub(super) finger_down: bool,
}

/// A finger held this long previews the move under it instead of choosing the pit.
const LONG_PRESS_SECONDS: f32 = 0.45;

/// Reads the mouse and touches into one pointer in world space.
pub(super) fn read_pointer(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    buttons: Res<ButtonInput<MouseButton>>,
    touches: Option<Res<Touches>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    time: Res<Time>,
    mut held: Local<Option<f32>>,
    mut out: ResMut<PointerNow>,
) {
    let (camera, camera_transform) = *camera;
    let over_ui = egui_input.is_some_and(|input| input.wants_any_pointer_input());
    let to_world = |p: Vec2| camera.viewport_to_world_2d(camera_transform, p).ok();
    let touch = touches.as_deref().and_then(|t| t.iter().next().map(|touch| touch.position()));
    let touch_pressed = touches.as_deref().is_some_and(|t| t.iter_just_pressed().next().is_some());
    let touch_released = touches.as_deref().is_some_and(|t| t.iter_just_released().next().is_some());
    let last_touch =
        touches.as_deref().and_then(|t| t.iter_just_released().next().map(|touch| touch.position()));
    let screen_at = window.cursor_position().or(touch).or(last_touch);
    // How long the finger has been down, when one is.
    if touch_pressed {
        *held = Some(0.0);
    } else if let Some(seconds) = held.as_mut() {
        *seconds += time.delta_secs();
    }
    let long_press = held.is_some_and(|seconds| seconds >= LONG_PRESS_SECONDS);
    let short_tap = touch_released && !long_press;
    if touch_released {
        *held = None;
    }
    let clicked = buttons.just_pressed(MouseButton::Left);
    out.0 = Pointer {
        at: screen_at.filter(|_| !over_ui).and_then(to_world),
        on_screen: screen_at.filter(|_| !over_ui),
        pressed: !over_ui && (clicked || touch_pressed),
        released: buttons.just_released(MouseButton::Left) || touch_released,
        right_pressed: !over_ui && buttons.just_pressed(MouseButton::Right),
        tap: !over_ui && (clicked || short_tap),
        hovering: window.cursor_position().is_some() || (touch.is_some() && long_press),
        finger_down: held.is_some(),
    };
}

/// This frame's pointer, for the systems below.
#[derive(Resource, Default, Debug)]
pub(super) struct PointerNow(pub(super) Pointer);

/// The pit under the pointer, if it is one of the game's board: for a frame after a new game
/// the layout may still be the last game's, whose pits this game may not have.
fn pit_under(layout: &BoardLayout, current: &Match, at: Option<Vec2>) -> Option<Pit> {
    at.and_then(|p| layout.pit_at(p)).filter(|&pit| current.game.geometry().contains(pit))
}

pub(super) fn hover(
    pointer: Res<PointerNow>,
    layout: Res<BoardLayout>,
    current: Res<Match>,
    mut hovered: ResMut<HoveredPit>,
    mut choice: ResMut<PreviewChoice>,
    mut focus: ResMut<KeyFocus>,
    mut last_at: Local<Option<Vec2>>,
) {
    // While the keys have the board, the focus is what is previewed; moving the pointer over the
    // board takes it back (the camera refitting the board under a still pointer does not).
    let moved = pointer.0.on_screen.is_some() && pointer.0.on_screen != *last_at;
    *last_at = pointer.0.on_screen;
    if focus.active && !moved {
        return;
    }
    if focus.active {
        focus.active = false;
    }
    let over = pit_under(&layout, &current, pointer.0.at.filter(|_| pointer.0.hovering));
    if hovered.set_if_neq(HoveredPit(over)) {
        // Another pit: its preview starts with the first way its move may go.
        choice.0 = 0;
    }
}

/// A click or a tap on a pit chooses it.
pub(super) fn pick(
    pointer: Res<PointerNow>,
    layout: Res<BoardLayout>,
    current: Res<Match>,
    mut chosen: MessageWriter<PitChosen>,
) {
    // The computer's turn is the computer's to play, and a friend's the friend's.
    if pointer.0.tap
        && current.person_to_move()
        && let Some(pit) = pit_under(&layout, &current, pointer.0.at)
    {
        chosen.write(PitChosen(pit));
    }
}

/// A press anywhere on the board while seeds move finishes the move at once.
pub(super) fn skip(pointer: Res<PointerNow>, mut skip: MessageWriter<SkipPlayback>) {
    if pointer.0.pressed && pointer.0.at.is_some() {
        skip.write(SkipPlayback);
    }
}

/// The Omweso setup by pointer: a press and release on one pit adds a seed there; a drag to
/// another pit moves one; a drag off the pits, or a right click, takes one back.
pub(super) fn arrange(
    pointer: Res<PointerNow>,
    layout: Res<BoardLayout>,
    current: Res<Match>,
    mut drag: ResMut<SeedDrag>,
    mut setup: MessageWriter<SetupAction>,
) {
    let pointer = pointer.0;
    let under = pit_under(&layout, &current, pointer.at);
    if pointer.pressed {
        drag.from = under;
    }
    drag.at = drag.from.and(pointer.at);
    if pointer.released
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
    if pointer.right_pressed
        && let Some(pit) = under
    {
        setup.write(SetupAction::Remove(pit));
    }
}
