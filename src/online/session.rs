//! One device's side of an online game: the game as this device has it, and every word of the
//! other device checked through the rules before the game takes it. A move the other side sends
//! is played on this device's own copy first and must reach the very position the sender says
//! it reached; two games that differ are never merged. Nothing here trusts the other side.

use super::allowance::Allowance;
use super::protocol::{self, MatchSoFar, Refused, Say};
use crate::rules::notation::shown;
use crate::rules::omweso::{Omweso, OmwesoMatch, OmwesoRules, setup};
use crate::rules::record::{Record, RecordError, Replay};
use crate::rules::{AnyGame, GameKind, NoEvents, Side};
use crate::saved::SavedSetup;
use crate::saved::link::{self, LinkError, LinkedGame};
use web_time::Instant;

/// A person plays a move a second at the most: the other side is heard at most this fast, after a
/// burst of this many (sooner words wait, `Inbox`; `hear` refuses them as a flood).
const BURST: u32 = 20;
const PER_SECOND: u32 = 4;

/// What the other device said, once checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// Its game is this device's, or behind it (it takes this device's game from our hello).
    Agreed,
    /// Its game extends this device's: this device takes it. The moves from `from` on are new
    /// here.
    Ahead { replay: Box<Replay>, from: usize },
    /// The friend's move, checked: the game plays it, and shows it as any move is shown.
    Move { ply: usize, mv: String },
    /// Omweso: the setup as it stands now, the friend's arrangement taken (or, for a device
    /// that joined, the host's setup). Once both have arranged, the game is `Ahead` instead.
    Setup(SavedSetup),
    /// The friend asks to take the game back to its first `keep` moves: this device's player
    /// answers (`Session::answer_take_back`).
    TakeBackAsked { keep: usize },
    /// The friend took this device's asked take-back: the game is now its first `keep` moves.
    TakenBack { keep: usize },
    /// The friend refused this device's take-back: the game goes on as it was.
    TakeBackRefused,
}

/// What the log says of a word heard.
impl std::fmt::Display for Heard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Heard::Agreed => write!(f, "the friend's game agrees"),
            Heard::Ahead { from, .. } => write!(f, "the friend's game is ahead, from move {}", from + 1),
            Heard::Move { mv, .. } => write!(f, "the friend plays {mv}"),
            Heard::Setup(setup) => write!(f, "the setup goes on; {} arranges", setup.side),
            Heard::TakeBackAsked { keep } => {
                write!(f, "the friend asks to take the game back to move {keep}")
            }
            Heard::TakenBack { keep } => write!(f, "the friend took the game back to move {keep}"),
            Heard::TakeBackRefused => write!(f, "the friend said no to the take-back"),
        }
    }
}

/// A take-back asked and not yet answered: the game's length when asked, and the moves it keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBackAsk {
    pub moves: usize,
    pub keep: usize,
}

pub struct Session {
    id: String,
    /// A device that joined a room has no game until the host's hello brings it.
    joining: bool,
    me: Side,
    record: Record,
    position: AnyGame,
    /// Omweso: the setup under way, as both devices have it (the side arranging has placed
    /// nothing here: its seeds are its own device's until it is done). `record` is the preset's
    /// empty game until both have arranged.
    setup: Option<SavedSetup>,
    greeted: bool,
    split: Option<usize>,
    /// The games the room began before this one: a game that is over may be followed by another
    /// in the same room.
    round: u32,
    /// Omweso: the match the room's games make, as it stood when this game began (none for a
    /// single game).
    score: Option<OmwesoMatch>,
    allowance: Allowance,
    /// This device's take-back, asked of the friend, until answered or a move is played.
    asked: Option<TakeBackAsk>,
    /// The friend's take-back, asked of this device's player, until answered or a move is played.
    asked_of_me: Option<TakeBackAsk>,
    /// The game as it was before a take-back this device's player let, until a move is played:
    /// should the yes be lost with the connection, the friend's device comes back with this game,
    /// this device's own moves in it, and takes the yes from this device's hello.
    given_back: Option<Record>,
    /// Why the game stopped here, if for another reason than two games that differ: said again
    /// to whatever the other device sends after.
    stopped: Option<Refused>,
}

