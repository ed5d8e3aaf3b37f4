//! Lessons at the board: every lesson of every path done with its move, played as a player plays
//! it (a pit, then the answers), and judged from what the rules reported; a wrong move judged a
//! miss with a reason in words, taken back; after the second miss the lesson's move previewed;
//! the lessons finished kept with the settings, and a player's saved game left alone.

use super::support::{movable, play_at_the_board, play_first_move, settle, test_app_stepping};
use bevy::prelude::*;
use kete::app::Screen;
use kete::app::base::progress::Learned;
use kete::app::board::coached::Coached;
use kete::app::board::hover::HoveredPit;
use kete::app::files::persist::Store;
use kete::app::files::saved::Resumable;
use kete::app::game::arranging::{Fill, SetupAction};
use kete::app::game::messages::{NewGame, PitChosen};
use kete::app::game::the_match::Match;
use kete::app::learn::lesson::{Attempt, LessonOnBoard, Lessons};
use kete::app::learn::messages::{FirstGame, StartLesson};
use kete::app::locale::lessons::{Part, lesson, message_id, miss};
use kete::app::locale::words::Words;
use kete::lessons::{Did, Lesson, Miss, arrange, learning_games, path_of};
use kete::rules::omweso::setup::STANDARD;
use kete::rules::{AnyGame, AnyMove, GameKind, Pit, Side};
use kete::saved::settings::Seat;
use std::time::Duration;

/// Frames of a tenth of a second: a missed move is taken back after a moment.
fn app() -> App {
    test_app_stepping(Duration::from_millis(100))
}

fn put_on(app: &mut App, kind: GameKind, index: usize) {
    app.world_mut().write_message(StartLesson { kind, index });
    for _ in 0..3 {
        app.update();
    }
    settle(app);
}

fn attempt(app: &App) -> kete::app::learn::lesson::Attempt {
    app.world().resource::<LessonOnBoard>().0.clone().expect("a lesson is on the board")
}

/// A legal move of the lesson that does not do its task.
fn a_wrong_move(lesson: &Lesson) -> AnyMove {
    let game = lesson.game().expect("the lesson's board");
    game.legal_moves()
        .into_iter()
        .find(|&mv| {
            let mut after = game.clone();
            let mut events = Vec::new();
            after.play(mv, &mut events).expect("legal");
            lesson.task.judge(&Did::of(&game, mv, &events), game.side_to_move()).is_err()
        })
        .expect("every lesson has a move that misses (checked when read)")
}

/// The board once the computer has answered, `plies` moves played in all.
fn answered(app: &mut App, plies: usize) -> AnyGame {
    for _ in 0..300 {
        app.update();
        if app.world().resource::<Match>().moves.len() >= plies {
            break;
        }
    }
    settle(app);
    let current = app.world().resource::<Match>();
    assert_eq!(current.moves.len(), plies, "the computer answered");
    current.game.clone()
}

fn act(app: &mut App, action: SetupAction) {
    app.world_mut().write_message(action);
    app.update();
}

/// The learner's 16 pits (ring order) as an arrangement lesson's solution arranges them.
fn solution_pits(each: &Lesson) -> [u8; 16] {
    arrange::learner_pits(&each.game().expect("the lesson's board"), &each.solution).expect("arranges")
}

/// An arrangement lesson at the board: the learner (South) arranges, North's seeds already placed.
fn arranging_south(app: &App, each: &Lesson) {
    let current = app.world().resource::<Match>();
    let arranging = current.arranging.as_ref().unwrap_or_else(|| panic!("{}: the setup is on", each.id));
    assert_eq!(arranging.side, Side::South, "{}: the learner arranges", each.id);
    assert_eq!(arranging.first, Side::North, "{}: North arranged first", each.id);
    let north = each.game().expect("board").as_omweso().expect("Omweso").pits(Side::North).to_owned();
    assert_eq!(arranging.pits()[Side::North.index()], north, "{}: North's arrangement", each.id);
}

fn paths() -> Vec<(GameKind, Vec<Lesson>)> {
    let lessons = Lessons::default();
    GameKind::ALL.into_iter().map(|kind| (kind, lessons.path(kind).to_vec())).collect()
}

