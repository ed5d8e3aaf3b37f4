//! Game links (a game by message): a link gives back the game it was made of, through the rules;
//! a link cut short or changed anywhere is refused with its reason, never read as another game;
//! and a link that rewrites the game its reader sent is refused.

use kete::rules::any::presets;
use kete::rules::record::{Record, RecordError};
use kete::rules::{AnyGame, GameKind, NoEvents};
use kete::saved::link::{self, LinkError, MAX_CHARS};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A random game of `kind` under `preset` from `start`, to its end or `plies` moves.
fn random_game(start: &AnyGame, preset: &str, plies: usize, rng: &mut SmallRng) -> Record {
    let mut game = start.clone();
    let mut moves = Vec::new();
    while moves.len() < plies && game.outcome().is_none() {
        let legal = game.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        moves.push(game.format_move(mv));
        game.play(mv, &mut NoEvents).expect("a listed move plays");
    }
    Record::new(start, preset, moves).expect("a played game records").record
}

fn id(rng: &mut SmallRng) -> String {
    link::new_id(rng.random())
}

/// An Omweso start as two players might arrange it (not the standard one).
const ARRANGED: &str = "omweso 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/0,0,1,7,4,4,6,0/1,1,1,1,1,1,1,3 N p=0 k=0";

#[test]
fn random_games_round_trip_through_a_link() {
    let mut rng = SmallRng::seed_from_u64(39);
    let (mut letters, mut moves) = (0, 0);
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            let mut starts = vec![AnyGame::new_with_rules(kind, Some(preset)).expect("a preset")];
            if kind == GameKind::Omweso {
                starts.push(AnyGame::from_text_with_rules(ARRANGED, Some(preset)).expect("arranged"));
            }
            for start in &starts {
                for plies in [0, 1, 2, 7, 400] {
                    let record = random_game(start, preset, plies, &mut rng);
                    let id = id(&mut rng);
                    let link = link::write(&id, &record).expect("a game makes a link");
                    let read = link::read(&link).expect("a link made reads");
                    assert_eq!(read.id, id);
                    assert_eq!(read.replay.record, record, "the same game from {link}");
                    assert_eq!(link::find(&format!("https://example.org/kete/#{link}")), Some(link.as_str()));
                    assert_eq!(link::find(&format!("Your move! {link}\n")), Some(link.as_str()));
                    if plies == 400 {
                        letters += link.rsplit('.').next().map_or(0, str::len);
                        moves += record.moves.len();
                        // A figure for docs/BENCHMARKS.md ("Game links"): a whole random game's link.
                        println!(
                            "{kind} {preset}: {} moves, a link of {} characters",
                            record.moves.len(),
                            link.len()
                        );
                    }
                }
            }
        }
    }
    // A move is one letter, now and then two: a game of 400 moves fits in an SMS or two.
    println!("{letters} letters for {moves} moves");
    assert!(letters < moves * 2, "{letters} letters for {moves} moves");
}

#[test]
fn a_link_cut_anywhere_or_changed_anywhere_is_refused() {
    let mut rng = SmallRng::seed_from_u64(40);
    for (kind, preset, plies) in
        [(GameKind::Bao, "seed", 30), (GameKind::Omweso, "traditional", 40), (GameKind::Kimasai, "seed", 25)]
    {
        let start = match kind {
            GameKind::Omweso => AnyGame::from_text_with_rules(ARRANGED, Some(preset)).expect("arranged"),
            _ => AnyGame::new_with_rules(kind, Some(preset)).expect("a preset"),
        };
        let record = random_game(&start, preset, plies, &mut rng);
        let link = link::write(&id(&mut rng), &record).expect("a link");
        for cut in 0..link.len() {
            let refused = link::read(&link[..cut]).expect_err("a cut link is refused");
            assert!(!refused.to_string().is_empty());
        }
        // The moves cut: said as such, with how many are left.
        let end = link.len() - 3;
        assert!(
            matches!(link::read(&link[..end]), Err(LinkError::CutShort { of, .. }) if of == record.moves.len()),
            "{:?}",
            link::read(&link[..end])
        );
        let letters = b"ABCabc019-_.xyz";
        for at in 0..link.len() {
            for &letter in letters {
                let mut changed = link.clone().into_bytes();
                if changed[at] == letter {
                    continue;
                }
                changed[at] = letter;
                let changed = String::from_utf8(changed).expect("ascii");
                match link::read(&changed) {
                    Err(_) => {}
                    Ok(read) => {
                        panic!("{changed} was read as a game of {} moves", read.replay.record.moves.len())
                    }
                }
            }
        }
    }
}

