//! An online game's two sides, without a network: two sessions play whole games of every game and
//! rule set by their messages alone and end with the same record; every hostile word — an illegal
//! move, a move out of turn, a stale or skipped ply, a position that differs, garbage, an
//! oversized or newer message, a flood, another game, the same side — is refused and changes
//! nothing; and two games settle: the longer that extends the shorter wins, two that differ stop.

use kete::online::protocol::{self, MAX_BYTES, MatchSoFar, Say, VERSION};
use kete::online::{Heard, Refused, Session};
use kete::rules::any::presets;
use kete::rules::omweso::{OmwesoMatch, setup};
use kete::rules::record::{Record, Replay};
use kete::rules::{AnyGame, GameKind, NoEvents, Side};
use kete::saved::{SavedSetup, link};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use web_time::{Duration, Instant};

const ID: &str = "Tm9tdmVtYmVy";

fn start(kind: GameKind, preset: &str) -> Replay {
    let start = AnyGame::new_with_rules(kind, Some(preset)).expect("a preset");
    Record::new(&start, preset, Vec::new()).expect("an empty game")
}

fn random_move(position: &AnyGame, rng: &mut SmallRng) -> String {
    let legal = position.legal_moves();
    position.format_move(legal[rng.random_range(0..legal.len())])
}

/// `n` random moves from `from`: the position they reach, and the moves.
fn random_moves(from: &AnyGame, n: usize, rng: &mut SmallRng) -> (AnyGame, Vec<String>) {
    let mut game = from.clone();
    let mut moves = Vec::new();
    for _ in 0..n {
        let mv = random_move(&game, rng);
        game.play_text(&mv, &mut NoEvents).expect("legal");
        moves.push(mv);
    }
    (game, moves)
}

fn position(session: &Session) -> AnyGame {
    session.record().replay().expect("a session's game replays").last().clone()
}

/// Plays random moves between the two sessions — each played by its mover's session, heard and
/// checked by the other's — until the game is over or `n` more are played; a move a second, a
/// person's pace.
fn play_moves(south: &mut Session, north: &mut Session, n: usize, rng: &mut SmallRng, now: &mut Instant) {
    let mut game = position(south);
    for _ in 0..n {
        if game.outcome().is_some() {
            return;
        }
        let mv = random_move(&game, rng);
        let (mover, other) = if game.side_to_move() == Side::South {
            (&mut *south, &mut *north)
        } else {
            (&mut *north, &mut *south)
        };
        let said = mover.played(&mv).expect("the mover's own legal move");
        let ply = mover.record().moves.len();
        assert_eq!(other.hear(said.as_bytes(), *now), Ok(Heard::Move { ply, mv: mv.clone() }));
        game.play_text(&mv, &mut NoEvents).expect("a legal move");
        *now += Duration::from_secs(1);
    }
}

/// The number of `side`'s first move in a game (1 for the game's first move).
fn first_move_by(record: &Record, side: Side) -> usize {
    let replay = record.replay().expect("a game replays");
    let n = (0..record.moves.len()).find(|&n| replay.positions[n].side_to_move() == side);
    n.expect("a move of that side") + 1
}

/// Both sessions of a game, greeted: South's and North's.
fn greeted(replay: &Replay, now: Instant) -> (Session, Session) {
    let mut south = Session::new(ID, Side::South, replay, now).expect("a session");
    let mut north = Session::new(ID, Side::North, replay, now).expect("a session");
    assert_eq!(north.hear(south.hello().as_bytes(), now), Ok(Heard::Agreed));
    assert_eq!(south.hear(north.hello().as_bytes(), now), Ok(Heard::Agreed));
    (south, north)
}

#[test]
fn two_sessions_play_whole_games_of_every_game_by_their_messages() {
    let mut rng = SmallRng::seed_from_u64(391);
    let mut now = Instant::now();
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            let (mut south, mut north) = greeted(&start(kind, preset), now);
            play_moves(&mut south, &mut north, 600, &mut rng, &mut now);
            let game = position(&south);
            println!("{kind} {preset}: {} moves, {:?}", south.record().moves.len(), game.outcome());
            assert_eq!(south.record(), north.record(), "{kind} {preset}");
            assert_eq!(position(&north), game);
        }
    }
}

#[test]
fn every_hostile_message_is_refused_and_changes_nothing() {
    let now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(392);
    let replay = start(GameKind::Kimasai, "seed");
    let (mut south, mut north) = greeted(&replay, now);
    // Two moves played well first.
    for _ in 0..2 {
        let game = position(&south);
        let mv = random_move(&game, &mut rng);
        let (mover, other) = if game.side_to_move() == Side::South {
            (&mut south, &mut north)
        } else {
            (&mut north, &mut south)
        };
        let said = mover.played(&mv).expect("a legal move");
        other.hear(said.as_bytes(), now).expect("a legal move heard");
    }
    // South to move: North's device is the hostile one.
    let game = position(&south);
    assert_eq!(game.side_to_move(), Side::South);
    let before = south.record().clone();
    let ply = before.moves.len() + 1;
    let mut after_north = game.clone();
    let legal = random_move(&game, &mut rng);
    after_north.play_text(&legal, &mut NoEvents).expect("a legal move");
    let say = |say: Say| protocol::encode(&say);
    let move_of =
        |ply: usize, mv: &str, after: &str| say(Say::Move { ply, mv: mv.into(), after: after.into() });
    let cases: Vec<(String, Refused)> = vec![
        (move_of(ply, &legal, &after_north.to_text()), Refused::OutOfTurn),
        (move_of(ply + 1, &legal, &after_north.to_text()), Refused::WrongPly { got: ply + 1, next: ply }),
        (move_of(ply - 1, &legal, &after_north.to_text()), Refused::WrongPly { got: ply - 1, next: ply }),
        ("garbage".into(), Refused::Unreadable),
        ("{\"v\":1,\"say\":\"resign\"}".into(), Refused::Unreadable),
        ("{\"say\":\"move\",\"ply\":3,\"mv\":\"a1\",\"after\":\"\"}".into(), Refused::Unreadable),
        (format!("{{\"v\":{},\"say\":\"move\"}}", VERSION + 1), Refused::Newer(VERSION + 1)),
        (" ".repeat(MAX_BYTES + 1), Refused::TooLong(MAX_BYTES + 1)),
        (
            say(Say::Hello { game: "m1.garbage".into(), plays: Side::North, round: 0, score: None }),
            Refused::Game(String::new()),
        ),
    ];
    for (message, refused) in cases {
        let heard = south.hear(message.as_bytes(), now);
        match (&heard, &refused) {
            (Err(Refused::Game(_)), Refused::Game(_)) => {}
            _ => assert_eq!(heard, Err(refused), "{}", &message[..message.len().min(80)]),
        }
        assert_eq!(south.record(), &before);
    }

    // North's turn: an illegal move, and a legal one that claims another position.
    let mv = random_move(&game, &mut rng);
    let said = south.played(&mv).expect("South's legal move");
    north.hear(said.as_bytes(), now).expect("heard");
    let game = position(&north);
    let before = north.record().clone();
    let ply = before.moves.len() + 1;
    let legal = random_move(&game, &mut rng);
    let mut reached = game.clone();
    reached.play_text(&legal, &mut NoEvents).expect("legal");
    for (message, refused) in [
        (move_of(ply, "z9", &reached.to_text()), Refused::Illegal("z9".into())),
        (move_of(ply, &legal, &game.to_text()), Refused::Differs(legal.clone())),
    ] {
        assert_eq!(south.hear(message.as_bytes(), now), Err(refused));
        assert_eq!(south.record().moves.len(), ply - 1);
    }
    assert_eq!(north.record(), &before);
    // And the honest move still goes through after all that.
    let said = north.played(&legal).expect("North's legal move");
    assert_eq!(south.hear(said.as_bytes(), now), Ok(Heard::Move { ply, mv: legal }));
}

