//! A turn being chosen at the board. The player clicks a pit; every legal move from it has been
//! played by the rules on a copy of the position, each once, with its events (`lines`). Where
//! those moves differ the board asks: at the start (direction, kichwa, reverse lap, the
//! three-seed opening) or in the middle of the sowing (safari, a reverse lap), after showing
//! everything the moves share. When one move is left it becomes the game: nothing is played a
//! second time.

use super::AppSystems;
use super::Screen;
use super::lines::Line;
use super::session::{BoardReset, Match, MovePlayed, ShowEvents};
use super::sowing::Playback;
use crate::rules::{AnyGame, AnyMove, Event, Pit};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PitChosen>()
        .add_message::<OptionChosen>()
        .add_message::<CancelChoice>()
        .init_resource::<Turn>()
        .add_systems(
            Update,
            (forget_turn, answer_by_key, choose_pit, choose_option, cancel_choice, log_question)
                .chain()
                .in_set(AppSystems::RecordInput),
        );
}

/// The player picked a pit (by click, touch, or a test).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitChosen(pub Pit);

/// The player answered the board's question with its `n`-th answer.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionChosen(pub usize);

/// The player lets go of the pit they chose, before any seed has moved.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CancelChoice;

/// One answer to the board's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub label: String,
    /// What follows from it, e.g. the capture a reverse lap would make.
    pub detail: String,
    /// The pit to click for this answer, when one pit says it.
    pub target: Option<Pit>,
    /// The opponent's pits this answer captures next, with their seeds.
    pub captures: Vec<(Pit, u8)>,
    lines: Vec<usize>,
}

/// What the board asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub prompt: String,
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

fn forget_turn(mut resets: MessageReader<BoardReset>, mut turn: ResMut<Turn>) {
    if resets.read().last().is_some() {
        *turn = Turn::default();
    }
}

/// A pit click starts a turn, answers a question by its pit, or, before any seed has moved,
/// switches to another pit or lets go.
fn choose_pit(
    mut choices: MessageReader<PitChosen>,
    mut current: ResMut<Match>,
    mut turn: ResMut<Turn>,
    playback: Res<Playback>,
    screen: Res<State<Screen>>,
    mut show: MessageWriter<ShowEvents>,
    mut played: MessageWriter<MovePlayed>,
) {
    for &PitChosen(pit) in choices.read() {
        // Choices that arrive while seeds are moving are dropped, never queued: the board the
        // player clicked on is not the board they would hit.
        if *screen.get() != Screen::Playing || playback.is_busy() || current.arranging.is_some() {
            debug!("ignored a choice of {pit:?} while the board is not ready");
            continue;
        }
        if let Some(question) = &turn.question {
            if let Some(n) = question.answers.iter().position(|a| a.target == Some(pit)) {
                answer(n, &mut current, &mut turn, &mut show, &mut played);
                continue;
            }
            if !question.at_start {
                continue;
            }
            *turn = Turn::default();
        }
        begin(pit, &mut current, &mut turn, &mut show, &mut played);
    }
}

fn choose_option(
    mut choices: MessageReader<OptionChosen>,
    mut current: ResMut<Match>,
    mut turn: ResMut<Turn>,
    playback: Res<Playback>,
    mut show: MessageWriter<ShowEvents>,
    mut played: MessageWriter<MovePlayed>,
) {
    for &OptionChosen(n) in choices.read() {
        let asked = turn.question.as_ref().is_some_and(|q| n < q.answers.len());
        if playback.is_busy() || !asked {
            debug!("ignored answer {n}: no question is showing");
            continue;
        }
        answer(n, &mut current, &mut turn, &mut show, &mut played);
    }
}

/// Keys 1–9 take the answers in the order the panel lists them.
fn answer_by_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    turn: Res<Turn>,
    screen: Res<State<Screen>>,
    mut chosen: MessageWriter<OptionChosen>,
) {
    const DIGITS: [KeyCode; 9] = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    let Some(keys) = keys else { return };
    if *screen.get() != Screen::Playing || turn.question.is_none() {
        return;
    }
    if let Some(n) = DIGITS.iter().position(|&key| keys.just_pressed(key)) {
        chosen.write(OptionChosen(n));
    }
}

/// Each new question is written to the log with its answers (browser tests read it).
fn log_question(turn: Res<Turn>, mut last: Local<Option<Question>>) {
    if turn.question == *last {
        return;
    }
    if let Some(question) = &turn.question {
        let answers: Vec<&str> = question.answers.iter().map(|a| a.label.as_str()).collect();
        info!("question: {} answers: {}", question.prompt, answers.join(" | "));
    }
    *last = turn.question.clone();
}

fn cancel_choice(mut cancels: MessageReader<CancelChoice>, mut turn: ResMut<Turn>) {
    if cancels.read().last().is_some() && turn.question.as_ref().is_some_and(|q| q.at_start) {
        *turn = Turn::default();
    }
}

/// Takes the legal moves from `pit` and asks the first question, if any.
fn begin(
    pit: Pit,
    current: &mut Match,
    turn: &mut Turn,
    show: &mut MessageWriter<ShowEvents>,
    played: &mut MessageWriter<MovePlayed>,
) {
    let game = &current.game;
    let lines: Vec<Line> =
        current.lines().iter().filter(|line| game.origin(line.mv) == Some(pit)).cloned().collect();
    if lines.is_empty() {
        return;
    }
    *turn = Turn { lines, shown: 0, pit: Some(pit), question: None };
    let mut starts: Vec<u8> = turn.lines.iter().map(|line| start_key(line.mv)).collect();
    starts.sort_unstable();
    starts.dedup();
    if starts.len() > 1 {
        turn.question = Some(start_question(game, turn, &starts));
    } else {
        advance(current, turn, show, played);
    }
}

