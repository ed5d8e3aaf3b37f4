//! One device's side of an online game: the game as this device has it, and every word of the
//! other device checked through the rules before the game takes it. A move the other side sends
//! is played on this device's own copy first and must reach the very position the sender says
//! it reached; two games that differ are never merged. Nothing here trusts the other side.

use super::allowance::Allowance;
use super::protocol::{self, Refused, Say};
use crate::rules::notation::shown;
use crate::rules::record::{Record, Replay};
use crate::rules::{AnyGame, NoEvents, Side};
use crate::saved::message::{self, LinkError};
use web_time::Instant;

/// A person plays a move a second at the most; a burst beyond this from the other side is a flood.
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
}

pub struct Session {
    id: String,
    /// A device that joined a room has no game until the host's hello brings it.
    joining: bool,
    me: Side,
    record: Record,
    position: AnyGame,
    greeted: bool,
    split: Option<usize>,
    allowance: Allowance,
}

impl Session {
    /// This device's side of the game `id`, whose player plays `me`, with the game as it has it.
    /// Only a game a link can carry is played online (from a game's beginning, no lost turns).
    pub fn new(id: &str, me: Side, replay: &Replay, now: Instant) -> Result<Session, LinkError> {
        message::write(id, &replay.record)?;
        Ok(Session {
            id: id.to_string(),
            joining: false,
            me,
            record: replay.record.clone(),
            position: replay.last().clone(),
            greeted: false,
            split: None,
            allowance: Allowance::new(BURST, PER_SECOND, now),
        })
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

    /// Whether the other device has said which game it plays, and it is this one.
    pub fn greeted(&self) -> bool {
        self.greeted
    }

    /// The move from which the two devices' games differ, once they have been found to.
    pub fn split(&self) -> Option<usize> {
        self.split
    }

    /// What this device says first, and after every reconnection: its game, and its side.
    pub fn hello(&self) -> String {
        if self.joining {
            return protocol::encode(&Say::Join);
        }
        // `new` made this link once; the game has only grown by moves the rules played since.
        let game = message::write(&self.id, &self.record).unwrap_or_default();
        protocol::encode(&Say::Hello { game, plays: self.me })
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

    /// What the other device sent, checked: refused whole, or taken.
    pub fn hear(&mut self, bytes: &[u8], now: Instant) -> Result<Heard, Refused> {
        if !self.allowance.take(now) {
            return Err(Refused::Flood);
        }
        if let Some(ply) = self.split {
            return Err(Refused::Split(ply));
        }
        match protocol::decode(bytes)? {
            Say::Hello { game, plays } => self.settle(&game, plays),
            // The joining device has no game: it takes this one's from its hello.
            Say::Join if !self.joining => {
                self.greeted = true;
                Ok(Heard::Agreed)
            }
            Say::Join => Err(Refused::OtherGame),
            Say::Move { ply, mv, after } => self.check_move(ply, &mv, &after),
        }
    }

    /// The other device's game against this one's: the longer wins if it extends the shorter;
    /// two that differ stop the game.
    fn settle(&mut self, link: &str, plays: Side) -> Result<Heard, Refused> {
        let linked = message::read(link).map_err(|e| Refused::Game(e.to_string()))?;
        if linked.setup.is_some() {
            return Err(Refused::Game("an Omweso arrangement is sent only once the game begins".into()));
        }
        if linked.id != self.id {
            return Err(Refused::OtherGame);
        }
        if self.joining {
            self.joining = false;
            self.greeted = true;
            self.me = plays.opponent();
            self.record = linked.replay.record.clone();
            self.position = linked.replay.last().clone();
            return Ok(Heard::Ahead { replay: Box::new(linked.replay), from: 0 });
        }
        if plays == self.me {
            return Err(Refused::SameSide);
        }
        let theirs = linked.replay.record.clone();
        let ours = self.record.moves.len();
        let heard = match message::continues(&self.record, &theirs) {
            Ok(()) if theirs.moves.len() > ours => {
                self.record = theirs;
                self.position = linked.replay.last().clone();
                Heard::Ahead { replay: Box::new(linked.replay), from: ours }
            }
            Ok(()) => Heard::Agreed,
            Err(LinkError::Older { .. }) => match message::continues(&theirs, &self.record) {
                Ok(()) => Heard::Agreed,
                Err(LinkError::Rewritten(ply)) => return Err(self.split_at(ply)),
                Err(_) => return Err(Refused::OtherGame),
            },
            Err(LinkError::Rewritten(ply)) => return Err(self.split_at(ply)),
            Err(_) => return Err(Refused::OtherGame),
        };
        self.greeted = true;
        Ok(heard)
    }

    fn split_at(&mut self, ply: usize) -> Refused {
        self.split = Some(ply);
        Refused::Split(ply)
    }

    fn check_move(&mut self, ply: usize, mv: &str, after: &str) -> Result<Heard, Refused> {
        if !self.greeted {
            return Err(Refused::BeforeHello);
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
        self.record.moves.push(mv);
        self.record.result = reached.outcome().map(|outcome| outcome.reason_in(reached.kind()));
        self.position = reached;
    }
}
