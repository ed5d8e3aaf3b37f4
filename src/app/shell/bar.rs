//! The bar above the board: the game, whose turn it is, the Blitz count, the match score, and
//! the buttons (rules, take back, restart, menu); and the rules window it opens.

use crate::app::base::pause::Pause;
use crate::app::base::settings::Settings;
use crate::app::base::text_size;
use crate::app::base::widgets::{
    CREAM, GOLD, MISSED, PANEL, Panels, RIGHT, display_family, is_narrow, is_phone, side_color, viewport_ui,
};
use crate::app::base::windows::OpenWindows;
use crate::app::blitz::clock::BlitzClock;
use crate::app::board::hover::{HoveredPit, PreviewChoice};
use crate::app::board::layout::{BarRoom, PanelRoom};
use crate::app::board::pace::{Pace, Speed};
use crate::app::board::words as board_words;
use crate::app::computer::thoughts::{AskHint, Purpose, Thoughts};
use crate::app::game::last_move::{LastMove, preview};
use crate::app::game::legal::Legal;
use crate::app::game::messages::{Leave, LeaveTo, Redo, TakeBack};
use crate::app::game::phase::BoardPhase;
use crate::app::game::refused::Refused;
use crate::app::game::remote;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::app::game::words as game_words;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::app::online::messages::AskTakeBack;
use crate::app::online::state::Online;
use crate::app::online::words as online_words;
use crate::rules::GameKind;
use crate::saved::settings::{PlayMode, Seat};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, bar.in_set(Panels::Bar));
}

/// What the bar shows.
#[derive(SystemParam)]
pub(super) struct BarView<'w> {
    current: Res<'w, Match>,
    legal: Res<'w, Legal>,
    turn: Res<'w, Turn>,
    phase: Res<'w, State<BoardPhase>>,
    clock: Res<'w, BlitzClock>,
    last: Res<'w, LastMove>,
    refused: Res<'w, Refused>,
    hovered: Res<'w, HoveredPit>,
    choice: Res<'w, PreviewChoice>,
    thoughts: Res<'w, Thoughts>,
    words: Res<'w, Words>,
    room: Res<'w, PanelRoom>,
    online: Res<'w, Online>,
}

/// What the bar's buttons change.
#[derive(SystemParam)]
pub(super) struct BarControls<'w> {
    windows: ResMut<'w, OpenWindows>,
    settings: ResMut<'w, Settings>,
    pace: ResMut<'w, Pace>,
    pause: ResMut<'w, Pause>,
    take_back: MessageWriter<'w, TakeBack>,
    ask_take_back: MessageWriter<'w, AskTakeBack>,
    redo: MessageWriter<'w, Redo>,
    leave: MessageWriter<'w, Leave>,
    ask_hint: MessageWriter<'w, AskHint>,
}

pub(super) fn bar(
    mut contexts: EguiContexts,
    view: BarView,
    mut controls: BarControls,
    time: Res<Time>,
    mut waiting: Local<f32>,
    mut bar_room: ResMut<BarRoom>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A rare position takes the rules seconds to list its moves: say so, but not for a blink.
    let listing = *view.phase.get() == BoardPhase::Listing;
    *waiting = if listing { *waiting + time.delta_secs() } else { 0.0 };
    let working = *waiting > 0.4;
    let mut root = viewport_ui(ctx);
    // Face to face the bar is South's, at the screen's bottom edge; North has its own strip.
    let panel = match controls.settings.face_to_face {
        true => egui::Panel::bottom("hud"),
        false => egui::Panel::top("hud"),
    };
    // On a phone, held either way, the bar is one line and the rest is behind its button.
    let narrow = is_phone(ctx);
    let margin = if narrow { egui::Margin::symmetric(8, 4) } else { egui::Margin::same(10) };
    let shown = panel.frame(egui::Frame::NONE.fill(PANEL).inner_margin(margin)).show(&mut root, |ui| {
        if narrow {
            phone_bar(ui, &view, &mut controls, working);
            return;
        }
        let mut buttons = |ui: &mut egui::Ui| buttons(ui, &view, &mut controls, false);
        let buttons_width = egui::Id::new("bar buttons width");
        let mut wrapped = false;
        ui.horizontal(|ui| {
            status(ui, &view, working, false);
            // The buttons sit at the right, or on a line of their own when the row has no room
            // left for them (a long status, a longer language): never over the words.
            let needed = ui.ctx().data(|d| d.get_temp::<f32>(buttons_width)).unwrap_or(0.0);
            if ui.available_width() >= needed {
                at_the_right(ui, &mut buttons, buttons_width);
            } else {
                wrapped = true;
            }
        });
        if wrapped {
            ui.horizontal(|ui| at_the_right(ui, &mut buttons, buttons_width));
        }
        let preview_on = controls.settings.preview_on(view.current.mode);
        if let Some(SecondLine { text, color, .. }) = second_line(&view, preview_on) {
            ui.label(egui::RichText::new(text).size(text_size::BODY).color(color));
        }
    });
    // The camera keeps the board clear of the bar, however many lines it took.
    let share = shown.response.rect.height() / ctx.viewport_rect().height().max(1.0);
    if (bar_room.0 - share).abs() > 0.005 {
        bar_room.0 = share;
    }
    Ok(())
}