impl Session {
    /// This device's side of the game `id`, whose player plays `me`, with the game as it has it.
    /// Only a game a link can carry is played online (from a game's beginning, no lost turns).
    pub fn new(id: &str, me: Side, replay: &Replay, now: Instant) -> Result<Session, LinkError> {
        link::write(id, &replay.record)?;
        Ok(Session {
            id: id.to_string(),
            joining: false,
            me,
            record: replay.record.clone(),
            position: replay.last().clone(),
            setup: None,
            greeted: false,
            split: None,
            round: 0,
            score: None,
            allowance: Allowance::new(BURST, PER_SECOND, now),
            asked: None,
            asked_of_me: None,
            given_back: None,
            stopped: None,
        })
    }

    /// This device's side of the Omweso game `id` under the rules `preset`, whose players are
    /// arranging their seeds: `setup` as it stands on this board (the seeds of the side arranging
    /// now are left out until its player is done).
    pub fn arranging(
        id: &str,
        me: Side,
        preset: &str,
        mut setup: SavedSetup,
        now: Instant,
    ) -> Result<Session, LinkError> {
        setup.pits[setup.side.index()] = [0; 16];
        link::write_setup(id, preset, &setup)?;
        let start = AnyGame::new_with_rules(GameKind::Omweso, Some(preset))
            .map_err(|e| RecordError::Game(e.to_string()))?;
        let replay = Record::new(&start, preset, Vec::new())?;
        let mut session = Session::new(id, me, &replay, now)?;
        session.setup = Some(setup);
        Ok(session)
    }

    /// A device that joins the game `id` from its invitation: it takes the game, and the other
    /// side, from the host's hello.
    pub fn joining(id: &str, now: Instant) -> Result<Session, LinkError> {
        let start = AnyGame::Kimasai(crate::rules::kimasai::Kimasai::new());
        let replay = Record::new(&start, crate::rules::any::presets(start.kind())[0], Vec::new())?;
        let mut session = Session::new(id, Side::North, &replay, now)?;
        session.joining = true;
        Ok(session)
    }

    /// The session of the room's game number `round` (a game the devices began after others).
    pub fn in_round(mut self, round: u32) -> Session {
        self.round = round;
        self
    }

    /// The session of a game of the Omweso match `score` (as it stood when this game began).
    pub fn in_match(mut self, score: Option<OmwesoMatch>) -> Session {
        self.score = score;
        self
    }

    /// Omweso: the match as it stood when this game began.
    pub fn score(&self) -> Option<&OmwesoMatch> {
        self.score.as_ref()
    }

    /// Whether this device still waits for the host's game.
    pub fn is_joining(&self) -> bool {
        self.joining
    }

    /// The game's id: its room's name.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The side this device's player plays.
    pub fn me(&self) -> Side {
        self.me
    }

    /// The game as both devices have it (until the other says otherwise).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Omweso: the setup under way, until both have arranged.
    pub fn setup(&self) -> Option<&SavedSetup> {
        self.setup.as_ref()
    }

    /// Whether the other device has said which game it plays, and it is this one.
    pub fn greeted(&self) -> bool {
        self.greeted
    }

    /// The move from which the two devices' games differ, once they have been found to.
    pub fn split(&self) -> Option<usize> {
        self.split
    }

    /// Which game of the room this is: 0 for the first, 1 for the one after it, …
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Whether this game is over (an Omweso setup under way is not).
    fn over(&self) -> bool {
        self.setup.is_none() && self.position.outcome().is_some()
    }

    /// Whether this game is over and its result counts in the match: its moves stand, as at one
    /// board.
    fn counted(&self) -> bool {
        self.score.is_some() && self.over()
    }

    /// Whether nothing of this game has been played yet: no move, and no Omweso arrangement.
    fn fresh(&self) -> bool {
        self.record.moves.is_empty() && self.setup.as_ref().is_none_or(|setup| setup.side == setup.first)
    }

    /// The game as a game link (an Omweso setup under way as a setup link).
    fn link(&self) -> String {
        // `new` or `arranging` made this link once; the game has only grown since by what the
        // rules checked.
        let game = match &self.setup {
            Some(setup) => link::write_setup(&self.id, &self.record.rules, setup),
            None => link::write(&self.id, &self.record),
        };
        game.unwrap_or_default()
    }

