//! A game with a friend by message, at the board: a move sent as a link, opened on another
//! device with the move shown played, answered and sent back; every link checked against the game
//! its reader sent (cut, changed, rewritten, a move played for the reader, an old link again), and
//! the board unchanged by any it refuses; the game by message kept in the save.

use super::support::{SHORT_KIMASAI, assert_view_matches_rules, kimasai_match, movable, settle, test_app};
use bevy::prelude::*;
use kete::app::Screen;
use kete::app::by_message::messages::{OpenLink, SendMove};
use kete::app::by_message::state::{LinkNotice, LinkRefused, Linking, SentBy, to_send};
use kete::app::files::persist::Store;
use kete::app::files::saved::Resumable;
use kete::app::game::arranging::{Fill, SetupAction};
use kete::app::game::messages::{NewMatch, PitChosen, ResumeSaved};
use kete::app::game::the_match::Match;
use kete::rules::record::Record;
use kete::rules::{GameKind, NoEvents, Side};
use kete::saved::link::{self, LinkError};
use kete::saved::settings::{MatchSettings, PlayMode, Seat, Seats};
use std::path::{Path, PathBuf};

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kete-by-message-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A device: a game that keeps its saves in `dir`.
fn device(dir: &Path) -> App {
    let mut app = test_app();
    app.insert_resource(Store::at(dir.to_path_buf()));
    app.update();
    app
}

fn current(app: &App) -> &Match {
    app.world().resource::<Match>()
}

/// Plays the person's last movable pit and waits for the board.
fn play(app: &mut App) {
    assert!(current(app).person_to_move(), "the person at this screen moves");
    let pit = *movable(app).last().expect("a move");
    app.world_mut().write_message(PitChosen(pit));
    settle(app);
}

/// Sends the game and gives back the link sent.
fn send(app: &mut App) -> String {
    app.world_mut().write_message(SendMove);
    app.update();
    let sent = app.world().resource::<Linking>().sent.clone().expect("a link made");
    assert_eq!(sent.by, SentBy::ByHand, "no clipboard in a headless game: the panel shows the link");
    sent.text
}

/// Opens a link, and waits for the friend's move to be shown played.
fn open(app: &mut App, link: &str) -> Option<LinkNotice> {
    app.world_mut().write_message(OpenLink(link.to_string()));
    for frame in 0..400 {
        app.update();
        let linking = app.world().resource::<Linking>();
        if frame > 3 && !linking.show_last_move && !current(app).reviewing {
            break;
        }
    }
    // The move shown is under way a few frames after it is asked for.
    for _ in 0..5 {
        app.update();
    }
    // A link refused before any board leaves the title screen as it was.
    if *app.world().resource::<State<Screen>>().get() == Screen::Playing {
        settle(app);
    }
    app.world_mut().resource_mut::<Linking>().notice.take()
}

fn with_a_friend_north() -> MatchSettings {
    kimasai_match(Seats([Seat::Human, Seat::Friend]))
}

