//! Frames on demand: an idle board draws nothing. The window sleeps until something wakes it — a
//! key, the pointer, a touch, a resize, the panels (bevy_egui asks for the frames egui wants),
//! a background job's report — and whatever has something under way asks for the next frame
//! with a `RequestRedraw`: the seeds in flight, a note fading, a clock counting, a move waiting
//! to be taken back. After a player's input a few frames follow, so what an input starts (a
//! panel's message is read a frame later, its answer a frame after that) is carried through.
//!
//! Each capability asks for its own frames, in `Last`; [`redraw_on_change`] serves those whose
//! state changing is all there is to show. One that must look at something the window is not told
//! of (an online game's lost connection, which sends nothing) asks to be woken that often
//! ([`Pulse`]); the window sleeps no longer than the shortest ask.

use super::job;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::input::touch::TouchInput;
use bevy::prelude::*;
use bevy::window::{CursorMoved, RequestRedraw, WindowResized};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};
use std::time::Duration;

/// The longest an idle window sleeps before it draws a frame anyway.
const LONGEST_SLEEP: Duration = Duration::from_secs(60);

/// Frames drawn after a player's input.
const AFTER_INPUT: u8 = 4;

/// Frames drawn at the start, while the panels dress and the first screen settles.
const AT_START: u8 = 10;

pub(super) fn plugin(app: &mut App) {
    // The window's own messages, for a game without one (the headless tests) to count too.
    app.add_message::<RequestRedraw>()
        .add_message::<CursorMoved>()
        .add_message::<WindowResized>()
        .insert_resource(WinitSettings {
            focused_mode: UpdateMode::reactive_low_power(LONGEST_SLEEP),
            unfocused_mode: UpdateMode::reactive_low_power(LONGEST_SLEEP),
        })
        .init_resource::<Pulse>()
        .add_systems(Startup, wake_from_jobs)
        .add_systems(Last, (after_input, while_work_needs_frames, sleep_as_asked.in_set(WindowSleeps)));
}

/// Where the window is told how long it may sleep, at the end of the frame: a capability asks
/// `Pulse` before it (`.before(WindowSleeps)`), or the window sleeps on the old ask till it wakes.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WindowSleeps;

/// How often capabilities ask the sleeping window to wake, each by its name: none, it sleeps
/// until something wakes it (or `LONGEST_SLEEP`).
#[derive(Resource, Default, Debug)]
pub struct Pulse {
    asked: Vec<(&'static str, Duration)>,
}

impl Pulse {
    /// `who` asks to be woken `every` so often, or (`None`) no longer.
    pub fn ask(&mut self, who: &'static str, every: Option<Duration>) {
        self.asked.retain(|(name, _)| *name != who);
        if let Some(every) = every {
            self.asked.push((who, every));
        }
    }

    /// How often `who` asks to be woken, if it asks.
    pub fn asked_by(&self, who: &str) -> Option<Duration> {
        self.asked.iter().find(|(name, _)| *name == who).map(|&(_, every)| every)
    }

    /// The longest the window may sleep.
    fn sleep(&self) -> Duration {
        self.asked.iter().map(|&(_, every)| every).fold(LONGEST_SLEEP, Duration::min)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_sleeps_no_longer_than_the_shortest_ask() {
        let mut pulse = Pulse::default();
        assert_eq!(pulse.sleep(), LONGEST_SLEEP);
        pulse.ask("slow", Some(Duration::from_secs(1)));
        pulse.ask("quick", Some(Duration::from_millis(100)));
        assert_eq!(pulse.sleep(), Duration::from_millis(100));
        pulse.ask("quick", None);
        assert_eq!((pulse.sleep(), pulse.asked_by("quick")), (Duration::from_secs(1), None));
        pulse.ask("slow", Some(Duration::from_secs(2)));
        assert_eq!(pulse.asked_by("slow"), Some(Duration::from_secs(2)), "asked again, not twice");
        pulse.ask("slow", None);
        assert_eq!(pulse.sleep(), LONGEST_SLEEP);
    }
}

/// The window sleeps no longer than the shortest ask.
fn sleep_as_asked(pulse: Res<Pulse>, winit: Option<ResMut<WinitSettings>>) {
    let Some(mut winit) = winit else { return };
    let mode = UpdateMode::reactive_low_power(pulse.sleep());
    if pulse.is_changed() && winit.focused_mode != mode {
        winit.focused_mode = mode;
        winit.unfocused_mode = mode;
    }
}

/// With the panels: egui asks for no frame for input that did not change.
pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
    );
}

/// bevy_egui 0.42 tells egui the modifier keys' state every frame as an event, and egui asks for
/// another frame after any event: the panels would ask for frames forever. The state is kept
/// where it changes (egui keeps its last modifiers when told nothing).
fn drop_unchanged_modifiers(mut inputs: Query<&mut EguiInput>, mut told: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(now) if *told == Some(*now) => false,
            egui::Event::ModifiersChanged(now) => {
                *told = Some(*now);
                true
            }
            _ => true,
        });
    }
}

/// A job's thread wakes the sleeping window when it leaves a report.
fn wake_from_jobs(proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    job::wake_with(move || {
        // A window already closed has nothing to wake.
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    });
}

/// The input a player gives, each kind a message of its own.
#[derive(bevy::ecs::system::SystemParam)]
struct Input<'w, 's> {
    keys: MessageReader<'w, 's, KeyboardInput>,
    buttons: MessageReader<'w, 's, MouseButtonInput>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    touches: MessageReader<'w, 's, TouchInput>,
    cursor: MessageReader<'w, 's, CursorMoved>,
    resized: MessageReader<'w, 's, WindowResized>,
}

impl Input<'_, '_> {
    fn any(&mut self) -> bool {
        // Every reader is read, so none holds last frame's input over.
        let counts = [
            self.keys.read().count(),
            self.buttons.read().count(),
            self.wheel.read().count(),
            self.touches.read().count(),
            self.cursor.read().count(),
            self.resized.read().count(),
        ];
        counts.iter().any(|&n| n > 0)
    }
}

fn after_input(mut input: Input, mut left: Local<Option<u8>>, mut redraw: MessageWriter<RequestRedraw>) {
    let left = left.get_or_insert(AT_START);
    if input.any() {
        *left = (*left).max(AFTER_INPUT);
    }
    if *left > 0 {
        *left -= 1;
        redraw.write(RequestRedraw);
    }
}

/// Slices run inside frames (a page without the engine worker) need frames until the job is done.
fn while_work_needs_frames(mut was: Local<bool>, mut redraw: MessageWriter<RequestRedraw>) {
    while_busy(job::needs_frames(), &mut was, &mut redraw);
}

/// Asks for the next frame while `busy`, and once more on the frame it ends: what follows its
/// end (the board's next phase, set at the start of a frame) is drawn and carried on too.
/// `was` is the caller's own `Local`.
pub fn while_busy(busy: bool, was: &mut bool, redraw: &mut MessageWriter<RequestRedraw>) {
    if busy || *was {
        redraw.write(RequestRedraw);
    }
    *was = busy;
}

/// A frame follows a frame in which `R` changed: what it shows is drawn, and what follows from
/// it is carried on. For `Last`.
pub fn redraw_on_change<R: Resource>(resource: Option<Res<R>>, mut redraw: MessageWriter<RequestRedraw>) {
    if resource.is_some_and(|resource| resource.is_changed()) {
        redraw.write(RequestRedraw);
    }
}