    /// What this device says first, and after every reconnection: its game, and its side.
    pub fn hello(&self) -> String {
        if self.joining {
            return protocol::encode(&Say::Join);
        }
        let score = self.score.as_ref().map(MatchSoFar::of);
        protocol::encode(&Say::Hello { game: self.link(), plays: self.me, round: self.round, score })
    }

    /// This device's player began the room's next game, this one being over: `next` is this
    /// device's side of it, as `new` or `arranging` made it. The message that tells the other.
    pub fn begin_next(&mut self, mut next: Session) -> Result<String, String> {
        if let Some(ply) = self.split {
            return Err(Refused::Split(ply).to_string());
        }
        if !self.over() || next.id != self.id || !next.fresh() {
            return Err("a new game begins in the same room once this one is over".to_string());
        }
        let score = next.score.as_ref().map(MatchSoFar::of);
        if self.next_score(score.as_ref(), next.first_player()) != Ok(next.score.clone()) {
            return Err("the next game does not go on with the match as it stands".to_string());
        }
        next.round = self.round.saturating_add(1);
        next.greeted = self.greeted;
        std::mem::swap(&mut next.allowance, &mut self.allowance);
        *self = next;
        Ok(protocol::encode(&Say::NextGame { game: self.link(), plays: self.me, round: self.round, score }))
    }

    /// This device's player made `mv` (the game has played it): the message that tells the other.
    pub fn played(&mut self, mv: &str) -> Result<String, String> {
        if let Some(ply) = self.split {
            return Err(Refused::Split(ply).to_string());
        }
        if self.position.side_to_move() != self.me {
            return Err(format!("it is not {}'s turn", self.me));
        }
        let ply = self.record.moves.len() + 1;
        let (mv, after) = self.try_move(mv).map_err(|e| e.to_string())?;
        let message = protocol::encode(&Say::Move { ply, mv: mv.clone(), after: after.to_text() });
        self.take(mv, after);
        Ok(message)
    }

    /// This device's take-back waiting for the friend's answer, and the friend's waiting for this
    /// device's player's.
    pub fn take_backs(&self) -> (Option<TakeBackAsk>, Option<TakeBackAsk>) {
        (self.asked, self.asked_of_me)
    }

    /// This device's player asks to take back their last move (and the friend's answer to it):
    /// the message that asks it. Refused when no move of theirs is there to take back.
    pub fn ask_take_back(&mut self) -> Result<String, String> {
        if let Some(ply) = self.split {
            return Err(Refused::Split(ply).to_string());
        }
        if self.setup.is_some() || self.asked.is_some() || self.asked_of_me.is_some() {
            return Err("a take-back waits for its answer, or the game has not begun".to_string());
        }
        if self.counted() {
            return Err(Refused::TakeBackCounted.to_string());
        }
        let moves = self.record.moves.len();
        let keep = self.last_move_of(self.me).ok_or("no move of yours to take back")?;
        self.asked = Some(TakeBackAsk { moves, keep });
        Ok(protocol::encode(&Say::TakeBack { moves, keep }))
    }

    /// This device's player answers the friend's take-back: the message that says so. Yes takes
    /// the game back here at once.
    pub fn answer_take_back(&mut self, yes: bool) -> Result<String, String> {
        let TakeBackAsk { moves, keep } = self.asked_of_me.take().ok_or("no take-back is asked")?;
        if yes {
            let before = self.record.clone();
            self.cut_to(keep).map_err(|e| e.to_string())?;
            self.given_back = Some(before);
        }
        Ok(protocol::encode(&Say::TakeBackAnswer { moves, keep, yes }))
    }

    /// The number of moves before `side`'s last move, if they have played one.
    fn last_move_of(&self, side: Side) -> Option<usize> {
        let replay = self.record.replay().ok()?;
        (0..self.record.moves.len()).rev().find(|&n| replay.positions[n].side_to_move() == side)
    }