#[test]
fn every_bad_link_says_why() {
    let mut rng = SmallRng::seed_from_u64(41);
    let start = AnyGame::new(GameKind::Bao).expect("bao");
    let record = random_game(&start, "seed", 6, &mut rng);
    let link = link::write("AAAAAAAAAAA", &record).expect("a link");
    let parts: Vec<&str> = link.split('.').collect();
    let with = |at: usize, part: &str| {
        let mut parts = parts.clone();
        parts[at] = part;
        link::read(&parts.join("."))
    };
    assert_eq!(link::read("hello"), Err(LinkError::NotALink));
    assert_eq!(link::read(""), Err(LinkError::NotALink));
    assert_eq!(with(0, "m2"), Err(LinkError::Newer("2".into())));
    assert_eq!(link::read(&"m1.".repeat(MAX_CHARS)), Err(LinkError::TooLong(3 * MAX_CHARS)));
    assert!(matches!(with(1, "chess"), Err(LinkError::Damaged(why)) if why.contains("chess")));
    assert!(matches!(with(2, "masterz"), Err(LinkError::Damaged(why)) if why.contains("masterz")));
    assert!(matches!(with(3, "no"), Err(LinkError::Damaged(why)) if why.contains("id")));
    assert!(matches!(with(4, "!!"), Err(LinkError::Damaged(why)) if why.contains("start")));
    let kimasai = data_encoding::BASE64URL_NOPAD
        .encode(AnyGame::new(GameKind::Kimasai).expect("kimasai").to_text().as_bytes());
    assert!(
        matches!(with(4, &kimasai), Err(LinkError::Game(RecordError::Game(_)))),
        "{:?}",
        with(4, &kimasai)
    );
    assert!(matches!(with(5, "x"), Err(LinkError::Damaged(_))));
    // A count far beyond its letters is a cut link, and takes no memory for it.
    assert_eq!(with(5, "18446744073709551615"), Err(LinkError::CutShort { has: 6, of: usize::MAX }));
    assert!(matches!(with(5, "5"), Err(LinkError::Damaged(why)) if why.contains("more moves")));
    assert_eq!(with(6, "AAAAAA"), Err(LinkError::Changed));
    assert!(matches!(with(7, "_____"), Err(LinkError::Damaged(_))));
    assert!(matches!(with(7, "ZZZZZZ"), Err(LinkError::Damaged(why)) if why.contains("legal moves")));
    assert!(matches!(link::read(&format!("{link}.x")), Err(LinkError::Damaged(_))));
    assert!(link::read(&format!("  {link}\n")).is_ok(), "spaces around a link are nothing");
    assert_eq!(link::find("no link here, from 1m1.ab"), None);
    assert_eq!(link::find("kete.example/#m12.x.y"), Some("m12.x.y"), "a newer link is found, to say so");
    assert_eq!(link::read("m12.x.y"), Err(LinkError::Newer("12".into())));
}

#[test]
fn a_link_must_continue_the_game_its_reader_sent() {
    let mut rng = SmallRng::seed_from_u64(42);
    let start = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let game = random_game(&start, "seed", 12, &mut rng);
    let sent = Record { moves: game.moves[..9].to_vec(), ..game.clone() };
    assert_eq!(link::continues(&sent, &game), Ok(()));
    assert_eq!(link::continues(&sent, &sent), Ok(()), "the same game again");
    assert_eq!(link::continues(&game, &sent), Err(LinkError::Older { has: 9, sent: 12 }));
    let mut rewritten = game.clone();
    rewritten.moves[4] = "other".into();
    assert_eq!(link::continues(&sent, &rewritten), Err(LinkError::Rewritten(5)));
    let other = random_game(&AnyGame::new(GameKind::Bao).expect("bao"), "seed", 3, &mut rng);
    assert_eq!(link::continues(&sent, &other), Err(LinkError::OtherGame));
}

#[test]
fn a_blitz_lost_turn_is_not_sent() {
    let start = AnyGame::new(GameKind::Omweso).expect("omweso");
    let replay = Record::new(&start, "seed", vec!["lost-turn".into()]).expect("Blitz loses a turn");
    assert_eq!(link::write("AAAAAAAAAAA", &replay.record), Err(LinkError::LostTurn));
}

/// A save of a game by message (version 3) is read with its game's id and the moves linked, and
/// refused when they do not hold together with its game and players.
#[test]
fn a_save_of_a_game_by_message_holds_together() {
    let start = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let record = Record::new(&start, "seed", vec!["b2".into()]).expect("legal").record.to_json();
    let save = |seats: &str, message: &str| {
        format!(
            "{{\"format\":\"kete-autosave\",\"version\":3,\"mode\":\"Contract\",\"game\":{record},\
             \"settings\":{{\"game\":\"kimasai\",\"rules\":\"seed\",\"first\":\"South\",\"mode\":\"Contract\",\
             \"target\":12,\"seats\":[{seats}]}},\"message\":{message}}}"
        )
    };
    let read = kete::saved::read(&save("\"human\",\"friend\"", "{\"id\":\"AAAAAAAAAAA\",\"linked\":1}"))
        .expect("a game by message");
    let around = read.around.expect("a save");
    assert_eq!(around.message, Some(link::MessageGame { id: "AAAAAAAAAAA".into(), linked: Some(1) }));
    let refused = |seats: &str, message: &str| {
        kete::saved::read(&save(seats, message)).expect_err("refused").to_string()
    };
    assert!(refused("\"human\",\"human\"", "{\"id\":\"AAAAAAAAAAA\"}").contains("no friend"));
    assert!(
        refused("\"human\",\"friend\"", "{\"id\":\"AAAAAAAAAAA\",\"linked\":2}")
            .contains("2 moves were sent")
    );
    assert!(refused("\"human\",\"friend\"", "{\"id\":\"no\"}").contains("game id"));
}

