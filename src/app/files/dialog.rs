//! Save game and Open game through the platform's file dialog (rfd): natively the system's
//! dialog, on the web a download and the browser's file picker. A dialog runs as a task, so the
//! board keeps drawing while it is open; the file picked comes back as `FileOpened`, which the
//! game reads (`game_file`, `game::starting`).

use super::game_file;
use super::notice::{FileNotice, FileProblem, Notice};
use crate::app::analysis::state::{Comments, GameAnalysis};
use crate::app::base::frames::while_busy;
use crate::app::files::messages::{FileOpened, OpenGame, SaveGame};
use crate::app::game::the_match::Match;
use crate::app::locale::words::Words;
use crate::rules::record::MAX_BYTES;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{IoTaskPool, Task};
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dialogs>()
        .add_systems(Update, (save, open, finish).chain().in_set(crate::app::base::AppSystems::Start))
        .add_systems(Last, while_a_dialog_is_open);
}

/// A dialog's answer is looked for each frame: the frames go on while one is open.
fn while_a_dialog_is_open(
    dialogs: Res<Dialogs>,
    mut was: Local<bool>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    while_busy(dialogs.busy(), &mut was, &mut redraw);
}

/// The file dialog open now, if any: at most one at a time.
#[derive(Resource, Default)]
struct Dialogs {
    saving: Option<Task<Result<Option<String>, String>>>,
    /// The file's name and text, or its name and why it could not be read.
    opening: Option<Task<Result<Option<(String, String)>, (String, FileProblem)>>>,
}

impl Dialogs {
    fn busy(&self) -> bool {
        self.saving.is_some() || self.opening.is_some()
    }
}

/// The system's file dialog, titled in the player's language.
fn dialog(words: &Words, title: &str) -> rfd::AsyncFileDialog {
    rfd::AsyncFileDialog::new().add_filter(words.get("file-kind"), &["json"]).set_title(words.get(title))
}

fn save(
    mut asked: MessageReader<SaveGame>,
    screen: Res<State<crate::app::base::Screen>>,
    current: Res<Match>,
    mut dialogs: ResMut<Dialogs>,
    mut notice: ResMut<FileNotice>,
    words: Res<Words>,
    (analysis, comments): (Res<GameAnalysis>, Res<Comments>),
) {
    // Only a game on the board is saved (not the title screen's idle board).
    if asked.read().last().is_none() || dialogs.busy() || *screen.get() != crate::app::base::Screen::Playing {
        return;
    }
    info!("save game: the file dialog opens");
    let Some(text) = game_file::write(&current, analysis.of(&current), comments.of(&current)) else {
        notice.0 = Some(Notice::NoRulesName);
        return;
    };
    let name = game_file::suggested_name(&current);
    let dialog = dialog(&words, "file-save-title");
    dialogs.saving = Some(IoTaskPool::get().spawn(async move {
        let Some(file) = dialog.set_file_name(name).save_file().await else {
            return Ok(None);
        };
        file.write(text.as_bytes()).await.map_err(|e| e.to_string())?;
        Ok(Some(file.file_name()))
    }));
}

fn open(mut asked: MessageReader<OpenGame>, mut dialogs: ResMut<Dialogs>, words: Res<Words>) {
    if asked.read().last().is_none() || dialogs.busy() {
        return;
    }
    let dialog = dialog(&words, "file-open-title");
    dialogs.opening = Some(IoTaskPool::get().spawn(async move {
        let Some(file) = dialog.pick_file().await else { return Ok(None) };
        let name = file.file_name();
        match read_picked(&file).await {
            Ok(text) => Ok(Some((name, text))),
            Err(problem) => Err((name, problem)),
        }
    }));
}

/// The picked file's text: a regular file, no more of it read than a record can be long.
#[cfg(not(target_arch = "wasm32"))]
async fn read_picked(file: &rfd::FileHandle) -> Result<String, FileProblem> {
    Ok(crate::text_file::read(file.path(), MAX_BYTES)?)
}

/// The picked file's text. The browser knows a picked file's size for certain: nothing larger
/// than a record can be is read at all.
#[cfg(target_arch = "wasm32")]
async fn read_picked(file: &rfd::FileHandle) -> Result<String, FileProblem> {
    let size = file.inner().size() as usize;
    if size > MAX_BYTES {
        return Err(FileProblem::TooLarge { bytes: size });
    }
    String::from_utf8(file.read().await).map_err(|_| FileProblem::NotText)
}

/// What a dialog came back with.
fn finish(
    mut dialogs: ResMut<Dialogs>,
    mut notice: ResMut<FileNotice>,
    mut opened: MessageWriter<FileOpened>,
) {
    if let Some(task) = &mut dialogs.saving
        && let Some(done) = check_ready(task)
    {
        dialogs.saving = None;
        match done {
            Ok(Some(name)) => {
                info!("game saved as {name}");
                notice.0 = Some(Notice::Saved { name });
            }
            Ok(None) => info!("save game: no file chosen"),
            Err(why) => {
                warn!("the game could not be saved: {why}");
                notice.0 = Some(Notice::NotSaved { why });
            }
        }
    }
    if let Some(task) = &mut dialogs.opening
        && let Some(done) = check_ready(task)
    {
        dialogs.opening = None;
        match done {
            Ok(Some((name, text))) => {
                opened.write(FileOpened { name, text });
            }
            Ok(None) => info!("open game: no file chosen"),
            Err((name, problem)) => {
                warn!("{name} could not be read: {problem:?}");
                notice.0 = Some(Notice::NotOpened { name, problem });
            }
        }
    }
}
