//! The Match with a friend elsewhere, by message or online: one builder of a friend's game for
//! both (`Match::friends_game`, `Match::friends_setup`), and the Match's answer to what the game
//! on the board allows (`Match::allowed`).

use crate::app::game::remote::{Allowed, Remote, TakeBack, seats_against_a_friend};
use crate::app::game::the_match::Match;
use crate::rules::any::presets;
use crate::rules::omweso::OmwesoMatch;
use crate::rules::{AnyGame, GameKind, Side};
use crate::saved::SavedSetup;
use crate::saved::link::MessageGame;
use crate::saved::online_game::OnlineGame;
use crate::saved::settings::{FirstPlayer, MatchSettings, PlayMode};

impl Match {
    /// The game by message on the board, if it is one.
    pub fn by_message(&self) -> Option<&MessageGame> {
        match &self.remote {
            Some(Remote::ByMessage(game)) => Some(game),
            _ => None,
        }
    }

    pub fn by_message_mut(&mut self) -> Option<&mut MessageGame> {
        match &mut self.remote {
            Some(Remote::ByMessage(game)) => Some(game),
            _ => None,
        }
    }

    /// The online game on the board, if it is one.
    pub fn online(&self) -> Option<&OnlineGame> {
        match &self.remote {
            Some(Remote::Online(game)) => Some(game),
            _ => None,
        }
    }

    /// The side this device's player plays in a game with a friend elsewhere.
    pub fn my_side(&self) -> Option<Side> {
        self.remote.as_ref().and(self.seats().friend()).map(Side::opponent)
    }

    /// Whether a friend on another device plays in this game.
    pub fn with_a_friend(&self) -> bool {
        self.seats().friend().is_some()
    }

    /// What the players at this board may do with the game on it now.
    pub fn allowed(&self) -> Allowed {
        let online = self.online().is_some();
        let take_back = match (self.mode.take_backs(), self.my_side()) {
            (true, _) => TakeBack::Yes,
            (false, Some(me)) if online => TakeBack::AskTheFriend { now: self.may_ask_take_back(me) },
            (false, _) => TakeBack::Stands,
        };
        Allowed {
            // A game under way is not begun again on one device alone: it is played out, or left.
            restart: !online || self.is_over(),
            take_back,
            new_match_here: !online,
            help: !self.with_a_friend() || self.is_over(),
        }
    }

    /// A friend's game put on this board as it came (from their link, or from their device
    /// online): `me` plays at this board, the friend the other side, and a move once made stands.
    pub fn friends_game(
        positions: Vec<AnyGame>,
        moves: Vec<String>,
        rules: &str,
        me: Side,
        remote: Remote,
    ) -> Match {
        let start = positions.first().cloned();
        let mut game = Match::resumed(positions, moves);
        let start = start.unwrap_or_else(|| game.game.clone());
        game.settings = Some(friends_settings(start.kind(), rules, start.side_to_move(), me, 12));
        game.mode = PlayMode::Contract;
        game.remote = Some(remote);
        game
    }

    /// Omweso: a friend's game in its setup, put on this board as it came: `me` arranges at this
    /// board; refused unless the setup could have come about from `start`.
    pub fn friends_setup(
        start: AnyGame,
        rules: &str,
        setup: &SavedSetup,
        me: Side,
        remote: Remote,
    ) -> Result<Match, String> {
        let mut game = Match::untimed(start);
        game.resume_setup(setup)?;
        game.settings = Some(friends_settings(GameKind::Omweso, rules, setup.first, me, 12));
        game.mode = PlayMode::Contract;
        game.remote = Some(remote);
        Ok(game)
    }

    /// Online: the friend's game in the room's Omweso match, as the two devices have it.
    pub fn in_match(mut self, score: Option<OmwesoMatch>) -> Match {
        if let (Some(settings), Some(score)) = (self.settings.as_mut(), &score) {
            settings.target = score.target;
        }
        self.score = score;
        self
    }
}

