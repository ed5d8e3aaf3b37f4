//! The game in progress: one `Match` resource holds the record, the rules' position and, for
//! Omweso, the setup and the match score. New games, take-backs and lost turns arrive as
//! messages; moves themselves are chosen in `turn`.

use super::Screen;
use super::arrange::Arranging;
use super::lines::Line;
use super::sowing::Playback;
use crate::rules::omweso::{OmwesoMatch, setup};
use crate::rules::{AnyGame, Event, GameKind, Pit, Side};
use bevy::prelude::*;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NewGame>()
        .add_message::<NewMatch>()
        .add_message::<NextGame>()
        .add_message::<MovePlayed>()
        .add_message::<ShowEvents>()
        .add_message::<BoardReset>()
        .add_message::<SeedsReset>()
        .add_message::<TakeBack>()
        .add_message::<TurnLost>()
        .init_resource::<Match>()
        .add_systems(
            Update,
            (
                start_new_match,
                start_next_game,
                start_new_game,
                take_back,
                lose_turn,
                record_match_result,
                on_board_reset,
            )
                .chain()
                .in_set(super::AppSystems::RecordInput),
        );
}

/// Start a game from this position at once, untimed, with take-backs (the command line, tests).
#[derive(Message, Clone, Debug)]
pub struct NewGame(pub AnyGame);

/// Start a match as the new-game dialog set it up.
#[derive(Message, Clone, Copy, Debug)]
pub struct NewMatch(pub MatchSettings);

/// The next game of an Omweso match (or the replay of an annulled one).
#[derive(Message, Clone, Copy, Debug)]
pub struct NextGame;

/// A new game began: the board and its seeds are laid out afresh from `Match`.
#[derive(Message, Clone, Copy, Debug)]
pub struct BoardReset;

/// The seeds are laid out afresh from `Match` (the board stays): an Omweso setup changed.
#[derive(Message, Clone, Copy, Debug)]
pub struct SeedsReset;

/// The rules accepted a move: its notation and everything it did.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub notation: String,
    pub events: Vec<Event>,
}

/// Events for playback to show, in order: part of a move still being chosen, or the rest of it.
#[derive(Message, Clone, Debug)]
pub struct ShowEvents(pub Vec<Event>);

/// Take the last move back (Classical play only).
#[derive(Message, Clone, Copy, Debug)]
pub struct TakeBack;

/// Blitz: the player to move did not begin in time, and the opponent takes the turn.
#[derive(Message, Clone, Copy, Debug)]
pub struct TurnLost;

/// Who moves first in a new match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FirstPlayer {
    South,
    North,
    #[default]
    ByLot,
}

/// The seed's three ways to play (Omweso §2.10 rule 26): time and take-backs, not rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayMode {
    /// Untimed; a move may be taken back.
    #[default]
    Classical,
    /// Untimed; no take-backs.
    Contract,
    /// Each move must begin within a three-second count, or the opponent may take the turn.
    Blitz,
}

impl PlayMode {
    pub const ALL: [PlayMode; 3] = [PlayMode::Classical, PlayMode::Contract, PlayMode::Blitz];

    pub fn name(self) -> &'static str {
        match self {
            PlayMode::Classical => "Classical",
            PlayMode::Contract => "Contract",
            PlayMode::Blitz => "Blitz",
        }
    }

    pub fn explain(self) -> &'static str {
        match self {
            PlayMode::Classical => "untimed; a move may be taken back",
            PlayMode::Contract => "untimed; no take-backs",
            PlayMode::Blitz => "begin each move within a count of three, or the opponent may take the turn",
        }
    }

    pub fn take_backs(self) -> bool {
        self == PlayMode::Classical
    }
}

/// What the new-game dialog chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    pub kind: GameKind,
    /// One of `rules::any::presets(kind)`.
    pub preset: &'static str,
    pub first: FirstPlayer,
    pub mode: PlayMode,
    /// Omweso: points that win the match (12, or 6 for a short match).
    pub target: u32,
}