#[test]
fn a_move_before_the_hello_another_game_or_the_same_side_is_refused() {
    let now = Instant::now();
    let replay = start(GameKind::Bao, "seed");
    let mut south = Session::new(ID, Side::South, &replay, now).expect("a session");
    let mut north = Session::new(ID, Side::North, &replay, now).expect("a session");
    let mv = random_move(replay.last(), &mut SmallRng::seed_from_u64(393));
    let said = south.played(&mv).expect("South's first move");
    assert_eq!(north.hear(said.as_bytes(), now), Err(Refused::BeforeHello));
    let stranger = Session::new("T3RoZXJHYW1l", Side::South, &replay, now).expect("a session");
    assert_eq!(north.hear(stranger.hello().as_bytes(), now), Err(Refused::OtherGame));
    let twin = Session::new(ID, Side::North, &replay, now).expect("a session");
    assert_eq!(north.hear(twin.hello().as_bytes(), now), Err(Refused::SameSide));
    let other_kind =
        Session::new(ID, Side::South, &start(GameKind::Kimasai, "seed"), now).expect("a session");
    assert_eq!(north.hear(other_kind.hello().as_bytes(), now), Err(Refused::OtherGame));
    assert!(!north.greeted());
    assert!(north.record().moves.is_empty());
}

#[test]
fn a_flood_is_cut_off_and_a_steady_player_is_not() {
    let now = Instant::now();
    let (mut south, _north) = greeted(&start(GameKind::Kimasai, "seed"), now);
    let refused = (0..200).filter(|_| south.hear(b"garbage", now) == Err(Refused::Flood)).count();
    assert!(refused > 150, "{refused} of 200 refused as a flood");
    let later = now + Duration::from_secs(60);
    assert_eq!(south.hear(b"garbage", later), Err(Refused::Unreadable));
}

#[test]
fn the_longer_game_that_extends_the_shorter_wins_and_two_that_differ_stop() {
    let now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(394);
    let empty = start(GameKind::Bao, "seed");
    let (game, moves) = random_moves(empty.last(), 10, &mut rng);
    let long = Record::new(empty.last(), "seed", moves.clone()).expect("a game");
    let short = Record::new(empty.last(), "seed", moves[..9].to_vec()).expect("a game");
    // The device that reloaded missed the friend's last move, the tenth: it takes it.
    let friend = long.positions[9].side_to_move();
    let mut behind = Session::new(ID, friend.opponent(), &short, now).expect("a session");
    let mut ahead = Session::new(ID, friend, &long, now).expect("a session");
    assert_eq!(ahead.hear(behind.hello().as_bytes(), now), Ok(Heard::Agreed));
    match behind.hear(ahead.hello().as_bytes(), now) {
        Ok(Heard::Ahead { replay, from }) => {
            assert_eq!(from, 9);
            assert_eq!(replay.record.moves, moves);
        }
        other => panic!("the shorter game takes the longer: {other:?}"),
    }
    assert_eq!(behind.record().moves, moves);

    // Two games that part at move 8.
    let mut parted = moves[..7].to_vec();
    let mut other_game = Record::new(empty.last(), "seed", parted.clone()).expect("a game").last().clone();
    let eighth = other_game
        .legal_moves()
        .into_iter()
        .map(|mv| other_game.format_move(mv))
        .find(|mv| *mv != moves[7])
        .expect("a position with another move");
    other_game.play_text(&eighth, &mut NoEvents).expect("legal");
    parted.push(eighth);
    let forked = Record::new(empty.last(), "seed", parted).expect("a game");
    let mut fork = Session::new(ID, Side::North, &forked, now).expect("a session");
    let mut ahead = Session::new(ID, Side::South, &long, now).expect("a session");
    assert_eq!(ahead.hear(fork.hello().as_bytes(), now), Err(Refused::Split(8)));
    assert_eq!(fork.hear(ahead.hello().as_bytes(), now), Err(Refused::Split(8)));
    assert_eq!(ahead.split(), Some(8));
    assert_eq!(ahead.record().moves, moves, "a split changes neither game");
    let next = random_move(&game, &mut rng);
    assert!(ahead.played(&next).is_err(), "no move is played once the games have split");
    assert!(link::write(ID, ahead.record()).is_ok());
}

#[test]
fn a_device_that_joins_from_an_invitation_takes_the_hosts_game_and_side() {
    let now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(395);
    let hosted = start(GameKind::Bao, "masters");
    let mut host = Session::new(ID, Side::North, &hosted, now).expect("a session");
    let mut guest = Session::joining(ID, now).expect("a session");
    assert!(guest.is_joining());
    // A move before the host's game, or another game's hello, changes nothing.
    let stranger = Session::new("T3RoZXJHYW1l", Side::South, &hosted, now).expect("a session");
    assert_eq!(guest.hear(stranger.hello().as_bytes(), now), Err(Refused::OtherGame));
    assert_eq!(host.hear(guest.hello().as_bytes(), now), Ok(Heard::Agreed));
    match guest.hear(host.hello().as_bytes(), now) {
        Ok(Heard::Ahead { replay, from: 0 }) => assert_eq!(replay.record, hosted.record),
        other => panic!("the guest takes the host's game: {other:?}"),
    }
    assert_eq!(guest.me(), Side::South);
    assert!(!guest.is_joining());
    let mv = random_move(hosted.last(), &mut rng);
    let said = guest.played(&mv).expect("South begins Bao");
    assert_eq!(host.hear(said.as_bytes(), now), Ok(Heard::Move { ply: 1, mv }));
    // The host's second hello (after a reconnection) agrees.
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Ok(Heard::Agreed));
}

