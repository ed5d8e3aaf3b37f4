//! The title screen is the new-game dialog: the game, its rule preset, who starts and, for
//! Omweso, the play mode and the match length.

use super::pictures::GamePictures;
use crate::ai::LEVELS;
use crate::app::base::Screen;
use crate::app::base::settings::NewGameChoice;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CARD_ON, CHOSEN, MUTED, WINDOW};
use crate::app::base::widgets::{CREAM, GOLD, PANEL, is_narrow, viewport_ui};
use crate::app::by_message::messages::OpenLink;
use crate::app::files::finished::FinishedGames;
use crate::app::files::messages::OpenGame;
use crate::app::files::put_aside::{BackToPutAside, PutAsideGame};
use crate::app::files::saved::Resumable;
use crate::app::game::messages::{NewMatch, ResumeSaved};
use crate::app::game::the_match::Match;
use crate::app::locale::choice::LanguageChoice;
use crate::app::locale::menu::language_menu;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::app::online::messages::{HostOnline, JoinOnline, ShowTables};
use crate::app::online::state::{Connection, Online};
use crate::app::online::words as online_words;
use crate::rules::any::presets;
use crate::rules::{GameKind, Side};
use crate::saved::settings::Seat;
use crate::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), || info!("title screen ready: press 1 for Bao la Kimasai"))
        .add_systems(
            Update,
            shortcuts.run_if(in_state(Screen::Title)).in_set(crate::app::base::AppSystems::RecordInput),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (screen, super::finished_games::list)
                .chain()
                .run_if(in_state(Screen::Title))
                .in_set(Panels::Screen),
        );
}

const GAMES: [GameKind; 3] = [GameKind::Kimasai, GameKind::Bao, GameKind::Omweso];

/// Selecting a game resets what depends on it: its default preset and how the first player is
/// found (Omweso draws lots; Bao's South always begins).
fn select_game(settings: &mut MatchSettings, kind: GameKind) {
    if settings.kind == kind {
        return;
    }
    settings.kind = kind;
    // Every game has its seed preset first.
    settings.preset = presets(kind)[0];
    settings.first = FirstPlayer::default_for(kind);
}

/// Number keys start a game at once, in the order listed, with the dialog's other choices.
pub(super) fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    choice: Res<NewGameChoice>,
    saved: Res<Resumable>,
    mut go: Going,
) {
    if keys.just_pressed(KeyCode::KeyL) {
        go.next_screen.set(Screen::Learn);
    }
    // (Ctrl+O, to open a game file, is the keyboard's: `input::keys`.)
    if keys.just_pressed(KeyCode::KeyC) && saved.game.is_some() {
        go.resume.write(ResumeSaved);
    }
    let keyed = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3];
    for (key, kind) in keyed.into_iter().zip(GAMES) {
        if keys.just_pressed(key) {
            let mut settings = choice.0;
            select_game(&mut settings, kind);
            go.new_match.write(NewMatch(settings));
        }
    }
}

/// Where the title screen leads: a new match, the saved game, a game file, the lessons.
#[derive(SystemParam)]
pub(super) struct Going<'w> {
    new_match: MessageWriter<'w, NewMatch>,
    resume: MessageWriter<'w, ResumeSaved>,
    open: MessageWriter<'w, OpenGame>,
    link: MessageWriter<'w, OpenLink>,
    host: MessageWriter<'w, HostOnline>,
    join: MessageWriter<'w, JoinOnline>,
    tables: MessageWriter<'w, ShowTables>,
    online: Res<'w, Online>,
    finished: ResMut<'w, FinishedGames>,
    aside: Res<'w, PutAsideGame>,
    back: MessageWriter<'w, BackToPutAside>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