/// On a phone, one short line — the game, whose turn it is, and a button that opens the rest
/// below it (the buttons, the score, the mode) — so the board has the screen; the last move (or
/// the previewed one) in a line under it while no panel's sheet is open, or on a phone held
/// sideways, where height is short and width is not, at the end of the same line.
fn phone_bar(ui: &mut egui::Ui, view: &BarView, controls: &mut BarControls, working: bool) {
    let open_id = egui::Id::new("bar more open");
    let mut open = ui.ctx().data(|d| d.get_temp::<bool>(open_id)).unwrap_or(false);
    let preview_on = controls.settings.preview_on(view.current.mode);
    let said = second_line(view, preview_on);
    // A refusal is said whole, on as many lines as it takes: it is why a tap did nothing. The last
    // move, in one line cut short, is said whole once tapped (a phone has no hover), and in one
    // line again on the next tap.
    let refusal = said.as_ref().is_some_and(|line| line.refusal);
    let whole_id = egui::Id::new("bar last move whole");
    let last_move = |ui: &mut egui::Ui| {
        if let Some(SecondLine { text, color, .. }) = &said {
            let whole = ui.ctx().data(|d| d.get_temp::<bool>(whole_id)).unwrap_or(false);
            let text = egui::RichText::new(text.as_str()).size(text_size::CAPTION).color(*color);
            let label = egui::Label::new(text).sense(egui::Sense::click());
            let shown = ui.add(if refusal || whole { label.wrap() } else { label.truncate() });
            if shown.clicked() && !refusal {
                ui.ctx().data_mut(|d| d.insert_temp(whole_id, !whole));
            }
        }
    };
    let sideways = !is_narrow(ui.ctx());
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.toggle_value(&mut open, view.words.get("bar-more"));
            ui.with_layout(
                egui::Layout::left_to_right(egui::Align::Center).with_main_wrap(!sideways),
                |ui| {
                    status(ui, view, working, true);
                    if sideways && said.is_some() {
                        ui.separator();
                        last_move(ui);
                    }
                },
            );
        });
    });
    if open {
        ui.horizontal_wrapped(|ui| buttons(ui, view, controls, true));
        score_and_mode(ui, view);
    }
    ui.ctx().data_mut(|d| d.insert_temp(open_id, open));
    // Upright, while a panel's sheet is open the board needs the line (Bao la Kimasai's twelve
    // pits a thumb wide fill a 640-point phone with one line of bar and the sheet's line); the
    // board marks the last move all the same. A refusal is said even then.
    if !sideways && (view.room.share() == 0.0 || refusal) {
        last_move(ui);
    }
}