#[test]
fn every_lesson_is_done_with_its_move_at_the_board() {
    let mut app = app();
    let mut done = 0;
    for (kind, path) in paths() {
        assert!(!path.is_empty(), "{kind} has lessons");
        for (index, each) in path.iter().enumerate() {
            put_on(&mut app, kind, index);
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
            let start: AnyGame = each.game().expect("board");
            if each.arrangement().is_some() {
                // Arranged as a player does, a seed at a time into each pit, then Done.
                arranging_south(&app, each);
                for (index, &seeds) in solution_pits(each).iter().enumerate() {
                    for _ in 0..seeds {
                        act(&mut app, SetupAction::Add(Pit::new(Side::South, index as u8)));
                    }
                }
                act(&mut app, SetupAction::Done);
                let current = app.world().resource::<Match>();
                assert!(current.arranging.is_none(), "{kind}/{}: play begins", each.id);
                assert_eq!(arrange::rows(&current.start), each.solution);
                assert!(attempt(&app).done(), "{kind}/{}: {:?}", each.id, attempt(&app).verdict);
                assert!(app.world().resource::<Learned>().has(kind, each), "{kind}/{} is ticked", each.id);
                done += 1;
                continue;
            }
            assert_eq!(app.world().resource::<Match>().game, start, "{kind}/{}: its board", each.id);
            let mv = start.parse_move(&each.solution).expect("its move");
            play_at_the_board(&mut app, mv);
            assert_eq!(app.world().resource::<Match>().moves[0], each.solution);
            // A scene's later moves: the computer answers, and a move that does the next task.
            for (step, next) in each.then.iter().enumerate() {
                assert!(
                    !attempt(&app).done() && attempt(&app).step == step + 1,
                    "{kind}/{}: {:?} {:?}",
                    each.id,
                    attempt(&app).step,
                    attempt(&app).verdict
                );
                let board = answered(&mut app, 2 * (step + 1));
                play_at_the_board(&mut app, next.done_by(&board).expect("the scene holds"));
            }
            let now = attempt(&app);
            assert_eq!(app.world().resource::<Match>().moves.len(), 1 + 2 * each.then.len());
            assert!(now.done(), "{kind}/{}: {} does the task: {:?}", each.id, each.solution, now.verdict);
            assert!(app.world().resource::<Learned>().has(kind, each), "{kind}/{} is ticked", each.id);
            done += 1;
        }
    }
    assert!(done >= 20, "{done} lessons");
}

#[test]
fn a_wrong_move_is_said_why_and_taken_back_and_the_second_brings_the_hint() {
    let english = Words::default();
    for (kind, path) in paths() {
        for (index, each) in path.iter().enumerate() {
            let mut app = app();
            put_on(&mut app, kind, index);
            if each.arrangement().is_some() {
                a_wrong_arrangement_is_said_why_and_kept(&mut app, kind, each);
                continue;
            }
            let wrong = a_wrong_move(each);
            for tries in 1..=2 {
                play_at_the_board(&mut app, wrong);
                let now = attempt(&app);
                let Some(Err(why)) = &now.verdict else {
                    panic!("{kind}/{}: a wrong move is a miss: {:?}", each.id, now.verdict)
                };
                assert_eq!(now.misses, tries);
                let said = miss(&english, why);
                assert!(!said.is_empty() && !said.contains("miss-"), "{kind}/{}: {said}", each.id);
                // Taken back once the learner has seen it (and a scene's answer to it), without a click.
                for _ in 0..300 {
                    app.update();
                    if app.world().resource::<Match>().moves.is_empty() {
                        break;
                    }
                }
                settle(&mut app);
                assert!(app.world().resource::<Match>().moves.is_empty(), "{kind}/{}: taken back", each.id);
                assert_eq!(app.world().resource::<Match>().game, each.game().expect("board"));
            }
            app.update();
            let start = each.game().expect("board");
            let origin = start.origin(start.parse_move(&each.solution).expect("move"));
            assert_eq!(attempt(&app).hint(&start), origin, "{kind}/{}: the hint", each.id);
            assert_eq!(app.world().resource::<HoveredPit>().0, origin, "{kind}/{}: previewed", each.id);
            assert!(!app.world().resource::<Learned>().has(kind, each));
        }
    }
}