pub(super) fn screen(
    mut contexts: EguiContexts,
    mut choice: ResMut<NewGameChoice>,
    saved: Res<Resumable>,
    mut go: Going,
    pictures: Res<GamePictures>,
    words: Res<Words>,
    mut language: ResMut<LanguageChoice>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = viewport_ui(ctx);
    // The Play button stays at the bottom of the window, in sight whatever the dialog's length
    // (with Omweso's rows a 1280×800 window would have it below the fold).
    egui::Panel::bottom("play")
        .frame(egui::Frame::NONE.fill(PANEL).inner_margin(egui::Margin::symmetric(10, 6)))
        .show(&mut root, |ui| ui.vertical_centered(|ui| play_button(ui, &words, choice.0, &mut go)));
    // The board's cloth shows through behind the dialog.
    egui::CentralPanel::default().frame(egui::Frame::NONE).show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let narrow = is_narrow(ui.ctx());
                ui.add_space(if narrow { 12.0 } else { 28.0 });
                welcome(ui, &words, &saved, &mut go, narrow);
                ui.add_space(12.0);
                match_choices(ui, &words, &mut choice.0, &pictures, narrow);
                online_game(ui, &words, choice.0, &mut go);
                footer(ui, &words, &mut go, &mut language);
            });
        });
    });
    Ok(())
}

/// Play, with the game chosen; the version under it.
fn play_button(ui: &mut egui::Ui, words: &Words, chosen: MatchSettings, go: &mut Going) {
    let start = egui::Button::new(
        egui::RichText::new(words.with(
            "title-play",
            &[("game", names::game_title(words, chosen.kind, Some(chosen.preset)).into())],
        ))
        .size(text_size::QUESTION)
        .strong(),
    )
    .fill(CHOSEN)
    .stroke(egui::Stroke::new(1.0, GOLD))
    .min_size(egui::vec2((ui.available_width() - 24.0).min(420.0), 52.0));
    if ui.add(start).clicked() {
        go.new_match.write(NewMatch(chosen));
    }
    // The version, small, under it: always in sight, never in the way.
    let version = concat!("Kete ", env!("CARGO_PKG_VERSION"));
    ui.label(egui::RichText::new(version).size(text_size::FOOTNOTE).color(MUTED));
}

/// A game to go back to, as its button says it (`id`): the game, and its setup or its last move.
fn to_go_back_to(words: &Words, id: &str, game: &Match) -> String {
    let what = match (&game.arranging, game.moves.len()) {
        (Some(_), _) => words.get("title-continue-setup"),
        (None, n) => words.with("title-continue-after", &[("move", n.into())]),
    };
    let title = names::game_title(words, game.game.kind(), game.game.preset());
    words.with(id, &[("game", title.into()), ("where", what.into())])
}

/// Kete's name, the lessons first in sight, and the game left on the board to continue.
fn welcome(ui: &mut egui::Ui, words: &Words, saved: &Resumable, go: &mut Going, narrow: bool) {
    let display = crate::app::base::widgets::display_family();
    ui.label(egui::RichText::new("Kete").size(if narrow { 56.0 } else { 72.0 }).family(display).color(GOLD));
    ui.label(egui::RichText::new(words.get("title-tagline")).size(text_size::STATUS).color(CREAM));
    ui.add_space(12.0);
    // New to these games: the lessons, first in sight.
    let learn = egui::Button::new(egui::RichText::new(words.get("title-learn")).size(text_size::PROMPT))
        .stroke(egui::Stroke::new(1.0, GOLD))
        .min_size(egui::vec2(ui.available_width().min(320.0), 40.0));
    if ui.add(learn).on_hover_text(words.get("title-learn-hint")).clicked() {
        go.next_screen.set(Screen::Learn);
    }
    ui.add_space(12.0);
    // The game left on the board when Kete last closed, to continue where it stopped.
    if let Some(game) = &saved.game {
        let text = to_go_back_to(words, "title-continue", game);
        let button = egui::Button::new(egui::RichText::new(text).size(text_size::STATUS).strong())
            .min_size(egui::vec2(ui.available_width().min(520.0), 50.0));
        if ui.add(button).clicked() {
            go.resume.write(ResumeSaved);
        }
    }
    // The game put aside when a stranger's game took the board, to go back to.
    if let Some(game) = &go.aside.0 {
        let text = to_go_back_to(words, "title-continue-aside", game);
        let button = egui::Button::new(egui::RichText::new(text).size(text_size::STATUS))
            .min_size(egui::vec2(ui.available_width().min(520.0), 40.0));
        if ui.add(button).clicked() {
            go.back.write(BackToPutAside);
        }
    }
    if let Some(problem) = &saved.problem {
        let text = crate::app::files::words::notice(words, problem);
        ui.label(egui::RichText::new(text).color(egui::Color32::LIGHT_RED));
    }
}