/// The match's score and the mode of play, when there is one to say.
fn score_and_mode(ui: &mut egui::Ui, view: &BarView) {
    let (current, words) = (&view.current, &view.words);
    ui.horizontal_wrapped(|ui| {
        if let Some(score) = &current.score {
            let text = words.with(
                "bar-score",
                &[
                    ("south", score.scores[0].into()),
                    ("north", score.scores[1].into()),
                    ("target", score.target.into()),
                ],
            );
            ui.label(egui::RichText::new(text).size(text_size::LEAD).color(CREAM))
                .on_hover_text(names::score(words, score));
            ui.separator();
        }
        if current.mode != PlayMode::Classical || current.score.is_some() {
            ui.label(egui::RichText::new(names::mode(words, current.mode)).color(CREAM));
        }
    });
}

/// The buttons: leave, restart, take back and redo, a hint, the moves and the rules, face to
/// face; on a wide window the settings a player changes mid-game, on a phone the way to them.
fn buttons(ui: &mut egui::Ui, view: &BarView, controls: &mut BarControls, narrow: bool) {
    let (current, words, phase) = (&view.current, &view.words, *view.phase.get());
    if ui.button(words.get("bar-menu")).clicked() {
        controls.leave.write(Leave(LeaveTo::Menu));
    }
    // What the game allows (online, a game begins again in the friend's room only once it is
    // over, when both devices can take the next game).
    let allowed = current.allowed();
    let restart_now = allowed.restart && view.online.next_game_ready(current);
    let restart = ui.add_enabled(restart_now, egui::Button::new(words.get("bar-restart")));
    let stranger = view.online.with_a_stranger(current);
    let restart_online = online_words::of_them(words, "bar-restart-online", stranger);
    if restart.on_disabled_hover_text(restart_online).clicked() {
        controls.leave.write(Leave(LeaveTo::Restart));
    }
    // In right-to-left order: Redo stands right of Take back.
    let still = phase.is_choosing() || matches!(phase, BoardPhase::GameOver | BoardPhase::Setup);
    match allowed.take_back {
        remote::TakeBack::Yes => {
            let redo_button =
                ui.add_enabled(still && current.can_redo(), egui::Button::new(words.get("bar-redo")));
            if redo_button.on_hover_text(words.get("bar-redo-hint")).clicked() {
                controls.redo.write(Redo);
            }
            let can_take_back = still && (current.can_take_back() || view.turn.is_under_way());
            let button = ui.add_enabled(can_take_back, egui::Button::new(words.get("bar-take-back")));
            if button.on_hover_text(words.get("bar-take-back-hint")).clicked() {
                controls.take_back.write(TakeBack);
            }
        }
        // Online a move stands unless the friend lets it be taken back: the button asks them.
        remote::TakeBack::AskTheFriend { now } => {
            let button = ui.add_enabled(still && now, egui::Button::new(words.get("bar-take-back")));
            let hint = online_words::of_them(words, "bar-ask-take-back-hint", stranger);
            if button.on_hover_text(hint).clicked() {
                controls.ask_take_back.write(AskTakeBack);
            }
        }
        remote::TakeBack::Stands => {
            ui.add_enabled(false, egui::Button::new(words.get("bar-take-back")))
                .on_disabled_hover_text(words.get("bar-contract-stands"));
        }
    }
    let hint_now = phase == BoardPhase::AwaitingPit && current.person_to_move() && allowed.help;
    let hint = ui.add_enabled(hint_now, egui::Button::new(words.get("bar-hint")));
    if hint.on_hover_text(words.get("bar-hint-explain")).clicked() {
        controls.ask_hint.write(AskHint);
    }
    ui.toggle_value(&mut controls.windows.show_moves, words.get("bar-moves"));
    if phase == BoardPhase::Animating {
        ui.label(egui::RichText::new(words.get("bar-finish-move")).color(CREAM));
    }
    ui.toggle_value(&mut controls.windows.show_rules, words.get("bar-rules"));
    // Two people at one screen laid flat between them: each reads their own side.
    let hot_seat = current.seats().0.iter().all(|&seat| seat == Seat::Human);
    let settings = &mut controls.settings;
    if hot_seat || settings.face_to_face {
        ui.toggle_value(&mut settings.face_to_face, words.get("bar-face-to-face"))
            .on_hover_text(words.get("pause-face-to-face-explain"));
    }
    if narrow {
        // On a phone the settings are in the pause panel.
        if ui.button(words.get("bar-settings")).clicked() {
            controls.pause.open = true;
        }
        return;
    }
    ui.separator();
    let mut preview = settings.preview_on(current.mode);
    if ui
        .toggle_value(&mut preview, words.get("bar-preview"))
        .on_hover_text(words.get("bar-preview-explain"))
        .changed()
    {
        settings.toggle_preview(current.mode);
    }
    let sound = words.get(if settings.sound_on { "bar-sound-on" } else { "bar-sound-off" });
    ui.toggle_value(&mut settings.sound_on, sound).on_hover_text(words.get("bar-sound-explain"));
    let pace = &mut controls.pace;
    egui::ComboBox::from_id_salt("speed")
        .selected_text(words.with("bar-speed", &[("speed", board_words::speed(words, pace.speed).into())]))
        .show_ui(ui, |ui| {
            for speed in Speed::ALL {
                ui.selectable_value(&mut pace.speed, speed, board_words::speed(words, speed));
            }
        })
        .response
        .on_hover_text(words.get("bar-speed-explain"));
}