/// A save of an online game (version 4) is read with its room, and refused when the room is not
/// one Kete makes, when no friend plays, or when it claims to be by message too.
#[test]
fn a_save_of_an_online_game_holds_together() {
    let start = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let record = Record::new(&start, "seed", vec!["b2".into()]).expect("legal").record.to_json();
    let save = |seats: &str, online: &str| {
        format!(
            "{{\"format\":\"kete-autosave\",\"version\":4,\"mode\":\"Contract\",\"game\":{record},\
             \"settings\":{{\"game\":\"kimasai\",\"rules\":\"seed\",\"first\":\"South\",\"mode\":\"Contract\",\
             \"target\":12,\"seats\":[{seats}]}},{online}}}"
        )
    };
    let room = kete::online::invite::new_room([9; 13]);
    let online = format!("\"online\":{{\"room\":\"{room}\",\"host\":true}}");
    let read = kete::saved::read(&save("\"human\",\"friend\"", &online)).expect("an online game");
    let kept = read.around.expect("a save").online;
    assert_eq!(
        kept,
        Some(kete::online::OnlineGame { room: room.clone(), host: true, round: 0, stranger: false })
    );
    let refused =
        |seats: &str, online: &str| kete::saved::read(&save(seats, online)).expect_err("refused").to_string();
    assert!(refused("\"human\",\"human\"", &online).contains("no friend"));
    assert!(refused("\"human\",\"friend\"", "\"online\":{\"room\":\"../../etc\"}").contains("room"));
    let both = format!("{online},\"message\":{{\"id\":\"AAAAAAAAAAA\"}}");
    assert!(refused("\"human\",\"friend\"", &both).contains("both"));
}

/// Omweso's rules for `preset`.
fn omweso_rules(preset: &str) -> kete::rules::omweso::OmwesoRules {
    let start = AnyGame::new_with_rules(GameKind::Omweso, Some(preset)).expect("a preset");
    start.as_omweso().expect("omweso").rules()
}

/// The host (South) arranging an Omweso game whose first player is `first`, and the friend's
/// device that joined it, greeted: the friend takes the host's setup and North's seat.
fn arranging(preset: &str, first: Side, now: Instant) -> (Session, Session) {
    let setup = SavedSetup { first, side: first, pits: [[0; 16]; 2] };
    let mut host = Session::arranging(ID, Side::South, preset, setup.clone(), now).expect("a setup");
    let mut guest = Session::joining(ID, now).expect("a session");
    assert_eq!(host.hear(guest.hello().as_bytes(), now), Ok(Heard::Agreed));
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Ok(Heard::Setup(setup)));
    assert_eq!(guest.me(), Side::North);
    (host, guest)
}

#[test]
fn each_device_arranges_its_own_omweso_side_then_both_play_under_every_preset() {
    let mut rng = SmallRng::seed_from_u64(396);
    let mut now = Instant::now();
    for &preset in presets(GameKind::Omweso) {
        let rules = omweso_rules(preset);
        for first in Side::BOTH {
            let (mut host, mut guest) = arranging(preset, first, now);
            let (mut first_device, mut second_device) =
                if first == Side::South { (host, guest) } else { (guest, host) };
            let firsts = setup::random_arrangement(&rules, &mut rng);
            let said = first_device.arranged(firsts).expect("the first player arranges");
            let mut pits = [[0; 16]; 2];
            pits[first.index()] = firsts;
            let after_first = SavedSetup { first, side: first.opponent(), pits };
            assert_eq!(second_device.hear(said.as_bytes(), now), Ok(Heard::Setup(after_first.clone())));
            assert_eq!(first_device.setup(), Some(&after_first));
            assert!(first_device.arranged(firsts).is_err(), "the first player arranges once");
            let seconds = setup::random_arrangement(&rules, &mut rng);
            let said = second_device.arranged(seconds).expect("the second player arranges");
            match first_device.hear(said.as_bytes(), now) {
                Ok(Heard::Ahead { replay, from: 0 }) => {
                    assert!(replay.record.moves.is_empty());
                    assert_eq!(replay.last().side_to_move(), first, "the first to arrange moves first");
                    assert_eq!(&replay.record, second_device.record());
                }
                other => panic!("play begins on the first player's device: {other:?}"),
            }
            assert_eq!(first_device.setup(), None);
            (host, guest) = if first == Side::South {
                (first_device, second_device)
            } else {
                (second_device, first_device)
            };
            // The host plays South.
            play_moves(&mut host, &mut guest, 400, &mut rng, &mut now);
            let outcome = position(&host).outcome();
            println!("omweso {preset}, {first} first: {} moves, {outcome:?}", host.record().moves.len());
            assert_eq!(host.record(), guest.record());
        }
    }
}

