//! A lesson's task, what a move did (from the rules' events), and why a move was not the task.

use crate::rules::{AnyGame, AnyMove, Event, Side};
use serde::Deserialize;

/// The relays (Bao) or laps (Omweso) each legal move of a lesson's position may take to be decided:
/// a lesson is a short position a learner can follow, never a never-ending check of seconds.
pub const LESSON_STEPS: u64 = 1 << 16;

/// What the learner's move must do. Holes and pits are named as the game names them (`a3`, `A5`
/// in Bao; squares such as `e2` in Omweso and Bao la Kimasai).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    /// Capture something.
    Capture,
    /// Capture the seeds (or stone) in this hole.
    CaptureFrom(String),
    /// Capture nothing.
    NoCapture,
    /// Capture at least this many times in the move (safari paying with a second capture).
    Captures(u8),
    /// The move's last seed falls in this hole.
    EndIn(String),
    /// The move goes on at least once from a hole its lap ended in (a relay).
    Relay,
    /// Captured seeds enter the board at this kichwa.
    Kichwa(String),
    /// At the nyumba, go on (safari).
    Safari,
    /// At the nyumba, stop.
    Stop,
    /// Leave the opponent a takasia'd hole.
    Takasia,
    /// Sow a lap in reverse (Omweso).
    Reverse,
    /// Play the three-seed opening (Omweso's seed rules, before the game's first capture).
    ThreeSeed,
    /// Win the game with this move.
    Win,
    /// Every one of these.
    All(Vec<Check>),
    /// Not a move: arrange the learner's 32 seeds (Omweso's setup) against the other side's
    /// arrangement, the lesson's board; its solution is the learner's arrangement (`<row2>/<row1>`).
    Arrange(Arrange),
}

/// What the learner's arrangement of their seeds must do (Omweso's setup; judged in `arrange`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arrange {
    /// Whatever the other side plays first, the learner's first move can capture. (Under the
    /// seed rules a game's first move may not capture: the second player has the first chance.)
    CaptureNext,
}

/// What a move did, as the rules told it: the facts a lesson's task and its reasons speak of.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Did {
    /// Each capture: the hole taken from and how many seeds.
    pub captures: Vec<(String, u8)>,
    /// The kichwas captured seeds entered at.
    pub kichwas: Vec<String>,
    /// How many times a lap went on from a full hole.
    pub relays: usize,
    /// Where the last seed fell (in Bao la Kimasai, where the stone stepped to).
    pub ended_in: Option<String>,
    /// At the nyumba: `Some(true)` for safari, `Some(false)` for stop.
    pub safari: Option<bool>,
    pub takasia: bool,
    pub reverse: bool,
    pub three_seed: bool,
    /// The game ended with this move, won by this side (`None` inside: no winner).
    pub game_over: Option<Option<Side>>,
}

impl Did {
    /// What the move `mv` played in `before` did, as its events (and, for an Omweso move's first
    /// lap, the move itself) say.
    pub fn of(before: &AnyGame, mv: AnyMove, events: &[Event]) -> Did {
        let name = |pit| before.pit_name(pit);
        // An Omweso move names its first lap's way; later laps' ways are told as they are taken.
        let first_reverse = matches!(mv, AnyMove::Omweso(m) if m.first_cw);
        let three_seed = matches!(mv, AnyMove::Omweso(m) if m.three_seed);
        let mut did = Did { reverse: first_reverse, three_seed, ..Did::default() };
        for event in events {
            match *event {
                Event::Capture { pit, count, .. } => did.captures.push((name(pit), count)),
                Event::Kichwa { pit } => did.kichwas.push(name(pit)),
                Event::Relay { .. } => did.relays += 1,
                Event::Sow { pit } => did.ended_in = Some(name(pit)),
                Event::Decision { safari, .. } => did.safari = Some(safari),
                Event::TakasiaSet { .. } => did.takasia = true,
                Event::DirectionChosen { clockwise: true, .. } => did.reverse = true,
                Event::GameOver { outcome } => did.game_over = Some(outcome.winner),
                _ => {}
            }
        }
        did
    }
}