    /// The game back to its first `keep` moves.
    fn cut_to(&mut self, keep: usize) -> Result<(), Refused> {
        let mut record = self.record.clone();
        record.moves.truncate(keep);
        let replay = record.replay().map_err(|e| Refused::Game(e.to_string()))?;
        record.result = None;
        self.position = replay.last().clone();
        self.record = record;
        Ok(())
    }

    fn check_take_back(&mut self, moves: usize, keep: usize) -> Result<Heard, Refused> {
        if !self.greeted {
            return Err(Refused::BeforeHello);
        }
        if self.setup.is_some() || moves != self.record.moves.len() {
            return Err(Refused::TakeBackNotTheirs);
        }
        if self.counted() {
            return Err(Refused::TakeBackCounted);
        }
        // Only the friend's own last move goes back (with this device's answer to it).
        if self.last_move_of(self.me.opponent()) != Some(keep) {
            return Err(Refused::TakeBackNotTheirs);
        }
        // Asked on both devices at once: the one that goes further back stands, on both; the
        // friend's device lets theirs go for this one's.
        if let Some(mine) = self.asked {
            if mine.keep < keep {
                return Ok(Heard::Agreed);
            }
            self.asked = None;
        }
        self.asked_of_me = Some(TakeBackAsk { moves, keep });
        Ok(Heard::TakeBackAsked { keep })
    }

    fn check_take_back_answer(&mut self, moves: usize, keep: usize, yes: bool) -> Result<Heard, Refused> {
        if self.asked != Some(TakeBackAsk { moves, keep }) || moves != self.record.moves.len() {
            return Err(Refused::TakeBackNotAsked);
        }
        self.asked = None;
        if !yes {
            return Ok(Heard::TakeBackRefused);
        }
        self.cut_to(keep)?;
        Ok(Heard::TakenBack { keep })
    }

    /// Omweso: this device's player has arranged their side (the board checked it): the message
    /// that tells the other.
    pub fn arranged(&mut self, pits: [u8; 16]) -> Result<String, String> {
        match &self.setup {
            Some(setup) if setup.side == self.me => {}
            Some(setup) => return Err(format!("{} arranges now", setup.side)),
            None => return Err("both sides are arranged".to_string()),
        }
        self.arrange(pits).map_err(|e| e.to_string())?;
        Ok(protocol::encode(&Say::Arranged { pits }))
    }

    /// Whether the other device may be heard at `now`, at a person's pace: a word that comes
    /// sooner waits (`Inbox`) rather than be refused.
    pub fn ready(&mut self, now: Instant) -> bool {
        self.allowance.ready(now)
    }

    /// What the other device sent, checked: refused whole, or taken.
    pub fn hear(&mut self, bytes: &[u8], now: Instant) -> Result<Heard, Refused> {
        if !self.allowance.take(now) {
            return Err(Refused::Flood);
        }
        if let Some(ply) = self.split {
            return Err(self.stopped.clone().unwrap_or(Refused::Split(ply)));
        }
        match protocol::decode(bytes)? {
            Say::Hello { game, plays, round, score } => self.settle(&game, plays, round, score),
            // The joining device has no game: it takes this one's from its hello.
            Say::Join if !self.joining => {
                self.greeted = true;
                Ok(Heard::Agreed)
            }
            Say::Join => Err(Refused::OtherGame),
            Say::Move { ply, mv, after } => self.check_move(ply, &mv, &after),
            Say::Arranged { pits } => self.check_arrangement(pits),
            Say::TakeBack { moves, keep } => self.check_take_back(moves, keep),
            Say::TakeBackAnswer { moves, keep, yes } => self.check_take_back_answer(moves, keep, yes),
            Say::NextGame { game, plays, round, score } => self.check_next_game(&game, plays, round, score),
        }
    }