/// An arrangement that does not do the task (the standard one) is a miss said in words; the
/// setup comes back with the learner's seeds where they were; after the second miss the lesson
/// shows its own arrangement, which done is right — ticked, with no star.
fn a_wrong_arrangement_is_said_why_and_kept(app: &mut App, kind: GameKind, each: &Lesson) {
    let english = Words::default();
    for tries in 1..=2 {
        arranging_south(app, each);
        act(app, SetupAction::Fill(Fill::Standard));
        act(app, SetupAction::Done);
        let now = attempt(app);
        let Some(Err(why)) = &now.verdict else {
            panic!("{kind}/{}: the standard arrangement is a miss: {:?}", each.id, now.verdict)
        };
        assert!(matches!(why, Miss::NoCaptureAfter { .. }), "{why:?}");
        assert_eq!(now.misses, tries);
        let said = miss(&english, why);
        assert!(said.starts_with("If North begins with "), "{kind}/{}: {said}", each.id);
        arranging_south(app, each);
        let kept =
            app.world().resource::<Match>().arranging.as_ref().expect("on").pits()[Side::South.index()];
        assert_eq!(kept, STANDARD, "{kind}/{}: the learner's seeds stay", each.id);
    }
    assert_eq!(attempt(app).hint_move(), Some(each.solution.as_str()), "{kind}/{}: the hint", each.id);
    act(app, SetupAction::Fill(Fill::These(solution_pits(each))));
    act(app, SetupAction::Done);
    assert!(attempt(app).done(), "{kind}/{}: {:?}", each.id, attempt(app).verdict);
    let learned = app.world().resource::<Learned>();
    assert!(learned.has(kind, each) && !learned.has_star(kind, each), "{kind}/{}", each.id);
}

#[test]
fn every_lesson_has_its_words_in_english_and_kiswahili() {
    for code in ["en", "sw"] {
        let words = Words::new(code);
        assert_eq!(words.code(), code);
        for (kind, path) in paths() {
            for each in &path {
                for part in [Part::Title, Part::Text, Part::Task] {
                    let id = message_id(kind, each, part);
                    assert!(!words.missing(code).contains(&id), "{code} lacks {id}");
                    let said = lesson(&words, kind, each, part);
                    assert!(!said.is_empty() && said != id, "{code}: {id}");
                }
            }
        }
    }
}

/// A concept's sentences are shown on each of its exercises' boards, so they name no hole of one
/// board ("here f2 could capture" is true of one board only): only the holes a rule itself names,
/// as Omweso's reverse lap names the four left pits, and Bao's the kichwas A1 and A8, the kimbi
/// (A1, A2, A7, A8), the middle holes (A3 to A6) and the nyumba, A5, with the start's seeds in A5 to
/// A7. A board's own holes go in its task.
#[test]
fn a_concept_s_sentences_name_no_hole_of_one_board() {
    for code in ["en", "sw"] {
        let words = Words::new(code);
        for (kind, path) in paths() {
            let rule_holes: &[&str] = match kind {
                GameKind::Bao => &["A1", "A2", "A3", "A5", "A6", "A7", "A8"],
                GameKind::Omweso => &["a1", "b1", "a2", "b2"],
                GameKind::Kimasai => &[],
            };
            for practice in path.iter().filter(|l| l.practice_of.is_some()) {
                let text = lesson(&words, kind, practice, Part::Text);
                let holes: Vec<&str> = text
                    .split(|c: char| !c.is_ascii_alphanumeric())
                    .filter(|w| {
                        w.len() == 2
                            && w.as_bytes()[0].is_ascii_alphabetic()
                            && w.as_bytes()[1].is_ascii_digit()
                    })
                    .filter(|w| !rule_holes.contains(w))
                    .collect();
                assert!(
                    holes.is_empty(),
                    "{code} {kind}/{}: the shared sentences name {holes:?}",
                    practice.id
                );
            }
        }
    }
}

