//! The panel of an online game, beside the board (a sheet on an upright phone): the connection's
//! state; for the host waiting, the code to read out and the link to send; *Connect again* once
//! the way to the server has ended; and what was refused of the friend's device.

use super::messages::{AnswerTakeBack, AskTakeBack};
use super::qr;
use super::state::{Connection, Online, arranging_here, link_ice, link_server};
use super::words;
use crate::app::base::page;
use crate::app::base::widgets::{CREAM, Fold, GOLD, Panels, note, unfold};
use crate::app::base::{PausableSystems, Screen, text_size};
use crate::app::board::beside;
use crate::app::board::help_off::help_off_note;
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::remote::TakeBack;
use crate::app::game::the_match::Match;
use crate::app::locale::words::Words;
use crate::online::invite;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiClipboard, EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            panel.run_if(in_state(Screen::Playing)).in_set(PausableSystems).in_set(Panels::Board),
            refused.in_set(Panels::Screen),
        ),
    )
    .add_systems(Update, make_room.in_set(crate::app::base::AppSystems::Present));
}

/// The share of the window the panel takes beside the board.
const ROOM: f32 = 0.2;
/// The invitation's QR code is at most this many points across: a phone's camera reads it from
/// an arm's length.
const QR_MOST: f32 = 200.0;

fn make_room(current: Res<Match>, online: Res<Online>, mut room: ResMut<PanelRoom>) {
    ask_for_room(&mut room, "online", if shown(&current, &online) { ROOM } else { 0.0 });
}

/// The panel stands beside the board of an online game, but for this device's own Omweso
/// arrangement with the friend there: the setup's panel is the one to read then. Until the friend
/// is there, the board waits (`hold_for_the_friend`) and this panel says why.
fn shown(current: &Match, online: &Online) -> bool {
    current.online().is_some() && !(arranging_here(current) && online.connection == Connection::Playing)
}

fn panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    mut online: ResMut<Online>,
    mut room: ResMut<PanelRoom>,
    words: Res<Words>,
    mut clipboard: Option<ResMut<EguiClipboard>>,
    mut was: Local<Connection>,
    mut asks: TakeBackAsks,
) -> Result {
    let Some(game) = current.online().filter(|_| shown(&current, &online)) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let place = beside::place(ctx, &room);
    let stranger = game.stranger;
    let said = words::connection(&words, &online.connection, game.host, stranger);
    // The code and the link are for a friend: a stranger's room was given to the two of them.
    let waiting =
        game.host && !stranger && matches!(online.connection, Connection::Connecting | Connection::Waiting);
    // The friend's state changing opens a folded sheet: it is what there is to know.
    if *was != online.connection {
        unfold(ctx, "online");
        *was = online.connection.clone();
    }
    // A phone's sheet says it in a few words in its line, and whole inside when that is more.
    let short = words::connection_short(&words, &online.connection, game.host, stranger);
    let fold =
        Fold { summary: short.clone(), hide: &words.get("sheet-fold"), show: &words.get("sheet-unfold") };
    let (upright, phone) = (place.upright, place.phone);
    beside::show(ctx, &mut room, &place, (words.get("online-title"), "online"), fold, |ui| {
        if !upright {
            let size = if phone { text_size::LEAD } else { text_size::HEADING };
            ui.label(egui::RichText::new(words.get("online-title")).size(size).color(GOLD).strong());
        }
        if !upright || said.trim_end_matches('.') != short {
            ui.label(egui::RichText::new(&said).color(CREAM));
        }
        if waiting {
            ui.add_space(6.0);
            ui.label(egui::RichText::new(words.get("online-code")).color(CREAM));
            let code = invite::code(&game.room);
            ui.label(egui::RichText::new(&code).size(text_size::LEAD).color(GOLD).monospace().strong());
            if let Some(page) = page::address() {
                let (server, ice) = (link_server(&page), link_ice());
                let link = invite::link(&page, server.as_deref(), ice.as_deref(), &game.room);
                ui.label(egui::RichText::new(words.get("online-link")).color(CREAM));
                let mut shown = link.clone();
                ui.add(
                    egui::TextEdit::singleline(&mut shown)
                        .desired_width(f32::INFINITY)
                        .font(egui::TextStyle::Monospace),
                );
                // A phone's share sheet (WhatsApp, SMS…); elsewhere the clipboard.
                if ui.button(words.get("online-send-link")).clicked()
                    && page::share(&words.get("online-title"), &words.get("online-invite-text"), &link)
                        .is_none()
                    && let Some(clipboard) = clipboard.as_mut()
                {
                    clipboard.set_text(&link);
                }
                // A phone beside this screen joins by its camera; on a phone, the link is sent.
                if !phone {
                    ui.add_space(6.0);
                    ui.label(egui::RichText::new(words.get("online-scan")).color(CREAM));
                    qr::show(ui, &link, ui.available_width().min(QR_MOST), &words.get("online-qr"));
                }
            } else if ui.button(words.get("online-copy-code")).clicked()
                && let Some(clipboard) = clipboard.as_mut()
            {
                clipboard.set_text(&code);
            }
        }
        if arranging_here(&current) {
            let once_here = words::of_them(&words, "online-arrange-once-here", stranger);
            ui.label(egui::RichText::new(once_here).color(CREAM));
        }
        if online.connection == Connection::Playing {
            take_back(ui, &current, &online, &words, &mut asks);
        }
        if matches!(online.connection, Connection::Closed(_))
            && ui.button(words.get("online-again")).clicked()
        {
            // The game on the board goes back to its room (`connect::go_back`).
            online.session = None;
            online.connection = Connection::Off;
        }
        help_off_note(ui, &current, &words);
    });
    Ok(())
}