    /// The other device's game against this one's: the longer wins if it extends the shorter;
    /// two that differ stop the game.
    fn settle(
        &mut self,
        link: &str,
        plays: Side,
        round: u32,
        score: Option<MatchSoFar>,
    ) -> Result<Heard, Refused> {
        let linked = link::read(link).map_err(|e| Refused::Game(e.to_string()))?;
        if linked.id != self.id {
            return Err(Refused::OtherGame);
        }
        if self.joining {
            // This device has played nothing yet: a game with a move or an arrangement of its
            // side in it was made for it by the other.
            made_for(&linked, plays.opponent()).map_err(|refused| self.stop(refused))?;
            self.score = their_score(&linked, score.as_ref())?;
            self.joining = false;
            self.greeted = true;
            self.round = round;
            self.me = plays.opponent();
            self.record = linked.replay.record.clone();
            self.position = linked.replay.last().clone();
            self.setup = linked.setup.clone();
            return Ok(match linked.setup {
                Some(setup) => Heard::Setup(setup),
                None => Heard::Ahead { replay: Box::new(linked.replay), from: 0 },
            });
        }
        if plays == self.me {
            return Err(Refused::SameSide);
        }
        // A later game of the room than this one: it is taken once this one is over. An earlier
        // one: the other device takes this one from this device's hello.
        if round > self.round {
            if !self.over() {
                return Err(Refused::NotOver);
            }
            if !self.same_game(&linked) {
                return Err(Refused::OtherGame);
            }
            let score = self.next_score(score.as_ref(), first_player(&linked))?;
            // This device has played nothing of that game: only the other's moves may be in it.
            made_for(&linked, self.me).map_err(|refused| self.stop(refused))?;
            self.greeted = true;
            return Ok(self.begin(linked, round, score));
        }
        if round < self.round {
            // The other device takes this game from this device's hello, as above: it stops if
            // a move of its side is in it, and so does this one.
            if let Some(ours) = self.linked() {
                made_for(&ours, plays).map_err(|refused| self.stop(refused.from_the_other_side()))?;
            }
            self.greeted = true;
            return Ok(Heard::Agreed);
        }
        if their_score(&linked, score.as_ref())? != self.score {
            return Err(Refused::OtherScore);
        }
        if self.setup.is_some() || linked.setup.is_some() {
            let heard = self.settle_setup(linked)?;
            self.greeted = true;
            return Ok(heard);
        }
        let theirs = linked.replay.record.clone();
        let ours = self.record.moves.len();
        let heard = match link::continues(&self.record, &theirs) {
            Ok(()) if theirs.moves.len() > ours => self.take_longer(linked, ours)?,
            Ok(()) => Heard::Agreed,
            Err(LinkError::Older { .. }) => match link::continues(&theirs, &self.record) {
                Ok(()) => self.keep_longer(theirs.moves.len())?,
                Err(LinkError::Rewritten(ply)) => return Err(self.split_at(ply)),
                Err(_) => return Err(Refused::OtherGame),
            },
            Err(LinkError::Rewritten(ply)) => return Err(self.split_at(ply)),
            Err(_) => return Err(Refused::OtherGame),
        };
        self.greeted = true;
        Ok(heard)
    }

    /// The other device's game extends this one's from move `ours` on: taken if every move added
    /// is the other side's (a device that reloaded missed the friend's move). A move of this
    /// device's side in it is one this device never made: the game stops — unless it is the game
    /// as it was before a take-back this device's player let, whose yes the other has not heard:
    /// it takes the yes from this device's hello (`keep_longer`, there). Memory decides only
    /// where the games alone would stop: a device that reloaded since has none, and stops.
    fn take_longer(&mut self, linked: LinkedGame, ours: usize) -> Result<Heard, Refused> {
        if let Some(ply) = first_move_of(&linked.replay, ours, self.me) {
            if self.given_back.as_ref().is_some_and(|before| before.moves == linked.replay.record.moves) {
                return Ok(Heard::Agreed);
            }
            return Err(self.stop(Refused::PlayedForYou(ply)));
        }
        self.record = linked.replay.record.clone();
        self.position = linked.replay.last().clone();
        self.given_back = None;
        Ok(Heard::Ahead { replay: Box::new(linked.replay), from: ours })
    }