#[test]
fn every_hostile_word_during_the_setup_is_refused_and_changes_nothing() {
    let now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(397);
    let rules = omweso_rules("seed");
    let (mut host, mut guest) = arranging("seed", Side::North, now);
    let arranged = |pits: [u8; 16]| protocol::encode(&Say::Arranged { pits });
    let mut short = setup::STANDARD;
    short[0] = 3;
    let mut heaped = [0u8; 16];
    heaped[0] = 30;
    heaped[1] = 2;
    let refused = [
        // South's device arranges before North, the first player.
        (arranged(setup::STANDARD), Refused::ArrangedOutOfTurn, false),
        (arranged(short), Refused::BadArrangement("an arrangement places all 32 seeds, not 31".into()), true),
        (
            arranged(heaped),
            Refused::BadArrangement("a pit holds 30 seeds; these rules allow at most 10 in one pit".into()),
            true,
        ),
        (
            protocol::encode(&Say::Move { ply: 1, mv: "a1".into(), after: String::new() }),
            Refused::DuringSetup,
            true,
        ),
        (r#"{"v":2,"say":"arranged","pits":[4,4,4]}"#.to_string(), Refused::Unreadable, true),
        (
            r#"{"v":2,"say":"arranged","pits":[400,4,4,4,4,4,4,4,0,0,0,0,0,0,0,0]}"#.to_string(),
            Refused::Unreadable,
            true,
        ),
    ];
    for (said, why, to_host) in refused {
        let hearer = if to_host { &mut host } else { &mut guest };
        let before = hearer.hello();
        assert_eq!(hearer.hear(said.as_bytes(), now), Err(why.clone()), "{said}");
        assert_eq!(hearer.hello(), before, "{why} changed nothing");
    }
    assert_eq!(rules.setup_max_per_pit, Some(10), "the seed rules cap a pit at 10");
    // This device's own player arranges only at its turn.
    assert!(host.arranged(setup::STANDARD).is_err());
    // North arranges, South arranges: play begins, and an arrangement after it is refused.
    let norths = setup::random_arrangement(&rules, &mut rng);
    let said = guest.arranged(norths).expect("North arranges first");
    assert!(matches!(host.hear(said.as_bytes(), now), Ok(Heard::Setup(_))));
    let said = host.arranged(setup::TWO_EACH).expect("South arranges second");
    assert!(matches!(guest.hear(said.as_bytes(), now), Ok(Heard::Ahead { from: 0, .. })));
    assert_eq!(host.hear(arranged(setup::STANDARD).as_bytes(), now), Err(Refused::SetupOver));
    assert_eq!(host.record(), guest.record());
    // Before any hello, an arrangement is refused too.
    let mut fresh = Session::arranging(
        ID,
        Side::South,
        "seed",
        SavedSetup { first: Side::North, side: Side::North, pits: [[0; 16]; 2] },
        now,
    )
    .expect("a setup");
    assert_eq!(fresh.hear(arranged(setup::STANDARD).as_bytes(), now), Err(Refused::BeforeHello));
}

#[test]
fn a_setup_settles_on_the_further_arrangement_and_two_that_differ_stop() {
    let now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(398);
    let rules = omweso_rules("traditional");
    // South arranges first; the message is lost: North takes it from South's next hello.
    let (mut host, mut guest) = arranging("traditional", Side::South, now);
    let souths = setup::random_arrangement(&rules, &mut rng);
    let _lost = host.arranged(souths).expect("South arranges");
    let further = host.setup().expect("under way").clone();
    assert_eq!(host.hear(guest.hello().as_bytes(), now), Ok(Heard::Agreed));
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Ok(Heard::Setup(further)));
    // North arranges; that message is lost too: South takes the game from North's hello.
    let _lost = guest.arranged(setup::STANDARD).expect("North arranges");
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Ok(Heard::Agreed));
    assert!(matches!(host.hear(guest.hello().as_bytes(), now), Ok(Heard::Ahead { from: 0, .. })));
    assert_eq!(host.record(), guest.record());
    assert_eq!(host.setup(), None);

    // Two devices whose first arrangements differ stop, and say so.
    let (mut host, mut guest) = arranging("traditional", Side::South, now);
    let mut other = Session::arranging(
        ID,
        Side::South,
        "traditional",
        SavedSetup { first: Side::South, side: Side::South, pits: [[0; 16]; 2] },
        now,
    )
    .expect("a setup");
    let _ = host.arranged(setup::STANDARD).expect("South arranges");
    let said = other.arranged(setup::TWO_EACH).expect("South arranges otherwise on another device");
    assert!(matches!(guest.hear(said.as_bytes(), now), Ok(Heard::Setup(_))));
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Err(Refused::SetupSplit));
    assert_eq!(guest.split(), Some(0));

    // A hello that arranged this device's side for it is refused: only its player arranges it.
    let (_host, mut guest) = arranging("traditional", Side::North, now);
    let mut pits = [[0; 16]; 2];
    pits[Side::North.index()] = setup::STANDARD;
    let forged = Session::arranging(
        ID,
        Side::South,
        "traditional",
        SavedSetup { first: Side::North, side: Side::South, pits },
        now,
    )
    .expect("a setup that could have come about");
    assert_eq!(guest.hear(forged.hello().as_bytes(), now), Err(Refused::SetupSplit));
}

#[test]
fn a_take_back_is_asked_of_the_friend_who_takes_it_or_refuses() {
    let mut now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(399);
    let (mut south, mut north) = greeted(&start(GameKind::Kimasai, "seed"), now);
    play_moves(&mut south, &mut north, 3, &mut rng, &mut now);
    let before = south.record().clone();
    // North asks back its last move (the second), and South's answer to it.
    let asked = north.ask_take_back().expect("North has a move to take back");
    assert!(north.ask_take_back().is_err(), "one take-back at a time");
    assert_eq!(south.hear(asked.as_bytes(), now), Ok(Heard::TakeBackAsked { keep: 1 }));
    // South refuses: nothing changes.
    let no = south.answer_take_back(false).expect("asked");
    assert_eq!(north.hear(no.as_bytes(), now), Ok(Heard::TakeBackRefused));
    assert_eq!((south.record(), north.record()), (&before, &before));
    // Asked again, and taken: both games are their first move, North to play again.
    let asked = north.ask_take_back().expect("asked again");
    assert_eq!(south.hear(asked.as_bytes(), now), Ok(Heard::TakeBackAsked { keep: 1 }));
    let yes = south.answer_take_back(true).expect("asked");
    assert_eq!(south.record().moves, before.moves[..1]);
    assert_eq!(north.hear(yes.as_bytes(), now), Ok(Heard::TakenBack { keep: 1 }));
    assert_eq!(north.record(), south.record());
    assert_eq!(position(&north).side_to_move(), Side::North);
    // The game goes on from there, on both.
    play_moves(&mut south, &mut north, 2, &mut rng, &mut now);
    assert_eq!(north.record(), south.record());
    assert_eq!(north.record().moves.len(), 3);
}

#[test]
fn a_take_back_not_asked_or_of_another_players_move_is_refused() {
    let mut now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(400);
    let (mut south, mut north) = greeted(&start(GameKind::Bao, "seed"), now);
    let mut nobody = Session::new(ID, Side::North, &start(GameKind::Bao, "seed"), now).expect("a session");
    assert!(nobody.ask_take_back().is_err(), "no move to take back yet");
    play_moves(&mut south, &mut north, 2, &mut rng, &mut now);
    let say = |said: Say| protocol::encode(&said);
    let before = south.record().clone();
    let refused = [
        // South's own move (the first) is not North's to take back.
        (say(Say::TakeBack { moves: 2, keep: 0 }), Refused::TakeBackNotTheirs),
        // A game of another length than this one.
        (say(Say::TakeBack { moves: 5, keep: 1 }), Refused::TakeBackNotTheirs),
        (say(Say::TakeBack { moves: 2, keep: 7 }), Refused::TakeBackNotTheirs),
        (say(Say::TakeBackAnswer { moves: 2, keep: 0, yes: true }), Refused::TakeBackNotAsked),
    ];
    for (said, why) in refused {
        assert_eq!(south.hear(said.as_bytes(), now), Err(why), "{said}");
        assert_eq!(south.record(), &before);
    }
    // Asked, then the other plays on instead of answering: the take-back is gone on both, and a
    // late yes is refused.
    let asked = north.ask_take_back().expect("North's move");
    assert!(matches!(south.hear(asked.as_bytes(), now), Ok(Heard::TakeBackAsked { keep: 1 })));
    play_moves(&mut south, &mut north, 1, &mut rng, &mut now);
    assert_eq!(north.take_backs(), (None, None));
    assert_eq!(south.take_backs(), (None, None));
    let yes = say(Say::TakeBackAnswer { moves: 2, keep: 1, yes: true });
    assert_eq!(north.hear(yes.as_bytes(), now), Err(Refused::TakeBackNotAsked));
    assert_eq!(north.record().moves.len(), 3);
}

