//! What the headless app tests share: an app without a window or a GPU whose time is stepped by
//! hand, and the check that every seed entity stands where the rules say.

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use kete::app::board::focus::choices;
use kete::app::board::held::Held;
use kete::app::board::layout::BoardLayout;
use kete::app::board::playback::Playback;
use kete::app::board::seeds::{Seed, seeds_in_pits};
use kete::app::game::dice::Dice;
use kete::app::game::legal::Legal;
use kete::app::game::messages::NewGame;
use kete::app::game::phase::BoardPhase;
use kete::app::game::the_match::Match;
use kete::app::game_plugin;
use kete::rules::{AnyGame, Pit};
use std::time::Duration;

/// A game whose frames last 16 ms, as on a screen.
pub fn test_app() -> App {
    test_app_stepping(Duration::from_millis(16))
}

/// A game whose every frame lasts `step`: a long step lands each hop in one frame, for whole games.
pub fn test_app_stepping(step: Duration) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin::default(),
        InputPlugin,
        bevy_kira_audio::AudioPlugin,
    ))
    .insert_resource(TimeUpdateStrategy::ManualDuration(step))
    .add_plugins(game_plugin)
    // Random arrangements repeat from run to run, so a failure can be replayed.
    .insert_resource(Dice::seeded(0x6b657465));
    app.update();
    app
}

pub fn start(app: &mut App, game: AnyGame) {
    app.world_mut().write_message(NewGame(game));
    for _ in 0..3 {
        app.update();
    }
    settle(app);
}

/// The legal moves the listing holds.
pub fn legal(app: &App) -> &Legal {
    app.world().resource::<Legal>()
}

/// The pits the keys may choose now, as the board has them (`board::focus::choices`).
pub fn choices_now(app: &App) -> Vec<Pit> {
    let world = app.world();
    let phase = *world.resource::<State<BoardPhase>>().get();
    choices(world.resource::<Match>(), legal(app), phase, world.resource::<Held>())
}

/// The pits the player to move may move now.
pub fn movable(app: &App) -> Vec<kete::rules::Pit> {
    legal(app).movable_pits(app.world().resource::<Match>())
}

pub fn seeds(app: &mut App) -> Vec<(Seed, Vec3)> {
    app.world_mut()
        .query::<(&Seed, &Transform)>()
        .iter(app.world())
        .map(|(s, t)| (*s, t.translation))
        .collect()
}