#[test]
fn a_game_goes_by_message_and_comes_back() {
    let (dir_a, dir_b) = (folder("a"), folder("b"));
    let mut a = device(&dir_a);
    a.world_mut().write_message(NewMatch(with_a_friend_north()));
    a.update();
    settle(&mut a);
    let game = current(&a).clone();
    assert_eq!(game.mode, PlayMode::Contract, "by message a move once sent stands");
    assert!(!game.allowed().help, "no hint nor analysis while the game with a friend runs");
    assert!(!to_send(&game), "nothing to send before the first move");
    play(&mut a);
    assert!(to_send(current(&a)), "the move played is to be sent");
    assert!(!current(&a).person_to_move(), "the friend's move is not the person's");
    let first = send(&mut a);
    assert!(first.starts_with("m1.kimasai.seed."), "{first}");
    assert!(!to_send(current(&a)));
    assert_eq!(current(&a).by_message().and_then(|m| m.linked), Some(1));

    // The friend's device opens it: the move is shown played, and North is theirs to play.
    let mut b = device(&dir_b);
    assert_eq!(
        open(&mut b, &format!("Your move! https://example.org/kete/#{first}")),
        Some(LinkNotice::Opened { moves: 1, over: false })
    );
    assert_eq!(current(&b).moves, current(&a).moves);
    assert_eq!(current(&b).game, current(&a).game);
    assert_eq!(current(&b).seats(), Seats([Seat::Friend, Seat::Human]));
    assert_eq!(current(&b).by_message(), current(&a).by_message(), "the same game id, one move linked");
    assert_view_matches_rules(&mut b);
    play(&mut b);
    let answer = send(&mut b);

    // Back on the first device.
    assert_eq!(open(&mut a, &answer), Some(LinkNotice::Opened { moves: 2, over: false }));
    assert_eq!(current(&a).moves, current(&b).moves);
    assert_eq!(current(&a).seats(), Seats([Seat::Human, Seat::Friend]), "still South's game here");
    assert!(current(&a).person_to_move());
    assert_view_matches_rules(&mut a);
    let agreed = current(&a).clone();

    // What the first device refuses, each leaving its game as it was.
    let refused = |app: &mut App, link: &str| {
        let notice = open(app, link);
        assert_eq!(current(app).moves, agreed.moves, "{link}: the game unchanged");
        assert_eq!(current(app).game, agreed.game);
        notice
    };
    assert_eq!(refused(&mut a, &answer), Some(LinkNotice::NothingNew), "the same link again");
    let cut = &answer[..answer.len() - 1];
    assert_eq!(
        refused(&mut a, cut),
        Some(LinkNotice::Refused(LinkRefused::Link(LinkError::CutShort { has: 1, of: 2 })))
    );
    let letters = answer.rsplit('.').next().expect("moves");
    let changed = format!("{}{}", &answer[..answer.len() - letters.len()], letters.replace('A', "B"));
    assert!(
        matches!(refused(&mut a, &changed), Some(LinkNotice::Refused(LinkRefused::Link(_)))),
        "{changed}"
    );
    assert_eq!(refused(&mut a, "no link at all"), Some(LinkNotice::Refused(LinkRefused::NoLink)));
    // The friend's link with another move 2 than the one sent: a rewritten game.
    let id = agreed.by_message().cloned().expect("by message").id;
    let start = agreed.start.clone();
    let other_first = {
        let mut before = start.clone();
        before.play_text(&agreed.moves[0], &mut NoEvents).expect("legal");
        let legal = before.legal_moves();
        let other = legal
            .iter()
            .copied()
            .find(|&mv| before.format_move(mv) != agreed.moves[1])
            .expect("another move");
        let mut after = before.clone();
        after.play(other, &mut NoEvents).expect("legal");
        let reply = after.format_move(after.legal_moves()[0]);
        vec![agreed.moves[0].clone(), before.format_move(other), reply]
    };
    let record = Record::new(&start, "seed", other_first).expect("legal").record;
    let rewritten = link::write(&id, &record).expect("a link");
    assert_eq!(
        refused(&mut a, &rewritten),
        Some(LinkNotice::Refused(LinkRefused::Link(LinkError::Rewritten(2))))
    );
    // A link that plays South's move for the person at this screen.
    let mut moves = agreed.moves.clone();
    moves.push(agreed.game.format_move(agreed.game.legal_moves()[0]));
    let record = Record::new(&start, "seed", moves).expect("legal").record;
    let for_you = link::write(&id, &record).expect("a link");
    assert_eq!(refused(&mut a, &for_you), Some(LinkNotice::Refused(LinkRefused::PlaysForYou { ply: 3 })));

    // Played and sent, the old link of the friend is older than the game sent.
    play(&mut a);
    let third = send(&mut a);
    assert!(third.contains(".3."), "{third}");
    let notice = open(&mut a, &answer);
    assert_eq!(notice, Some(LinkNotice::Refused(LinkRefused::Link(LinkError::Older { has: 2, sent: 3 }))));
    assert_eq!(current(&a).moves.len(), 3);
    a.update();

    // Kete started again from a link (a page opened from its address): the link is checked
    // against the game saved, an old one refused, the one last sent continuing the game saved.
    let mut reopened = device(&dir_a);
    let notice = open(&mut reopened, &answer);
    assert_eq!(notice, Some(LinkNotice::Refused(LinkRefused::Link(LinkError::Older { has: 2, sent: 3 }))));
    assert!(reopened.world().resource::<Resumable>().game.is_some(), "the saved game is still offered");
    assert_eq!(open(&mut reopened, &third), Some(LinkNotice::NothingNew));
    assert_eq!(current(&reopened).moves, current(&a).moves, "the saved game continues");
    assert_eq!(current(&reopened).by_message(), current(&a).by_message());

    // The game by message is kept: Kete started again continues it, the friend's seat and all.
    let mut again = device(&dir_a);
    let found = again.world().resource::<Resumable>();
    assert!(found.problem.is_none(), "{:?}", found.problem);
    again.world_mut().write_message(ResumeSaved);
    again.update();
    settle(&mut again);
    assert_eq!(current(&again).moves, current(&a).moves);
    assert_eq!(current(&again).by_message(), current(&a).by_message());
    assert_eq!(current(&again).seats().friend(), Some(Side::North));
    let saved = std::fs::read_to_string(dir_a.join("autosave.json")).expect("saved");
    assert!(saved.contains("\"version\": 3") && saved.contains("\"message\""), "{saved}");
    for dir in [dir_a, dir_b] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Arranges the side whose turn it is with `fill`, as the setup panel would.
fn arrange(app: &mut App, fill: Fill) {
    app.world_mut().write_message(SetupAction::Fill(fill));
    app.update();
    app.world_mut().write_message(SetupAction::Done);
    for _ in 0..3 {
        app.update();
    }
}

/// Omweso by message: each arranges their own side on their own device, the first player first
/// with the other's arrangement to come; then the game goes on as any game by message. Nobody
/// arranges the friend's side here, and a link that changes the arrangement sent is refused.
#[test]
fn an_omweso_game_is_arranged_and_played_by_message() {
    let (dir_a, dir_b) = (folder("omweso-a"), folder("omweso-b"));
    let mut a = device(&dir_a);
    let settings = MatchSettings { kind: GameKind::Omweso, preset: "traditional", ..with_a_friend_north() };
    a.world_mut().write_message(NewMatch(settings));
    for _ in 0..3 {
        a.update();
    }
    assert!(current(&a).arranging.is_some(), "the setup first");
    assert!(current(&a).score.is_none(), "by message, one game");
    arrange(&mut a, Fill::Standard);
    let arranging = current(&a).arranging.clone().expect("the friend arranges next");
    assert_eq!(arranging.side, Side::North);
    // Nothing here arranges the friend's side.
    arrange(&mut a, Fill::TwoEach);
    assert_eq!(current(&a).arranging.as_ref(), Some(&arranging));
    assert!(to_send(current(&a)));
    let setup = send(&mut a);
    assert!(setup.starts_with("m1.omweso.traditional.") && setup.contains(".a."), "{setup}");

    let mut b = device(&dir_b);
    assert_eq!(open(&mut b, &setup), Some(LinkNotice::OpenedSetup));
    let theirs = current(&b).arranging.clone().expect("B arranges");
    assert_eq!((theirs.side, theirs.pits()), (Side::North, arranging.pits()), "A's seeds in view");
    assert_eq!(current(&b).seats(), Seats([Seat::Friend, Seat::Human]));
    arrange(&mut b, Fill::TwoEach);
    settle(&mut b);
    assert!(current(&b).arranging.is_none(), "both arranged: play begins");
    assert_eq!(current(&b).game.side_to_move(), Side::South);
    let start = send(&mut b);
    assert!(start.contains(".0."), "the start, no move yet: {start}");

    // A link that changes A's arrangement is refused; the one B sent begins A's game.
    let id = current(&a).by_message().cloned().expect("by message").id;
    let forged_start = {
        let rules = current(&b).start.as_omweso().expect("omweso").rules();
        let two_each = [[2u8; 16]; 2];
        kete::rules::AnyGame::Omweso(kete::rules::omweso::Omweso::from_pits(rules, two_each, Side::South))
    };
    let forged =
        link::write(&id, &Record::new(&forged_start, "traditional", vec![]).expect("a start").record)
            .expect("a link");
    assert_eq!(open(&mut a, &forged), Some(LinkNotice::Refused(LinkRefused::ArrangementChanged)));
    assert_eq!(current(&a).arranging.as_ref(), Some(&arranging), "A's setup as it was");
    assert_eq!(open(&mut a, &start), Some(LinkNotice::Opened { moves: 0, over: false }));
    assert!(current(&a).arranging.is_none());
    assert_eq!(current(&a).start, current(&b).start);
    assert!(current(&a).person_to_move(), "South, the first player, moves");
    assert_eq!(open(&mut a, &setup), Some(LinkNotice::Refused(LinkRefused::SetupOver)));
    play(&mut a);
    let first_move = send(&mut a);
    assert_eq!(open(&mut b, &first_move), Some(LinkNotice::Opened { moves: 1, over: false }));
    assert_eq!(current(&b).game, current(&a).game);
    assert!(current(&b).person_to_move());
    for dir in [dir_a, dir_b] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// A game by message that ends on this device — here a link whose last move ends it — is kept
/// among the games with friends, by its link's id, once.
#[test]
fn a_game_by_message_that_ends_is_kept() {
    use kete::app::files::finished::FinishedGames;
    use kete::rules::AnyGame;
    let mut app = device(&folder("kept"));
    let start = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let moves: Vec<String> = SHORT_KIMASAI.split_whitespace().map(str::to_string).collect();
    let record = Record::new(&start, "seed", moves.clone()).expect("a whole game").record;
    let id = link::new_id([5; 8]);
    let link = link::write(&id, &record).expect("a link");
    assert!(matches!(open(&mut app, &link), Some(LinkNotice::Opened { over: true, .. })));
    assert!(current(&app).is_over());
    for _ in 0..5 {
        app.update();
    }
    let finished = app.world().resource::<FinishedGames>();
    let kept: Vec<(&str, usize)> = finished
        .kept
        .games
        .iter()
        .zip(&finished.games)
        .map(|(kept, game)| (kept.id.as_str(), game.as_ref().map_or(0, |g| g.moves.len())))
        .collect();
    assert_eq!(kept, [(id.as_str(), moves.len())]);
}
