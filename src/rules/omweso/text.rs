//! Omweso in text: squares `a1`–`h4`, moves `e1`, `a1cw`, `b2,cw`, `a1cw,ccw,cw`, `c1:3`, and the
//! position fields `p=<ply>` and `k=<0|1>` (with `c=<S>,<N>` when akakyala is played).

use super::{Move, Omweso, OmwesoRules};
use crate::rules::board::{Side, Square};
use crate::rules::notation::{PositionText, format_position, shown};
use crate::rules::{EndReason, GameKind, MoveError, Outcome, PositionError};

fn square_name(side: Side, k: u8) -> String {
    super::GEOMETRY.square(Omweso::pit(side, k)).to_string()
}

pub(super) fn format_move(side: Side, mv: Move) -> String {
    let mut text = square_name(side, mv.start);
    if mv.three_seed {
        text.push_str(":3");
        return text;
    }
    if mv.first_cw {
        text.push_str("cw");
    }
    for i in 0..usize::from(mv.named) {
        text.push_str(if mv.cw_at(i) { ",cw" } else { ",ccw" });
    }
    text
}

pub(super) fn parse_move(side: Side, text: &str) -> Result<Move, MoveError> {
    let unreadable = || MoveError::Unreadable(text.to_string());
    let (head, three_seed) = match text.strip_suffix(":3") {
        Some(head) => (head, true),
        None => (text, false),
    };
    let mut parts = head.split(',');
    let first = parts.next().ok_or_else(unreadable)?;
    let (square, first_cw) = if let Some(square) = first.strip_suffix("ccw") {
        (square, false)
    } else if let Some(square) = first.strip_suffix("cw") {
        (square, true)
    } else {
        (first, false)
    };
    let square = super::GEOMETRY.parse_square(square).ok_or_else(unreadable)?;
    let pit = super::GEOMETRY.pit(square);
    if pit.side != side {
        let why = format!("{square} is {}'s pit and {side} is to move", pit.side);
        return Err(MoveError::Illegal(text.to_string(), why));
    }
    let mut mv = Move { first_cw, three_seed, ..Move::simple(pit.index) };
    for choice in parts {
        mv = match choice {
            "cw" => mv.with_choice(true),
            "ccw" => mv.with_choice(false),
            _ => return Err(unreadable()),
        };
    }
    if three_seed && (first_cw || mv.named > 0) {
        return Err(unreadable());
    }
    Ok(mv)
}

/// The largest ply count a position may give: far beyond any game. The counters stop there
/// (`play::count_on`), so a position `play` writes is always one it reads.
pub(super) const MAX_PLY: u32 = 1_000_000_000;

/// `end=S:bothends`: who won (S, N, or - for none) and why, for a game whose end the board
/// cannot show.
fn parse_end(value: &str) -> Result<Outcome, PositionError> {
    let bad = || malformed(format!("end={}: expected end=<S|N|->:<reason>", shown(value)));
    let (who, why) = value.split_once(':').ok_or_else(bad)?;
    let reason = EndReason::from_id(why).ok_or_else(bad)?;
    let winner = match who {
        "-" => None,
        letter => Some(Side::from_letter(letter).ok_or_else(bad)?),
    };
    Ok(Outcome { winner, reason })
}

fn malformed(why: impl Into<String>) -> PositionError {
    PositionError::Malformed(why.into())
}

impl Omweso {
    /// Reads a position string under a rule set. Test positions may hold fewer than 64 seeds.
    pub fn from_text(text: &PositionText, rules: OmwesoRules) -> Result<Omweso, PositionError> {
        text.expect_cols(8)?;
        let mut pits = [[0u8; 16]; 2];
        for row in 1..=4u8 {
            for col in 0..8u8 {
                let pit = super::GEOMETRY.pit(Square { col, row });
                pits[pit.side.index()][pit.index as usize] = text.count(row, col);
            }
        }
        let total: u32 = pits.iter().flatten().map(|&n| u32::from(n)).sum();
        if total > super::TOTAL_SEEDS {
            return Err(malformed(format!("{total} seeds; Omweso has 64")));
        }
        let mut game = Omweso::from_pits(rules, pits, text.to_move);
        let mut ended = None;
        for (key, value) in &text.fields {
            match key.as_str() {
                "p" => {
                    game.ply = value.parse().ok().filter(|&ply| ply <= MAX_PLY).ok_or_else(|| {
                        malformed(format!("p={}: expected a ply count up to {MAX_PLY}", shown(value)))
                    })?;
                }
                "k" => {
                    game.captured_yet = match value.as_str() {
                        "0" => false,
                        "1" => true,
                        _ => return Err(malformed(format!("k={}: expected 0 or 1", shown(value)))),
                    };
                }
                // Read only where it counts: these rules would drop it from every later position.
                "c" if !rules.akakyala => {
                    return Err(malformed(
                        "c= counts turns with a capture for akakyala, which these rules do not play",
                    ));
                }
                "c" => {
                    let turns: Option<Vec<u32>> =
                        value.split(',').map(|n| n.parse().ok().filter(|&n| n <= MAX_PLY)).collect();
                    match turns.as_deref() {
                        Some(&[s, n]) => game.capture_turns = [s, n],
                        _ => {
                            return Err(malformed(format!("c={}: expected c=<South>,<North>", shown(value))));
                        }
                    }
                }
                "end" => ended = Some(parse_end(value)?),
                other => return Err(malformed(format!("omweso has no field '{}'", shown(other)))),
            }
        }
        if game.capture_turns.iter().any(|&n| n > 0) && !game.captured_yet {
            return Err(malformed("c= counts captures but k=0 says none has happened"));
        }
        if let Some(end) = ended {
            game.check_end(end).map_err(|why| {
                let winner = end.winner.map_or('-', Side::letter);
                malformed(format!("end={winner}:{}: {why}", end.reason.id()))
            })?;
        }
        // The field says how the game ended when the board would say otherwise (or nothing).
        game.ended = ended.or_else(|| game.decided_outcome());
        Ok(game)
    }

