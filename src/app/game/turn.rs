//! A turn being chosen at the board. The player clicks a pit; every legal move from it has been
//! played by the rules on a copy of the position, each once, with its events (`lines`). Where
//! those moves differ the board asks: at the start (direction, kichwa, reverse lap, the
//! three-seed opening) or in the middle of the sowing (safari, a reverse lap), after showing
//! everything the moves share. When one move is left it becomes the game: nothing is played a
//! second time. Pure logic: `choose` applies the effects it returns.

use crate::rules::{AnyGame, AnyMove, Event, NoMove, Pit};
use crate::work::listing::Line;
use bevy::prelude::*;

/// One answer to the board's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub label: Label,
    /// What follows from it, e.g. the capture a reverse lap would make.
    pub detail: Detail,
    /// The pit to click for this answer, when one pit says it.
    pub target: Option<Pit>,
    /// The opponent's pits this answer captures next, with their seeds.
    pub captures: Vec<(Pit, u8)>,
    lines: Vec<usize>,
}

/// What the board asks, as data: the panel says it in the player's language
/// (`locale::names::prompt`). Pits by their names in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// Where the captured seeds enter: choose the kichwa.
    Kichwa,
    /// How an Omweso move begins.
    OmwesoStart,
    /// Which way the first lap goes.
    WhichWay,
    /// The capture lap ended in the nyumba: stop, or safari.
    Nyumba(String),
    /// From this pit the next lap may go in reverse.
    Reverse(String),
    /// Where the ways part, otherwise.
    HowOn,
}

/// An answer's name, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Label {
    Kichwa(String),
    SowToward(String),
    /// Omweso's start: 0 counter-clockwise, 1 clockwise, 2 the three-seed opening.
    OmwesoStart(u8),
    Clockwise,
    CounterClockwise,
    Safari,
    Stop,
    Play,
    /// The n-th way (counted from 1), where nothing else tells them apart.
    Way(usize),
}

/// What an answer leads to, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    NoCapture,
    /// Captures `seeds` from these pits.
    Captures {
        seeds: u32,
        pits: Vec<String>,
    },
    /// Safari: the nyumba is destroyed, and then this.
    NyumbaDestroyed(Box<Detail>),
    NyumbaStays,
}

/// What the board asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub prompt: Prompt,
    pub answers: Vec<Answer>,
    /// Asked before any seed moved: the player may still pick another pit.
    pub at_start: bool,
}

/// The turn being chosen; empty while the board waits for a pit. `lines` are the ways the move
/// may still go.
#[derive(Resource, Default, Debug)]
pub struct Turn {
    lines: Vec<Line>,
    /// Events of the lines already handed to playback (they share them).
    shown: usize,
    /// The pit the turn starts from.
    pub pit: Option<Pit>,
    pub question: Option<Question>,
}

impl Turn {
    /// True once a pit is chosen and until its move is played.
    pub fn is_choosing(&self) -> bool {
        !self.lines.is_empty()
    }
}

/// The decision a move makes before its first seed moves: Bao's side (direction or kichwa),
/// Omweso's first lap (counter-clockwise, reverse, or the three-seed opening).
fn start_key(mv: AnyMove) -> u8 {
    match mv {
        AnyMove::Bao(mv) => mv.hand as u8,
        AnyMove::Omweso(mv) => u8::from(mv.first_cw) | u8::from(mv.three_seed) << 1,
        AnyMove::Kimasai(_) => 0,
    }
}

/// What a step of the turn asks of the board: show some events, or play the move now decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnEffect {
    /// Show these events: the part the remaining moves share.
    Show(Vec<Event>),
    /// One move is left: it is the move played; its events not yet shown follow.
    Play { line: Line, rest: Vec<Event> },
    /// The pit clicked starts nothing now, and why: the board says so rather than stay silent.
    Refused { pit: Pit, why: Refusal },
}

impl TurnEffect {
    /// Whether the effect sets seeds moving (a refusal moves none).
    pub fn moves_seeds(&self) -> bool {
        !matches!(self, TurnEffect::Refused { .. })
    }
}

/// Why a clicked pit did nothing, as data: the board says it in the player's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No move starts from the pit now, by this rule.
    Rules(NoMove),
    /// Seeds have moved and the board asks how the move goes on: the answer comes first.
    AnswerFirst,
}