#[test]
fn two_take_backs_asked_at_once_settle_on_the_one_going_further_back() {
    let mut now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(401);
    let (mut south, mut north) = greeted(&start(GameKind::Kimasai, "seed"), now);
    play_moves(&mut south, &mut north, 4, &mut rng, &mut now);
    // South's last move is the third (keep 2), North's the fourth (keep 3): South's goes further.
    let from_south = south.ask_take_back().expect("South's move");
    let from_north = north.ask_take_back().expect("North's move");
    assert_eq!(south.hear(from_north.as_bytes(), now), Ok(Heard::Agreed));
    assert_eq!(north.hear(from_south.as_bytes(), now), Ok(Heard::TakeBackAsked { keep: 2 }));
    assert_eq!(north.take_backs().0, None, "North's own let go");
    let yes = north.answer_take_back(true).expect("asked");
    assert_eq!(south.hear(yes.as_bytes(), now), Ok(Heard::TakenBack { keep: 2 }));
    assert_eq!(south.record(), north.record());
    assert_eq!(position(&south).side_to_move(), Side::South);
}

/// A game of Bao la Kimasai played to its end between two greeted sessions.
fn a_game_played_out(rng: &mut SmallRng, now: &mut Instant) -> (Session, Session) {
    let (mut south, mut north) = greeted(&start(GameKind::Kimasai, "seed"), *now);
    play_moves(&mut south, &mut north, 600, rng, now);
    assert!(position(&south).outcome().is_some(), "the game is over");
    (south, north)
}

#[test]
fn a_game_over_is_followed_by_the_next_in_the_same_room_on_both_devices() {
    let mut rng = SmallRng::seed_from_u64(3971);
    let mut now = Instant::now();
    let (mut south, mut north) = a_game_played_out(&mut rng, &mut now);
    let finished = south.record().clone();

    // North's player begins the next game: South's device takes it, and the two play it.
    let fresh = start(GameKind::Kimasai, "seed");
    let said =
        north.begin_next(Session::new(ID, Side::North, &fresh, now).expect("a session")).expect("begun");
    assert_eq!((north.round(), north.record().moves.len()), (1, 0));
    match south.hear(said.as_bytes(), now) {
        Ok(Heard::Ahead { replay, from: 0 }) => assert_eq!(replay.record, fresh.record),
        other => panic!("the next game is taken: {other:?}"),
    }
    assert_eq!(south.round(), 1);
    assert_ne!(south.record(), &finished);
    play_moves(&mut south, &mut north, 10, &mut rng, &mut now);
    assert_eq!(south.record(), north.record());
    assert_eq!(south.record().moves.len(), 10);

    // A device that comes back after a reload says its round: the other agrees, and one still on
    // the game before takes this one, once that is over.
    let mut reloaded = Session::new(ID, Side::South, &south.record().replay().expect("replays"), now)
        .expect("a session")
        .in_round(1);
    assert_eq!(north.hear(reloaded.hello().as_bytes(), now), Ok(Heard::Agreed));
    let (mut behind, _) = a_game_played_out(&mut SmallRng::seed_from_u64(3971), &mut Instant::now());
    assert_eq!(behind.record(), &finished);
    // The later game as North has it is South's too: moves South's device, on the game before,
    // never made. It stops rather than take them.
    let souths = first_move_by(south.record(), Side::South);
    let (mut forged, _) = a_game_played_out(&mut SmallRng::seed_from_u64(3971), &mut Instant::now());
    assert_eq!(forged.hear(north.hello().as_bytes(), now), Err(Refused::PlayedForYou(souths)));
    assert_eq!(forged.record(), &finished);
    // North began it and nothing more: South's device on the game before takes it.
    let begun = Session::new(ID, Side::North, &fresh, now).expect("a session").in_round(1);
    match behind.hear(begun.hello().as_bytes(), now) {
        Ok(Heard::Ahead { from: 0, .. }) => assert_eq!(behind.record(), begun.record()),
        other => panic!("the later game is taken: {other:?}"),
    }
    assert_eq!(behind.round(), 1);
    // And the device on the later game hears nothing it must take from an earlier round: the
    // other takes this one from its hello — if no move of the other's is in it, which the other's
    // device would have made.
    let earlier = || Session::new(ID, Side::North, &fresh, now).expect("a session");
    let mut ours_alone = Session::new(ID, Side::South, &fresh, now).expect("a session").in_round(1);
    assert_eq!(ours_alone.hear(earlier().hello().as_bytes(), now), Ok(Heard::Agreed));
    assert_eq!(ours_alone.round(), 1);
    let norths = first_move_by(reloaded.record(), Side::North);
    assert_eq!(reloaded.hear(earlier().hello().as_bytes(), now), Err(Refused::LostTheirMove(norths)));
    assert_eq!(reloaded.round(), 1);
}

#[test]
fn a_next_game_begun_too_soon_or_out_of_step_is_refused_and_changes_nothing() {
    let mut rng = SmallRng::seed_from_u64(3972);
    let mut now = Instant::now();
    let replay = start(GameKind::Kimasai, "seed");
    let (mut south, mut north) = greeted(&replay, now);
    play_moves(&mut south, &mut north, 6, &mut rng, &mut now);
    let before = south.record().clone();
    let next_game = |round: u32, plays: Side, record: &Record| {
        let game = link::write(ID, record).expect("a link");
        protocol::encode(&Say::NextGame { game, plays, round, score: None })
    };

    // Mid-game: neither device may begin the next, and a message beginning it is refused.
    let fresh = Session::new(ID, Side::North, &replay, now).expect("a session");
    assert!(north.begin_next(fresh).is_err());
    assert_eq!(south.hear(next_game(1, Side::North, &replay.record).as_bytes(), now), Err(Refused::NotOver));
    assert_eq!(south.record(), &before);

    // Over: a round too far, the same side, another room's game or a game already under way are
    // refused too.
    play_moves(&mut south, &mut north, 600, &mut rng, &mut now);
    let over = south.record().clone();
    let mut started = Session::new(ID, Side::South, &replay, now).expect("a session");
    let first_move = random_move(&position(&started), &mut rng);
    started.played(&first_move).expect("a legal move");
    let cases = [
        (next_game(2, Side::North, &replay.record), Refused::WrongRound { got: 2, now: 0 }),
        (next_game(0, Side::North, &replay.record), Refused::WrongRound { got: 0, now: 0 }),
        (next_game(1, Side::South, &replay.record), Refused::SameSide),
        (
            protocol::encode(&Say::NextGame {
                game: link::write("QW5vdGhlcg", &replay.record).expect("a link"),
                plays: Side::North,
                round: 1,
                score: None,
            }),
            Refused::OtherGame,
        ),
        (
            next_game(1, Side::North, started.record()),
            Refused::Game("a new game begins with nothing played".to_string()),
        ),
        (next_game(1, Side::North, &start(GameKind::Bao, "seed").record), Refused::OtherGame),
    ];
    for (said, refused) in cases {
        assert_eq!(south.hear(said.as_bytes(), now), Err(refused));
        assert_eq!((south.record(), south.round()), (&over, 0));
        now += Duration::from_secs(1);
    }
}

