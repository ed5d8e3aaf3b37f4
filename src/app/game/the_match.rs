//! The game in progress: one `Match` resource holds the record (the start, the moves, the rules'
//! position, what may be taken back and played again, the review) and, for Omweso, the setup
//! and the match score. Its legal moves are the listing's (`Legal`). Pure state and logic; the
//! systems that change it on a player's message are in `starting`, `choose` and `take_back`.

use crate::app::game::arranging::Arranging;
use crate::app::game::remote::{self, Remote};
use crate::rules::omweso::scoring::GameResult;
use crate::rules::omweso::{OmwesoMatch, setup};
use crate::rules::{AnyGame, MoveError, Side};
use crate::saved::SavedSetup;
use crate::saved::link::{self, MessageGame};
use crate::saved::online_game::OnlineGame;
use crate::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use crate::saved::settings::{Seat, Seats};
use bevy::prelude::*;

/// Why play may not go on from the position reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayOnRefused {
    /// Contract play: a move once made stands.
    ContractStands,
    /// An Omweso game whose result already counts in the match.
    ResultCounts,
}

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
    /// Moves after the position shown, the next first at the end, with the position after each:
    /// taken back, to play again, or stepped over in review.
    redo: Vec<(String, AnyGame)>,
    /// The board shows an earlier position of the game to look at, not to play from: the moves
    /// after it are kept, and the board plays on only when a player says so.
    pub reviewing: bool,
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
    /// Omweso: the match score before this game's result went in, so a take-back of the move
    /// that ended the game takes its result out again.
    score_before_result: Option<OmwesoMatch>,
    /// Omweso: the game before this one in the match, as it ended, so that a take-back at the
    /// start of a game reaches into the last move of the game before.
    previous: Option<Box<Match>>,
    /// A friend plays the other side from elsewhere: by message, or online.
    pub remote: Option<Remote>,
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
            redo: Vec::new(),
            reviewing: false,
            position: next_position_id(),
            mode: PlayMode::Classical,
            settings: None,
            arranging: None,
            score: None,
            drawn_by_lot: false,
            result_recorded: false,
            score_before_result: None,
            previous: None,
            remote: None,
        }
    }

    /// A game resumed from its positions (the start, then one after each move) and its moves.
    pub fn resumed(mut positions: Vec<AnyGame>, moves: Vec<String>) -> Match {
        let Some(game) = positions.pop() else { return Match::default() };
        let start = positions.first().cloned().unwrap_or_else(|| game.clone());
        Match { start, moves, history: positions, ..Match::untimed(game) }
    }

    /// Which position this is, for matching work done on it (its legal moves, the computer's
    /// thoughts).
    pub fn position_id(&self) -> u64 {
        self.position
    }

    /// Makes `after` the position, as the rules left it after the move `notation`.
    pub fn record_move(&mut self, notation: String, after: AnyGame) {
        // A new move ends what could have been played again.
        self.redo.clear();
        self.reviewing = false;
        self.play_on(notation, after);
    }

    fn play_on(&mut self, notation: String, after: AnyGame) {
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

    /// A new position: what was listed or thought for the one before no longer counts.
    fn forget_lines(&mut self) {
        self.position = next_position_id();
    }

    /// The position before the last move played, if any.
    pub fn before_last(&self) -> Option<&AnyGame> {
        self.history.last()
    }

    /// A coach's board (a puzzle, a lesson's scene) as it is first put on: `person` plays, and the
    /// computer at `level` answers for the other side, in the board's own rules.
    pub fn seat_the_computer_against(&mut self, person: Side, level: u8) {
        let kind = self.start.kind();
        let mut seats = Seats([Seat::Computer(level); 2]);
        seats.0[person.index()] = Seat::Human;
        let preset = self.start.preset().unwrap_or(crate::rules::any::presets(kind)[0]);
        self.settings = Some(MatchSettings { kind, preset, mode: PlayMode::Classical, seats, ..default() });
    }

    /// Who plays each side (two people, unless the dialog said otherwise).
    pub fn seats(&self) -> Seats {
        self.settings.map(|s| s.seats).unwrap_or_default()
    }

    /// The player of the side to move (during an Omweso setup, of the side arranging).
    pub fn seat_to_move(&self) -> Seat {
        let side = self.arranging.as_ref().map_or(self.game.side_to_move(), |a| a.side);
        self.seats().of(side)
    }

    /// Whether the computer moves now.
    pub fn computer_to_move(&self) -> bool {
        self.seat_to_move().level().is_some()
    }

    /// Whether a person at this screen moves now: the board takes their picks only then (not
    /// the computer's turn, nor a friend's who plays from another device).
    pub fn person_to_move(&self) -> bool {
        self.seat_to_move() == Seat::Human
    }

    /// A move may be taken back in a mode that allows it — after the end of a game too, but not
    /// once an Omweso game's result counts in the match.
    pub fn can_take_back(&self) -> bool {
        // A result in the match score comes out with the move that ended the game, when it is
        // known what the score was before (a save does not keep that).
        // Only a match has a score: a single game's end is noted, but counts in nothing.
        let counted = self.result_recorded && self.score.is_some() && self.score_before_result.is_none();
        let in_this_game = !self.history.is_empty() && !counted;
        let into_the_game_before =
            self.history.is_empty() && self.previous.as_ref().is_some_and(|p| p.can_take_back());
        self.mode.take_backs() && (in_this_game || into_the_game_before)
    }

    /// An Omweso setup under way (a save's, a link's, the friend's device's) put on this board,
    /// from the start of the game on it: refused unless it could have come about.
    pub fn resume_setup(&mut self, setup: &SavedSetup) -> Result<(), String> {
        let AnyGame::Omweso(omweso) = &self.start else {
            return Err("a setup is saved, but the game is not Omweso".into());
        };
        let arranging = Arranging::resume(omweso.rules(), setup.first, setup.side, setup.pits)?;
        self.set_position(arranging.position());
        self.arranging = Some(arranging);
        Ok(())
    }

    /// Whether the game is over (an Omweso setup under way, its board still empty, is not).
    pub fn is_over(&self) -> bool {
        self.arranging.is_none() && self.game.outcome().is_some()
    }

    /// Online: whether `me`'s player may ask the friend to take back their last move — one they
    /// played, in a game whose result does not yet count in the match.
    pub fn may_ask_take_back(&self, me: Side) -> bool {
        self.has_played(me) && !(self.result_recorded && self.score.is_some())
    }

    /// Whether `side` has played a move in this game, up to the position shown.
    pub fn has_played(&self, side: Side) -> bool {
        self.history.iter().any(|position| position.side_to_move() == side)
    }

    /// Whether a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        self.mode.take_backs() && !self.redo.is_empty()
    }

    /// Plays the last move taken back again; false when there is none.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.step_forward().is_some()
    }

    /// Takes the last move back; false when none may be.
    pub fn take_back(&mut self) -> bool {
        let reviewing = self.reviewing;
        if !self.can_take_back() {
            return false;
        }
        if self.history.is_empty() {
            return self.take_back_into_the_game_before();
        }
        if self.result_recorded {
            self.score = self.score_before_result.take();
            self.result_recorded = false;
        }
        let taken = self.step_back();
        self.reviewing = reviewing;
        taken
    }

    /// At the start of an Omweso game: the game before comes back, its last move taken back
    /// and its result out of the match score.
    fn take_back_into_the_game_before(&mut self) -> bool {
        let Some(previous) = self.previous.take() else { return false };
        *self = *previous;
        self.take_back()
    }

    /// Review: shows the position before the last move shown, keeping that move to step over
    /// again. Looking back is allowed in every mode; false at the start.
    pub fn step_back(&mut self) -> bool {
        let Some(before) = self.history.pop() else { return false };
        let notation = self.moves.pop().unwrap_or_default();
        let after = std::mem::replace(&mut self.game, before);
        self.redo.push((notation, after));
        self.reviewing = true;
        self.forget_lines();
        true
    }

    /// Review: shows the position after the next move; returns that move and the position it
    /// was played from, to show it being played. At the last move the review is over.
    pub fn step_forward(&mut self) -> Option<(String, AnyGame)> {
        let (notation, after) = self.redo.pop()?;
        let before = self.game.clone();
        self.play_on(notation.clone(), after);
        self.reviewing &= !self.redo.is_empty();
        Some((notation, before))
    }

    /// Review: shows the position after `ply` moves (0 is the start), as far as there are moves.
    pub fn review_at(&mut self, ply: usize) {
        while self.moves.len() > ply && self.step_back() {}
        while self.moves.len() < ply && self.step_forward().is_some() {}
    }

    /// Ends the review at the game's last move.
    pub fn back_to_live(&mut self) {
        self.review_at(usize::MAX);
        self.reviewing = false;
    }

    /// Whether the game may go on from the position reviewed, dropping the moves after it: only
    /// where a move may be taken back, and not in an Omweso game whose result already counts.
    pub fn can_play_on_here(&self) -> Result<(), PlayOnRefused> {
        if !self.mode.take_backs() {
            Err(PlayOnRefused::ContractStands)
        } else if self.result_recorded {
            Err(PlayOnRefused::ResultCounts)
        } else {
            Ok(())
        }
    }

    /// Plays on from the position reviewed: the moves after it are dropped. False if not allowed.
    pub fn play_on_here(&mut self) -> bool {
        if self.can_play_on_here().is_err() {
            return false;
        }
        self.redo.clear();
        self.reviewing = false;
        true
    }

    /// Moves shown so far, and the number in the whole game (moves after a review or take-back
    /// included).
    pub fn ply(&self) -> (usize, usize) {
        (self.moves.len(), self.moves.len() + self.redo.len())
    }

    /// The game as a save keeps it — its moves and the position after them: while reviewing,
    /// every move (the review is only a look back); otherwise the moves played, not those taken
    /// back.
    pub fn kept(&self) -> (Vec<String>, &AnyGame) {
        match (self.reviewing, self.redo.first()) {
            (true, Some((_, last))) => (self.all_moves().map(str::to_string).collect(), last),
            _ => (self.moves.clone(), &self.game),
        }
    }

    /// Every move of the game in order: those up to the position shown, then those after it.
    pub fn all_moves(&self) -> impl Iterator<Item = &str> {
        self.moves
            .iter()
            .map(String::as_str)
            .chain(self.redo.iter().rev().map(|(notation, _)| notation.as_str()))
    }

    /// Blitz: the player to move lost the turn to the opponent (rule 26); returns who lost it.
    pub fn lose_turn(&mut self) -> Result<Side, MoveError> {
        if self.arranging.is_some() {
            return Err(MoveError::Illegal(
                "(lose the turn)".to_string(),
                "the setup is not finished".to_string(),
            ));
        }
        let mut next = self.game.clone();
        next.lose_turn()?;
        let loser = self.game.side_to_move();
        self.redo.clear();
        let before = std::mem::replace(&mut self.game, next);
        self.history.push(before);
        self.moves.push(crate::rules::record::LOST_TURN.to_string());
        self.forget_lines();
        Ok(loser)
    }

    /// Both players have arranged: play begins from their arrangement.
    pub fn begin_play(&mut self, game: AnyGame) {
        self.arranging = None;
        self.start = game.clone();
        self.set_position(game);
    }

    /// Whether leaving the board now would lose something a player would miss: a setup under
    /// way, a game with moves played, or a match with games played that nobody has won yet.
    pub fn at_stake(&self) -> bool {
        // (A setup's arrangement so far may look like a finished game: it is not one.)
        let game_on = self.arranging.is_some() || (self.game.outcome().is_none() && !self.moves.is_empty());
        let match_on = self.score.as_ref().is_some_and(|s| !s.games.is_empty() && s.winner().is_none());
        game_on || match_on
    }

    /// The game after this one: the next game of an Omweso match, or this game again — online,
    /// the room's next game, with the same seats (the friend's device is told, and takes it), and
    /// in Omweso the match's next game, or a new match once it is won.
    pub fn next_game(&self) -> Option<Match> {
        if let (Some(settings), Some(online)) = (self.settings, self.online()) {
            // The match with this game's result in, whether or not the board has put it in yet.
            let after = self.score_before_this_game().map(|mut score| {
                if let Some(outcome) = self.is_over().then(|| self.game.outcome()).flatten() {
                    score.record(outcome);
                }
                score
            });
            let going_on = after.clone().filter(|score| score.winner().is_none());
            let mut next = Match::begin(settings, going_on.clone())?;
            next.score = match (&after, &next.arranging) {
                (Some(score), Some(arranging)) => {
                    Some(going_on.unwrap_or_else(|| OmwesoMatch::new(score.target, arranging.first)))
                }
                _ => None,
            };
            next.remote =
                Some(Remote::Online(OnlineGame { round: online.round.saturating_add(1), ..online.clone() }));
            return Some(next);
        }
        match (self.settings, self.score.clone()) {
            (Some(settings), Some(score)) => {
                let mut next = Match::begin(settings, Some(score))?;
                // Only the game just before is kept, so a long match holds two games, not all.
                next.previous = Some(Box::new(Match { previous: None, ..self.clone() }));
                Some(next)
            }
            (Some(settings), None) => Match::new_match(settings),
            (None, _) => Some(Match { mode: self.mode, ..Match::untimed(self.start.clone()) }),
        }
    }

    /// This game, or this whole match, from its start — online, once the game is over, the
    /// room's next game (a game under way is not begun again on one device alone).
    pub fn restart(&self) -> Option<Match> {
        if self.online().is_some() {
            return self.is_over().then(|| self.next_game()).flatten();
        }
        match self.settings {
            Some(settings) => Match::new_match(settings),
            None => Some(Match { mode: self.mode, ..Match::untimed(self.start.clone()) }),
        }
    }

    /// Omweso: the match score as it stood before this game's result went in.
    pub fn score_before_this_game(&self) -> Option<OmwesoMatch> {
        let score = self.score.as_ref()?;
        if !self.result_recorded {
            return Some(score.clone());
        }
        let earlier = score.games.iter().rev().skip(1).rev().map(|game| game.outcome);
        Some(OmwesoMatch::replayed(score.target, score.first(), earlier))
    }

    /// An Omweso game's result goes into the match score once; returns it the first time.
    pub fn record_result(&mut self) -> Option<GameResult> {
        if self.result_recorded || self.arranging.is_some() {
            return None;
        }
        let outcome = self.game.outcome()?;
        self.result_recorded = true;
        self.score_before_result = self.score.clone();
        Some(self.score.as_mut()?.record(outcome).clone())
    }

    /// A new match as the new-game dialog set it up: with a friend in a seat, a game by message,
    /// in which a move once sent stands and a game is one game (no match score).
    pub fn new_match(settings: MatchSettings) -> Option<Match> {
        let mut next = Match::begin(settings, None)?;
        if settings.seats.friend().is_some() {
            next.mode = PlayMode::Contract;
            next.score = None;
            next.remote =
                Some(Remote::ByMessage(MessageGame { id: link::new_id(rand::random()), linked: None }));
        }
        Some(next)
    }

    /// An online match a host begins in `room`: the settings chosen, the friend (or a
    /// `stranger`, met at an open table) in the seat that is not the host's (North, unless the
    /// dialog put a friend in South), Omweso's match to its target, moves that stand.
    pub fn hosted(settings: MatchSettings, room: String, stranger: bool) -> Option<Match> {
        let friend = settings.seats.friend().unwrap_or(Side::North);
        let seats = remote::seats_against_a_friend(friend.opponent());
        let mut next = Match::begin(MatchSettings { mode: PlayMode::Contract, seats, ..settings }, None)?;
        next.remote = Some(Remote::Online(OnlineGame { room, host: true, round: 0, stranger }));
        Some(next)
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
        let (first, drawn_by_lot) = match (score.as_ref(), settings.kind.fixed_first_player(), settings.first)
        {
            (Some(score), _, _) if !score.games.is_empty() => (score.next_first, false),
            (_, Some(fixed), _) => (fixed, false),
            (_, None, FirstPlayer::South) => (Side::South, false),
            (_, None, FirstPlayer::North) => (Side::North, false),
            (_, None, FirstPlayer::ByLot) => (setup::draw_first_player(&mut rand::rng()), true),
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
