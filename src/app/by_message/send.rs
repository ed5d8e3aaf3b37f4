//! The game sent to the friend: its link made from the game on the board, handed to the system's
//! share sheet (a phone's browser) or the clipboard, and kept to show until the player closes it.
//! On the web the link is the page's own address with the game after `#`; on the desktop, the
//! link alone, which Kete opens pasted (docs/NOTATION.md, "Game links").

use super::messages::SendMove;
use super::state::{Linking, SentBy, SentLink, link_of, to_send};
use crate::app::base::page::{self, Shared};
use crate::app::game::the_match::Match;
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::EguiClipboard;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, send.in_set(crate::app::base::AppSystems::Finish));
}

fn send(
    mut asked: MessageReader<SendMove>,
    mut current: ResMut<Match>,
    mut linking: ResMut<Linking>,
    words: Res<Words>,
    clipboard: Option<ResMut<EguiClipboard>>,
) {
    if asked.read().last().is_none() {
        return;
    }
    // Sent again (the friend lost the message) the same link goes; a game with nothing new for
    // the friend is not sent.
    let again = linking.sent.is_some() && !to_send(&current);
    if !to_send(&current) && !again {
        info!("nothing to send by message");
        return;
    }
    let link = match link_of(&current) {
        Ok(link) => link,
        Err(why) => {
            warn!("the game cannot be sent: {why}");
            return;
        }
    };
    let text = match page::address() {
        Some(address) => format!("{address}#{link}"),
        None => link.clone(),
    };
    info!("game link made: {} moves, {} letters: {link}", current.moves.len(), link.len());
    let by = match page::share(&words.get("message-title"), &words.get("message-send-hint"), &text) {
        Some(Shared::Sheet) => SentBy::ShareSheet,
        Some(Shared::Clipboard) => SentBy::Clipboard,
        None => match clipboard {
            Some(mut clipboard) => {
                clipboard.set_text(&text);
                SentBy::Clipboard
            }
            None => SentBy::ByHand,
        },
    };
    linking.sent = Some(SentLink { text, by });
    let moves = current.moves.len();
    if let Some(kept) = current.by_message_mut() {
        kept.linked = Some(moves);
    }
}