    /// Whether the game can have ended as `end` says, in this position under these rules: the
    /// last mover won each win but bulijo's, an annulled game has no winner, the board shows
    /// what it must, and the rule was played. Why not, if it cannot.
    fn check_end(&self, end: Outcome) -> Result<(), String> {
        let (mover, loser) = (self.to_move.opponent(), self.to_move);
        let (rules, lost) = (self.rules, &self.pits[loser.index()]);
        let played = |on: bool, name: &str| {
            if on { Ok(()) } else { Err(format!("{name} is not played under these rules")) }
        };
        match end.reason {
            EndReason::NoLegalMove => {
                return match self.decided_outcome() {
                    Some(decided) if decided == end => Ok(()),
                    Some(_) => Err(format!("{loser}, to move, cannot move: {mover} has won")),
                    None => Err(format!("{loser}, to move, still has a pit of two seeds or more")),
                };
            }
            EndReason::NeverEndingMove | EndReason::Repetition => {
                if end.reason == EndReason::Repetition {
                    played(rules.house_rule_repetition, "the house rule on repetition")?;
                }
                return match end.winner {
                    None => Ok(()),
                    Some(_) => Err("an annulled game has no winner: write - for it".to_string()),
                };
            }
            EndReason::AllCaptured => {
                played(rules.akawumbi, "akawumbi")?;
                if lost.iter().any(|&n| n > 0) {
                    return Err(format!("{loser} still has seeds"));
                }
            }
            EndReason::FrontRowEmpty => {
                played(rules.okutema_clears_front_row, "okutema by an emptied inner row")?;
                if lost[8..].iter().any(|&n| n > 0) {
                    return Err(format!("{loser}'s inner row still holds seeds"));
                }
            }
            EndReason::TwoCapturesFirst => {
                played(rules.akakyala, "akakyala")?;
                let [by_winner, by_loser] =
                    [self.capture_turns[mover.index()], self.capture_turns[loser.index()]];
                if by_winner < 2 || by_loser > 0 {
                    return Err(format!(
                        "c= does not show {mover} capturing in two turns before {loser}'s first"
                    ));
                }
            }
            EndReason::BothEnds => played(rules.both_ends_win, "the both-ends win")?,
            EndReason::MoveLimit => {
                let Some(limit) = rules.ply_limit else {
                    return Err("a limit of moves is not played under these rules".to_string());
                };
                if self.ply < limit {
                    return Err(format!("p={} is short of the rules' limit of {limit} moves", self.ply));
                }
                return match end.winner {
                    None => Ok(()),
                    Some(_) => {
                        Err("a game drawn at the limit of moves has no winner: write - for it".to_string())
                    }
                };
            }
        }
        if end.winner != Some(mover) {
            return Err(format!("only {mover}, who moved last, can have won so"));
        }
        if !self.captured_yet {
            return Err("that end comes of a capture, and k=0 says none has happened".to_string());
        }
        Ok(())
    }

    /// What `to_text` writes, into a hasher.
    pub fn hash_position<H: std::hash::Hasher>(&self, hasher: &mut H) {
        use std::hash::Hash;
        (self.pits, self.to_move, self.ply, self.captured_yet).hash(hasher);
        if self.rules.akakyala {
            self.capture_turns.hash(hasher);
        }
        self.hidden_end().map(|end| (end.winner, end.reason.id())).hash(hasher);
    }

    pub fn to_text(&self) -> String {
        let board = format_position(GameKind::Omweso, 8, self.to_move, |row, col| {
            let pit = super::GEOMETRY.pit(Square { col, row });
            self.pits[pit.side.index()][pit.index as usize]
        });
        let mut text = format!("{board} p={} k={}", self.ply, u8::from(self.captured_yet));
        if self.rules.akakyala {
            text.push_str(&format!(" c={},{}", self.capture_turns[0], self.capture_turns[1]));
        }
        // A game that ended with seeds still movable (okutema, akawumbi, akakyala, annulled)
        // says so: the board alone would not.
        if let Some(outcome) = self.hidden_end() {
            let winner = outcome.winner.map_or("-".to_string(), |w| w.letter().to_string());
            text.push_str(&format!(" end={winner}:{}", outcome.reason.id()));
        }
        text
    }
}