    /// This device's game extends the other's, which has its first `theirs` moves: the other takes
    /// it from this device's hello if every move it lacks is this device's side's. If it lacks a
    /// move of its own side, it refuses this game (`take_longer`), and this device stops too —
    /// unless that is the take-back this device asked, let by the other and its yes lost: this
    /// device takes it back, as the other keeps it.
    fn keep_longer(&mut self, theirs: usize) -> Result<Heard, Refused> {
        let replay = self.record.replay().map_err(|e| Refused::Game(e.to_string()))?;
        let Some(ply) = first_move_of(&replay, theirs, self.me.opponent()) else {
            return Ok(Heard::Agreed);
        };
        let moves = self.record.moves.len();
        if self.asked == Some(TakeBackAsk { moves, keep: theirs }) {
            self.asked = None;
            self.cut_to(theirs)?;
            return Ok(Heard::TakenBack { keep: theirs });
        }
        Err(self.stop(Refused::LostTheirMove(ply)))
    }

    /// Omweso, one device or both still arranging: the further of the two is taken if every
    /// arrangement both have is the same, and the other device made none of this one's.
    fn settle_setup(&mut self, linked: LinkedGame) -> Result<Heard, Refused> {
        if linked.replay.record.rules != self.record.rules {
            return Err(Refused::OtherGame);
        }
        let our_start = AnyGame::from_text_with_rules(&self.record.start, Some(&self.record.rules))
            .map_err(|e| Refused::Game(e.to_string()))?;
        let (our_first, ours) = arrangements(self.setup.as_ref(), &our_start);
        let (their_first, theirs) = arrangements(linked.setup.as_ref(), &linked.replay.positions[0]);
        let same = Side::BOTH.into_iter().all(|side| match (ours[side.index()], theirs[side.index()]) {
            (Some(a), Some(b)) => a == b,
            _ => true,
        });
        // Only this device arranges its side, and it moves first once both have arranged.
        let made_mine = ours[self.me.index()].is_none() && theirs[self.me.index()].is_some()
            || self.setup.is_some() && !linked.replay.record.moves.is_empty();
        if our_first != their_first || !same || made_mine {
            self.split = Some(0);
            return Err(Refused::SetupSplit);
        }
        let arranged = |sides: &[Option<[u8; 16]>; 2]| sides.iter().flatten().count();
        if arranged(&theirs) <= arranged(&ours) {
            return Ok(Heard::Agreed);
        }
        self.record = linked.replay.record.clone();
        self.position = linked.replay.last().clone();
        self.setup = linked.setup.clone();
        Ok(match linked.setup {
            Some(setup) => Heard::Setup(setup),
            None => Heard::Ahead { replay: Box::new(linked.replay), from: 0 },
        })
    }

    /// The friend began the room's next game: taken once this one is over. Both players may have
    /// begun it at once: then South's stands on both devices.
    fn check_next_game(
        &mut self,
        link: &str,
        plays: Side,
        round: u32,
        score: Option<MatchSoFar>,
    ) -> Result<Heard, Refused> {
        if !self.greeted {
            return Err(Refused::BeforeHello);
        }
        let linked = link::read(link).map_err(|e| Refused::Game(e.to_string()))?;
        if linked.id != self.id {
            return Err(Refused::OtherGame);
        }
        if plays == self.me {
            return Err(Refused::SameSide);
        }
        if !self.same_game(&linked) {
            return Err(Refused::OtherGame);
        }
        let made = linked.setup.as_ref().is_some_and(|setup| setup.side != setup.first);
        if !linked.replay.record.moves.is_empty() || made {
            return Err(Refused::Game("a new game begins with nothing played".to_string()));
        }
        if round == self.round.saturating_add(1) {
            if !self.over() {
                return Err(Refused::NotOver);
            }
            let score = self.next_score(score.as_ref(), first_player(&linked))?;
            return Ok(self.begin(linked, round, score));
        }
        if round == self.round && round > 0 && self.fresh() {
            // Both went on with the same match, or one of them did not.
            let score = their_score(&linked, score.as_ref())?;
            if score != self.score {
                return Err(Refused::OtherScore);
            }
            return Ok(if plays == Side::South { self.begin(linked, round, score) } else { Heard::Agreed });
        }
        Err(Refused::WrongRound { got: round, now: self.round })
    }

    /// Whether a game of the room is of this game's kind and rule set: a room's games are all one
    /// game, as its host chose.
    fn same_game(&self, linked: &LinkedGame) -> bool {
        linked.replay.positions[0].kind() == self.position.kind()
            && linked.replay.record.rules == self.record.rules
    }