#[test]
fn two_next_games_begun_at_once_settle_on_souths() {
    let mut rng = SmallRng::seed_from_u64(3973);
    let mut now = Instant::now();
    for kind in [GameKind::Kimasai, GameKind::Omweso] {
        let preset = presets(kind)[0];
        let (mut south, mut north) = if kind == GameKind::Omweso {
            let (mut host, mut guest) = arranging(preset, Side::South, now);
            let rules = omweso_rules(preset);
            let said = host.arranged(setup::random_arrangement(&rules, &mut rng)).expect("arranged");
            guest.hear(said.as_bytes(), now).expect("heard");
            let said = guest.arranged(setup::random_arrangement(&rules, &mut rng)).expect("arranged");
            host.hear(said.as_bytes(), now).expect("heard");
            (host, guest)
        } else {
            greeted(&start(kind, preset), now)
        };
        play_moves(&mut south, &mut north, 600, &mut rng, &mut now);
        let next = |me: Side, first: Side| match kind {
            GameKind::Omweso => {
                let setup = SavedSetup { first, side: first, pits: [[0; 16]; 2] };
                Session::arranging(ID, me, preset, setup, now).expect("a setup")
            }
            _ => Session::new(ID, me, &start(kind, preset), now).expect("a session"),
        };
        // Each begins one, North's with North first, South's with South first.
        let from_south = south.begin_next(next(Side::South, Side::South)).expect("begun");
        let from_north = north.begin_next(next(Side::North, Side::North)).expect("begun");
        let souths = south.record().clone();
        assert_eq!(south.hear(from_north.as_bytes(), now), Ok(Heard::Agreed));
        assert!(matches!(north.hear(from_south.as_bytes(), now), Ok(Heard::Ahead { .. } | Heard::Setup(_))));
        assert_eq!((south.record(), north.record()), (&souths, &souths), "{kind}");
        assert_eq!(south.setup(), north.setup());
        assert_eq!((south.round(), north.round()), (1, 1));
    }
}

/// An Omweso game of the match `score`, the host (South) and its friend both arranging at
/// random, played to its end: the two devices, and the game's result.
fn an_omweso_game_of(
    score: Option<OmwesoMatch>,
    rng: &mut SmallRng,
    now: &mut Instant,
) -> (Session, Session, kete::rules::Outcome) {
    let first = score.as_ref().map_or(Side::South, |score| score.next_first);
    let setup = SavedSetup { first, side: first, pits: [[0; 16]; 2] };
    let mut host = Session::arranging(ID, Side::South, "traditional", setup, *now)
        .expect("a setup")
        .in_match(score.clone());
    let mut guest = Session::joining(ID, *now).expect("a session");
    assert_eq!(host.hear(guest.hello().as_bytes(), *now), Ok(Heard::Agreed));
    assert!(matches!(guest.hear(host.hello().as_bytes(), *now), Ok(Heard::Setup(_))));
    assert_eq!(guest.score(), score.as_ref(), "the friend takes the host's match");
    arrange_both(&mut host, &mut guest, first, rng, *now);
    for _ in 0..20 {
        play_moves(&mut host, &mut guest, 500, rng, now);
    }
    let outcome = position(&host).outcome().expect("the game is over");
    (host, guest, outcome)
}

/// Both players of an Omweso setup arrange at random, the first player first.
fn arrange_both(host: &mut Session, guest: &mut Session, first: Side, rng: &mut SmallRng, now: Instant) {
    let rules = omweso_rules(&host.record().rules.clone());
    let (first_device, second_device) = if first == Side::South { (host, guest) } else { (guest, host) };
    let said = first_device.arranged(setup::random_arrangement(&rules, rng)).expect("arranged");
    second_device.hear(said.as_bytes(), now).expect("heard");
    let said = second_device.arranged(setup::random_arrangement(&rules, rng)).expect("arranged");
    first_device.hear(said.as_bytes(), now).expect("heard");
}

/// The next Omweso game of a room as `me`'s device begins it: its first player `first`, in the
/// match `score`.
fn next_omweso(me: Side, first: Side, score: Option<OmwesoMatch>, now: Instant) -> Session {
    let setup = SavedSetup { first, side: first, pits: [[0; 16]; 2] };
    Session::arranging(ID, me, "traditional", setup, now).expect("a setup").in_match(score)
}

#[test]
fn an_omweso_match_goes_on_from_game_to_game_on_both_devices() {
    let mut rng = SmallRng::seed_from_u64(3974);
    let mut now = Instant::now();
    let mut score = OmwesoMatch::new(12, Side::South);
    let (mut host, mut guest, outcome) = an_omweso_game_of(Some(score.clone()), &mut rng, &mut now);
    score.record(outcome);
    println!("game 1: {outcome:?}; {:?}, {} first next", score.scores, score.next_first);
    assert_eq!(score.winner(), None, "a game of 12 points is one this seed does not play");
    // Its result counts in the match: its moves stand, as at one board.
    let (winner, loser) =
        if outcome.winner == Some(Side::South) { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
    assert!(loser.ask_take_back().is_err() && winner.ask_take_back().is_err());
    let moves = winner.record().moves.len();
    let asked = protocol::encode(&Say::TakeBack { moves, keep: moves - 1 });
    assert_eq!(loser.hear(asked.as_bytes(), now), Err(Refused::TakeBackCounted));
    assert_eq!(loser.take_backs(), (None, None));

    // The friend's device begins the next game with the match as it stands: the host's takes it.
    let said = guest
        .begin_next(next_omweso(Side::North, score.next_first, Some(score.clone()), now))
        .expect("the next game of the match");
    assert!(matches!(host.hear(said.as_bytes(), now), Ok(Heard::Setup(_))));
    assert_eq!((host.score(), guest.score()), (Some(&score), Some(&score)));
    assert_eq!(host.setup().map(|setup| setup.first), Some(score.next_first));
    // A device that reloads says the same match, and is agreed with.
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Ok(Heard::Agreed));

    // The second game played out: its result goes in on both.
    arrange_both(&mut host, &mut guest, score.next_first, &mut rng, now);
    for _ in 0..20 {
        play_moves(&mut host, &mut guest, 500, &mut rng, &mut now);
    }
    let outcome = position(&host).outcome().expect("the game is over");
    score.record(outcome);
    let said = host
        .begin_next(next_omweso(Side::South, score.next_first, Some(score.clone()), now))
        .expect("the third game of the match");
    assert!(matches!(guest.hear(said.as_bytes(), now), Ok(Heard::Setup(_))));
    assert_eq!((host.score(), guest.score(), guest.round()), (Some(&score), Some(&score), 2));
    assert_eq!(score.games.len(), 2);
}