impl Default for MatchSettings {
    fn default() -> MatchSettings {
        MatchSettings {
            kind: GameKind::Bao,
            preset: "seed",
            first: FirstPlayer::South,
            mode: PlayMode::Classical,
            target: 12,
        }
    }
}

/// The one source of truth for the game being played.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    /// The position the game started from, for "play again".
    pub start: AnyGame,
    /// The rules' current position; the board on screen catches up when playback ends. During an
    /// Omweso setup, the arrangement so far.
    pub game: AnyGame,
    /// Moves played, in notation.
    pub moves: Vec<String>,
    /// The position before each move, for take-backs.
    history: Vec<AnyGame>,
    /// The legal moves of `game`, each played by the rules, once listed (`lines`); `None` while
    /// the rules are working them out.
    pub(super) lines: Option<Arc<[Line]>>,
    /// A number no other position shown in this run has had, so a listing is matched to its own.
    position: u64,
    pub mode: PlayMode,
    /// How this match was set up, when it came from the dialog.
    pub settings: Option<MatchSettings>,
    /// Omweso: the players are arranging their seeds; play has not begun.
    pub arranging: Option<Arranging>,
    /// Omweso: the match score, games so far and who begins the next.
    pub score: Option<OmwesoMatch>,
    /// The first player was drawn by lot (the board says so).
    pub drawn_by_lot: bool,
    /// Whether this game's result is already in the match score.
    pub result_recorded: bool,
}

impl Default for Match {
    fn default() -> Match {
        Match::untimed(AnyGame::Kimasai(crate::rules::kimasai::Kimasai::new()))
    }
}

impl Match {
    /// A single game from a position, in Classical mode.
    pub fn untimed(game: AnyGame) -> Match {
        Match {
            start: game.clone(),
            game,
            moves: Vec::new(),
            history: Vec::new(),
            lines: None,
            position: next_position_id(),
            mode: PlayMode::Classical,
            settings: None,
            arranging: None,
            score: None,
            drawn_by_lot: false,
            result_recorded: false,
        }
    }

    /// The legal moves of the current position, each already played (none while arranging or
    /// while the rules are still listing them).
    pub fn lines(&self) -> &[Line] {
        match (&self.arranging, &self.lines) {
            (None, Some(lines)) => lines,
            _ => &[],
        }
    }

    /// Whether the board may take a move: the legal moves are known (or the game is being set up).
    pub fn is_ready(&self) -> bool {
        self.arranging.is_some() || self.lines.is_some()
    }

    /// Which position this is, for matching work done on it.
    pub fn position_id(&self) -> u64 {
        self.position
    }

    /// The pits whose seeds the player to move may move.
    pub fn movable_pits(&self) -> Vec<Pit> {
        let mut pits: Vec<Pit> = self.lines().iter().filter_map(|line| self.game.origin(line.mv)).collect();
        pits.sort_by_key(|pit| (pit.side.index(), pit.index));
        pits.dedup();
        pits
    }

    /// Makes `after` the position, as the rules left it after the move `notation`.
    pub fn record_move(&mut self, notation: String, after: AnyGame) {
        let before = std::mem::replace(&mut self.game, after);
        self.history.push(before);
        self.moves.push(notation);
        self.forget_lines();
    }

    /// Replaces the position without a move (setup changes, a lost turn).
    pub fn set_position(&mut self, game: AnyGame) {
        self.game = game;
        self.forget_lines();
    }

    fn forget_lines(&mut self) {
        self.lines = None;
        self.position = next_position_id();
    }

    pub fn can_take_back(&self) -> bool {
        self.mode.take_backs() && !self.history.is_empty() && self.game.outcome().is_none()
    }

    /// Seeds beside the board for `side`: Bao's reserve, or the seeds an Omweso player has still
    /// to place during the setup.
    pub fn reserve_shown(&self, side: Side) -> u8 {
        match &self.arranging {
            Some(arranging) => arranging.to_place(side),
            None => self.game.reserve(side),
        }
    }

