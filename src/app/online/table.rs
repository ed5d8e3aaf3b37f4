//! A table as this device opens one, or sits down at one: the table a game's settings open, and
//! whether a game is the table's.

use crate::online::tables::{Table, Wanted};
use crate::rules::GameKind;
use crate::saved::settings::MatchSettings;

/// The table a game with `settings` opens: its game, its rules, either side, Omweso's target.
pub fn table_of(settings: &MatchSettings) -> Table {
    let target = (settings.kind == GameKind::Omweso).then_some(settings.target);
    Table {
        game: settings.kind.id().to_string(),
        rules: settings.preset.to_string(),
        side: Wanted::Either,
        target,
    }
}

/// Whether a game with `settings` is the one of the table sat down at: the same game, rules and
/// Omweso target (the side is the server's to draw).
pub fn same_table(settings: &MatchSettings, sat_at: &Table) -> bool {
    let game = table_of(settings);
    (&game.game, &game.rules, game.target) == (&sat_at.game, &sat_at.rules, sat_at.target)
}