fn answer(
    n: usize,
    current: &mut Match,
    turn: &mut Turn,
    show: &mut MessageWriter<ShowEvents>,
    played: &mut MessageWriter<MovePlayed>,
) {
    let Some(question) = turn.question.take() else { return };
    let Some(chosen) = question.answers.get(n) else { return };
    info!("answered: {}", chosen.label);
    let keep = &chosen.lines;
    turn.lines = std::mem::take(&mut turn.lines)
        .into_iter()
        .enumerate()
        .filter_map(|(i, line)| keep.contains(&i).then_some(line))
        .collect();
    advance(current, turn, show, played);
}

/// Shows what the remaining moves share; then asks where they part, or plays the one left.
fn advance(
    current: &mut Match,
    turn: &mut Turn,
    show: &mut MessageWriter<ShowEvents>,
    played: &mut MessageWriter<MovePlayed>,
) {
    if turn.lines.len() == 1 {
        let line = turn.lines.remove(0);
        show.write(ShowEvents(line.events[turn.shown..].to_vec()));
        info!("move played: {}", line.notation);
        played.write(MovePlayed { notation: line.notation.clone(), events: line.events });
        current.record_move(line.notation, line.after);
        *turn = Turn::default();
        return;
    }
    let first = &turn.lines[0].events;
    let parting = turn
        .lines
        .iter()
        .map(|line| line.events.iter().zip(first).take_while(|(a, b)| a == b).count())
        .min()
        .unwrap_or(0);
    if parting > turn.shown {
        show.write(ShowEvents(first[turn.shown..parting].to_vec()));
        turn.shown = parting;
    }
    turn.question = Some(mid_question(&current.game, turn));
}

/// The first question: which way the first lap goes, or where captured seeds enter.
fn start_question(game: &AnyGame, turn: &Turn, starts: &[u8]) -> Question {
    let mut answers: Vec<Answer> = starts
        .iter()
        .map(|&start| {
            let lines: Vec<usize> =
                (0..turn.lines.len()).filter(|&i| start_key(turn.lines[i].mv) == start).collect();
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
                (_, Some(pit), _) => (format!("Kichwa {}", game.pit_name(pit)), Some(pit)),
                (AnyGame::Omweso(_), _, sow) => (omweso_start_label(start).to_string(), sow),
                (_, None, Some(pit)) => (format!("Sow toward {}", game.pit_name(pit)), Some(pit)),
                _ => ("Play".to_string(), None),
            };
            Answer { label, detail: describe_captures(game, &captures), target, captures, lines }
        })
        .collect();
    unique_targets(&mut answers);
    let prompt = if answers.iter().any(|a| a.label.starts_with("Kichwa")) {
        "Where do the captured seeds enter? Choose the kichwa.".to_string()
    } else if matches!(game, AnyGame::Omweso(_)) {
        "How does this move begin?".to_string()
    } else {
        "Which way? Click the next hole, or choose below.".to_string()
    };
    Question { prompt, answers, at_start: true }
}

fn omweso_start_label(start: u8) -> &'static str {
    match start {
        0 => "Counter-clockwise",
        1 => "Clockwise (reverse)",
        _ => "Three-seed opening: 2 + 1, the turn ends",
    }
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
    let mut prompt = "How does the move go on?".to_string();
    let mut answers: Vec<Answer> = keys
        .into_iter()
        .map(|key| {
            let lines: Vec<usize> =
                (0..turn.lines.len()).filter(|&i| turn.lines[i].events.get(at).copied() == key).collect();
            let events = &turn.lines[lines[0]].events;
            let next_sow = events[at..].iter().find_map(|e| match *e {
                Event::Sow { pit } => Some(pit),
                _ => None,
            });
            let captures = lap_captures(events, at + 1);
            let mut detail = describe_captures(game, &captures);
            let (label, target) = match key {
                Some(Event::Decision { pit, safari }) => {
                    prompt = format!(
                        "The capture lap ended in the nyumba {}: stop here, or go on (safari)?",
                        game.pit_name(pit)
                    );
                    if safari {
                        detail = format!("the nyumba is destroyed; {detail}");
                        ("Safari: sow the nyumba on".to_string(), None)
                    } else {
                        detail = "the nyumba stays".to_string();
                        ("Stop: the move ends here".to_string(), None)
                    }
                }
                Some(Event::DirectionChosen { pit, clockwise }) => {
                    prompt = format!("From {} the next lap may go in reverse.", game.pit_name(pit));
                    let label = if clockwise { "Clockwise (reverse)" } else { "Counter-clockwise" };
                    (label.to_string(), next_sow)
                }
                _ => (format!("Option {}", lines[0] + 1), None),
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

fn describe_captures(game: &AnyGame, captures: &[(Pit, u8)]) -> String {
    if captures.is_empty() {
        return "no capture on this lap".to_string();
    }
    let seeds: u32 = captures.iter().map(|&(_, n)| u32::from(n)).sum();
    let pits: Vec<String> = captures.iter().map(|&(pit, _)| game.pit_name(pit)).collect();
    format!("captures {seeds} from {}", pits.join(" and "))
}

impl Answer {
    /// The pits this answer captures, for the board to mark.
    pub fn captured_pits(&self) -> impl Iterator<Item = Pit> + '_ {
        self.captures.iter().map(|&(pit, _)| pit)
    }
}
