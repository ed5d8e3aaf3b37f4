//! The computer at the board. It plays as a person does: when its side is to move it thinks (off
//! the frame loop natively; on the web a slice of each frame), then chooses the pit and answers
//! the board's questions with the same messages a click writes, so its seeds hop and sound the
//! same. In an Omweso setup it lays an arrangement of its own choosing. A hint is the same search at the
//! strongest level, for the player to move, shown and not played.

use super::thoughts::{AskHint, Purpose, Thoughts};
use crate::ai::LEVELS;
use crate::app::base::AppSystems;
use crate::app::base::job::Job;
use crate::app::game::arranging::Fill;
use crate::app::game::arranging::SetupAction;
use crate::app::game::messages::{OptionChosen, PitChosen};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::saved::settings::PlayMode;
use crate::work::search::SearchTask;
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinker>().add_systems(
        Update,
        (
            arrange.run_if(in_state(BoardPhase::Setup)),
            think.run_if(in_state(BoardPhase::AwaitingPit)),
            answer.run_if(in_state(BoardPhase::Asking)),
        )
            .in_set(AppSystems::Think),
    );
}

/// The longest a move (or a hint) is thought about; a level's playouts usually end it sooner.
const MOST: Duration = Duration::from_millis(1000);
/// Blitz: the computer must begin within the count.
const MOST_IN_BLITZ: Duration = Duration::from_millis(800);
/// The least, in the game's time: a reply that comes at once is hard to follow.
const LEAST: f32 = 0.35;
/// How long a slice of search runs before it looks whether it is still wanted.
const SLICE: Duration = Duration::from_millis(25);

/// The search under way.
#[derive(Resource, Default)]
pub(super) struct Thinker {
    job: Option<Search>,
}

impl Thinker {
    pub(super) fn is_thinking(&self) -> bool {
        self.job.is_some()
    }
}

struct Search {
    position: u64,
    purpose: Purpose,
    /// When it began, in the game's time.
    started: f32,
    job: Job<SearchTask>,
}

/// Starts, follows and ends the searches: the computer's moves when its side is to move, and the
/// hints the player asks for. Runs while the board waits for a pit.
pub(super) fn think(
    time: Res<Time>,
    current: Res<Match>,
    mut thinker: ResMut<Thinker>,
    mut thoughts: ResMut<Thoughts>,
    mut hints: MessageReader<AskHint>,
    mut picks: MessageWriter<PitChosen>,
) {
    let position = current.position_id();
    let asked = hints.read().count() > 0;
    // What the board wants thought about now.
    let wanted = if let Some(level) = current.seat_to_move().level() {
        let done = thoughts.playing.is_some_and(|(p, _)| p == position);
        (!done).then_some((Purpose::Move, level.budget(current.game.kind())))
    } else if asked && thoughts.hint_for(position).is_none() {
        Some((Purpose::Hint, LEVELS[4].budget(current.game.kind())))
    } else {
        thinker
            .job
            .as_ref()
            .filter(|job| job.position == position && job.purpose == Purpose::Hint)
            .map(|_| (Purpose::Hint, LEVELS[4].budget(current.game.kind())))
    };
    let Some((purpose, budget)) = wanted else {
        // Only a change marks the thoughts changed: an idle board asks for no frame (`frames`).
        if thinker.job.is_some() {
            thinker.job = None;
        }
        if thoughts.thinking.is_some() {
            thoughts.thinking = None;
        }
        return;
    };
    if !thinker.job.as_ref().is_some_and(|job| job.position == position && job.purpose == purpose) {
        let most = if current.mode == PlayMode::Blitz { MOST_IN_BLITZ } else { MOST };
        let seed = position ^ current.moves.len() as u64;
        let search = SearchTask { game: current.game.clone(), budget, seed, most };
        let job = Job::start("kete computer", search, SLICE);
        thinker.job = Some(Search { position, purpose, started: time.elapsed_secs(), job });
        thoughts.thinking = Some((position, purpose));
        if purpose == Purpose::Move
            && let Some(level) = current.seat_to_move().level()
        {
            info!("the computer thinks: Computer: {} ({})", level.name, level.number);
        }
    }
    let Some(job) = &mut thinker.job else { return };
    if purpose == Purpose::Move && time.elapsed_secs() - job.started < LEAST {
        return;
    }
    let Some(found) = job.job.take() else { return };
    thinker.job = None;
    thoughts.thinking = None;
    let Some(mv) = found else {
        warn!("the computer found no move");
        return;
    };
    let text = current.game.format_move(mv);
    match purpose {
        Purpose::Move => {
            info!("the computer plays {text}");
            thoughts.playing = Some((position, mv));
            if let Some(pit) = current.game.origin(mv) {
                picks.write(PitChosen(pit));
            }
        }
        Purpose::Hint => {
            info!("hint: {text}");
            thoughts.hint = Some((position, mv, text));
        }
    }
}

/// The computer answers the board's questions about its move as a person would, one at a time.
pub(super) fn answer(
    current: Res<Match>,
    thoughts: Res<Thoughts>,
    turn: Res<Turn>,
    mut answers: MessageWriter<OptionChosen>,
) {
    let Some((position, mv)) = thoughts.playing else { return };
    if position != current.position_id() || !current.computer_to_move() {
        return;
    }
    if let Some(n) = turn.answer_for(mv) {
        answers.write(OptionChosen(n));
    }
}

/// In an Omweso setup the computer lays the arrangement a short search liked best among a few
/// (`ai::setup`), seed by seed as the panel would, and is done. (A few milliseconds: no thread.)
pub(super) fn arrange(
    current: Res<Match>,
    mut actions: MessageWriter<SetupAction>,
    mut sent: Local<Option<(u64, u8)>>,
) {
    let Some(arranging) = &current.arranging else { return };
    if current.seat_to_move().level().is_none() {
        return;
    }
    let side = arranging.side;
    let key = (current.position_id(), side.index() as u8);
    if *sent == Some(key) {
        return;
    }
    *sent = Some(key);
    let other = side.opponent();
    // The opponent's seeds, if they are laid already (the first player arranges first).
    let theirs = (arranging.first == other).then(|| arranging.pits()[other.index()]);
    let seed = current.position_id() ^ (side.index() as u64) << 32;
    let pits = crate::ai::setup::arrangement(arranging.rules(), side, theirs, arranging.first, seed);
    info!("the computer arranges {side}: {pits:?}");
    actions.write(SetupAction::Fill(Fill::Clear));
    for (k, &count) in pits.iter().enumerate() {
        for _ in 0..count {
            actions.write(SetupAction::Add(crate::rules::omweso::Omweso::pit(side, k as u8)));
        }
    }
    actions.write(SetupAction::Done);
}
