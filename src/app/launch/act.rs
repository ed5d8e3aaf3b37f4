//! The command line's requests acted on: the game, file, match, lesson or puzzle it asked for is
//! put on the board at the start, and the scripted clicks are made one at a time, each once the
//! board has been still for a moment.

use super::request::{Launch, Pick};
use crate::app::analysis::messages::{AnalyseGame, Explore, RetryMistakes};
use crate::app::analysis::state::GameAnalysis;
use crate::app::base::pause::Pause;
use crate::app::base::settings::{NewGameChoice, Settings};
use crate::app::base::windows::OpenWindows;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::focus::KeyFocus;
use crate::app::board::hover::HoveredPit;
use crate::app::by_message::messages::{OpenLink, SendMove};
use crate::app::editor::draft::{Draft, Editor};
use crate::app::files::messages::FileOpened;
use crate::app::files::notice::FileNotice;
use crate::app::files::words::notice;
use crate::app::game::arranging::{Fill, SetupAction};
use crate::app::game::legal::Legal;
use crate::app::game::messages::{NewGame, NewMatch, OptionChosen, PitChosen, Review, ReviewStep};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::learn::messages::{FirstGame, StartLesson};
use crate::app::locale::words::Words;
use crate::app::online::messages::{HostOnline, JoinOnline, ShowTables, TableAsk};
use crate::app::online::tables::while_you_wait;
use crate::app::puzzles::messages::StartPuzzle;
use crate::app::review::messages::ShowMoves;
use crate::rules::Pit;
use crate::rules::any::presets;
use crate::saved::settings::MatchSettings;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LaunchProgress>()
        .add_systems(Startup, start_requested_game)
        .add_systems(
            Update,
            (play_picks.in_set(AppSystems::RecordInput), hold_hover.in_set(AppSystems::Finish))
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(Last, while_scripted);
}

/// A script's clicks wait for the board by counting frames, and a screenshot for the board to
/// be drawn: the frames go on until the last click is made, or the picture taken.
fn while_scripted(
    launch: Res<Launch>,
    progress: Res<LaunchProgress>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if launch.screenshot.is_some() || progress.picks_made < launch.picks.len() {
        redraw.write(RequestRedraw);
    }
}

/// How many of the scripted clicks have been made.
#[derive(Resource, Default, Debug)]
pub struct LaunchProgress {
    pub picks_made: usize,
    /// Frames the board has been still; a click waits for a few.
    still_frames: u32,
    /// A pit the pointer is held over (`hover:SQUARE`).
    hover: Option<Pit>,
}

fn start_requested_game(
    launch: Res<Launch>,
    mut file_notice: ResMut<FileNotice>,
    mut new_game: MessageWriter<NewGame>,
    mut new_match: MessageWriter<NewMatch>,
    mut file: MessageWriter<FileOpened>,
    (mut lesson, mut first_game): (MessageWriter<StartLesson>, MessageWriter<FirstGame>),
    mut puzzle: MessageWriter<StartPuzzle>,
    mut link: MessageWriter<OpenLink>,
    mut online: OnlineAsks,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if let Some(refused) = &launch.refused {
        // The log speaks English whatever the player reads (the web test looks for these words).
        warn!("{}", notice(&Words::default(), refused));
        file_notice.0 = Some(refused.clone());
    }
    if let Some(text) = &launch.online {
        online.ask(text, &launch, &mut new_match);
    } else if let Some(text) = &launch.link {
        link.write(OpenLink(text.clone()));
    } else if let Some((name, text)) = &launch.file {
        file.write(FileOpened { name: name.clone(), text: text.clone() });
    } else if let Some(game) = &launch.game {
        new_game.write(NewGame(game.clone()));
    } else if let Some(settings) = launch.new_match {
        new_match.write(NewMatch(settings));
    } else if let Some((kind, index)) = launch.lesson {
        lesson.write(StartLesson { kind, index });
    } else if let Some(game) = launch.first_game {
        first_game.write(game);
    } else if let Some((kind, index)) = launch.puzzle {
        puzzle.write(StartPuzzle { kind, index });
    } else if launch.learn {
        next_screen.set(Screen::Learn);
    }
}

/// `--online`: a room made for the game asked for (else the last chosen), a friend's joined, or
/// the open tables: `tables` shows the game's, `table` opens one and plays the computer meanwhile.
#[derive(SystemParam)]
struct OnlineAsks<'w> {
    host: MessageWriter<'w, HostOnline>,
    join: MessageWriter<'w, JoinOnline>,
    tables: MessageWriter<'w, ShowTables>,
    table: MessageWriter<'w, TableAsk>,
    choice: Res<'w, NewGameChoice>,
}

impl OnlineAsks<'_> {
    fn ask(&mut self, text: &str, launch: &Launch, new_match: &mut MessageWriter<NewMatch>) {
        if !matches!(text, "host" | "tables" | "table") {
            self.join.write(JoinOnline(text.to_string()));
            return;
        }
        let settings = match (launch.new_match, &launch.game) {
            (Some(settings), _) => settings,
            (None, Some(game)) => {
                let kind = game.kind();
                let preset = game.preset().unwrap_or(presets(kind)[0]);
                MatchSettings { kind, preset, ..self.choice.0 }
            }
            (None, None) => self.choice.0,
        };
        match text {
            "tables" => {
                self.tables.write(ShowTables(Some(settings)));
            }
            "table" => {
                self.table.write(TableAsk::Open(settings));
                new_match.write(NewMatch(while_you_wait(settings)));
            }
            _ => {
                self.host.write(HostOnline(settings));
            }
        }
    }
}