/// A friend's game's settings on this device: `me` its player's seat, the other the friend's;
/// moves stand.
fn friends_settings(kind: GameKind, rules: &str, first: Side, me: Side, target: u32) -> MatchSettings {
    let preset = presets(kind).iter().copied().find(|&p| p == rules).unwrap_or(presets(kind)[0]);
    let first = if first == Side::South { FirstPlayer::South } else { FirstPlayer::North };
    MatchSettings { kind, preset, first, mode: PlayMode::Contract, target, seats: seats_against_a_friend(me) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::record::Record;
    use crate::saved::settings::Seats;

    fn settings(kind: GameKind, seats: Seats) -> MatchSettings {
        MatchSettings { kind, preset: presets(kind)[0], seats, ..MatchSettings::default() }
    }

    #[test]
    fn a_game_at_one_board_allows_everything_its_mode_does() {
        let game = Match::new_match(settings(GameKind::Bao, Seats::default())).expect("a match");
        let allowed = game.allowed();
        assert_eq!(game.remote, None);
        assert_eq!(
            (allowed.restart, allowed.take_back, allowed.new_match_here, allowed.help),
            (true, TakeBack::Yes, true, true)
        );
    }

    #[test]
    fn a_friend_in_the_dialog_s_seat_plays_by_message_one_game_whose_moves_stand() {
        let game = Match::new_match(settings(GameKind::Omweso, seats_against_a_friend(Side::South)))
            .expect("a match");
        assert!(game.by_message().is_some_and(|kept| kept.linked.is_none()));
        assert_eq!(
            (game.mode, game.score.is_none(), game.my_side()),
            (PlayMode::Contract, true, Some(Side::South))
        );
        let allowed = game.allowed();
        assert_eq!((allowed.restart, allowed.take_back, allowed.help), (true, TakeBack::Stands, false));
        let next = game.next_game().expect("the next game");
        assert!(
            next.by_message().is_some_and(|kept| kept.id != game.by_message().map_or("", |k| &k.id)),
            "a new game by message"
        );
    }

    #[test]
    fn online_a_game_begins_again_only_once_over_and_a_take_back_is_asked_of_the_friend() {
        let hosted = Match::hosted(settings(GameKind::Kimasai, Seats::default()), "abc".into(), false)
            .expect("a match");
        assert_eq!(
            hosted.online().map(|game| (game.room.as_str(), game.host, game.round)),
            Some(("abc", true, 0))
        );
        assert_eq!((hosted.my_side(), hosted.mode), (Some(Side::South), PlayMode::Contract));
        let allowed = hosted.allowed();
        assert_eq!(
            (allowed.restart, allowed.take_back, allowed.new_match_here, allowed.help),
            (false, TakeBack::AskTheFriend { now: false }, false, false)
        );
        assert_eq!(hosted.restart().map(|_| ()), None, "not begun again on one device alone");
        let next = hosted.next_game().expect("the room's next game");
        assert_eq!(next.online().map(|game| game.round), Some(1));
    }

    #[test]
    fn a_friends_game_is_played_by_this_board_for_its_side_alone() {
        let start = AnyGame::new_with_rules(GameKind::Bao, Some("kujifunza")).expect("a game");
        let replay = Record::new(&start, "kujifunza", Vec::new()).expect("a record");
        let remote =
            Remote::Online(OnlineGame { room: "abc".into(), host: false, round: 2, stranger: false });
        let game =
            Match::friends_game(replay.positions, Vec::new(), "kujifunza", Side::North, remote.clone());
        assert_eq!(game.remote, Some(remote));
        assert_eq!(game.seats(), seats_against_a_friend(Side::North));
        let settings = game.settings.expect("settings");
        assert_eq!(
            (settings.preset, settings.mode, game.mode),
            ("kujifunza", PlayMode::Contract, PlayMode::Contract)
        );
        assert!(!game.person_to_move(), "South moves first: the friend's move");
    }

    #[test]
    fn a_save_holds_one_friend_at_most() {
        let online = OnlineGame { room: "abc".into(), host: true, round: 0, stranger: false };
        let message = MessageGame { id: "x".into(), linked: None };
        assert_eq!(Remote::of_saved(None, None), None);
        assert_eq!(Remote::of_saved(Some(message.clone()), None), Some(Remote::ByMessage(message)));
        assert_eq!(Remote::of_saved(None, Some(online.clone())), Some(Remote::Online(online)));
    }
}
