//! Any of the games behind one type, for the command line and the app.

use super::bao::{self, Bao, BaoRules};
use super::kimasai::{self, Kimasai};
use super::notation::PositionText;
use super::omweso::{self, Omweso, OmwesoRules};
use super::{EventSink, GameKind, Geometry, MoveError, NoMove, Outcome, Pit, PositionError, Rules, Side};
use serde::{Deserialize, Serialize};

/// A game in progress, of any kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyGame {
    Bao(Bao),
    Omweso(Omweso),
    Kimasai(Kimasai),
}

/// A move of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyMove {
    Bao(bao::Move),
    Omweso(omweso::Move),
    Kimasai(kimasai::Move),
}

/// Runs the same expression on whichever game is inside.
macro_rules! each_game {
    ($value:expr, $game:ident => $body:expr) => {
        match $value {
            AnyGame::Bao($game) => $body,
            AnyGame::Omweso($game) => $body,
            AnyGame::Kimasai($game) => $body,
        }
    };
}

/// Runs the same expression on a game and a move of the same kind; a mismatched pair is refused.
macro_rules! game_and_move {
    ($value:expr, $mv:expr, $game:ident, $m:ident => $body:expr, $mismatch:expr) => {
        match ($value, $mv) {
            (AnyGame::Bao($game), AnyMove::Bao($m)) => $body,
            (AnyGame::Omweso($game), AnyMove::Omweso($m)) => $body,
            (AnyGame::Kimasai($game), AnyMove::Kimasai($m)) => $body,
            #[allow(unreachable_patterns)]
            _ => $mismatch,
        }
    };
}

/// The rule presets each game offers, by name; the first is the default.
pub fn presets(kind: GameKind) -> &'static [&'static str] {
    match kind {
        GameKind::Bao => &["seed", "masters", "kujifunza", "hus", "hus-namibian"],
        GameKind::Omweso => &["seed", "traditional", "mcgill"],
        GameKind::Kimasai => &["seed"],
    }
}

fn unknown_preset(kind: GameKind, name: &str) -> PositionError {
    PositionError::UnknownRules(format!(
        "{kind} has no rule set '{}' (choose {})",
        super::notation::shown(name),
        presets(kind).join(" or ")
    ))
}

impl AnyGame {
    /// The start position of a game under its default rules.
    pub fn new(kind: GameKind) -> Result<AnyGame, PositionError> {
        AnyGame::new_with_rules(kind, None)
    }

    /// The start position under a named rule preset (`None`: the default).
    pub fn new_with_rules(kind: GameKind, preset: Option<&str>) -> Result<AnyGame, PositionError> {
        match kind {
            GameKind::Bao => Ok(AnyGame::Bao(Bao::new(bao_rules(preset)?))),
            GameKind::Kimasai => {
                kimasai_rules(preset)?;
                Ok(AnyGame::Kimasai(Kimasai::new()))
            }
            GameKind::Omweso => Ok(AnyGame::Omweso(Omweso::new(omweso_rules(preset)?))),
        }
    }

    /// Reads a position string (see `notation`) under the default rules.
    pub fn from_text(text: &str) -> Result<AnyGame, PositionError> {
        AnyGame::from_text_with_rules(text, None)
    }

    /// Reads a position string under a named rule preset (`None`: the default).
    pub fn from_text_with_rules(text: &str, preset: Option<&str>) -> Result<AnyGame, PositionError> {
        let parsed = PositionText::parse(text)?;
        match parsed.game {
            GameKind::Bao => Ok(AnyGame::Bao(Bao::from_text(&parsed, bao_rules(preset)?)?)),
            GameKind::Kimasai => {
                kimasai_rules(preset)?;
                Ok(AnyGame::Kimasai(Kimasai::from_text(&parsed)?))
            }
            GameKind::Omweso => Ok(AnyGame::Omweso(Omweso::from_text(&parsed, omweso_rules(preset)?)?)),
        }
    }

    /// How the game ended when its board cannot show it (see `Omweso::hidden_end`).
    pub fn hidden_end(&self) -> Option<Outcome> {
        self.as_omweso().and_then(Omweso::hidden_end)
    }