/// The match to start: the game, its rules, who starts, the players, Omweso's mode and target.
fn match_choices(
    ui: &mut egui::Ui,
    words: &Words,
    settings: &mut MatchSettings,
    pictures: &GamePictures,
    narrow: bool,
) {
    let heading = |text: &str| egui::RichText::new(text).size(text_size::HEADING).color(CREAM);
    // Three games side by side, or one under another on a phone, each with its board.
    let mut games = |ui: &mut egui::Ui| {
        for kind in GAMES {
            if game_card(ui, words, kind, settings.kind == kind, pictures.of(kind), narrow).clicked() {
                select_game(settings, kind);
            }
        }
    };
    if narrow {
        ui.vertical_centered(games);
    } else {
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 3.0 * CARD.x - 2.0 * 10.0).max(0.0) / 2.0);
            games(ui);
        });
    }
    ui.add_space(18.0);
    ui.label(heading(&words.get("title-rules")));
    let titles: Vec<String> =
        presets(settings.kind).iter().map(|p| names::preset(words, settings.kind, p)).collect();
    centred_row(ui, row_width(&titles), |ui| {
        for (&preset, title) in presets(settings.kind).iter().zip(&titles) {
            ui.selectable_value(&mut settings.preset, preset, title);
        }
    });
    // McGill's game differs most from the others: said in a line under the row.
    if (settings.kind, settings.preset) == (GameKind::Omweso, "mcgill") {
        ui.label(egui::RichText::new(words.get("title-mcgill-explained")).color(CREAM));
    }
    ui.add_space(12.0);
    ui.label(heading(&words.get("title-who-starts")));
    let (south, north) = (names::side(words, Side::South), names::side(words, Side::North));
    if let Some(fixed) = settings.kind.fixed_first_player() {
        let text = words.with("title-fixed-first", &[("side", names::side(words, fixed).into())]);
        ui.label(egui::RichText::new(text).color(CREAM));
    } else {
        let lots = words.get("title-draw-lots");
        centred_row(ui, row_width(&[south.clone(), north.clone(), lots.clone()]), |ui| {
            ui.selectable_value(&mut settings.first, FirstPlayer::South, &south);
            ui.selectable_value(&mut settings.first, FirstPlayer::North, &north);
            ui.selectable_value(&mut settings.first, FirstPlayer::ByLot, lots);
        });
    }
    ui.add_space(12.0);
    ui.label(heading(&words.get("title-players")));
    for side in Side::BOTH {
        let seat = &mut settings.seats.0[side.index()];
        centred_row(ui, 300.0, |ui| {
            ui.label(egui::RichText::new(names::side(words, side)).size(text_size::BODY).color(CREAM));
            egui::ComboBox::from_id_salt(("seat", side.index()))
                .width(230.0)
                .selected_text(names::seat(words, *seat))
                .show_ui(ui, |ui| {
                    ui.selectable_value(seat, Seat::Human, names::seat(words, Seat::Human));
                    for level in LEVELS {
                        let choice = Seat::Computer(level.number);
                        ui.selectable_value(seat, choice, names::seat(words, choice))
                            .on_hover_text(names::level_meaning(words, level.number));
                    }
                    ui.selectable_value(seat, Seat::Friend, names::seat(words, Seat::Friend))
                        .on_hover_text(words.get("title-friend-explained"));
                });
        });
        // A friend by message plays one side against the person at this screen.
        if settings.seats.of(side) == Seat::Friend {
            settings.seats.0[side.opponent().index()] = Seat::Human;
        }
    }
    let by_message = settings.seats.friend().is_some();
    if by_message {
        ui.label(egui::RichText::new(words.get("title-friend-explained")).color(CREAM));
        if settings.kind == GameKind::Omweso {
            ui.label(egui::RichText::new(words.get("title-friend-omweso")).color(CREAM));
        }
    }
    if settings.kind == GameKind::Omweso && !by_message {
        ui.add_space(12.0);
        ui.label(heading(&words.get("title-play-mode")));
        let modes = PlayMode::ALL.map(|mode| names::mode(words, mode));
        centred_row(ui, row_width(&modes), |ui| {
            for (mode, name) in PlayMode::ALL.into_iter().zip(&modes) {
                ui.selectable_value(&mut settings.mode, mode, name);
            }
        });
        ui.label(egui::RichText::new(names::mode_explained(words, settings.mode)).color(CREAM));
        ui.add_space(8.0);
        let match_to = words.get("title-match-to");
        let points = |n: u32| words.with("title-points", &[("points", n.into())]);
        centred_row(ui, row_width(&[match_to.clone(), points(12), points(6)]), |ui| {
            ui.label(egui::RichText::new(&match_to).color(CREAM));
            ui.selectable_value(&mut settings.target, 12, points(12));
            ui.selectable_value(&mut settings.target, 6, points(6));
        });
    } else if !by_message {
        settings.mode = PlayMode::Classical;
    } else {
        // By message a move once sent stands.
        settings.mode = PlayMode::Contract;
    }
}