impl Turn {
    /// A click on `pit`: answers the question by its pit, or (before any seed has moved) starts
    /// the turn from that pit, switching from another. `lines` are the position's legal moves.
    pub fn pick(&mut self, game: &AnyGame, lines: &[Line], pit: Pit) -> Vec<TurnEffect> {
        if let Some(question) = &self.question {
            if let Some(n) = question.answers.iter().position(|a| a.target == Some(pit)) {
                return self.answer(game, n);
            }
            if !question.at_start {
                return vec![TurnEffect::Refused { pit, why: Refusal::AnswerFirst }];
            }
            // Another pit, before any seed moved: let go of this one.
            *self = Turn::default();
        }
        let from: Vec<Line> =
            lines.iter().filter(|line| game.origin(line.mv) == Some(pit)).cloned().collect();
        if from.is_empty() {
            let legal: Vec<AnyMove> = lines.iter().map(|line| line.mv).collect();
            return game
                .why_no_move(pit, &legal)
                .map_or_else(Vec::new, |why| vec![TurnEffect::Refused { pit, why: Refusal::Rules(why) }]);
        }
        *self = Turn { lines: from, shown: 0, pit: Some(pit), question: None };
        let mut starts: Vec<u8> = self.lines.iter().map(|line| start_key(line.mv)).collect();
        starts.sort_unstable();
        starts.dedup();
        if starts.len() > 1 {
            self.question = Some(start_question(game, self, &starts));
            Vec::new()
        } else {
            self.advance(game)
        }
    }

    /// The `n`-th answer to the question showing; nothing when there is none.
    pub fn answer(&mut self, game: &AnyGame, n: usize) -> Vec<TurnEffect> {
        let Some(chosen) = self.question.as_ref().and_then(|q| q.answers.get(n)) else {
            return Vec::new();
        };
        let keep = chosen.lines.clone();
        self.question = None;
        self.lines = std::mem::take(&mut self.lines)
            .into_iter()
            .enumerate()
            .filter_map(|(i, line)| keep.contains(&i).then_some(line))
            .collect();
        self.advance(game)
    }

    /// The answer to the question showing that keeps `mv` among the ways the move may go (how
    /// the computer answers).
    pub fn answer_for(&self, mv: AnyMove) -> Option<usize> {
        let question = self.question.as_ref()?;
        let line = self.lines.iter().position(|line| line.mv == mv)?;
        question.answers.iter().position(|answer| answer.lines.contains(&line))
    }

    /// Lets go of the pit before any seed has moved; false when seeds have moved already.
    pub fn cancel(&mut self) -> bool {
        if self.question.as_ref().is_some_and(|q| q.at_start) {
            *self = Turn::default();
            true
        } else {
            false
        }
    }

    /// Whether seeds of this turn have been shown moving: it cannot be let go of any more.
    pub fn is_under_way(&self) -> bool {
        self.is_choosing() && self.shown > 0
    }

    /// Shows what the remaining moves share; then asks where they part, or plays the one left.
    fn advance(&mut self, game: &AnyGame) -> Vec<TurnEffect> {
        // `shown` never passes the events every line shares (`parting` below), so the slices hold.
        if self.lines.len() == 1 {
            let line = self.lines.remove(0);
            let rest = line.events[self.shown..].to_vec();
            *self = Turn::default();
            return vec![TurnEffect::Play { line, rest }];
        }
        let mut effects = Vec::new();
        // More than one line is left here.
        let first = &self.lines[0].events;
        let parting = self
            .lines
            .iter()
            .map(|line| line.events.iter().zip(first).take_while(|(a, b)| a == b).count())
            .min()
            .unwrap_or(0);
        if parting > self.shown {
            effects.push(TurnEffect::Show(first[self.shown..parting].to_vec()));
            self.shown = parting;
        }
        self.question = Some(mid_question(game, self));
        effects
    }
}