/// An Omweso setup by message: the first player's arrangement goes in a link for the other to
/// arrange theirs; read back as it was written; a setup that could not have come about refused.
#[test]
fn an_omweso_setup_goes_by_link() {
    use kete::rules::Side;
    use kete::saved::SavedSetup;
    let mut pits = [[0u8; 16]; 2];
    pits[1] = [4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0];
    let setup = SavedSetup { first: Side::North, side: Side::South, pits };
    for rules in ["seed", "traditional"] {
        let link = link::write_setup("AAAAAAAAAAA", rules, &setup).expect("a setup link");
        assert!(
            link.starts_with(&format!("m1.omweso.{rules}.AAAAAAAAAAA.")) && link.contains(".a."),
            "{link}"
        );
        let read = link::read(&link).expect("read");
        assert_eq!(read.setup.as_ref(), Some(&setup));
        assert!(read.replay.record.moves.is_empty());
        for cut in 0..link.len() {
            assert!(link::read(&link[..cut]).is_err(), "{}", &link[..cut]);
        }
        let parts: Vec<&str> = link.split('.').collect();
        let mut changed = parts.clone();
        changed[6] = "AAAAAA";
        assert_eq!(link::read(&changed.join(".")), Err(LinkError::Changed));
        let mut with_moves = parts.clone();
        with_moves[7] = "A";
        assert!(matches!(link::read(&with_moves.join(".")), Err(LinkError::Damaged(_))));
    }
    // The side to arrange has placed seeds; the first player has not finished; Bao has no setup.
    let mut half = setup.clone();
    half.pits[0][0] = 3;
    assert!(matches!(link::write_setup("AAAAAAAAAAA", "seed", &half), Err(LinkError::Damaged(_))));
    let mut unfinished = setup.clone();
    unfinished.pits[1][0] = 3;
    assert!(matches!(link::write_setup("AAAAAAAAAAA", "seed", &unfinished), Err(LinkError::Damaged(_))));
    let link = link::write_setup("AAAAAAAAAAA", "seed", &setup).expect("a link");
    let bao = link.replacen("m1.omweso.seed", "m1.bao.seed", 1);
    assert!(matches!(link::read(&bao), Err(LinkError::Damaged(_))));
}

/// A game by message begins at a game's beginning: the rules' start (either player first), or an
/// Omweso arrangement; a link from any other position is refused unread, and none is written.
#[test]
fn a_link_begins_at_a_games_beginning() {
    let mut rng = SmallRng::seed_from_u64(43);
    let kimasai = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let north_first = kimasai.clone().with_first_player(kete::rules::Side::North);
    let record = random_game(&north_first, "seed", 5, &mut rng);
    let link = link::write(&id(&mut rng), &record).expect("North may move first");
    assert_eq!(link::read(&link).expect("read").replay.record, record);
    // A position from the middle of a game: neither written nor read.
    let middle = random_game(&kimasai, "seed", 6, &mut rng);
    let mut position = kimasai.clone();
    for text in &middle.moves {
        position.play_text(text, &mut NoEvents).expect("legal");
    }
    let from_middle = Record::new(&position, "seed", vec![]).expect("a record").record;
    let refused = link::write("AAAAAAAAAAA", &from_middle).expect_err("not a beginning");
    assert!(refused.to_string().contains("beginning"), "{refused}");
    let start = data_encoding::BASE64URL_NOPAD.encode(position.to_text().as_bytes());
    let good = link::write("AAAAAAAAAAA", &Record::new(&kimasai, "seed", vec![]).expect("a record").record)
        .expect("a link");
    let parts: Vec<&str> = good.split('.').collect();
    let mut forged = parts.clone();
    forged[4] = &start;
    assert!(
        matches!(link::read(&forged.join(".")), Err(LinkError::Damaged(why)) if why.contains("beginning"))
    );
    // Omweso: an arrangement, not a position after moves.
    let arranged = AnyGame::from_text(ARRANGED).expect("arranged");
    let played = random_game(&arranged, "seed", 3, &mut rng);
    let mut after = arranged.clone();
    for text in &played.moves {
        after.play_text(text, &mut NoEvents).expect("legal");
    }
    let from_after = Record::new(&after, "seed", vec![]).expect("a record").record;
    assert!(link::write("AAAAAAAAAAA", &from_after).is_err());
}
