//! The open tables, drawn: over the title screen, the chosen game's tables (their rules, which
//! side the table's player takes, how long they have waited) with *Sit down*, and this player's
//! own table or *Open a table*; on any screen, the notice that someone sat down (*Play* or *Not
//! now*) and that a table waited too long (*Open it again*).

use super::messages::{ShowTables, TableAsk};
use super::state::{Connection, Online};
use super::tables::{Tables, while_you_wait};
use super::words as online_words;
use crate::app::base::Screen;
use crate::app::base::text_size;
use crate::app::base::widgets::{CREAM, GOLD, Panels, bottom_window, is_narrow, note};
use crate::app::game::messages::NewMatch;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::online::tables::{Listed, TableRefused, Wanted, game_kind};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            // Over the title screen, and on every screen (the Top panels are the board's alone).
            (list.run_if(in_state(Screen::Title)), notices).in_set(Panels::Screen),
            waiting.in_set(Panels::Top),
        ),
    );
}

fn list(
    mut contexts: EguiContexts,
    tables: Res<Tables>,
    words: Res<Words>,
    mut asks: MessageWriter<TableAsk>,
    mut show: MessageWriter<ShowTables>,
    mut new_match: MessageWriter<NewMatch>,
    (window, mut said): (Query<&Window, With<PrimaryWindow>>, Local<Said>),
    online: Res<Online>,
) -> Result {
    let Some(chosen) = tables.shown else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let mut seats = Vec::new();
    let width = if is_narrow(ctx) { ctx.viewport_rect().width() - 24.0 } else { 520.0 };
    let game = names::game_title(&words, chosen.kind, None);
    egui::Window::new(words.with("tables-title", &[("game", game.into())]))
        .id(egui::Id::new("open tables"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(words.get("tables-explained")).color(CREAM));
            ui.add_space(8.0);
            // Back from a table whose player did not come, or began another game.
            if matches!(online.connection, Connection::NoAnswer | Connection::NotTheTable) {
                let left = online_words::connection(&words, &online.connection, false, true);
                ui.label(egui::RichText::new(left).color(GOLD));
                ui.add_space(8.0);
            }
            if tables.closed {
                // Why, in the network's own words, is in the log (`tables::look`); the player reads this.
                ui.label(egui::RichText::new(words.get("tables-unreachable")).color(GOLD));
                if ui.button(words.get("tables-try-again")).clicked() {
                    show.write(ShowTables(Some(chosen)));
                }
                ui.add_space(8.0);
            }
            if let Some(why) = tables.refused {
                ui.label(egui::RichText::new(refused(&words, why)).color(GOLD));
            }
            match &tables.mine {
                Some(mine) => {
                    let minutes = mine.opened.elapsed().as_secs() / 60;
                    let waiting = words.with("tables-yours-waiting", &[("minutes", minutes.into())]);
                    ui.label(egui::RichText::new(waiting).size(text_size::LEAD).color(GOLD));
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(words.get("tables-play-computer")).clicked() {
                            new_match.write(NewMatch(while_you_wait(mine.settings)));
                        }
                        if ui.button(words.get("tables-close")).clicked() {
                            asks.write(TableAsk::Close);
                        }
                    });
                }
                None => {
                    let open = egui::Button::new(
                        egui::RichText::new(words.get("tables-open")).size(text_size::LEAD),
                    );
                    if ui.add(open).on_hover_text(words.get("tables-open-hint")).clicked() {
                        asks.write(TableAsk::Open(chosen));
                    }
                }
            }
            ui.add_space(8.0);
            let mine = tables.mine.as_ref().and_then(|mine| mine.id.as_deref());
            let others: Vec<&Listed> =
                tables.listed.iter().filter(|listed| Some(listed.id.as_str()) != mine).collect();
            if others.is_empty() {
                ui.label(egui::RichText::new(words.get("tables-none")).color(CREAM));
            }
            egui::ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
                for listed in others {
                    ui.horizontal_wrapped(|ui| {
                        let sit = ui.button(words.get("tables-sit"));
                        seats.push(format!("{}{}", listed.id, at(ctx, &window, sit.rect)));
                        if sit.clicked() {
                            asks.write(TableAsk::Sit(listed.id.clone()));
                        }
                        ui.label(egui::RichText::new(described(&words, listed)).color(CREAM));
                    });
                }
            });
            ui.add_space(8.0);
            if ui.button(words.get("tables-back")).clicked() {
                show.write(ShowTables(None));
            }
        });
    match seats.is_empty() {
        true => *said = Said::default(),
        false => tell_where(&mut said, format!("tables: sit down at {}", seats.join(" "))),
    }
    Ok(())
}

/// `@x,y`: where a button's middle is in the window, for the log (below).
fn at(ctx: &egui::Context, window: &Query<&Window, With<PrimaryWindow>>, rect: egui::Rect) -> String {
    // egui's points to the window's (they differ at a larger text size).
    let to_window = ctx.pixels_per_point() / window.single().map_or(1.0, Window::scale_factor);
    let middle = rect.center() * to_window;
    format!("@{},{}", middle.x.round(), middle.y.round())
}

