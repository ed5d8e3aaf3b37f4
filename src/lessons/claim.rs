//! What a lesson's sentences say of its board, written as data so the rules can prove it: "at the
//! start only A6 and A7 may be played", "no move captures", "only this move reaches A4". A lesson
//! whose claim does not hold is refused when its file is read, so the text cannot teach a rule
//! the rules do not play.

use super::check::{Check, Did};
use crate::rules::Side;
use serde::Deserialize;

/// One claim about a lesson's position, over its legal moves (written as kete-cli writes them).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Claim {
    /// These, and no others, are the legal moves.
    Legal(Vec<String>),
    /// Every legal move does this ("if you can capture, you must").
    Every(Check),
    /// These legal moves, and no others, do this (none, for "no move does this").
    Only { moves: Vec<String>, task: Check },
}

impl Claim {
    /// Whether the claim holds of `moves`: each legal move's text with what it did; why not.
    pub fn holds(&self, moves: &[(String, Did)], mover: Side) -> Result<(), String> {
        let doing = |task: &Check| -> Vec<String> {
            let mut doing: Vec<String> = moves
                .iter()
                .filter(|(_, did)| task.judge(did, mover).is_ok())
                .map(|(text, _)| text.clone())
                .collect();
            doing.sort();
            doing
        };
        let sorted = |texts: &[String]| {
            let mut texts = texts.to_vec();
            texts.sort();
            texts
        };
        match self {
            Claim::Legal(claimed) => {
                let legal = sorted(&moves.iter().map(|(text, _)| text.clone()).collect::<Vec<_>>());
                if sorted(claimed) != legal {
                    return Err(format!(
                        "it claims the legal moves are {}; they are {}",
                        listed(claimed),
                        listed(&legal)
                    ));
                }
            }
            Claim::Every(task) => {
                let missing: Vec<String> = moves
                    .iter()
                    .filter(|(_, did)| task.judge(did, mover).is_err())
                    .map(|(text, _)| text.clone())
                    .collect();
                if !missing.is_empty() {
                    return Err(format!(
                        "it claims every legal move does {task:?}; {} does not",
                        listed(&missing)
                    ));
                }
            }
            Claim::Only { moves: claimed, task } => {
                let doing = doing(task);
                if sorted(claimed) != doing {
                    return Err(format!(
                        "it claims only {} do {task:?}; the legal moves doing it are {}",
                        listed(claimed),
                        listed(&doing)
                    ));
                }
            }
        }
        Ok(())
    }
}

fn listed(moves: &[String]) -> String {
    if moves.is_empty() { "none".to_string() } else { moves.join(" ") }
}