/// Why a move was not the task, as data: what the move did instead (the words are the game's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// It captured nothing; its last seed fell here.
    NothingCaptured {
        ended_in: Option<String>,
    },
    /// It captured, but from these holes, not the one asked.
    CapturedElsewhere {
        from: Vec<String>,
    },
    /// It captured fewer times than asked: only from these holes.
    TooFewCaptures {
        from: Vec<String>,
    },
    /// It captured when the task was not to.
    Captured {
        from: Vec<String>,
    },
    /// Its last seed fell here, not where asked.
    EndedElsewhere {
        ended_in: Option<String>,
    },
    /// No lap went on from a full hole: the first ended here.
    NoRelay {
        ended_in: Option<String>,
    },
    /// Captured seeds entered at another kichwa (or none).
    OtherKichwa {
        kichwas: Vec<String>,
    },
    /// At the nyumba it stopped (`false`) or went on (`true`) where the task wanted the other;
    /// `None`: no lap reached the nyumba.
    Nyumba {
        safari: Option<bool>,
    },
    NoTakasia,
    NoReverse,
    NoThreeSeed,
    /// The game goes on (or ended without the mover winning).
    NotWon,
    /// The task is an arrangement of the seeds, which no move does.
    ArrangeFirst,
    /// An arrangement after which, if the other side begins with this move, no move of the
    /// learner's captures.
    NoCaptureAfter {
        first: String,
    },
    /// An arrangement whose moves are not all decided within a lesson's bound: not judged.
    Undecided,
}

impl Check {
    /// A legal move of `board` that does this task, its side to move the learner, if one does.
    pub fn done_by(&self, board: &AnyGame) -> Option<AnyMove> {
        board.legal_moves().into_iter().find(|&mv| {
            let mut after = board.clone();
            let mut events = Vec::new();
            after.play(mv, &mut events).is_ok()
                && self.judge(&Did::of(board, mv, &events), board.side_to_move()).is_ok()
        })
    }

    /// The holes the task names, to be marked on the board ("capture the seeds in a3").
    pub fn holes(&self) -> Vec<&str> {
        match self {
            Check::CaptureFrom(hole) | Check::EndIn(hole) | Check::Kichwa(hole) => vec![hole.as_str()],
            Check::All(checks) => checks.iter().flat_map(Check::holes).collect(),
            _ => Vec::new(),
        }
    }

    /// Whether what a move by `mover` did is this task; the first reason it is not.
    pub fn judge(&self, did: &Did, mover: Side) -> Result<(), Miss> {
        let from = || did.captures.iter().map(|(hole, _)| hole.clone()).collect::<Vec<_>>();
        let ended_in = did.ended_in.clone();
        match self {
            Check::Capture if did.captures.is_empty() => Err(Miss::NothingCaptured { ended_in }),
            Check::CaptureFrom(_) if did.captures.is_empty() => Err(Miss::NothingCaptured { ended_in }),
            Check::CaptureFrom(hole) if !did.captures.iter().any(|(h, _)| h == hole) => {
                Err(Miss::CapturedElsewhere { from: from() })
            }
            Check::NoCapture if !did.captures.is_empty() => Err(Miss::Captured { from: from() }),
            Check::Captures(_) if did.captures.is_empty() => Err(Miss::NothingCaptured { ended_in }),
            Check::Captures(least) if did.captures.len() < usize::from(*least) => {
                Err(Miss::TooFewCaptures { from: from() })
            }
            Check::EndIn(hole) if did.ended_in.as_ref() != Some(hole) => {
                Err(Miss::EndedElsewhere { ended_in })
            }
            Check::Relay if did.relays == 0 => Err(Miss::NoRelay { ended_in }),
            Check::Kichwa(hole) if !did.kichwas.contains(hole) => {
                Err(Miss::OtherKichwa { kichwas: did.kichwas.clone() })
            }
            Check::Safari if did.safari != Some(true) => Err(Miss::Nyumba { safari: did.safari }),
            Check::Stop if did.safari != Some(false) => Err(Miss::Nyumba { safari: did.safari }),
            Check::Takasia if !did.takasia => Err(Miss::NoTakasia),
            Check::Reverse if !did.reverse => Err(Miss::NoReverse),
            Check::ThreeSeed if !did.three_seed => Err(Miss::NoThreeSeed),
            Check::Win if did.game_over != Some(Some(mover)) => Err(Miss::NotWon),
            Check::All(checks) => checks.iter().try_for_each(|check| check.judge(did, mover)),
            Check::Arrange(_) => Err(Miss::ArrangeFirst),
            _ => Ok(()),
        }
    }
}
