//! What a save keeps beside its game — the engine's analysis and a player's comments — taken from
//! the file entry by entry: what does not fit the game is let go (and said why), never the save.

use crate::ai::analysis::Analysis;
use crate::rules::notation::{shown, shown_reason};
use crate::rules::record::Replay;
use serde_json::Value;
use std::collections::BTreeMap;

/// The longest comment on a move, in characters.
pub const LONGEST_COMMENT: usize = 1_000;

/// The analysis and comments of a game, as they fit it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notes {
    pub analysis: Option<Analysis>,
    /// By move number, from 1.
    pub comments: BTreeMap<usize, String>,
    /// What the file held that was let go, a sentence each (the analysis first).
    pub let_go: Vec<String>,
}

impl Notes {
    /// The notes of a save's `analysis` and `comments` fields for the game `replay` holds.
    pub fn read(analysis: Option<Value>, comments: Option<Value>, replay: &Replay) -> Notes {
        let mut notes = Notes::default();
        if let Some(value) = analysis.filter(|value| !value.is_null()) {
            match serde_json::from_value::<Analysis>(value) {
                Ok(found) => match found.fits(&replay.positions, &replay.record.moves) {
                    Ok(()) => notes.analysis = Some(found),
                    Err(why) => notes.let_go.push(format!("the analysis: {why}")),
                },
                Err(e) => notes
                    .let_go
                    .push(format!("the analysis cannot be read: {}", shown_reason(&e.to_string()))),
            }
        }
        match comments {
            None | Some(Value::Null) => {}
            Some(Value::Object(entries)) => {
                for (key, value) in entries {
                    match comment(&key, &value, replay.record.moves.len()) {
                        Ok((ply, text)) => {
                            notes.comments.insert(ply, text);
                        }
                        Err(why) => notes.let_go.push(format!("the comment '{}': {why}", shown(&key))),
                    }
                }
            }
            Some(_) => notes.let_go.push("the comments are not an object of move numbers".to_string()),
        }
        notes
    }
}

/// One comment: its key a move number as a save writes it (decimal, no sign or leading zero)
/// of a move the game has, its text at most `LONGEST_COMMENT` characters.
fn comment(key: &str, value: &Value, moves: usize) -> Result<(usize, String), String> {
    let canonical = !key.is_empty() && key.bytes().all(|b| b.is_ascii_digit()) && !key.starts_with('0');
    let ply = key.parse::<usize>().ok().filter(|_| canonical).ok_or("not a move number")?;
    if ply > moves {
        return Err(format!("the game has {moves} moves"));
    }
    let text = value.as_str().ok_or("not text")?;
    if text.chars().count() > LONGEST_COMMENT {
        return Err(format!("longer than {LONGEST_COMMENT} characters"));
    }
    Ok((ply, text.to_string()))
}