    /// The match as the room's next game must carry it, that game's first player being `first`:
    /// this game's result in — or, once a player has won the match, a new match (its first
    /// player the one who began it chose, as at the start) — and the other device's `theirs`
    /// the same.
    fn next_score(&self, theirs: Option<&MatchSoFar>, first: Side) -> Result<Option<OmwesoMatch>, Refused> {
        let Some(mut expected) = self.score.clone() else {
            return theirs.map_or(Ok(None), |_| Err(Refused::OtherScore));
        };
        if let Some(outcome) = self.position.outcome() {
            expected.record(outcome);
        }
        if expected.winner().is_some() {
            expected = OmwesoMatch::new(expected.target, first);
        }
        let theirs = theirs.ok_or(Refused::OtherScore)?.score()?;
        if theirs != expected || expected.next_first != first {
            return Err(Refused::OtherScore);
        }
        Ok(Some(expected))
    }

    /// Who moves first in this game (in Omweso, who arranges first).
    fn first_player(&self) -> Side {
        if let Some(setup) = &self.setup {
            return setup.first;
        }
        // `new` read this start once; the fallback is never taken.
        AnyGame::from_text_with_rules(&self.record.start, Some(&self.record.rules))
            .map_or(self.me, |start| start.side_to_move())
    }

    /// The room's game number `round`, as the other device has it, becomes this device's game:
    /// a game of the match `score`.
    fn begin(&mut self, linked: LinkedGame, round: u32, score: Option<OmwesoMatch>) -> Heard {
        self.round = round;
        self.score = score;
        self.record = linked.replay.record.clone();
        self.position = linked.replay.last().clone();
        self.setup = linked.setup.clone();
        self.asked = None;
        self.asked_of_me = None;
        self.given_back = None;
        match linked.setup {
            Some(setup) => Heard::Setup(setup),
            None => Heard::Ahead { replay: Box::new(linked.replay), from: 0 },
        }
    }

    /// Omweso: the friend's arrangement of their side, when it is theirs to make.
    fn check_arrangement(&mut self, pits: [u8; 16]) -> Result<Heard, Refused> {
        if !self.greeted {
            return Err(Refused::BeforeHello);
        }
        match &self.setup {
            None => Err(Refused::SetupOver),
            Some(setup) if setup.side == self.me => Err(Refused::ArrangedOutOfTurn),
            Some(_) => self.arrange(pits),
        }
    }

    /// The side arranging now places `pits`, as the rules allow: the other arranges next, or
    /// play begins from both arrangements.
    fn arrange(&mut self, pits: [u8; 16]) -> Result<Heard, Refused> {
        let (Some(setup), Some(rules)) = (self.setup.clone(), omweso_rules(&self.position)) else {
            return Err(Refused::SetupOver);
        };
        setup::check_arrangement(&pits, &rules).map_err(|why| Refused::BadArrangement(why.to_string()))?;
        let mut both = setup.pits;
        both[setup.side.index()] = pits;
        if setup.side == setup.first {
            let next = SavedSetup { first: setup.first, side: setup.first.opponent(), pits: both };
            self.setup = Some(next.clone());
            return Ok(Heard::Setup(next));
        }
        let start = AnyGame::Omweso(Omweso::from_pits(rules, both, setup.first));
        let replay =
            Record::new(&start, &self.record.rules, Vec::new()).map_err(|e| Refused::Game(e.to_string()))?;
        self.setup = None;
        self.record = replay.record.clone();
        self.position = start;
        Ok(Heard::Ahead { replay: Box::new(replay), from: 0 })
    }

    fn split_at(&mut self, ply: usize) -> Refused {
        self.split = Some(ply);
        Refused::Split(ply)
    }

    /// The game stops on this device for `why`, as two games that differ stop it: nothing more is
    /// sent or taken.
    fn stop(&mut self, why: Refused) -> Refused {
        self.split = Some(why.stopped_at().unwrap_or(0));
        self.stopped = Some(why.clone());
        why
    }

    /// This device's game as the other reads it from its hello.
    fn linked(&self) -> Option<LinkedGame> {
        link::read(&self.link()).ok()
    }