/// A game with a friend online: make one with the game chosen, or join a friend's by its code.
fn online_game(ui: &mut egui::Ui, words: &Words, chosen: MatchSettings, go: &mut Going) {
    ui.add_space(18.0);
    ui.label(egui::RichText::new(words.get("online-title")).size(text_size::HEADING).color(CREAM));
    let host = ui.add(egui::Button::new(egui::RichText::new(words.get("online-host")).size(text_size::LEAD)));
    if host.on_hover_text(words.get("online-host-hint")).clicked() {
        go.host.write(HostOnline(chosen));
    }
    // A three-second count needs both players at one clock: an online game is untimed.
    if chosen.mode == PlayMode::Blitz {
        ui.label(egui::RichText::new(words.get("online-no-blitz")).color(CREAM));
    }
    // No friend online: the open tables of the chosen game, where strangers meet.
    let anyone =
        ui.add(egui::Button::new(egui::RichText::new(words.get("tables-find")).size(text_size::LEAD)));
    if anyone.on_hover_text(words.get("tables-find-hint")).clicked() {
        go.tables.write(ShowTables(Some(chosen)));
    }
    ui.add_space(8.0);
    ui.label(egui::RichText::new(words.get("online-join-label")).color(CREAM));
    let typed_id = egui::Id::new("title online code");
    let mut typed = ui.ctx().data(|d| d.get_temp::<String>(typed_id)).unwrap_or_default();
    centred_row(ui, 420.0, |ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut typed)
                .hint_text(words.get("online-join-hint"))
                .desired_width(280.0),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(words.get("online-join")).clicked() || entered) && !typed.trim().is_empty() {
            go.join.write(JoinOnline(typed.trim().to_string()));
        }
    });
    ui.ctx().data_mut(|d| d.insert_temp(typed_id, typed));
    // A device joining waits here for the host's game.
    let status = match &go.online.connection {
        _ if go.online.bad_code => Some(words.get("online-bad-code")),
        Connection::Off => None,
        connection if go.online.joining() => {
            Some(online_words::connection(words, connection, false, go.online.at_table.is_some()))
        }
        _ => None,
    };
    if let Some(status) = status {
        ui.label(egui::RichText::new(status).color(GOLD));
    }
    // The games with friends this device kept once over, to look at again.
    let kept = go.finished.kept.games.len();
    if kept > 0 {
        ui.add_space(8.0);
        if ui.button(words.with("title-finished-games", &[("count", kept.into())])).clicked() {
            go.finished.shown = true;
        }
    }
}

/// A game file to open, how to play, the language.
fn footer(ui: &mut egui::Ui, words: &Words, go: &mut Going, language: &mut LanguageChoice) {
    ui.add_space(18.0);
    let open_button =
        ui.add(egui::Button::new(egui::RichText::new(words.get("title-open-file")).size(text_size::LEAD)));
    if open_button.on_hover_text(words.get("title-open-file-hint")).clicked() {
        go.open.write(OpenGame);
    }
    // A friend's move by message, for a desktop (a browser opens the link itself).
    ui.add_space(8.0);
    ui.label(egui::RichText::new(words.get("message-paste")).color(CREAM));
    let pasted_id = egui::Id::new("title link pasted");
    let mut pasted = ui.ctx().data(|d| d.get_temp::<String>(pasted_id)).unwrap_or_default();
    centred_row(ui, 420.0, |ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut pasted)
                .hint_text(words.get("message-paste-hint"))
                .desired_width(280.0),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(words.get("message-open")).clicked() || entered) && !pasted.trim().is_empty() {
            go.link.write(OpenLink(std::mem::take(&mut pasted)));
        }
    });
    ui.ctx().data_mut(|d| d.insert_temp(pasted_id, pasted));
    ui.add_space(18.0);
    ui.label(egui::RichText::new(words.get("title-how")).color(CREAM));
    ui.label(egui::RichText::new(words.get("title-keys")).color(CREAM));
    ui.add_space(12.0);
    centred_row(ui, 260.0, |ui| {
        ui.label(egui::RichText::new(words.get("language")).color(CREAM));
        language_menu(ui, words, language);
    });
}