#[test]
fn lessons_finished_are_kept_and_a_saved_game_is_left_alone() {
    let dir = std::env::temp_dir().join(format!("kete-lessons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("folder");
    // A player's game, on the board when Kete was closed.
    let mut before = app_with(&dir);
    before.world_mut().write_message(NewGame(AnyGame::new(GameKind::Kimasai).expect("start")));
    settle(&mut before);
    let pit = *movable(&before).first().expect("a move");
    before.world_mut().write_message(PitChosen(pit));
    settle(&mut before);
    drop(before);
    let saved = std::fs::read_to_string(dir.join("autosave.json")).expect("the game was saved");
    let mut app = app_with(&dir);
    assert!(app.world().resource::<Resumable>().game.is_some(), "it can be continued");
    let (kind, path) = paths().remove(0);
    put_on(&mut app, kind, 0);
    let mv = path[0].game().expect("board").parse_move(&path[0].solution).expect("move");
    play_at_the_board(&mut app, mv);
    assert!(attempt(&app).done());
    // Back to the lessons: the board is left, and the saved game with it untouched.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Learn);
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<LessonOnBoard>().0.is_none(), "the lesson ends with the board");
    assert_eq!(std::fs::read_to_string(dir.join("autosave.json")).expect("kept"), saved);
    assert!(app.world().resource::<Resumable>().game.is_some(), "it can still be continued");
    let kept = std::fs::read_to_string(dir.join("settings.json")).expect("settings kept");
    assert!(kept.contains(&format!("{}/{}", kind.id(), path[0].id)), "{kept}");
    // The next start has the tick.
    let mut again = app_with(&dir);
    again.update();
    assert!(again.world().resource::<Learned>().has(kind, &path[0]));
    assert!(!again.world().resource::<Learned>().has(kind, &path[1]));
    let _ = std::fs::remove_dir_all(&dir);
}

fn app_with(dir: &std::path::Path) -> App {
    let mut app = app();
    app.insert_resource(Store::at(dir.to_path_buf()));
    app.update();
    app
}

#[test]
fn a_path_ends_with_a_first_game_against_the_first_level() {
    let mut app = app();
    put_on(&mut app, GameKind::Kimasai, 0);
    app.world_mut().write_message(FirstGame::of(GameKind::Kimasai));
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<LessonOnBoard>().0.is_none(), "the lesson has ended");
    let current = app.world().resource::<Match>();
    assert_eq!(current.game.kind(), GameKind::Kimasai);
    assert!(current.moves.is_empty());
    assert_eq!(current.seats().0, [Seat::Human, Seat::Computer(1)]);
}

/// A scene of several moves: the computer answers a right move and the next is judged against
/// the next task; a wrong later move is a miss, taken back with its answer to the scene's move it
/// was, and after a second the board shows a move that does it.
#[test]
fn a_scene_goes_on_after_the_computer_s_answer() {
    let mut app = app();
    let (kind, path) = paths().remove(0);
    let index = path.iter().position(|l| !l.then.is_empty()).expect("a Bao scene");
    let each = &path[index];
    put_on(&mut app, kind, index);
    let seats = app.world().resource::<Match>().seats().0;
    assert_eq!(seats, [Seat::Human, Seat::Computer(1)], "the computer answers");
    let start = each.game().expect("board");
    play_at_the_board(&mut app, start.parse_move(&each.solution).expect("move"));
    let board = answered(&mut app, 2);
    let words = Words::new("en");
    let task = kete::app::locale::lessons::scene_task(&words, kind, each, 1);
    assert!(task.starts_with("Move 2 of 2:"), "{task}");
    let wrong = board
        .legal_moves()
        .into_iter()
        .find(|&mv| {
            each.then[0].done_by(&board) != Some(mv) && {
                let mut after = board.clone();
                let mut events = Vec::new();
                after.play(mv, &mut events).expect("legal");
                each.then[0].judge(&Did::of(&board, mv, &events), board.side_to_move()).is_err()
            }
        })
        .expect("a move that misses");
    for tries in 1..=2 {
        play_at_the_board(&mut app, wrong);
        assert!(matches!(attempt(&app).verdict, Some(Err(_))), "a miss");
        for _ in 0..300 {
            app.update();
            if app.world().resource::<Match>().moves.len() == 2 {
                break;
            }
        }
        settle(&mut app);
        let current = app.world().resource::<Match>();
        assert_eq!(current.moves.len(), 2, "taken back to the scene's second move, try {tries}");
        assert_eq!(current.game, board);
    }
    let hint = attempt(&app).hint_move().map(str::to_string).expect("a hint after two misses");
    play_at_the_board(&mut app, board.parse_move(&hint).expect("the hint is a move"));
    assert!(attempt(&app).done(), "{:?}", attempt(&app).verdict);
    assert!(!app.world().resource::<Learned>().has_star(kind, each), "missed: no star");
}

