//! The board by keys alone: the arrows move the focus over the pits a person may choose now (the
//! movable ones; in the Omweso setup, all of the arranging player's), the board previews the
//! focused pit's move as it does a hovered one's, and Enter plays it — in the setup Enter puts a
//! seed there and Backspace takes one back. The focus follows the game: after a move, a question,
//! a take-back or a panel, it is on a pit that may be chosen again.

use super::focus::{KeyFocus, Step, choices, nearest, step};
use super::held::Held;
use super::hover::{HoveredPit, PreviewChoice};
use super::layout::BoardLayout;
use crate::app::base::PausableSystems;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::arranging::SetupAction;
use crate::app::game::legal::Legal;
use crate::app::game::messages::PitChosen;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::game::view::GameView;
use crate::rules::Pit;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyFocus>().add_systems(
        Update,
        (
            (move_focus, play_focused)
                .chain()
                .after(super::pointer::hover)
                .in_set(PausableSystems)
                .in_set(AppSystems::RecordInput),
            keep_focus_on_a_choice.in_set(AppSystems::Present),
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// Where a pit is on the screen: the board turns a quarter on a tall window.
/// For a frame after a new game the layout may still be the last game's: a pit it does not have
/// is nowhere in particular.
fn on_screen<'a>(layout: &'a BoardLayout, camera: Option<&'a Transform>) -> impl Fn(Pit) -> Vec2 + 'a {
    let turn = camera.map_or(Quat::IDENTITY, |t| t.rotation.inverse());
    move |pit| match layout.geometry.contains(pit) {
        true => (turn * layout.pit_position(pit).extend(0.0)).truncate(),
        false => Vec2::ZERO,
    }
}

fn move_focus(
    keys: Res<ButtonInput<KeyCode>>,
    game: GameView,
    held: Res<Held>,
    (layout, camera): (Res<BoardLayout>, Query<&Transform, With<Camera2d>>),
    mut focus: ResMut<KeyFocus>,
    mut hovered: ResMut<HoveredPit>,
    mut choice: ResMut<PreviewChoice>,
) {
    let (current, phase) = (&game.current, game.phase());
    let choices = choices(current, &game.legal, phase, &held);
    let screen = on_screen(&layout, camera.iter().next());
    if let Some(&(_, arrow)) = Step::ALL.iter().find(|(key, _)| keys.just_pressed(*key))
        && !choices.is_empty()
    {
        let from = focus.pit.filter(|pit| choices.contains(pit));
        let to = match from {
            // The first arrow shows where the focus is before it moves it.
            Some(from) if focus.active => step(from, arrow, &choices, &screen),
            _ => {
                let from = focus.pit.filter(|&pit| current.game.geometry().contains(pit));
                nearest(from, &choices, &screen).unwrap_or(choices[0])
            }
        };
        *focus = KeyFocus { pit: Some(to), active: true };
        // Said for the browser tests, which wait for each key to be taken before the next.
        info!("keys' focus: {}", current.game.pit_name(to));
    }
    // The focused pit's move is previewed, as the hovered pit's is.
    if focus.active && phase == BoardPhase::AwaitingPit && hovered.set_if_neq(HoveredPit(focus.pit)) {
        choice.0 = 0;
    }
}

fn play_focused(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<Match>,
    legal: Res<Legal>,
    (phase, held): (Res<State<BoardPhase>>, Res<Held>),
    focus: Res<KeyFocus>,
    mut picks: MessageWriter<PitChosen>,
    mut setup: MessageWriter<SetupAction>,
) {
    let Some(pit) = focus.pit.filter(|_| focus.active) else { return };
    // Enter on a pit that may not move is chosen all the same while the player is to move: the
    // board says why it starts nothing.
    let may = choices(&current, &legal, *phase.get(), &held).contains(&pit);
    let refused_aloud = *phase.get() == BoardPhase::AwaitingPit && current.person_to_move() && !held.any();
    if !may && !refused_aloud {
        return;
    }
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    match phase.get() {
        BoardPhase::AwaitingPit if enter => {
            picks.write(PitChosen(pit));
        }
        BoardPhase::Setup if enter => {
            setup.write(SetupAction::Add(pit));
        }
        BoardPhase::Setup if keys.just_pressed(KeyCode::Backspace) => {
            setup.write(SetupAction::Remove(pit));
        }
        _ => {}
    }
}

/// Once the board settles on a new choice (after a move, a question, a take-back), the focus
/// moves to the nearest pit that may be chosen, so that Enter never meets a pit that may not.
fn keep_focus_on_a_choice(
    current: Res<Match>,
    legal: Res<Legal>,
    (phase, held): (Res<State<BoardPhase>>, Res<Held>),
    layout: Res<BoardLayout>,
    camera: Query<&Transform, With<Camera2d>>,
    mut focus: ResMut<KeyFocus>,
) {
    let choices = choices(&current, &legal, *phase.get(), &held);
    if choices.is_empty() || focus.pit.is_some_and(|pit| choices.contains(&pit)) {
        return;
    }
    let screen = on_screen(&layout, camera.iter().next());
    // A pit of another game's board (a new game of another kind) is no place to start from.
    let from = focus.pit.filter(|&pit| current.game.geometry().contains(pit));
    let moved = nearest(from, &choices, &screen);
    if focus.pit != moved {
        focus.pit = moved;
    }
}