/// What a scripted click may ask: every message and setting a player's click or key could.
#[derive(SystemParam)]
struct Clicks<'w> {
    pits: MessageWriter<'w, PitChosen>,
    answers: MessageWriter<'w, OptionChosen>,
    setup: MessageWriter<'w, SetupAction>,
    moves: MessageWriter<'w, ShowMoves>,
    review: MessageWriter<'w, Review>,
    analyse: MessageWriter<'w, AnalyseGame>,
    explore: MessageWriter<'w, Explore>,
    mistakes: MessageWriter<'w, RetryMistakes>,
    pause: ResMut<'w, Pause>,
    windows: ResMut<'w, OpenWindows>,
    editor: ResMut<'w, Editor>,
    focus: ResMut<'w, KeyFocus>,
    settings: ResMut<'w, Settings>,
    send: MessageWriter<'w, SendMove>,
}

/// Makes the scripted clicks one at a time, each once the board has been still for a moment.
fn play_picks(
    launch: Res<Launch>,
    mut progress: ResMut<LaunchProgress>,
    phase: Res<State<BoardPhase>>,
    current: Res<Match>,
    (analysis, legal): (Res<GameAnalysis>, Res<Legal>),
    mut clicks: Clicks,
) {
    let Some(&pick) = launch.picks.get(progress.picks_made) else { return };
    let phase = *phase.get();
    if phase == BoardPhase::GameOver
        && !matches!(
            pick,
            Pick::Back | Pick::Analyse | Pick::Explore | Pick::Edit | Pick::Mistakes | Pick::Palette
        )
    {
        warn!("the game is over: {} scripted clicks not made", launch.picks.len() - progress.picks_made);
        progress.picks_made = launch.picks.len();
        return;
    }
    let still = phase.is_choosing()
        || matches!(phase, BoardPhase::Setup | BoardPhase::Reviewing | BoardPhase::GameOver);
    // The mistakes are the analysis's: it is waited for.
    let waiting = pick == Pick::Mistakes && analysis.of(&current).is_none();
    if !still || waiting {
        progress.still_frames = 0;
        return;
    }
    progress.still_frames += 1;
    if progress.still_frames < 5 {
        return;
    }
    progress.still_frames = 0;
    if pick == Pick::Play {
        play_a_move(&mut progress, phase, &current, &legal, &mut clicks);
        return;
    }
    progress.picks_made += 1;
    match pick {
        // During Omweso's setup a click on a pit places a seed there.
        Pick::Pit(pit) if phase == BoardPhase::Setup => {
            clicks.setup.write(SetupAction::Add(pit));
        }
        Pick::Pit(pit) => {
            clicks.pits.write(PitChosen(pit));
        }
        Pick::Answer(n) => {
            clicks.answers.write(OptionChosen(n));
        }
        Pick::Pause => clicks.pause.open = true,
        Pick::Hover(pit) => progress.hover = Some(pit),
        Pick::Moves => {
            clicks.moves.write(ShowMoves);
        }
        Pick::Back => {
            clicks.review.write(Review(ReviewStep::Back));
        }
        Pick::Rules => clicks.windows.show_rules = true,
        Pick::Notation => {
            clicks.windows.show_rules = true;
            clicks.windows.rules_page = crate::app::base::windows::RulesPage::Notation;
        }
        Pick::Analyse => {
            clicks.analyse.write(AnalyseGame);
        }
        Pick::Explore => {
            clicks.explore.write(Explore::default());
        }
        Pick::Edit => clicks.editor.draft = Some(Draft::of(&current.game)),
        Pick::Mistakes => {
            clicks.mistakes.write(RetryMistakes(0));
        }
        Pick::Focus(pit) => *clicks.focus = KeyFocus { pit: Some(pit), active: true },
        Pick::Palette => clicks.settings.colour_blind = true,
        Pick::FaceToFace => clicks.settings.face_to_face = true,
        Pick::Send => {
            clicks.send.write(SendMove);
        }
        Pick::TextSize(percent) => clicks.settings.text_scale = f32::from(percent) / 100.0,
        Pick::Standard => {
            clicks.setup.write(SetupAction::Fill(Fill::Standard));
        }
        Pick::Done => {
            clicks.setup.write(SetupAction::Done);
        }
        // Played above, before the pick is counted.
        Pick::Play => {}
    }
}

/// `play`: the question a move asks answered with its first answer (the pick stays for the rest
/// of the move); on the person's turn, the first pit that may move (the pick is made). The
/// computer's turn is waited for.
fn play_a_move(
    progress: &mut LaunchProgress,
    phase: BoardPhase,
    current: &Match,
    legal: &Legal,
    clicks: &mut Clicks,
) {
    if phase == BoardPhase::Asking {
        clicks.answers.write(OptionChosen(0));
    } else if let Some(&pit) = legal.movable_pits(current).first().filter(|_| current.person_to_move()) {
        clicks.pits.write(PitChosen(pit));
        progress.picks_made += 1;
    }
}

/// Keeps the scripted pointer over its pit, whatever the real pointer does.
fn hold_hover(progress: Res<LaunchProgress>, mut hovered: ResMut<HoveredPit>) {
    if let Some(pit) = progress.hover {
        hovered.set_if_neq(HoveredPit(Some(pit)));
    }
}