/// The guide says where a namua move's seed from the hand went: the move's summary knows it began
/// so, and a move from the board does not.
#[test]
fn a_namua_move_is_known_to_begin_from_the_hand() {
    use kete::app::game::last_move::MoveSummary;
    use kete::rules::Side;
    for (kind, notation, from_hand) in [(GameKind::Bao, "A6L", true), (GameKind::Kimasai, "b2", false)] {
        let start = AnyGame::new(kind).expect("the start");
        let mut after = start.clone();
        let mut events = Vec::new();
        let mv = start.parse_move(notation).expect("a move");
        after.play(mv, &mut events).expect("legal");
        let summary = MoveSummary::of(&start, Side::South, notation, &events);
        assert_eq!(summary.from_hand, from_hand, "{kind} {notation}");
        if from_hand {
            assert_eq!(summary.start.map(|pit| start.pit_name(pit)).as_deref(), Some("A6"));
        }
    }
}

/// The Bao path goes through Hus and Bao la Kujifunza: where each one's lessons end, a game of it
/// against the first level, guided, as the path's own first game is.
#[test]
fn the_bao_path_offers_a_game_of_each_learning_game() {
    use kete::app::learn::guide::Guide;
    let path = path_of(GameKind::Bao).expect("the Bao path").lessons;
    let games: Vec<(usize, &str)> = learning_games(&path);
    let rules: Vec<&str> = games.iter().map(|(_, rules)| *rules).collect();
    assert_eq!(rules, ["hus", "kujifunza"]);
    for (last, rules) in &games {
        assert_eq!(path[*last].rules, *rules, "offered after its last lesson");
        assert_ne!(path[last + 1].rules, *rules);
    }
    for kind in [GameKind::Omweso, GameKind::Kimasai] {
        assert!(learning_games(&path_of(kind).expect("a path").lessons).is_empty(), "{kind}");
    }
    let mut app = app();
    let hus = FirstGame::learning(GameKind::Bao, "hus").expect("Hus is a rule set of Bao");
    app.world_mut().write_message(hus);
    for _ in 0..3 {
        app.update();
    }
    settle(&mut app);
    let current = app.world().resource::<Match>();
    assert_eq!(current.game.preset(), Some("hus"));
    assert_eq!(current.seats().0, [Seat::Human, Seat::Computer(1)]);
    assert!(app.world().resource::<Guide>().is_on(), "guided");
    assert!(FirstGame::learning(GameKind::Omweso, "hus").is_none(), "no Hus in Omweso");
    for code in ["en", "sw"] {
        let said = Words::new(code).with("learn-practice-game", &[("game", "Hus".into())]);
        assert!(said.contains("Hus") && !said.contains('{'), "{code}: {said}");
    }
}

/// Every hole a lesson's task names is a hole of its board: marked there, not lost to a misspelt
/// name.
#[test]
fn every_hole_a_task_names_is_marked_on_its_board() {
    for (kind, path) in paths() {
        for (index, each) in path.iter().enumerate() {
            let attempt = Attempt::new(kind, index, each).expect("holds");
            let named = each.task.holes();
            let marked = attempt.targets();
            assert_eq!(marked.len(), named.len(), "{kind}/{}: {named:?} as {marked:?}", each.id);
            for pit in marked {
                assert!(named.contains(&attempt.start.pit_name(pit).as_str()), "{kind}/{}", each.id);
            }
        }
    }
}

/// While a lesson is on the board its holes' names are shown, whatever the setting, and the hole
/// its task names is marked; once it ends, the mark goes.
#[test]
fn a_lesson_shows_the_holes_names_and_marks_its_task_s_hole() {
    let mut app = app();
    let index = paths()[0].1.iter().position(|l| l.id == "kujifunza-capture").expect("the lesson");
    put_on(&mut app, GameKind::Bao, index);
    let coached = app.world().resource::<Coached>();
    assert!(coached.names(), "the holes' names are shown");
    let board = &app.world().resource::<Match>().game;
    let marked: Vec<String> = coached.targets().into_iter().map(|pit| board.pit_name(pit)).collect();
    assert_eq!(marked, ["a3"]);
    app.world_mut().write_message(FirstGame::of(GameKind::Bao));
    for _ in 0..3 {
        app.update();
    }
    // The path's guided game ends the lesson: its marks go; the holes stay named for the guide.
    let coached = app.world().resource::<Coached>();
    assert!(coached.asked("lesson").is_none() && coached.targets().is_empty(), "{coached:?}");
    assert_eq!(coached.asked("guide"), Some(&[][..]), "{coached:?}");
}