/// Runs frames until playback has finished and the rules have listed the next legal moves (or
/// the board shows a position under review or a game over), failing if that never happens.
pub fn settle(app: &mut App) -> u32 {
    for frame in 1..=20_000 {
        app.update();
        // A position under review, or a game over, takes no move: nothing is listed for it.
        let current = app.world().resource::<Match>();
        let ready = legal(app).is_ready(current) || current.reviewing || current.game.outcome().is_some();
        // The board's phase follows at the start of the next frame: until it has, the focus and
        // the pits to choose still belong to the listing or the moving seeds.
        let caught_up = app
            .world()
            .get_resource::<State<BoardPhase>>()
            .is_none_or(|phase| !matches!(phase.get(), BoardPhase::Listing | BoardPhase::Animating));
        if !app.world().resource::<Playback>().is_busy() && ready && caught_up {
            return frame;
        }
        if frame > 2_000 {
            // Playback is done; the listing runs on another thread.
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
    panic!("playback never finished, or the legal moves were never listed");
}

/// A key pressed and released, as the window would report it, a frame each.
pub fn press(app: &mut App, key: KeyCode, logical: Key) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: logical.clone(),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

/// Every pit shows exactly the rules' number of seeds, each at its slot's place.
pub fn assert_view_matches_rules(app: &mut App) {
    let game = app.world().resource::<Match>().game.clone();
    let layout = *app.world().resource::<BoardLayout>();
    let all = seeds(app);
    let shown = seeds_in_pits(all.iter().map(|(s, _)| s));
    for pit in game.geometry().pits() {
        assert_eq!(
            shown.get(&pit).copied().unwrap_or(0),
            usize::from(game.seeds(pit)),
            "seeds shown in {} differ from the rules",
            game.geometry().square(pit)
        );
    }
    for (seed, at) in all {
        if let Seed::InPit { pit, slot } = seed {
            let expected = layout.pit_position(pit) + layout.seed_offset(slot);
            assert!(
                at.truncate().distance(expected) < 0.01,
                "a seed of {pit:?} rests at {at}, not {expected}"
            );
        }
        assert!(!matches!(seed, Seed::InHand { .. }), "no seed may stay in hand after a move");
    }
}

/// Both players of an Omweso setup take the same whole arrangement, the first then the second.
pub fn arrange_both(app: &mut App, fill: kete::app::game::arranging::Fill) {
    use kete::app::game::arranging::SetupAction;
    for _ in 0..2 {
        app.world_mut().write_message(SetupAction::Fill(fill));
        app.update();
        app.world_mut().write_message(SetupAction::Done);
        app.update();
    }
}

/// Plays the first movable pit's move at the board, every question answered with its first
/// answer, and waits until the board is ready again.
pub fn play_first_move(app: &mut App) {
    use kete::app::game::messages::{OptionChosen, PitChosen};
    use kete::app::game::turn::Turn;
    // The legal moves are listed on another thread: a board that has just taken a game (or the
    // friend's move) may not have them yet.
    settle(app);
    let pit = *movable(app).first().expect("a move");
    app.world_mut().write_message(PitChosen(pit));
    settle(app);
    while app.world().resource::<Turn>().question.is_some() {
        app.world_mut().write_message(OptionChosen(0));
        settle(app);
    }
}

/// Plays `mv` at the board as a player would: its pit, then the answer that keeps it to every
/// question the board asks.
pub fn play_at_the_board(app: &mut App, mv: kete::rules::AnyMove) {
    use kete::app::game::messages::{OptionChosen, PitChosen};
    let game = app.world().resource::<Match>().game.clone();
    let pit = game.origin(mv).expect("a move starts from a pit");
    app.world_mut().write_message(PitChosen(pit));
    app.update();
    keep_to_the_move(app, mv, |app, answer| {
        app.world_mut().write_message(OptionChosen(answer));
        app.update();
    });
}

/// Once `mv`'s pit is chosen: each question the board asks answered (by `answer`, given the
/// answer's number) with the answer that keeps to `mv`, until the board asks no more.
pub fn keep_to_the_move(app: &mut App, mv: kete::rules::AnyMove, mut answer: impl FnMut(&mut App, usize)) {
    use kete::app::game::turn::Turn;
    for _ in 0..50 {
        settle(app);
        let turn = app.world().resource::<Turn>();
        if turn.question.is_none() {
            break;
        }
        let keeps = turn.answer_for(mv).expect("an answer keeps the move");
        answer(app, keeps);
    }
    settle(app);
}

/// South to move in Bao la Kimasai: b2 takes North's last stone; a1 lets North's a3 take both of
/// South's.
pub const ENDGAME: &str = "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S";

/// A click on the pit at `square` (e.g. "b2"), and frames until the board settles.
pub fn click(app: &mut App, square: &str) {
    use kete::app::game::messages::PitChosen;
    let geometry = app.world().resource::<Match>().game.geometry();
    let pit = geometry.pit(geometry.parse_square(square).expect("a square"));
    app.world_mut().write_message(PitChosen(pit));
    settle(app);
}

/// Asks for the analysis of `game` (the game on the board) and runs frames until it is done,
/// failing if it fails or never ends.
pub fn analyse(app: &mut App, game: &Match) {
    app.world_mut().write_message(kete::app::analysis::messages::AnalyseGame);
    for _ in 0..20_000 {
        app.update();
        let analysis = app.world().resource::<kete::app::analysis::state::GameAnalysis>();
        assert!(analysis.failed.is_none(), "{:?}", analysis.failed);
        if analysis.of(game).is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the analysis never ended");
}

/// A new match of Bao la Kimasai (seed rules, South first) with these players.
pub fn kimasai_match(seats: kete::saved::settings::Seats) -> kete::saved::settings::MatchSettings {
    use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
    MatchSettings {
        kind: kete::rules::GameKind::Kimasai,
        preset: "seed",
        first: FirstPlayer::South,
        mode: PlayMode::Classical,
        target: 12,
        seats,
    }
}

/// A short whole game of Bao la Kimasai, each side greedy for seeds (kete-cli found it; the
/// browser test plays it too).
pub const SHORT_KIMASAI: &str = "b2 k3 c2 j3 d2 i3 e2 h3 f2 g3 g2 g4 g1 f4 h1 e4 i1 d4 f1 c4 e1 h4 j1 g4 k1 b4 l1 a4 \
    l2 a3 k2 b3 j2 c3 e2 h3 g1 f4 f1 e4 h1 d4 i1 c4 j1 i3 k1 b4 f2 j3 d2 a4 l1 k3 c2 a3 g1 l3 h1 l4 i1 b3 e2 c3 \
    j1 d3 k1 k4 l1 j4 l2 i4 k2 e3 j2 h4 i2 f3 h2";