/// The first question: which way the first lap goes, or where captured seeds enter.
fn start_question(game: &AnyGame, turn: &Turn, starts: &[u8]) -> Question {
    let mut answers: Vec<Answer> = starts
        .iter()
        .map(|&start| {
            let lines: Vec<usize> =
                (0..turn.lines.len()).filter(|&i| start_key(turn.lines[i].mv) == start).collect();
            // Each start was read off these lines, so at least one line has it.
            let events = &turn.lines[lines[0]].events;
            // Captured seeds enter at the kichwa; the lap that captures next starts there.
            let kichwa_at = events.iter().position(|e| matches!(e, Event::Kichwa { .. }));
            let kichwa = kichwa_at.and_then(|i| match events[i] {
                Event::Kichwa { pit } => Some(pit),
                _ => None,
            });
            let first_sow = events.iter().find_map(|e| match *e {
                Event::Sow { pit } => Some(pit),
                _ => None,
            });
            let captures = lap_captures(events, kichwa_at.unwrap_or(0));
            let (label, target) = match (game, kichwa, first_sow) {
                (_, Some(pit), _) => (Label::Kichwa(game.pit_name(pit)), Some(pit)),
                (AnyGame::Omweso(_), _, sow) => (Label::OmwesoStart(start.min(2)), sow),
                (_, None, Some(pit)) => (Label::SowToward(game.pit_name(pit)), Some(pit)),
                _ => (Label::Play, None),
            };
            Answer { label, detail: describe_captures(game, &captures), target, captures, lines }
        })
        .collect();
    unique_targets(&mut answers);
    let prompt = if answers.iter().any(|a| matches!(a.label, Label::Kichwa(_))) {
        Prompt::Kichwa
    } else if matches!(game, AnyGame::Omweso(_)) {
        Prompt::OmwesoStart
    } else {
        Prompt::WhichWay
    };
    Question { prompt, answers, at_start: true }
}

/// A question where the moves part after their first seeds: Bao's stop or safari, Omweso's
/// reverse lap at a re-entry or a relay.
fn mid_question(game: &AnyGame, turn: &Turn) -> Question {
    let at = turn.shown;
    let mut keys: Vec<Option<Event>> = Vec::new();
    for line in &turn.lines {
        let key = line.events.get(at).copied();
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    let mut prompt = Prompt::HowOn;
    let mut answers: Vec<Answer> = keys
        .into_iter()
        .map(|key| {
            let lines: Vec<usize> =
                (0..turn.lines.len()).filter(|&i| turn.lines[i].events.get(at).copied() == key).collect();
            // Each key was read off these lines at `at`, so at least one line has it there.
            let events = &turn.lines[lines[0]].events;
            let next_sow = events[at..].iter().find_map(|e| match *e {
                Event::Sow { pit } => Some(pit),
                _ => None,
            });
            let captures = lap_captures(events, at + 1);
            let mut detail = describe_captures(game, &captures);
            let (label, target) = match key {
                Some(Event::Decision { pit, safari }) => {
                    prompt = Prompt::Nyumba(game.pit_name(pit));
                    if safari {
                        detail = Detail::NyumbaDestroyed(Box::new(detail));
                        (Label::Safari, None)
                    } else {
                        detail = Detail::NyumbaStays;
                        (Label::Stop, None)
                    }
                }
                Some(Event::DirectionChosen { pit, clockwise }) => {
                    prompt = Prompt::Reverse(game.pit_name(pit));
                    let label = if clockwise { Label::Clockwise } else { Label::CounterClockwise };
                    (label, next_sow)
                }
                _ => (Label::Way(lines[0] + 1), None),
            };
            Answer { label, detail, target, captures, lines }
        })
        .collect();
    unique_targets(&mut answers);
    Question { prompt, answers, at_start: false }
}

/// A pit answers a question only when no other answer shares it.
fn unique_targets(answers: &mut [Answer]) {
    let targets: Vec<Option<Pit>> = answers.iter().map(|a| a.target).collect();
    for answer in answers.iter_mut() {
        if targets.iter().filter(|&&t| t == answer.target).count() > 1 {
            answer.target = None;
        }
    }
}

/// The opponent's pits the lap starting at `from` captures when it ends, with their seeds.
fn lap_captures(events: &[Event], from: usize) -> Vec<(Pit, u8)> {
    let mut captures = Vec::new();
    for event in events.iter().skip(from) {
        match *event {
            Event::Capture { pit, count, .. } => captures.push((pit, count)),
            Event::Lift { .. } | Event::Sow { .. } | Event::FromReserve { .. } | Event::Kichwa { .. }
                if captures.is_empty() => {}
            _ => break,
        }
    }
    captures
}

fn describe_captures(game: &AnyGame, captures: &[(Pit, u8)]) -> Detail {
    if captures.is_empty() {
        return Detail::NoCapture;
    }
    let seeds: u32 = captures.iter().map(|&(_, n)| u32::from(n)).sum();
    let pits: Vec<String> = captures.iter().map(|&(pit, _)| game.pit_name(pit)).collect();
    Detail::Captures { seeds, pits }
}

impl Answer {
    /// The pits this answer captures, for the board to mark.
    pub fn captured_pits(&self) -> impl Iterator<Item = Pit> + '_ {
        self.captures.iter().map(|&(pit, _)| pit)
    }
}
