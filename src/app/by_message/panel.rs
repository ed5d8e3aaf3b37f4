//! The panel of a game by message, beside the board (a sheet on an upright phone): whose move it
//! is, *Send my move* once the player's move is played, the link sent to copy again, and a field
//! to paste the friend's link into; and the note of what became of a link opened.

use super::messages::{OpenLink, SendMove};
use super::state::{Linking, to_send};
use super::words;
use crate::app::base::widgets::{CHOSEN, CREAM, Fold, GOLD, Panels, note, unfold};
use crate::app::base::{PausableSystems, Screen, text_size};
use crate::app::board::beside;
use crate::app::board::help_off::help_off_note;
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::locale::words::Words;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            panel.run_if(in_state(Screen::Playing)).in_set(PausableSystems).in_set(Panels::Board),
            notice.in_set(Panels::Screen),
        ),
    )
    .add_systems(Update, make_room.in_set(crate::app::base::AppSystems::Present));
}

/// The share of the window the panel takes beside the board.
const ROOM: f32 = 0.2;

fn make_room(current: Res<Match>, mut room: ResMut<PanelRoom>) {
    ask_for_room(&mut room, "by_message", if shown(&current) { ROOM } else { 0.0 });
}

/// The panel stands beside the board of a game by message, but for the player's own setup, whose
/// panel has the place.
fn shown(current: &Match) -> bool {
    current.by_message().is_some() && !(current.arranging.is_some() && current.person_to_move())
}

/// What the panel asks.
#[derive(SystemParam)]
struct Asks<'w> {
    send: MessageWriter<'w, SendMove>,
    open: MessageWriter<'w, OpenLink>,
}

fn panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    phase: Res<State<BoardPhase>>,
    mut linking: ResMut<Linking>,
    mut room: ResMut<PanelRoom>,
    words: Res<Words>,
    mut asks: Asks,
    (mut pasted, mut was_sending): (Local<String>, Local<bool>),
) -> Result {
    if !shown(&current) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let place = beside::place(ctx, &room);
    // The move is sent once the board has shown it.
    let settled = !matches!(phase.get(), BoardPhase::Animating | BoardPhase::Reviewing);
    let sending = to_send(&current) && settled;
    let over = current.game.outcome().is_some();
    let arranging = current.arranging.as_ref();
    let to_play = arranging.map_or(current.game.side_to_move(), |arranging| arranging.side);
    let friends_turn = current.seats().friend() == Some(to_play);
    let (said, summary) = match (sending, over, friends_turn) {
        (true, _, _) if arranging.is_some() => ("message-send-hint", "message-summary-send"),
        (false, _, true) if arranging.is_some() => ("message-waiting-arrange", "message-summary-wait"),
        (true, _, _) => ("message-your-turn", "message-summary-send"),
        (false, true, _) => ("message-over", "message-over"),
        (false, false, true) => ("message-waiting", "message-summary-wait"),
        (false, false, false) => ("message-your-turn", "message-your-turn"),
    };
    let fold = Fold {
        summary: words.get(summary),
        hide: &words.get("sheet-fold"),
        show: &words.get("sheet-unfold"),
    };
    let (upright, phone) = (place.upright, place.phone);
    // A move to send opens a folded sheet: sending is what there is to do.
    if sending && !*was_sending {
        unfold(ctx, "by_message");
    }
    *was_sending = sending;
    beside::show(ctx, &mut room, &place, (words.get("message-title"), "by_message"), fold, |ui| {
        if !upright {
            let size = if phone { text_size::LEAD } else { text_size::HEADING };
            ui.label(egui::RichText::new(words.get("message-title")).size(size).color(GOLD).strong());
        }
        // Just sent, the link comes first: the sheet's line already says that the friend plays;
        // a move to send puts its button first (a phone's sheet is short), its words after.
        if linking.sent.is_none() && !sending {
            ui.label(egui::RichText::new(words.get(said)).color(CREAM));
        }
        if sending {
            let mine_arranged =
                arranging.is_some_and(|a| a.pits()[a.side.opponent().index()].iter().any(|&n| n > 0));
            let label = match (current.moves.is_empty(), over) {
                _ if arranging.is_some() && mine_arranged => "message-send-arrangement",
                _ if arranging.is_some() => "message-send-invitation",
                (true, _) => "message-send-first",
                (false, true) => "message-send-over",
                (false, false) => "message-send",
            };
            let button =
                egui::Button::new(egui::RichText::new(words.get(label)).size(text_size::PROMPT).strong())
                    .fill(CHOSEN)
                    .stroke(egui::Stroke::new(1.0, GOLD))
                    .min_size(egui::vec2(ui.available_width(), 44.0));
            if ui.add(button).on_hover_text(words.get("message-send-hint")).clicked() {
                asks.send.write(SendMove);
            }
            ui.label(egui::RichText::new(words.get(said)).color(CREAM));
        }
        if let Some(sent) = &linking.sent {
            ui.add_space(6.0);
            ui.label(egui::RichText::new(words::sent(&words, sent.by)).color(GOLD));
            let mut text = sent.text.clone();
            ui.add(
                egui::TextEdit::singleline(&mut text)
                    .desired_width(f32::INFINITY)
                    .font(egui::TextStyle::Monospace),
            );
            let mut close = false;
            ui.horizontal_wrapped(|ui| {
                if ui.button(words.get("message-copy")).clicked() {
                    asks.send.write(SendMove);
                }
                close = ui.button(words.get("message-close")).clicked();
            });
            if close {
                linking.sent = None;
            }
        }
        if !sending && (friends_turn || over) {
            ui.add_space(6.0);
            ui.separator();
            ui.label(egui::RichText::new(words.get("message-paste")).color(CREAM));
            let field = ui.add(
                egui::TextEdit::singleline(&mut *pasted)
                    .hint_text(words.get("message-paste-hint"))
                    .desired_width(f32::INFINITY),
            );
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(words.get("message-open")).clicked() || entered) && !pasted.trim().is_empty() {
                asks.open.write(OpenLink(std::mem::take(&mut *pasted)));
            }
        }
        help_off_note(ui, &current, &words);
    });
    Ok(())
}

/// What became of the last link opened, until dismissed.
fn notice(mut contexts: EguiContexts, mut linking: ResMut<Linking>, words: Res<Words>) -> Result {
    let Some(said) = &linking.notice else { return Ok(()) };
    let text = words::notice(&words, said);
    let ctx = contexts.ctx_mut()?;
    if note(ctx, (words.get("notice-title"), "link_notice"), text, words.get("notice-ok")) {
        linking.notice = None;
    }
    Ok(())
}
