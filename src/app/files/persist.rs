//! The autosave: the game on the board is saved after every move and every change to a setup, so
//! that closing the window or the tab loses nothing; the next start offers to continue it.
//! Natively a file in the platform's data folder (written to a temporary file, then renamed, so a
//! crash while saving leaves the last save whole); on the web the browser's local storage. A save
//! that cannot be read is reported on the title screen and kept aside, never overwritten.

use super::notice::{FileProblem, Notice};
use super::saved::{Resumable, SavedMatch, SavedSettings};
use crate::app::analysis::state::{Comments, GameAnalysis};
use crate::app::analysis::variation::Variation;
use crate::app::base::Screen;
use crate::app::base::progress::Learned;
use crate::app::base::settings::{NewGameChoice, Settings};
use crate::app::board::pace::{Pace, Speed};
use crate::app::game::the_match::Match;
use crate::app::locale::choice::LanguageChoice;
use bevy::prelude::*;
use std::collections::BTreeMap;
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (load, load_preferences).run_if(resource_changed::<Store>),
            autosave.in_set(KeepsTheGame),
            keep_preferences,
        )
            .chain()
            .in_set(crate::app::base::AppSystems::Present),
    )
    // Leaving the board (an abandoned game, confirmed) leaves nothing to continue.
    .add_systems(OnExit(Screen::Playing), forget.in_set(KeepsTheGame));
}

/// The autosave, and the save forgotten when the board is left: src/app/mod.rs keeps them off while
/// the board holds no game to continue (a lesson, a puzzle), which this folder need not know of.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct KeepsTheGame;

/// Where saves go. Without one (headless tests, unless they set one) nothing is saved.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Store {
    /// The folder of the save file; on the web unused (local storage).
    pub folder: Option<PathBuf>,
}

const SAVE: &str = "autosave.json";
const PREFERENCES: &str = "settings.json";
const SET_ASIDE: &str = "autosave.unreadable.json";

impl Store {
    pub fn at(folder: PathBuf) -> Store {
        Store { folder: Some(folder) }
    }

    /// The platform's place: `KETE_DATA_DIR` if set, else the data folder of the `directories`
    /// crate (e.g. ~/.local/share/kete on Linux); on the web, local storage.
    pub fn standard() -> Store {
        #[cfg(target_arch = "wasm32")]
        let folder = Some(PathBuf::from("local-storage"));
        #[cfg(not(target_arch = "wasm32"))]
        let folder = std::env::var_os("KETE_DATA_DIR").map(PathBuf::from).or_else(|| {
            directories::ProjectDirs::from("", "", "kete").map(|dirs| dirs.data_dir().to_path_buf())
        });
        Store { folder }
    }
}

fn load(store: Res<Store>, mut resumable: ResMut<Resumable>) {
    let Some(folder) = &store.folder else {
        resumable.looked = true;
        return;
    };
    *resumable = Resumable { looked: true, ..default() };
    let text = match backend::read(folder, SAVE) {
        Ok(None) => return,
        Ok(Some(text)) => Ok(text),
        Err(err) => Err(err),
    };
    match text.clone().and_then(|text| super::game_file::read_with_notes(&text)) {
        Ok((game, notes)) => {
            info!("a saved game can be continued: {} moves", game.moves.len());
            resumable.game = Some(game);
            resumable.notes = notes;
        }
        Err(why) => {
            // Kept aside, so neither a new save nor a later start overwrites what may be a
            // player's game.
            let kept = backend::set_aside(folder, SAVE, SET_ASIDE, text.as_deref().unwrap_or_default());
            warn!("the saved game could not be read: {why:?}");
            let kept_as = kept.map(|()| SET_ASIDE.to_string());
            resumable.problem = Some(Notice::SaveUnreadable { problem: why, kept_as });
        }
    }
}

/// Saves the game whenever its position changes (a move, a setup change, a new game) or a move
/// is sent by message. A variation on the analysis board is not a game to continue: it leaves the
/// save of the game alone (as a lesson or a puzzle does, `KeepsTheGame`).
fn autosave(
    store: Res<Store>,
    current: Res<Match>,
    screen: Res<State<Screen>>,
    variation: Res<Variation>,
    (analysis, comments): (Res<GameAnalysis>, Res<Comments>),
    mut saved_position: Local<Option<Kept>>,
) {
    let Some(folder) = &store.folder else { return };
    if *screen.get() != Screen::Playing
        || variation.on()
        || *saved_position == Some(kept_now(&current, &analysis, &comments))
    {
        return;
    }
    // Saved again once the game's analysis is done, or a comment changes: the save keeps them.
    *saved_position = Some(kept_now(&current, &analysis, &comments));
    let Some(saved) = SavedMatch::of(&current) else { return };
    let saved = saved.with_notes(analysis.of(&current), comments.of(&current));
    if let Err(err) = backend::write(folder, SAVE, &saved.to_json()) {
        warn!("the game could not be saved: {err}");
    }
}

/// What the autosave last kept: the position, whether the analysis was done, the comments, and
/// the moves sent to a friend by message.
type Kept = (u64, bool, Option<BTreeMap<usize, String>>, Option<usize>);

fn kept_now(current: &Match, analysis: &GameAnalysis, comments: &Comments) -> Kept {
    let linked = current.by_message().and_then(|kept| kept.linked);
    (current.position_id(), analysis.of(current).is_some(), comments.of(current).cloned(), linked)
}

/// The player's settings as they are kept between runs: sound, volume, preview, speed, the
/// new-game dialog's last choices, the language chosen in the menu, and the lessons finished.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Preferences {
    settings: Settings,
    speed: Speed,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    new_game: Option<SavedSettings>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    language: Option<String>,
    /// `game/lesson` for each lesson finished.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    learned: Vec<String>,
}