#[test]
fn a_next_game_of_another_match_is_refused_and_a_won_match_begins_again() {
    let mut rng = SmallRng::seed_from_u64(3975);
    let mut now = Instant::now();
    // Eleven points each: whoever wins this game wins the match.
    let won =
        |winner| kete::rules::Outcome { winner: Some(winner), reason: kete::rules::EndReason::NoLegalMove };
    let games = (0..22).map(|n| won(if n % 2 == 0 { Side::South } else { Side::North }));
    let before = OmwesoMatch::replayed(12, Side::South, games);
    assert_eq!((before.scores, before.next_first), ([11, 11], Side::South));
    let (mut host, mut guest, outcome) = an_omweso_game_of(Some(before.clone()), &mut rng, &mut now);
    let winner = outcome.winner.expect("a game won");
    let mut after = before.clone();
    after.record(outcome);
    assert_eq!(after.winner(), Some(winner));
    let finished = guest.record().clone();

    // The match carried on past its winner, a score the games did not make, another first
    // player, no match at all, or another target: each refused, nothing changed.
    let message = |first: Side, score: Option<MatchSoFar>| {
        let game = next_omweso(Side::South, first, None, now);
        let Ok(Say::Hello { game, .. }) = protocol::decode(game.hello().as_bytes()) else {
            panic!("a hello")
        };
        protocol::encode(&Say::NextGame { game, plays: Side::South, round: 1, score })
    };
    let mut inflated = MatchSoFar::of(&before);
    inflated.games.truncate(20);
    let cases = [
        message(after.next_first, Some(MatchSoFar::of(&after))),
        message(Side::South, Some(inflated)),
        message(Side::North, Some(MatchSoFar::of(&OmwesoMatch::new(12, Side::South)))),
        message(Side::South, None),
        message(Side::South, Some(MatchSoFar::of(&OmwesoMatch::new(6, Side::South)))),
        message(Side::South, Some(MatchSoFar { target: 7, first: Side::South, games: Vec::new() })),
    ];
    for said in cases {
        assert_eq!(guest.hear(said.as_bytes(), now), Err(Refused::OtherScore));
        assert_eq!((guest.record(), guest.round(), guest.score()), (&finished, 0, Some(&before)));
        now += Duration::from_secs(1);
    }

    // A new match, its first player the one who began it chose: taken.
    let new_match = OmwesoMatch::new(12, Side::North);
    let said =
        host.begin_next(next_omweso(Side::South, Side::North, Some(new_match.clone()), now)).expect("begun");
    assert!(matches!(guest.hear(said.as_bytes(), now), Ok(Heard::Setup(_))));
    assert_eq!((guest.score(), guest.round()), (Some(&new_match), 1));
    // And a device does not itself begin a game that goes on with a match already won.
    let (mut host, _, _) =
        an_omweso_game_of(Some(before.clone()), &mut SmallRng::seed_from_u64(3975), &mut now);
    assert!(host.begin_next(next_omweso(Side::South, after.next_first, Some(after), now)).is_err());
}

#[test]
fn a_hello_of_another_match_is_refused() {
    let now = Instant::now();
    let score = OmwesoMatch::new(12, Side::South);
    let setup = SavedSetup { first: Side::South, side: Side::South, pits: [[0; 16]; 2] };
    let host = Session::arranging(ID, Side::South, "traditional", setup.clone(), now).expect("a setup");
    let in_match = |score: OmwesoMatch| host_in(&setup, score, now);
    // A joining device refuses a match whose next game another player begins, or a match on a
    // game that has none.
    for said in [
        in_match(OmwesoMatch::new(12, Side::North)).hello(),
        Session::new(ID, Side::South, &start(GameKind::Bao, "seed"), now)
            .expect("a session")
            .in_match(Some(score.clone()))
            .hello(),
    ] {
        let mut guest = Session::joining(ID, now).expect("a session");
        assert_eq!(guest.hear(said.as_bytes(), now), Err(Refused::OtherScore));
        assert!(guest.is_joining());
    }
    // Two devices on the same game of two different matches, or one in a match and one not.
    let mut guest = Session::joining(ID, now).expect("a session");
    guest.hear(in_match(score.clone()).hello().as_bytes(), now).expect("joined");
    let mut other = score.clone();
    other.next_first = Side::South;
    other.target = 6;
    assert_eq!(guest.hear(in_match(other).hello().as_bytes(), now), Err(Refused::OtherScore));
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Err(Refused::OtherScore));
    assert_eq!(guest.hear(in_match(score.clone()).hello().as_bytes(), now), Ok(Heard::Agreed));
    assert_eq!(guest.score(), Some(&score));
}

/// The host's side of an Omweso setup in the match `score`.
fn host_in(setup: &SavedSetup, score: OmwesoMatch, now: Instant) -> Session {
    Session::arranging(ID, Side::South, "traditional", setup.clone(), now)
        .expect("a setup")
        .in_match(Some(score))
}