    fn check_move(&mut self, ply: usize, mv: &str, after: &str) -> Result<Heard, Refused> {
        if !self.greeted {
            return Err(Refused::BeforeHello);
        }
        if self.setup.is_some() {
            return Err(Refused::DuringSetup);
        }
        if self.position.outcome().is_some() {
            return Err(Refused::Over);
        }
        let next = self.record.moves.len() + 1;
        if ply != next {
            return Err(Refused::WrongPly { got: ply, next });
        }
        if self.position.side_to_move() == self.me {
            return Err(Refused::OutOfTurn);
        }
        let (mv, reached) = self.try_move(mv)?;
        if reached.to_text() != after {
            return Err(Refused::Differs(mv));
        }
        self.take(mv.clone(), reached);
        Ok(Heard::Move { ply, mv })
    }

    /// A legal move played on a copy of this device's position: the move as the notation writes
    /// it, and the position it reaches.
    fn try_move(&self, text: &str) -> Result<(String, AnyGame), Refused> {
        let illegal = || Refused::Illegal(shown(text));
        let mv = self.position.parse_move(text).map_err(|_| illegal())?;
        if !self.position.legal_moves().contains(&mv) {
            return Err(illegal());
        }
        let mut reached = self.position.clone();
        reached.play(mv, &mut NoEvents).map_err(|_| illegal())?;
        Ok((self.position.format_move(mv), reached))
    }

    fn take(&mut self, mv: String, reached: AnyGame) {
        // A move played leaves any take-back asked behind: it is no longer the game asked about.
        self.asked = None;
        self.asked_of_me = None;
        self.given_back = None;
        self.record.moves.push(mv);
        self.record.result = reached.outcome().map(|outcome| outcome.reason_in(reached.kind()));
        self.position = reached;
    }
}

/// The first move from the `from`-th on that `side` made in a replayed game (1 for the first).
fn first_move_of(replay: &Replay, from: usize, side: Side) -> Option<usize> {
    (from..replay.record.moves.len()).find(|&n| replay.positions[n].side_to_move() == side).map(|n| n + 1)
}

/// Refused if a game another device sent has a move or an Omweso arrangement of `side`'s, which
/// that device could not have made: a game it begins, or one it hands a device that has played
/// nothing of it yet.
fn made_for(linked: &LinkedGame, side: Side) -> Result<(), Refused> {
    if let Some(ply) = first_move_of(&linked.replay, 0, side) {
        return Err(Refused::PlayedForYou(ply));
    }
    let arranged = match &linked.setup {
        Some(setup) => setup.side != setup.first && setup.first == side,
        None => linked.replay.positions[0].kind() == GameKind::Omweso,
    };
    if arranged { Err(Refused::ArrangedForYou) } else { Ok(()) }
}

/// Who moves first in a linked game (in Omweso, who arranges first).
fn first_player(linked: &LinkedGame) -> Side {
    linked.setup.as_ref().map_or_else(|| linked.replay.positions[0].side_to_move(), |setup| setup.first)
}

/// The match the other device says this game is of: one that the results make, for an Omweso
/// game only, whose next first player begins this game.
fn their_score(linked: &LinkedGame, score: Option<&MatchSoFar>) -> Result<Option<OmwesoMatch>, Refused> {
    let Some(score) = score else { return Ok(None) };
    let score = score.score()?;
    if linked.replay.positions[0].kind() != GameKind::Omweso || score.next_first != first_player(linked) {
        return Err(Refused::OtherScore);
    }
    Ok(Some(score))
}

fn omweso_rules(game: &AnyGame) -> Option<OmwesoRules> {
    game.as_omweso().map(Omweso::rules)
}

/// What of an Omweso setup a game holds: its first player, and each side's arrangement once its
/// player has made it (both, once play has begun).
fn arrangements(setup: Option<&SavedSetup>, start: &AnyGame) -> (Side, [Option<[u8; 16]>; 2]) {
    match setup {
        Some(setup) => {
            let mut made = [None; 2];
            if setup.side != setup.first {
                made[setup.first.index()] = Some(setup.pits[setup.first.index()]);
            }
            (setup.first, made)
        }
        None => {
            (start.side_to_move(), Side::BOTH.map(|side| start.as_omweso().map(|omweso| *omweso.pits(side))))
        }
    }
}