/// Settings kept from the last run are taken up; a file that cannot be read is ignored (the
/// defaults are no loss) and replaced at the next change.
fn load_preferences(
    store: Res<Store>,
    mut settings: ResMut<Settings>,
    mut pace: ResMut<Pace>,
    mut choice: ResMut<NewGameChoice>,
    mut language: ResMut<LanguageChoice>,
    mut learned: ResMut<Learned>,
) {
    let Some(folder) = &store.folder else { return };
    let Ok(Some(text)) = backend::read(folder, PREFERENCES) else { return };
    match serde_json::from_str::<Preferences>(&text) {
        Ok(kept) => {
            *settings = kept.settings.bounded();
            pace.speed = kept.speed;
            // A choice this Kete does not know (another version's rules, say) is let go.
            if let Some(Ok(chosen)) = kept.new_game.as_ref().map(SavedSettings::settings) {
                choice.0 = chosen;
            }
            // A language this Kete has no catalogue for falls to the system's when spoken.
            language.chosen = kept.language.filter(|code| code.len() <= 16);
            // Lessons are named by a game and an id of a few words: anything longer is no lesson.
            let names = kept.learned.into_iter().filter(|name| name.len() <= 80);
            learned.0 = names.take(Learned::MOST).collect();
        }
        Err(err) => warn!("the settings kept could not be read ({err}): the defaults are used"),
    }
}

/// Keeps the settings whenever the player changes one (panels borrow them mutably every frame,
/// so what was last kept is compared, not Bevy's change ticks).
fn keep_preferences(
    store: Res<Store>,
    settings: Res<Settings>,
    pace: Res<Pace>,
    choice: Res<NewGameChoice>,
    language: Res<LanguageChoice>,
    learned: Res<Learned>,
    mut kept_last: Local<Option<Preferences>>,
) {
    let Some(folder) = &store.folder else { return };
    let kept = Preferences {
        settings: *settings,
        speed: pace.speed,
        new_game: Some(SavedSettings::of(choice.0)),
        language: language.chosen.clone(),
        learned: learned.0.iter().cloned().collect(),
    };
    // The first look (just after loading) only notes what there is.
    let first = kept_last.is_none();
    if kept_last.as_ref() == Some(&kept) || first {
        *kept_last = Some(kept);
        return;
    }
    *kept_last = Some(kept.clone());
    if let Ok(text) = serde_json::to_string_pretty(&kept)
        && let Err(err) = backend::write(folder, PREFERENCES, &text)
    {
        warn!("the settings could not be kept: {err}");
    }
}

/// Leaving the board abandons the game (leaving a lesson or a puzzle abandons none,
/// `KeepsTheGame`: the game saved before can still be continued).
fn forget(store: Res<Store>, mut resumable: ResMut<Resumable>) {
    resumable.game = None;
    if let Some(folder) = &store.folder
        && let Err(err) = backend::remove(folder, SAVE)
    {
        warn!("the old save could not be removed: {err}");
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) mod backend {
    use super::FileProblem;
    use std::path::Path;

    /// The file's text, `None` when there is none yet; a file that is not a regular file of
    /// text within a save's size is refused unread.
    pub fn read(folder: &Path, name: &str) -> Result<Option<String>, FileProblem> {
        match crate::text_file::read(&folder.join(name), crate::rules::record::MAX_BYTES) {
            Ok(text) => Ok(Some(text)),
            Err(err) if err.is_missing() => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    /// Writes beside the save, then renames over it: the old save stays whole until the new is.
    pub fn write(folder: &Path, name: &str, text: &str) -> Result<(), String> {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let path = folder.join(name);
        let partial = folder.join(format!("{name}.partial"));
        std::fs::write(&partial, text).map_err(|e| format!("{}: {e}", partial.display()))?;
        std::fs::rename(&partial, &path).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn set_aside(folder: &Path, name: &str, aside: &str, _text: &str) -> Result<(), String> {
        std::fs::rename(folder.join(name), folder.join(aside)).map_err(|e| e.to_string())
    }

    pub fn remove(folder: &Path, name: &str) -> Result<(), String> {
        match std::fs::remove_file(folder.join(name)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.to_string()),
            _ => Ok(()),
        }
    }
}

/// The page's local storage, through the small functions web/index.html defines.
#[cfg(target_arch = "wasm32")]
pub(super) mod backend {
    use super::FileProblem;
    use std::path::Path;
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_namespace = keteStore, js_name = load)]
        fn load(key: &str) -> Result<Option<String>, JsValue>;
        #[wasm_bindgen(catch, js_namespace = keteStore, js_name = save)]
        fn save(key: &str, text: &str) -> Result<(), JsValue>;
        #[wasm_bindgen(catch, js_namespace = keteStore, js_name = remove)]
        fn remove_key(key: &str) -> Result<(), JsValue>;
    }

    fn key(name: &str) -> String {
        format!("kete.{name}")
    }

    pub fn read(_folder: &Path, name: &str) -> Result<Option<String>, FileProblem> {
        load(&key(name)).map_err(|e| FileProblem::Io { detail: format!("{e:?}") })
    }

    pub fn write(_folder: &Path, name: &str, text: &str) -> Result<(), String> {
        save(&key(name), text).map_err(|e| format!("{e:?}"))
    }

    pub fn set_aside(_folder: &Path, name: &str, aside: &str, text: &str) -> Result<(), String> {
        save(&key(aside), text).map_err(|e| format!("{e:?}"))?;
        remove_key(&key(name)).map_err(|e| format!("{e:?}"))
    }

    pub fn remove(_folder: &Path, name: &str) -> Result<(), String> {
        remove_key(&key(name)).map_err(|e| format!("{e:?}"))
    }
}