/// What the panel asks of a take-back.
#[derive(SystemParam)]
struct TakeBackAsks<'w> {
    ask: MessageWriter<'w, AskTakeBack>,
    answer: MessageWriter<'w, AnswerTakeBack>,
}

/// A take-back is asked of the friend, who answers it: the friend's asking and its two answers;
/// this player's asking, waiting; or the button that asks, once this player has a move to take
/// back (and the friend's no, until the next move).
fn take_back(ui: &mut egui::Ui, current: &Match, online: &Online, words: &Words, asks: &mut TakeBackAsks) {
    let Some(session) = &online.session else { return };
    let stranger = online.with_a_stranger(current);
    let said = |id: &str| words::of_them(words, id, stranger);
    ui.add_space(6.0);
    match session.take_backs() {
        (_, Some(_)) => {
            ui.label(egui::RichText::new(said("online-take-back-asked")).color(GOLD));
            ui.horizontal(|ui| {
                if ui.button(words.get("online-take-back-yes")).clicked() {
                    asks.answer.write(AnswerTakeBack(true));
                }
                if ui.button(words.get("online-take-back-no")).clicked() {
                    asks.answer.write(AnswerTakeBack(false));
                }
            });
        }
        (Some(_), None) => {
            ui.label(egui::RichText::new(said("online-take-back-waiting")).color(CREAM));
        }
        (None, None) => {
            if online.said_no {
                ui.label(egui::RichText::new(said("online-take-back-refused")).color(CREAM));
            }
            let mine = current.allowed().take_back == TakeBack::AskTheFriend { now: true };
            if ui.add_enabled(mine, egui::Button::new(words.get("online-take-back-ask"))).clicked() {
                asks.ask.write(AskTakeBack);
            }
        }
    }
}

/// What the friend's device sent that was refused, until read.
fn refused(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    current: Res<Match>,
    words: Res<Words>,
) -> Result {
    let Some(why) = &online.refused else { return Ok(()) };
    let text = words::refused(&words, why, online.with_a_stranger(&current));
    let ctx = contexts.ctx_mut()?;
    if note(ctx, (words.get("notice-title"), "online_refused"), text, words.get("notice-ok")) {
        online.refused = None;
    }
    Ok(())
}
