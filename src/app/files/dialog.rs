//! Save game and Open game through the platform's file dialog (rfd): natively the system's
//! dialog, on the web a download and the browser's file picker. A dialog runs as a task, so the
//! board keeps drawing while it is open; the file picked comes back as `FileOpened`, which the
//! game reads (`game_file`, `game::session`).

use super::game_file::{self, FileNotice};
use crate::app::files::messages::{FileOpened, OpenGame, SaveGame};
use crate::app::game::record::Match;
use crate::rules::record::MAX_BYTES;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{IoTaskPool, Task};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dialogs>()
        .add_systems(Update, (save, open, finish).chain().in_set(crate::app::AppSystems::Start));
}

/// The file dialog open now, if any: at most one at a time.
#[derive(Resource, Default)]
struct Dialogs {
    saving: Option<Task<Result<Option<String>, String>>>,
    opening: Option<Task<Result<Option<(String, String)>, String>>>,
}

impl Dialogs {
    fn busy(&self) -> bool {
        self.saving.is_some() || self.opening.is_some()
    }
}

fn dialog() -> rfd::AsyncFileDialog {
    rfd::AsyncFileDialog::new().add_filter("Kete game", &["json"])
}

fn save(
    mut asked: MessageReader<SaveGame>,
    screen: Res<State<crate::app::Screen>>,
    current: Res<Match>,
    mut dialogs: ResMut<Dialogs>,
    mut notice: ResMut<FileNotice>,
) {
    // Only a game on the board is saved (not the title screen's idle board).
    if asked.read().last().is_none() || dialogs.busy() || *screen.get() != crate::app::Screen::Playing {
        return;
    }
    info!("save game: the file dialog opens");
    let Some(text) = game_file::write(&current) else {
        notice.0 = Some("This game's rules have no name a file could keep.".to_string());
        return;
    };
    let name = game_file::suggested_name(&current);
    dialogs.saving = Some(IoTaskPool::get().spawn(async move {
        let Some(file) = dialog().set_title("Save game").set_file_name(name).save_file().await else {
            return Ok(None);
        };
        file.write(text.as_bytes()).await.map_err(|e| e.to_string())?;
        Ok(Some(file.file_name()))
    }));
}

fn open(mut asked: MessageReader<OpenGame>, mut dialogs: ResMut<Dialogs>) {
    if asked.read().last().is_none() || dialogs.busy() {
        return;
    }
    dialogs.opening = Some(IoTaskPool::get().spawn(async move {
        let Some(file) = dialog().set_title("Open game").pick_file().await else { return Ok(None) };
        let name = file.file_name();
        Ok(Some((name, read_picked(&file).await?)))
    }));
}

/// The picked file's text: a regular file, no more of it read than a record can be long.
#[cfg(not(target_arch = "wasm32"))]
async fn read_picked(file: &rfd::FileHandle) -> Result<String, String> {
    crate::text_file::read(file.path(), MAX_BYTES).map_err(|e| e.to_string())
}

/// The picked file's text. The browser knows a picked file's size for certain: nothing larger
/// than a record can be is read at all.
#[cfg(target_arch = "wasm32")]
async fn read_picked(file: &rfd::FileHandle) -> Result<String, String> {
    let name = file.file_name();
    let size = file.inner().size() as u64;
    if size > MAX_BYTES as u64 {
        return Err(format!("{name} is {size} bytes, more than any game needs"));
    }
    String::from_utf8(file.read().await).map_err(|_| format!("{name} is not text"))
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
                notice.0 = Some(format!("Saved as {name}."));
            }
            Ok(None) => info!("save game: no file chosen"),
            Err(why) => {
                warn!("the game could not be saved: {why}");
                notice.0 = Some(format!("The game could not be saved: {why}."));
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
            Err(why) => {
                warn!("{why}");
                notice.0 = Some(format!("{why}. Nothing was changed."));
            }
        }
    }
}
