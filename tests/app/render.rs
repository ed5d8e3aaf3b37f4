//! Real rendered frames: the `kete` binary under a virtual X display on Mesa's software Vulkan
//! renders positions of every game, with the questions the board asks, to PNGs. Needs `xvfb-run`
//! and `mesa-vulkan-drivers` (scripts/setup-system test installs them); set KETE_SKIP_RENDER=1 to
//! skip where they can't be.

use std::path::PathBuf;
use std::process::Command;

fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let signature = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || &bytes[..8] != signature || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word = |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    Some((word(16), word(20)))
}

/// Runs `kete` under a virtual display with these options and returns the PNG it saved.
fn render(name: &str, options: &[&str]) -> Option<Vec<u8>> {
    if std::env::var_os("KETE_SKIP_RENDER").is_some() {
        eprintln!("KETE_SKIP_RENDER is set: not rendering {name}");
        return None;
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target").join("screenshots");
    std::fs::create_dir_all(&dir).expect("can create target/screenshots");
    let shot = dir.join(format!("{name}.png"));
    let _ = std::fs::remove_file(&shot);
    let output = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", env!("CARGO_BIN_EXE_kete")])
        .args(options)
        .arg("--screenshot")
        .arg(&shot)
        .env("BEVY_ASSET_ROOT", env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("xvfb-run runs (install xvfb, or set KETE_SKIP_RENDER=1)");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "kete --screenshot failed: {log}");
    assert!(!log.contains("panicked"), "{log}");
    let bytes = std::fs::read(&shot).expect("the screenshot was written");
    assert_eq!(png_size(&bytes), Some((1280, 800)), "a 1280×800 PNG");
    // A blank frame compresses to a few kilobytes; the board with its seeds does not.
    assert!(bytes.len() > 30_000, "the frame of {name} looks empty ({} bytes)", bytes.len());
    println!("rendered {}", shot.display());
    Some(bytes)
}

#[test]
fn the_board_renders_to_a_png() {
    render("kimasai-after-b2-k3", &["--game", "kimasai", "--moves", "b2", "k3"]);
}

#[test]
fn every_game_renders_with_its_questions() {
    // Bao from the start position, after South's first move.
    render("bao-after-a6r", &["--game", "bao", "--moves", "A6R"]);
    render("bao-kichwa-question", &["--position", BAO_E6, "--pick", "f2"]);
    render("bao-safari-question", &["--position", BAO_E6, "--pick", "f2", "h2"]);
    render("omweso-setup", &["--game", "omweso"]);
    render("omweso-reverse-question", &["--position", OMWESO_O8, "--pick", "a1"]);
    render("omweso-reentry-question", &["--position", OMWESO_O8, "--pick", "a1", "#2"]);
}

/// E6 of the Bao rules: a namua capture from a central hole, then the nyumba.
const BAO_E6: &str = "bao 0,0,0,0,0,0,0,2/0,2,2,6,0,7,0,0/0,1,0,0,7,1,0,0/0,0,0,0,0,0,0,0 S r=18,18 h=11 t=-";
/// O8 of the Omweso rules: a reverse capture from a1, and again at the re-entry.
const OMWESO_O8: &str = "omweso 0,2,1,0,0,0,3,0/0,1,1,0,0,0,0,0/0,0,1,0,0,0,0,0/3,0,0,0,2,0,0,0 S p=1 k=1";

/// The marks a move leaves (E6's A6R+: start, laps, captures, end) and the preview of a move.
#[test]
fn the_last_move_and_a_preview_render() {
    render("bao-last-move-trace", &["--position", BAO_E6, "--pick", "f2", "h2", "#2"]);
    render("bao-preview", &["--game", "bao", "--pick", "hover:f2"]);
    render("pause", &["--game", "kimasai", "--moves", "b2", "--pick", "pause"]);
    render("move-list", &["--game", "kimasai", "--pick", "b2", "k3", "b4", "moves"]);
}

/// Without a game the title screen is rendered, and the program exits (it used to wait forever).
#[test]
fn the_title_screen_renders_and_exits() {
    render("title", &[]);
}

#[test]
fn bad_launch_options_are_refused_with_one_line() {
    let broken = std::env::temp_dir().join(format!("kete-broken-{}.json", std::process::id()));
    std::fs::write(&broken, "{\"format\": \"kete-record\", \"version\": 1, \"game\": \"bao\"")
        .expect("written");
    let broken = broken.to_string_lossy().into_owned();
    let cases: [(&[&str], &str); 11] = [
        (&["--game", "kimasai", "--moves", "b3"], "b3"),
        (&["--game", "bao", "--mode", "fast"], "fast"),
        (&["--game", "bao", "--rules", "nope"], "nope"),
        (&["--position", "bao 1", "--mode", "blitz"], "--game"),
        (&["--game", "omweso", "--pick", "z9"], "z9"),
        // A screenshot nowhere to be saved used to log an error and exit 0.
        (&["--game", "kimasai", "--screenshot", "/nonexistent/x.png"], "/nonexistent"),
        (&["--screenshot", "/tmp/kete-title.jpg"], ".png"),
        // A game file that is missing, broken, or given with a game as well.
        (&["--open", "/nonexistent/game.json"], "/nonexistent/game.json"),
        (&["--open", &broken], "not a Kete game file"),
        (&["--open", &broken, "--game", "bao"], "--open"),
        // A device was read to its (lack of an) end: only a regular file is opened.
        (&["--open", "/dev/zero"], "not a regular file"),
    ];
    for (args, named) in cases {
        let mut command = Command::new(env!("CARGO_BIN_EXE_kete"));
        command.args(args);
        if !args.contains(&"--screenshot") {
            command.args(["--screenshot", "/tmp/never.png"]);
        }
        let output = command.output().expect("kete runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(err.lines().count(), 1, "one line: {err}");
        assert!(err.contains(named), "{args:?}: {err}");
        assert!(output.stdout.is_empty());
    }
}

/// A window size that is not WIDTHxHEIGHT, or beyond any screen, is refused before a window opens.
#[test]
fn a_bad_window_size_is_refused() {
    for size in ["huge", "1920", "10x10", "99999x1080"] {
        let output = Command::new(env!("CARGO_BIN_EXE_kete"))
            .args(["--size", size, "--screenshot", "/tmp/never.png"])
            .output()
            .expect("kete runs");
        assert_eq!(output.status.code(), Some(2), "{size}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.contains("not a window size"), "{size}: {err}");
    }
}