/// The attack of issue 58: a friend's device sends, as its hello, the game so far and then moves
/// of both sides to its own win. The host's game is unchanged, and stops; nothing more is played.
#[test]
fn a_hello_that_adds_moves_of_this_side_is_refused_and_stops_the_game() {
    for (kind, preset) in [(GameKind::Bao, "seed"), (GameKind::Kimasai, "seed"), (GameKind::Bao, "hus")] {
        let mut now = Instant::now();
        let mut rng = SmallRng::seed_from_u64(58);
        let (mut south, mut north) = greeted(&start(kind, preset), now);
        play_moves(&mut south, &mut north, 4, &mut rng, &mut now);
        let before = south.record().clone();
        // North's device plays on alone, both sides, up to 150 moves or the game's end.
        let mut game = position(&north);
        let mut moves = before.moves.clone();
        for _ in 0..150 {
            if game.outcome().is_some() {
                break;
            }
            let mv = random_move(&game, &mut rng);
            game.play_text(&mv, &mut NoEvents).expect("legal");
            moves.push(mv);
        }
        let start = before.replay().expect("replays").positions[0].clone();
        let forged = Record::new(&start, preset, moves).expect("a game");
        let liar = Session::new(ID, Side::North, &forged, now).expect("a session");
        let souths =
            (4..forged.record.moves.len()).find(|&n| forged.positions[n].side_to_move() == Side::South);
        let souths = souths.expect("a move of South's among those added") + 1;
        assert_eq!(south.hear(liar.hello().as_bytes(), now), Err(Refused::PlayedForYou(souths)), "{preset}");
        assert_eq!(south.record(), &before, "the game is unchanged");
        assert!(south.split().is_some(), "the game stops");
        let again = south.hear(liar.hello().as_bytes(), now + Duration::from_secs(1));
        assert_eq!(again, Err(Refused::PlayedForYou(souths)), "what comes after is answered with why");
        let mv = random_move(&position(&south), &mut rng);
        assert!(south.played(&mv).is_err(), "nothing more is played");
        // The honest device, heard by the other, finds the same fault from its side.
        let mut honest =
            Session::new(ID, Side::South, &before.replay().expect("replays"), now).expect("a session");
        let mut liar = Session::new(ID, Side::North, &forged, now).expect("a session");
        assert_eq!(liar.hear(honest.hello().as_bytes(), now), Err(Refused::LostTheirMove(souths)));
        assert!(honest.hear(liar.hello().as_bytes(), now).is_err());
    }
}

/// A device that reloaded without its own last move is not handed it by the other: each device
/// finds from the two games that the game cannot go on, and both stop.
#[test]
fn a_device_missing_its_own_move_and_the_other_both_stop() {
    let now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(581);
    let empty = start(GameKind::Kimasai, "seed");
    let (_, moves) = random_moves(empty.last(), 10, &mut rng);
    let long = Record::new(empty.last(), "seed", moves.clone()).expect("a game");
    let lacking = Record::new(empty.last(), "seed", moves[..8].to_vec()).expect("a game");
    let ninth = long.positions[8].side_to_move();
    let mut ahead = Session::new(ID, ninth.opponent(), &long, now).expect("a session");
    let mut behind = Session::new(ID, ninth, &lacking, now).expect("a session");
    assert_eq!(behind.hear(ahead.hello().as_bytes(), now), Err(Refused::PlayedForYou(9)));
    assert_eq!(ahead.hear(behind.hello().as_bytes(), now), Err(Refused::LostTheirMove(9)));
    assert_eq!((ahead.record(), behind.record()), (&long.record, &lacking.record));
    assert!(ahead.split().is_some() && behind.split().is_some());
}

/// A take-back let, its yes lost with the connection: when the two meet again the asker takes
/// the yes from the other's hello, and the other keeps it — though the asker's game is longer by
/// a move of the other's. Where the move taken back is the asker's alone, the longer game wins,
/// as before: the yes is undone.
#[test]
fn a_take_back_whose_yes_was_lost_settles_when_the_two_meet_again() {
    let mut now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(582);
    let (mut south, mut north) = greeted(&start(GameKind::Kimasai, "seed"), now);
    play_moves(&mut south, &mut north, 3, &mut rng, &mut now);
    let asked = north.ask_take_back().expect("North's second move, and South's answer");
    assert_eq!(south.hear(asked.as_bytes(), now), Ok(Heard::TakeBackAsked { keep: 1 }));
    let _lost = south.answer_take_back(true).expect("asked");
    assert_eq!(south.record().moves.len(), 1);
    assert_eq!(south.hear(north.hello().as_bytes(), now), Ok(Heard::Agreed));
    assert_eq!(north.hear(south.hello().as_bytes(), now), Ok(Heard::TakenBack { keep: 1 }));
    assert_eq!(north.record(), south.record());

    // Now South asks back its own last move, with no answer after it; the yes is lost: the longer
    // game wins on both.
    play_moves(&mut south, &mut north, 2, &mut rng, &mut now);
    let asked = south.ask_take_back().expect("South's move");
    assert!(matches!(north.hear(asked.as_bytes(), now), Ok(Heard::TakeBackAsked { .. })));
    let before = south.record().clone();
    let _lost = north.answer_take_back(true).expect("asked");
    assert_eq!(south.hear(north.hello().as_bytes(), now), Ok(Heard::Agreed));
    assert!(matches!(north.hear(south.hello().as_bytes(), now), Ok(Heard::Ahead { .. })));
    assert_eq!((north.record(), south.record()), (&before, &before));
}

/// A device joining has played nothing: a host's game with a move or an arrangement of the
/// joiner's side in it is refused, and the joiner stops; the host's own first move is taken.
#[test]
fn a_joining_device_takes_no_game_the_host_played_for_it() {
    let now = Instant::now();
    let mut rng = SmallRng::seed_from_u64(583);
    let empty = start(GameKind::Bao, "seed");
    let first = empty.last().side_to_move();
    let mut game = empty.last().clone();
    let mut moves = Vec::new();
    for _ in 0..2 {
        let mv = random_move(&game, &mut rng);
        game.play_text(&mv, &mut NoEvents).expect("legal");
        moves.push(mv);
    }
    // The host plays the first side and has made its first move: taken.
    let opened = Record::new(empty.last(), "seed", moves[..1].to_vec()).expect("a game");
    let host = Session::new(ID, first, &opened, now).expect("a session");
    let mut guest = Session::joining(ID, now).expect("a session");
    assert!(matches!(guest.hear(host.hello().as_bytes(), now), Ok(Heard::Ahead { from: 0, .. })));
    // The host's game has the guest's first move too: refused.
    let both = Record::new(empty.last(), "seed", moves).expect("a game");
    let host = Session::new(ID, first, &both, now).expect("a session");
    let mut guest = Session::joining(ID, now).expect("a session");
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Err(Refused::PlayedForYou(2)));
    assert!(guest.is_joining(), "no game taken");
    // Omweso: a setup with the guest's side arranged by the host, or a game with both arranged.
    let rules = omweso_rules("traditional");
    let guest_first = SavedSetup {
        first: Side::North,
        side: Side::South,
        pits: [[0; 16], setup::random_arrangement(&rules, &mut rng)],
    };
    let host = Session::arranging(ID, Side::South, "traditional", guest_first, now).expect("a setup");
    let mut guest = Session::joining(ID, now).expect("a session");
    assert_eq!(guest.hear(host.hello().as_bytes(), now), Err(Refused::ArrangedForYou));
    let (mut south, mut north) = arranging("traditional", Side::South, now);
    arrange_both(&mut south, &mut north, Side::South, &mut rng, now);
    let mut guest = Session::joining(ID, now).expect("a session");
    assert_eq!(guest.hear(south.hello().as_bytes(), now), Err(Refused::ArrangedForYou));
}