/// Where the tables' buttons are, said in the log when it changes, as the board says where its
/// pits are: players never see it; the browser tests click there. A window's first frame places
/// it before it knows its size: a place is said once it has held two frames.
#[derive(Default)]
struct Said {
    last_frame: String,
    said: String,
}

fn tell_where(said: &mut Said, line: String) {
    if line == said.last_frame && line != said.said {
        info!("{line}");
        said.said = line.clone();
    }
    said.last_frame = line;
}

/// A table as the list says it: its rules, the side its player takes, Omweso's target, how long
/// it has waited.
fn described(words: &Words, listed: &Listed) -> String {
    let Some(kind) = game_kind(&listed.table.game) else { return String::new() };
    let rules = names::preset(words, kind, &listed.table.rules);
    let side = match listed.table.side {
        Wanted::South => words.get("tables-they-play-south"),
        Wanted::North => words.get("tables-they-play-north"),
        Wanted::Either => words.get("tables-they-play-either"),
    };
    let waited = match listed.waited / 60 {
        0 => words.get("tables-just-opened"),
        minutes => words.with("tables-waited", &[("minutes", minutes.into())]),
    };
    match listed.table.target {
        Some(target) => {
            let to = words.with("title-points", &[("points", target.into())]);
            format!("{rules} · {to} · {side} · {waited}")
        }
        None => format!("{rules} · {side} · {waited}"),
    }
}

fn refused(words: &Words, why: TableRefused) -> String {
    let id = match why {
        TableRefused::OneAtATime => "tables-refused-one",
        TableRefused::TooManyHere => "tables-refused-address",
        TableRefused::Full => "tables-refused-full",
        TableRefused::TooFast => "tables-refused-fast",
        TableRefused::Gone => "tables-refused-gone",
        TableRefused::OwnTable => "tables-refused-own",
        TableRefused::Newer => "tables-refused-newer",
        TableRefused::NotAWord | TableRefused::NoSuchGame => "tables-refused-other",
    };
    words.get(id)
}

/// At the board, while this player's table waits: a line that says so, with *Close my table*.
fn waiting(
    mut contexts: EguiContexts,
    tables: Res<Tables>,
    words: Res<Words>,
    mut asks: MessageWriter<TableAsk>,
) -> Result {
    let Some(mine) = &tables.mine else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let minutes = mine.opened.elapsed().as_secs() / 60;
    bottom_window(&words.get("tables-title-short")).show(ctx, |ui| {
        ui.horizontal_wrapped(|ui| {
            let waiting = words.with("tables-yours-waiting", &[("minutes", minutes.into())]);
            ui.label(egui::RichText::new(waiting).color(GOLD));
            if ui.button(words.get("tables-close")).clicked() {
                asks.write(TableAsk::Close);
            }
        });
    });
    Ok(())
}

/// Someone sat down at this player's table; a table that waited too long; away from the list, a
/// table refused.
fn notices(
    mut contexts: EguiContexts,
    mut tables: ResMut<Tables>,
    words: Res<Words>,
    mut asks: MessageWriter<TableAsk>,
    screen: Res<State<Screen>>,
    (window, mut said): (Query<&Window, With<PrimaryWindow>>, Local<Said>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(why) = tables.refused.filter(|_| tables.shown.is_none() || *screen.get() != Screen::Title)
        && note(
            ctx,
            (words.get("tables-title-short"), "table_refused"),
            refused(&words, why),
            words.get("notice-ok"),
        )
    {
        tables.refused = None;
    }
    if tables.sat_down.is_none() {
        *said = Said::default();
    } else {
        notice_window(words.get("tables-sat-title"), "someone_sat_down").show(ctx, |ui| {
            ui.label(egui::RichText::new(words.get("tables-sat")).color(GOLD));
            ui.horizontal_wrapped(|ui| {
                let play = ui.button(egui::RichText::new(words.get("tables-sat-play")).size(text_size::LEAD));
                tell_where(&mut said, format!("tables: play {}", at(ctx, &window, play.rect)));
                if play.clicked() {
                    asks.write(TableAsk::Play);
                }
                if ui.button(words.get("tables-sat-not-now")).clicked() {
                    asks.write(TableAsk::NotNow);
                }
            });
        });
    }
    if tables.expired || tables.missed {
        let said = words.get(if tables.missed { "tables-missed" } else { "tables-expired" });
        notice_window(words.get("tables-expired-title"), "table_expired").show(ctx, |ui| {
            ui.label(egui::RichText::new(said).color(GOLD));
            ui.horizontal_wrapped(|ui| {
                if ui.button(words.get("tables-open-again")).clicked()
                    && let Some(settings) = tables.shown.or(tables.last_opened)
                {
                    asks.write(TableAsk::Open(settings));
                    (tables.expired, tables.missed) = (false, false);
                }
                if ui.button(words.get("notice-ok")).clicked() {
                    (tables.expired, tables.missed) = (false, false);
                }
            });
        });
    }
    Ok(())
}

/// A notice of the tables in the middle of the window, over whatever screen is shown.
fn notice_window(title: String, id: &str) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
}