/// The first line's words: the game, whose turn it is, what the computer and the rules are busy
/// with, the Blitz count, the match score and the mode.
fn status(ui: &mut egui::Ui, view: &BarView, working: bool, narrow: bool) {
    let (current, words, phase) = (&view.current, &view.words, *view.phase.get());
    let game = &current.game;
    // On a phone, the game's name without its source.
    let title = names::game_title(words, game.kind(), game.preset());
    let title = if narrow { title.split(" (").next().unwrap_or(&title) } else { &title };
    // On a phone, sizes that keep the line one line at 360 px.
    let (title_size, status_size) =
        if narrow { (text_size::LEAD, text_size::HEADING) } else { (text_size::NAME, text_size::STATUS) };
    ui.label(egui::RichText::new(title).size(title_size).family(display_family()).color(GOLD));
    if !narrow {
        ui.separator();
    }
    let to_move = match (&current.arranging, phase) {
        (Some(arranging), _) => Some((
            arranging.side,
            words.with("bar-arranges", &[("side", names::side(words, arranging.side).into())]),
        )),
        (None, BoardPhase::GameOver | BoardPhase::Animating | BoardPhase::Reviewing) => None,
        // With a friend by message, whose move it is: theirs or this screen's.
        (None, _) if current.with_a_friend() => {
            let id = if current.person_to_move() { "bar-your-move" } else { "bar-friends-move" };
            Some((
                game.side_to_move(),
                online_words::of_them(words, id, view.online.with_a_stranger(current)),
            ))
        }
        (None, _) => Some((
            game.side_to_move(),
            words.with("bar-to-move", &[("side", names::side(words, game.side_to_move()).into())]),
        )),
    };
    match to_move {
        Some((side, text)) => {
            let dot_size = if narrow { 12.0 } else { 18.0 };
            let (dot, _) = ui.allocate_exact_size(egui::vec2(dot_size, dot_size), egui::Sense::hover());
            ui.painter().circle_filled(dot.center(), dot_size * 0.45, side_color(side));
            ui.label(egui::RichText::new(text).size(status_size).color(side_color(side)).strong());
        }
        None if phase == BoardPhase::Reviewing => {
            ui.label(egui::RichText::new(words.get("bar-reviewing")).size(status_size).color(GOLD));
        }
        None if phase == BoardPhase::GameOver => {
            ui.label(egui::RichText::new(words.get("bar-game-over")).size(status_size).color(CREAM));
        }
        None => {
            ui.label(egui::RichText::new("…").size(status_size).color(CREAM));
        }
    }
    if working {
        ui.label(egui::RichText::new(words.get("bar-listing")).color(CREAM));
    }
    busy(ui, view);
    if view.clock.expired {
        ui.separator();
        let time_up = egui::RichText::new(words.get("bar-time")).size(text_size::STATUS);
        ui.label(time_up.color(egui::Color32::LIGHT_RED).strong());
    }
    // On a phone the score and the mode are behind the bar's button.
    if !narrow && (current.score.is_some() || current.mode != PlayMode::Classical) {
        ui.separator();
        score_and_mode(ui, view);
    }
}