    /// The next game of the match, from its settings: Omweso starts with the setup.
    fn begin(settings: MatchSettings, score: Option<OmwesoMatch>) -> Option<Match> {
        let (first, drawn_by_lot) = match (score.as_ref(), settings.first) {
            (Some(score), _) if !score.games.is_empty() => (score.next_first, false),
            (_, FirstPlayer::South) => (Side::South, false),
            (_, FirstPlayer::North) => (Side::North, false),
            (_, FirstPlayer::ByLot) => (setup::draw_first_player(&mut rand::rng()), true),
        };
        let game = AnyGame::new_with_rules(settings.kind, Some(settings.preset)).ok()?;
        let mut next = Match::untimed(game.with_first_player(first));
        next.mode = settings.mode;
        next.settings = Some(settings);
        next.drawn_by_lot = drawn_by_lot;
        if let AnyGame::Omweso(omweso) = &next.game {
            let score = score.unwrap_or_else(|| OmwesoMatch::new(settings.target, first));
            let arranging = Arranging::new(omweso.rules(), first);
            next.set_position(arranging.position());
            next.arranging = Some(arranging);
            next.score = Some(score);
        }
        Some(next)
    }
}

fn next_position_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

fn start_new_match(
    mut requests: MessageReader<NewMatch>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(NewMatch(settings)) = requests.read().last()
        && let Some(next) = Match::begin(*settings, None)
    {
        if let Some(arranging) = &next.arranging {
            info!("setup: {} arranges first", arranging.first);
        }
        *current = next;
        reset.write(BoardReset);
    }
}

fn start_next_game(
    mut requests: MessageReader<NextGame>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if requests.read().last().is_none() {
        return;
    }
    let next = match (current.settings, current.score.clone()) {
        (Some(settings), score) => Match::begin(settings, score),
        (None, _) => Some(Match { mode: current.mode, ..Match::untimed(current.start.clone()) }),
    };
    if let Some(next) = next {
        *current = next;
        reset.write(BoardReset);
    }
}

fn start_new_game(
    mut requests: MessageReader<NewGame>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(NewGame(game)) = requests.read().last() {
        *current = Match::untimed(game.clone());
        reset.write(BoardReset);
    }
}

/// Every new board clears what was being shown and goes to the board.
fn on_board_reset(
    mut resets: MessageReader<BoardReset>,
    mut playback: ResMut<Playback>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if resets.read().last().is_some() {
        playback.clear();
        // Entering the screen it is already on would run its exit, despawning the new board.
        if *screen.get() != Screen::Playing {
            next_screen.set(Screen::Playing);
        }
    }
}

fn take_back(
    mut requests: MessageReader<TakeBack>,
    mut current: ResMut<Match>,
    playback: Res<Playback>,
    mut reset: MessageWriter<BoardReset>,
) {
    if requests.read().last().is_none() || playback.is_busy() || !current.can_take_back() {
        return;
    }
    if let Some(before) = current.history.pop() {
        current.moves.pop();
        current.set_position(before);
        info!("move taken back");
        reset.write(BoardReset);
    }
}

fn lose_turn(mut requests: MessageReader<TurnLost>, mut current: ResMut<Match>, playback: Res<Playback>) {
    if requests.read().last().is_none() || playback.is_busy() || current.arranging.is_some() {
        return;
    }
    let mut next = current.game.clone();
    match next.lose_turn() {
        Ok(()) => {
            let loser = current.game.side_to_move();
            let before = current.game.clone();
            current.history.push(before);
            current.moves.push(format!("({loser} lost the turn)"));
            current.set_position(next);
            info!("{loser} lost the turn");
        }
        Err(err) => warn!("no turn to lose: {err}"),
    }
}

/// An Omweso game's result goes into the match score once, when the board has shown it.
fn record_match_result(mut current: ResMut<Match>, playback: Res<Playback>) {
    if current.result_recorded || playback.is_busy() || current.arranging.is_some() {
        return;
    }
    let Some(outcome) = current.game.outcome() else { return };
    if let Some(score) = current.score.as_mut() {
        let result = score.record(outcome);
        info!("game result: {} ({} points)", result.kind.name(), result.points);
    }
    current.result_recorded = true;
}