    /// The name of the preset whose rules this game is played under, if it is one.
    pub fn preset(&self) -> Option<&'static str> {
        presets(self.kind()).iter().copied().find(|&name| match self {
            AnyGame::Bao(game) => BaoRules::preset(name) == Some(game.rules()),
            AnyGame::Omweso(game) => OmwesoRules::preset(name) == Some(game.rules()),
            AnyGame::Kimasai(_) => true,
        })
    }

    /// The start position with `first` to move. Bao always begins with South (§2.1 G1), so for
    /// Bao the players simply take the sides in the order they agreed.
    pub fn with_first_player(self, first: Side) -> AnyGame {
        match self {
            AnyGame::Kimasai(game) => AnyGame::Kimasai(game.with_side_to_move(first)),
            AnyGame::Omweso(game) => {
                let pits = [*game.pits(Side::South), *game.pits(Side::North)];
                AnyGame::Omweso(Omweso::from_pits(game.rules(), pits, first))
            }
            bao @ AnyGame::Bao(_) => bao,
        }
    }

    pub fn to_text(&self) -> String {
        each_game!(self, game => game.to_text())
    }

    /// A hash of what the position string says, without writing it: two positions with the same
    /// string have the same key (a search's table is keyed by it, many times a millisecond).
    pub fn position_key(&self) -> u64 {
        let mut hasher = rustc_hash::FxHasher::default();
        each_game!(self, game => game.hash_position(&mut hasher));
        std::hash::Hasher::finish(&hasher)
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Bao(_) => GameKind::Bao,
            AnyGame::Omweso(_) => GameKind::Omweso,
            AnyGame::Kimasai(_) => GameKind::Kimasai,
        }
    }

    pub fn geometry(&self) -> Geometry {
        each_game!(self, game => game.geometry())
    }

    pub fn side_to_move(&self) -> Side {
        each_game!(self, game => game.side_to_move())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each_game!(self, game => game.outcome())
    }

    pub fn seeds(&self, pit: Pit) -> u8 {
        each_game!(self, game => game.seeds(pit))
    }

    /// Seeds `captor` has taken out of play for good (only Bao la Kimasai removes seeds).
    pub fn removed_by(&self, captor: Side) -> u32 {
        match self {
            AnyGame::Kimasai(game) => game.captured_by(captor),
            AnyGame::Bao(_) | AnyGame::Omweso(_) => 0,
        }
    }

    /// Seeds a player still holds in reserve, off the board (Bao's namua stage).
    pub fn reserve(&self, side: Side) -> u8 {
        match self {
            AnyGame::Bao(game) => game.reserve(side),
            AnyGame::Omweso(_) | AnyGame::Kimasai(_) => 0,
        }
    }

    pub fn as_bao(&self) -> Option<&Bao> {
        match self {
            AnyGame::Bao(game) => Some(game),
            _ => None,
        }
    }

    pub fn as_omweso(&self) -> Option<&Omweso> {
        match self {
            AnyGame::Omweso(game) => Some(game),
            _ => None,
        }
    }

    /// The player to move did not begin in time and the opponent takes the turn (Omweso's
    /// Blitz; the other games have no such rule).
    pub fn lose_turn(&mut self) -> Result<(), MoveError> {
        match self {
            AnyGame::Omweso(game) => game.lose_turn(),
            AnyGame::Bao(_) | AnyGame::Kimasai(_) => {
                Err(MoveError::Illegal("pass".to_string(), "only Omweso's Blitz passes a turn".to_string()))
            }
        }
    }

    /// A pit as the game's notation names it: Bao's holes A1…B8 / a1…b8, the board's squares
    /// otherwise.
    pub fn pit_name(&self, pit: Pit) -> String {
        match self {
            AnyGame::Bao(_) => bao::text::hole_name(pit.side, Bao::ring_index(pit)),
            AnyGame::Omweso(_) | AnyGame::Kimasai(_) => self.geometry().square(pit).to_string(),
        }
    }

    pub fn legal_moves(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Bao(game) => game.legal_moves().into_iter().map(AnyMove::Bao).collect(),
            AnyGame::Omweso(game) => game.legal_moves().into_iter().map(AnyMove::Omweso).collect(),
            AnyGame::Kimasai(game) => game.legal_moves().into_iter().map(AnyMove::Kimasai).collect(),
        }
    }

    pub fn origin(&self, mv: AnyMove) -> Option<Pit> {
        game_and_move!(self, mv, game, m => Some(game.origin(m)), None)
    }

    /// Why no move starts from `pit`, given the position's legal moves (all of them, as a
    /// finished listing has them): `None` when one of them does. A pit with a move the rules
    /// refused only once it was played out (a check too long for `Rules::why_no_move`) never ends.
    pub fn why_no_move(&self, pit: Pit, legal: &[AnyMove]) -> Option<NoMove> {
        if legal.iter().any(|&mv| self.origin(mv) == Some(pit)) {
            return None;
        }
        Some(each_game!(self, game => game.why_no_move(pit)).unwrap_or(NoMove::NeverEnds))
    }

    pub fn format_move(&self, mv: AnyMove) -> String {
        game_and_move!(self, mv, game, m => game.format_move(m), format!("{mv:?}"))
    }

    pub fn parse_move(&self, text: &str) -> Result<AnyMove, MoveError> {
        match self {
            AnyGame::Bao(game) => game.parse_move(text).map(AnyMove::Bao),
            AnyGame::Omweso(game) => game.parse_move(text).map(AnyMove::Omweso),
            AnyGame::Kimasai(game) => game.parse_move(text).map(AnyMove::Kimasai),
        }
    }

    pub fn play<S: EventSink>(&mut self, mv: AnyMove, sink: &mut S) -> Result<(), MoveError> {
        game_and_move!(self, mv, game, m => game.play(m, sink), Err(MoveError::Unreadable(format!("{mv:?}"))))
    }

    /// Reads and plays one move written in the game's notation.
    pub fn play_text<S: EventSink>(&mut self, text: &str, sink: &mut S) -> Result<(), MoveError> {
        let mv = self.parse_move(text)?;
        self.play(mv, sink)
    }

    /// The name of the game its rules make, as a player reads it: Bao's learning games by their own
    /// names (a Hus position is no Bao la Kiswahili).
    pub fn title(&self) -> &'static str {
        match self {
            AnyGame::Bao(game) => bao::title(&game.rules()),
            _ => self.kind().title(),
        }
    }

    /// The board as a player reads it: rows 4 to 1 top to bottom, columns labelled, and what
    /// else the game keeps (reserves, nyumba, takasia).
    pub fn render_board(&self) -> String {
        let g = self.geometry();
        let mut out = String::from("    ");
        for col in 0..g.cols() {
            out.push_str(&format!("{:>3}", (b'a' + col) as char));
        }
        out.push('\n');
        for row in (1..=4).rev() {
            out.push_str(&format!("  {row}:"));
            for col in 0..g.cols() {
                let pit = g.pit(super::Square { col, row });
                out.push_str(&format!("{:>3}", self.seeds(pit)));
            }
            out.push('\n');
        }
        match self {
            AnyGame::Bao(game) => out.push_str(&bao::describe(game)),
            AnyGame::Omweso(game) => out.push_str(&format!(
                "  ply {}, {}\n",
                game.ply(),
                if game.captured_yet() { "captures have begun" } else { "no capture yet" }
            )),
            AnyGame::Kimasai(_) => {}
        }
        out
    }
}

fn bao_rules(preset: Option<&str>) -> Result<BaoRules, PositionError> {
    match preset {
        None => Ok(BaoRules::default()),
        Some(name) => BaoRules::preset(name).ok_or_else(|| unknown_preset(GameKind::Bao, name)),
    }
}

fn omweso_rules(preset: Option<&str>) -> Result<OmwesoRules, PositionError> {
    match preset {
        None => Ok(OmwesoRules::default()),
        Some(name) => OmwesoRules::preset(name).ok_or_else(|| unknown_preset(GameKind::Omweso, name)),
    }
}

fn kimasai_rules(preset: Option<&str>) -> Result<(), PositionError> {
    match preset {
        None | Some("seed") => Ok(()),
        Some(name) => Err(unknown_preset(GameKind::Kimasai, name)),
    }
}