/// What the computer is thinking about, the hint it found, and the pits whose moves the rules
/// are still checking.
fn busy(ui: &mut egui::Ui, view: &BarView) {
    let (current, words, phase) = (&view.current, &view.words, *view.phase.get());
    let position = current.position_id();
    if view.thoughts.is_thinking_about(position, Purpose::Move) {
        let player = names::seat(words, current.seat_to_move());
        ui.label(egui::RichText::new(words.with("bar-thinks", &[("player", player.into())])).color(CREAM));
    } else if view.thoughts.is_thinking_about(position, Purpose::Hint) {
        ui.label(egui::RichText::new(words.get("bar-hint-looking")).color(CREAM));
    } else if let Some((_, text)) =
        view.thoughts.hint_for(position).filter(|_| phase == BoardPhase::AwaitingPit)
    {
        let found = words.with("bar-hint-found", &[("move", (*text).into())]);
        ui.label(egui::RichText::new(found).color(RIGHT).strong());
    }
    let pending = view.legal.pending_pits(current);
    if !pending.is_empty() && phase == BoardPhase::AwaitingPit {
        let names: Vec<String> = pending.iter().map(|&p| current.game.pit_name(p)).collect();
        let id = match current.game.kind() {
            GameKind::Omweso => "bar-checking-laps",
            _ => "bar-checking-relays",
        };
        let millions = view.legal.checking(current) / 1_000_000;
        let text = words.with(id, &[("pits", names.join(", ").into()), ("millions", millions.into())]);
        ui.label(egui::RichText::new(text).color(CREAM));
    }
}

/// The bar's second line, and whether it says why a click did nothing.
struct SecondLine {
    text: String,
    color: egui::Color32,
    refusal: bool,
}

/// The second line: what the hovered pit would do, or why the hole last clicked started nothing,
/// or what the last move did.
fn second_line(view: &BarView, preview_on: bool) -> Option<SecondLine> {
    let (current, words) = (&view.current, &view.words);
    let game = &current.game;
    let previewed = match (*view.phase.get(), view.hovered.0) {
        (BoardPhase::AwaitingPit, Some(pit)) if preview_on => preview(game, view.legal.lines(current), pit),
        _ => Vec::new(),
    };
    if previewed.is_empty() {
        if let Some((pit, why)) = view.refused.now(current) {
            let text = game_words::refusal(words, game, pit, why);
            return Some(SecondLine { text, color: MISSED, refusal: true });
        }
        return view.last.0.as_ref().map(|summary| {
            let (n, said) = (current.moves.len(), game_words::move_in_words(words, summary));
            let text = words.with("bar-last-move", &[("move", n.into()), ("words", said.into())]);
            SecondLine { text, color: CREAM, refusal: false }
        });
    }
    let shown = view.choice.0 % previewed.len();
    let ways: Vec<String> = previewed
        .iter()
        .enumerate()
        .map(|(n, (summary, _))| match n == shown && previewed.len() > 1 {
            true => format!("[{}]", game_words::move_in_words(words, summary)),
            false => game_words::move_in_words(words, summary),
        })
        .collect();
    let or = format!("   {}   ", words.get("bar-or"));
    let id = if previewed.len() > 1 { "bar-preview-ways" } else { "bar-preview-line" };
    Some(SecondLine {
        text: words.with(id, &[("ways", ways.join(&or).into())]),
        color: RIGHT,
        refusal: false,
    })
}

/// Lays the buttons from the right, and remembers how wide they were (for the next frame to know
/// whether they fit beside the words).
fn at_the_right(ui: &mut egui::Ui, buttons: &mut impl FnMut(&mut egui::Ui), remembered: egui::Id) {
    let width = ui
        .with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            buttons(ui);
            ui.min_rect().width()
        })
        .inner;
    ui.ctx().data_mut(|d| d.insert_temp(remembered, width));
}