/// A game's card on a wide window: its board's picture over its name.
const CARD: egui::Vec2 = egui::vec2(280.0, 212.0);

/// One game to choose: its board's picture and its name, lit when chosen. On a phone the card
/// is a row: a small picture beside the name.
fn game_card(
    ui: &mut egui::Ui,
    words: &Words,
    kind: GameKind,
    chosen: bool,
    picture: Option<(egui::TextureId, egui::Vec2)>,
    narrow: bool,
) -> egui::Response {
    let (size, picture_width) =
        if narrow { (egui::vec2(ui.available_width().min(360.0), 76.0), 104.0) } else { (CARD, 256.0) };
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let visuals = ui.style().interact_selectable(&response, chosen);
    let fill = if chosen {
        CARD_ON
    } else {
        egui::Color32::from_rgba_unmultiplied(WINDOW.r(), WINDOW.g(), WINDOW.b(), 230)
    };
    let stroke = if chosen { egui::Stroke::new(2.0, GOLD) } else { visuals.bg_stroke };
    ui.painter().rect(rect, 12.0, fill, stroke, egui::StrokeKind::Inside);
    // "Bao la Kimasai (4×12, Klamroth 1911)": the name, and under it (not on a phone) its source.
    let source = (kind == GameKind::Kimasai).then(|| words.get("title-kimasai-source"));
    let (name, source) = match kind.title().split_once(" (") {
        Some((name, _)) => (name, source.as_deref()),
        None => (kind.title(), None),
    };
    let text_color = if chosen { GOLD } else { CREAM };
    let image_rect = |width: f32, size: egui::Vec2, centre: egui::Pos2| {
        egui::Rect::from_center_size(centre, size * (width / size.x))
    };
    if narrow {
        if let Some((id, px)) = picture {
            let centre = egui::pos2(rect.left() + 10.0 + picture_width / 2.0, rect.center().y);
            let image = egui::Image::new((id, px)).fit_to_exact_size(px * (picture_width / px.x));
            image.paint_at(ui, image_rect(picture_width, px, centre));
        }
        let at = egui::pos2(rect.left() + picture_width + 24.0, rect.center().y);
        ui.painter().text(
            at,
            egui::Align2::LEFT_CENTER,
            name,
            egui::FontId::proportional(text_size::HEADING),
            text_color,
        );
    } else {
        if let Some((id, px)) = picture {
            // Every picture sits in the same band, so the names line up.
            let centre = egui::pos2(rect.center().x, rect.top() + 10.0 + 75.0);
            let image = egui::Image::new((id, px));
            image.paint_at(ui, image_rect(picture_width, px, centre));
        }
        let at = egui::pos2(rect.center().x, rect.bottom() - 30.0);
        let font = egui::FontId::proportional(text_size::HEADING);
        ui.painter().text(at, egui::Align2::CENTER_CENTER, name, font, text_color);
        if let Some(source) = source {
            let at = egui::pos2(rect.center().x, rect.bottom() - 11.0);
            let faint = CREAM.gamma_multiply(0.7);
            ui.painter().text(
                at,
                egui::Align2::CENTER_CENTER,
                source,
                egui::FontId::proportional(text_size::CAPTION),
                faint,
            );
        }
    }
    response
}

/// About how wide a row of small buttons with these labels is (egui lays rows out left to right).
fn row_width<S: AsRef<str>>(labels: &[S]) -> f32 {
    labels.iter().map(|label| label.as_ref().chars().count() as f32 * 7.0 + 12.0).sum::<f32>()
        + 8.0 * labels.len().saturating_sub(1) as f32
}

/// A row of widgets roughly `width` wide, centred.
fn centred_row(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    // Wider than the window (a phone, a longer language): the row wraps, never runs off.
    ui.horizontal_wrapped(|ui| {
        ui.set_max_width(ui.available_width());
        ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
        add(ui);
    });
}