/// The bar's Hint (or H) in a lesson shows the lesson's own answer — its solution, where it
/// starts — at once, not the computer's best move (the first lesson's once ended elsewhere); the
/// computer is never asked. A lesson done with a hint earns its tick, not its star.
#[test]
fn a_lesson_s_hint_is_its_own_answer() {
    use kete::app::computer::thoughts::{AskHint, Thoughts};
    let mut app = app();
    for (kind, path) in paths() {
        for (index, each) in path.iter().enumerate() {
            put_on(&mut app, kind, index);
            app.world_mut().write_message(AskHint);
            for _ in 0..3 {
                app.update();
            }
            assert_eq!(attempt(&app).hint_move(), Some(each.solution.as_str()), "{kind}/{}", each.id);
            assert_eq!(app.world().resource::<Thoughts>().thinking, None, "{kind}/{}: the computer", each.id);
            if each.arrangement().is_some() {
                continue;
            }
            let start: AnyGame = each.game().expect("board");
            let mv = start.parse_move(&each.solution).expect("its move");
            let origin = start.origin(mv);
            assert_eq!(app.world().resource::<HoveredPit>().0, origin, "{kind}/{}: shown", each.id);
            if index == 0 {
                play_at_the_board(&mut app, mv);
                let learned = app.world().resource::<Learned>();
                assert!(learned.has(kind, each) && !learned.has_star(kind, each), "{kind}/{}", each.id);
            }
        }
    }
}

/// A lesson done right the first time earns its star; done after a miss, only its tick. A
/// practice's task is said from its data, under its lesson's title.
#[test]
fn right_the_first_time_earns_a_star() {
    let mut app = app();
    let (kind, path) = paths().remove(0);
    put_on(&mut app, kind, 0);
    let first = &path[0];
    play_at_the_board(&mut app, first.game().expect("board").parse_move(&first.solution).expect("move"));
    assert!(attempt(&app).done());
    let learned = app.world().resource::<Learned>();
    assert!(learned.has(kind, first) && learned.has_star(kind, first));

    let second = &path[1];
    put_on(&mut app, kind, 1);
    play_at_the_board(&mut app, a_wrong_move(second));
    // Taken back once the learner has seen it.
    for _ in 0..40 {
        app.update();
    }
    settle(&mut app);
    assert!(app.world().resource::<Match>().moves.is_empty(), "the miss is taken back");
    play_at_the_board(&mut app, second.game().expect("board").parse_move(&second.solution).expect("move"));
    assert!(attempt(&app).done());
    let learned = app.world().resource::<Learned>();
    assert!(learned.has(kind, second) && !learned.has_star(kind, second), "done, but not the first time");

    let words = Words::new("en");
    let (index, practice) =
        path.iter().enumerate().find(|(_, l)| l.practice_of.is_some()).expect("a practice");
    let of = path.iter().find(|l| Some(&l.id) == practice.practice_of.as_ref()).expect("its lesson");
    assert_eq!(lesson(&words, kind, practice, Part::Title), lesson(&words, kind, of, Part::Title));
    assert_eq!(
        lesson(&words, kind, practice, Part::Task),
        kete::app::locale::lessons::task(&words, &practice.task)
    );
    put_on(&mut app, kind, index);
    assert_eq!(attempt(&app).lesson.id, practice.id);
}

