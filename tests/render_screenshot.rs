//! A real rendered frame: the `kete` binary under a virtual X display on Mesa's software Vulkan
//! renders a Kimasai position to a PNG. Needs `xvfb-run` and `mesa-vulkan-drivers`
//! (scripts/setup-system test installs them); set KETE_SKIP_RENDER=1 to skip where they can't be.

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

#[test]
fn the_board_renders_to_a_png() {
    if std::env::var_os("KETE_SKIP_RENDER").is_some() {
        eprintln!("KETE_SKIP_RENDER is set: not rendering");
        return;
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target").join("screenshots");
    std::fs::create_dir_all(&dir).expect("can create target/screenshots");
    let shot = dir.join("kimasai-after-b2-k3.png");
    let _ = std::fs::remove_file(&shot);
    let output = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", env!("CARGO_BIN_EXE_kete")])
        .args(["--game", "kimasai", "--moves", "b2", "k3", "--screenshot"])
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
    assert!(bytes.len() > 30_000, "the frame looks empty ({} bytes)", bytes.len());
    println!("rendered {}", shot.display());
}

#[test]
fn bad_launch_options_are_refused_with_one_line() {
    let output = Command::new(env!("CARGO_BIN_EXE_kete"))
        .args(["--game", "kimasai", "--moves", "b3", "--screenshot", "/tmp/never.png"])
        .output()
        .expect("kete runs");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.contains("b3"), "{err}");
    assert!(output.stdout.is_empty());
}

#[test]
fn games_not_yet_playable_at_the_board_are_refused_with_one_line() {
    let output =
        Command::new(env!("CARGO_BIN_EXE_kete")).args(["--game", "bao"]).output().expect("kete runs");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.contains("kete-cli"), "{err}");
}