/// The path's first game is guided: the guide is on for that game (its take-backs included), the
/// holes named, and off once another game is put on the board; every word it says is in both
/// catalogues.
#[test]
fn the_path_s_first_game_is_guided_until_another_game() {
    use kete::app::game::messages::{NewGame, TakeBack};
    use kete::app::learn::guide::Guide;
    let mut app = app();
    app.world_mut().write_message(FirstGame::of(GameKind::Kimasai));
    for _ in 0..3 {
        app.update();
    }
    settle(&mut app);
    let guide = app.world().resource::<Guide>();
    assert!(guide.is_on() && guide.kind == Some(GameKind::Kimasai), "{guide:?}");
    let coached = app.world().resource::<kete::app::board::coached::Coached>();
    assert!(coached.names(), "the guided game names the holes its words name");
    let pit = *movable(&app).first().expect("a move");
    app.world_mut().write_message(PitChosen(pit));
    settle(&mut app);
    // The learner's move and the computer's answer, both kept to be said.
    for _ in 0..200 {
        app.update();
        if app.world().resource::<Match>().moves.len() >= 2 {
            break;
        }
    }
    settle(&mut app);
    app.update();
    let recent: Vec<_> = app.world().resource::<Guide>().recent.iter().map(|m| m.mover).collect();
    assert_eq!(recent, [kete::rules::Side::South, kete::rules::Side::North], "both moves said");
    app.world_mut().write_message(TakeBack);
    settle(&mut app);
    assert!(app.world().resource::<Guide>().is_on(), "a take-back is the guided game still");
    app.world_mut().write_message(NewGame(AnyGame::new(GameKind::Bao).expect("start")));
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().resource::<Guide>().is_on(), "another game ends the guide");
    assert!(!app.world().resource::<kete::app::board::coached::Coached>().names(), "and its names");

    for code in ["en", "sw"] {
        let words = Words::new(code);
        for id in [
            "guide-title",
            "guide-start-bao",
            "guide-start-omweso",
            "guide-start-kimasai",
            "guide-setup",
            "guide-your-move",
            "guide-computer-moves",
            "guide-over",
            "guide-over-game",
            "guide-over-match-won",
            "guide-over-annulled",
            "guide-from-hand-capture",
            "guide-from-hand-takasa",
            "guide-said-from-hand",
            "guide-said-lifted",
            "guide-said-sown-in",
            "guide-said-sown-on",
            "guide-said-captured",
            "guide-said-safari",
            "guide-said-stopped",
            "guide-said-taxed",
            "guide-said-destroyed",
            "guide-said-takasia",
            "guide-said-reverse",
            "guide-said-ended",
            "guide-said-captured-stone",
            "guide-said-stepped",
            "guide-why-kichwa",
            "guide-why-omweso-start",
            "guide-why-which-way",
            "guide-why-nyumba",
            "guide-why-reverse",
            "guide-why-how-on",
        ] {
            assert!(!words.missing(code).contains(&id.to_string()), "{code} lacks {id}");
            let said = words.get(id);
            assert!(!said.is_empty() && said != id, "{code}: {id}");
        }
    }
}

/// Each path's guided first game is played to its end at the board — the learner's moves (the
/// first ringed pit, the first answer to each question; in Omweso the standard arrangement first),
/// the computer's answers — the guide on throughout. At Omweso's end the guide says what the game
/// was worth, the match's score as recorded, and who begins the next game.
#[test]
fn each_path_s_guided_game_is_played_to_its_end() {
    use kete::app::learn::guide::Guide;
    use kete::app::learn::words::game_over;
    use kete::app::locale::names;
    let english = Words::default();
    for kind in GameKind::ALL {
        // Frames of a whole second: each hop of a move lands at once.
        let mut app = test_app_stepping(Duration::from_secs(1));
        app.world_mut().write_message(FirstGame::of(kind));
        for _ in 0..3 {
            app.update();
        }
        if kind == GameKind::Omweso {
            act(&mut app, SetupAction::Fill(Fill::Standard));
            act(&mut app, SetupAction::Done);
        }
        let mut frames = 0;
        while app.world().resource::<Match>().game.outcome().is_none()
            || app.world().resource::<Match>().arranging.is_some()
        {
            let current = app.world().resource::<Match>();
            if current.arranging.is_none() && current.person_to_move() && !movable(&app).is_empty() {
                play_first_move(&mut app);
            } else {
                app.update();
                std::thread::sleep(Duration::from_millis(1));
            }
            frames += 1;
            assert!(frames < 200_000, "{kind}: the guided game ends");
        }
        settle(&mut app);
        app.update();
        assert!(app.world().resource::<Guide>().is_on(), "{kind}: guided to the end");
        let current = app.world().resource::<Match>();
        let said = game_over(&english, current);
        println!("{kind}, {} moves: {said}", current.moves.len());
        match &current.score {
            Some(score) => {
                assert_eq!(score.games.len(), 1, "{kind}: the game is in the match");
                let next = names::side(&english, score.next_first);
                let annulled = current.game.outcome().is_some_and(|o| o.winner.is_none());
                assert!(
                    annulled || (said.contains(&names::score(&english, score)) && said.contains(&next)),
                    "{said}"
                );
            }
            None => assert_eq!(said, english.get("guide-over"), "{kind}"),
        }
    }
}
