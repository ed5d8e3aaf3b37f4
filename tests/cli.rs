//! kete-cli's interface is a contract other tools rely on: exact output, exit codes, one-line
//! errors on stderr with nothing on stdout.

use std::process::{Command, Output};

const START: &str = "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S";

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kete-cli")).args(args).output().expect("kete-cli runs")
}

fn stdout(args: &[&str]) -> String {
    let out = cli(args);
    assert!(out.status.success(), "{args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8")
}

fn assert_refused(args: &[&str], mentions: &str) {
    let out = cli(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} must exit 2");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{args:?}: one line on stderr, got {err:?}");
    assert!(err.contains(mentions), "{args:?}: {err:?} should mention {mentions:?}");
}

#[test]
fn new_prints_the_start_position() {
    assert_eq!(stdout(&["new", "kimasai"]), format!("{START}\n"));
}

#[test]
fn legal_lists_moves_one_per_line() {
    assert_eq!(stdout(&["legal", START]), "b2\n");
    let after = stdout(&["play", START, "b2"]);
    assert_eq!(stdout(&["legal", after.trim()]), "b4\nk3\n");
}

#[test]
fn play_prints_one_position_line() {
    let out = stdout(&["play", START, "b2", "k3", "c2"]);
    assert_eq!(out.lines().count(), 1);
    assert_eq!(
        out.trim(),
        "kimasai 0,0,1,1,1,1,1,1,1,1,1,1/0,0,1,1,1,1,1,1,1,1,0,1/1,1,0,1,1,1,1,1,1,1,1,0/1,1,1,1,1,1,1,1,1,1,1,0 N"
    );
}

#[test]
fn show_prints_the_board_and_the_result() {
    let out = stdout(&["show", START]);
    assert!(out.contains("South to move"), "{out}");
    assert!(out.contains("  2:  0  1  1"), "{out}");
    let won = "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0 N";
    let out = stdout(&["show", won]);
    assert!(out.contains("Game over: South wins"), "{out}");
    assert_eq!(stdout(&["legal", won]), "");
}

#[test]
fn bad_input_is_refused_with_one_line() {
    assert_refused(&["new", "chess"], "unknown game");
    assert_refused(&["show", "kimasai 1,1/1 S"], "malformed");
    assert_refused(&["legal", "kimasai"], "malformed");
    assert_refused(&["play", START, "c2"], "c2");
    assert_refused(&["play", START, "b3"], "North");
    assert_refused(&["play", START, "zz"], "zz");
    assert_refused(&["play", START, "b2", "b2"], "move 2");
    assert_refused(&["bench", "kimasai", "--seconds", "-1"], "seconds");
    assert_refused(&["frobnicate"], "frobnicate");
}

#[test]
fn selfplay_and_bench_print_summaries() {
    let out = stdout(&["selfplay", "kimasai", "--games", "200", "--seed", "3"]);
    assert!(out.contains("games 200"), "{out}");
    assert!(out.contains("draws 0"), "random Kimasai games never draw: {out}");
    // The same seed plays the same games; only the time line differs.
    let again = stdout(&["selfplay", "kimasai", "--games", "200", "--seed", "3"]);
    let results = |text: &str| text.lines().filter(|l| !l.starts_with("time")).collect::<Vec<_>>().join("\n");
    assert_eq!(results(&out), results(&again));
    let bench = stdout(&["bench", "kimasai", "--seconds", "0.2"]);
    assert!(bench.contains("moves/s") && bench.contains("games/s"), "{bench}");
}

const BAO_START: &str =
    "bao 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S r=22,22 h=11 t=-";

#[test]
fn bao_new_legal_and_play_follow_the_notation() {
    assert_eq!(stdout(&["new", "bao"]), format!("{BAO_START}\n"));
    assert_eq!(stdout(&["new", "bao", "--rules", "masters"]), format!("{BAO_START}\n"));
    assert_eq!(stdout(&["legal", BAO_START]), "A6R\nA6L\nA7R\nA7L\n");
    // The opening of Ramadhan–Kijumbe, 1994 (rules example E2).
    assert_eq!(
        stdout(&["play", BAO_START, "A7L", "a5R"]),
        "bao 0,0,0,0,0,0,0,0/1,2,2,7,0,0,0,0/0,0,0,0,7,3,0,0/0,0,0,0,0,0,0,0 S r=21,21 h=11 t=-\n"
    );
    // A namua capture that ends in the functional nyumba offers stop or safari (E7).
    let e7 = "bao 0,0,0,0,0,0,0,1/5,0,2,6,0,0,0,0/1,0,2,2,7,0,0,0/0,0,0,0,0,0,0,0 S r=19,19 h=11 t=-";
    let legal = stdout(&["legal", e7]);
    assert!(legal.lines().any(|m| m == "A1L") && legal.lines().any(|m| m == "A1L+"), "{legal}");
    assert!(stdout(&["play", e7, "A1L+"]).contains(" h=01 "), "safari destroys South's nyumba");
    let show = stdout(&["show", BAO_START]);
    assert!(show.contains("22 in reserve (namua)") && show.contains("South to move"), "{show}");
}

#[test]
fn bao_bad_input_is_refused_with_one_line() {
    assert_refused(&["play", BAO_START, "A5R"], "reserve seed");
    assert_refused(&["play", BAO_START, "a6R"], "North");
    assert_refused(&["play", BAO_START, "A6X"], "A6X");
    assert_refused(&["play", BAO_START, "A6R+"], "safari");
    assert_refused(&["legal", BAO_START, "--rules", "house"], "house");
    assert_refused(
        &["legal", "bao 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S r=22,21 h=11 t=-"],
        "64",
    );
    assert_refused(
        &["legal", "bao 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S h=11"],
        "r=",
    );
}

#[test]
fn bao_selfplay_runs_under_both_presets() {
    for rules in ["seed", "masters"] {
        let out = stdout(&["selfplay", "bao", "--games", "50", "--seed", "5", "--rules", rules]);
        assert!(out.contains("games 50") && out.contains("draws 0"), "{out}");
    }
}

const OMWESO_START: &str = "omweso 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S p=0 k=0";

#[test]
fn omweso_setup_legal_and_play_follow_the_notation() {
    assert_eq!(stdout(&["new", "omweso"]), format!("{OMWESO_START}\n"));
    assert_eq!(stdout(&["new", "omweso", "--rules", "traditional"]), format!("{OMWESO_START}\n"));
    assert_eq!(stdout(&["legal", OMWESO_START]), "a1\nb1\nc1\nd1\ne1\nf1\ng1\nh1\n");
    assert_eq!(
        stdout(&["play", OMWESO_START, "e1"]),
        "omweso 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/4,4,4,4,0,5,5,5 N p=1 k=0\n"
    );
    // Free setup: South arranges, then North, then South moves.
    let south = stdout(&["arrange", OMWESO_START, "S", "0,0,0,0,0,0,0,0/4,4,3,5,4,4,4,4"]);
    assert!(south.contains("/4,4,3,5,4,4,4,4 S p=0 k=0"), "{south}");
    let both = stdout(&["arrange", south.trim(), "N", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2"]);
    assert!(both.starts_with("omweso 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/4,4,3,5"), "{both}");
    assert!(stdout(&["legal", both.trim()]).lines().any(|m| m == "c1:3"), "the three-seed opening");
    let played = stdout(&["play", both.trim(), "c1:3"]);
    assert!(played.contains("/4,4,0,7,5,4,4,4 N p=1 k=0"), "{played}");
    // Reverse capture and a later choice (rules example O8).
    let o8 = "omweso 0,2,1,0,0,0,3,0/0,1,1,0,0,0,0,0/0,0,1,0,0,0,0,0/3,0,0,0,2,0,0,0 S p=1 k=1";
    let legal = stdout(&["legal", o8]);
    assert!(legal.lines().any(|m| m == "a1cw,cw") && legal.lines().any(|m| m == "a1cw,ccw"), "{legal}");
    assert_eq!(
        stdout(&["play", o8, "a1cw"]),
        stdout(&["play", o8, "a1cw,ccw"]),
        "a trailing ccw may be left out"
    );
    let random = stdout(&["new", "omweso", "--setup", "random", "--seed", "9", "--first", "lot"]);
    assert!(random.starts_with("omweso ") && random.contains("p=0 k=0"), "{random}");
}

#[test]
fn omweso_bad_input_is_refused_with_one_line() {
    assert_refused(&["arrange", OMWESO_START, "S", "0,0,0,0,0,0,0,0/11,11,10,0,0,0,0,0"], "at most 10");
    assert_refused(&["arrange", OMWESO_START, "S", "0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,3"], "32");
    assert_refused(&["play", OMWESO_START, "e1cw"], "clockwise");
    assert_refused(&["play", OMWESO_START, "e2"], "two seeds");
    assert_refused(&["play", OMWESO_START, "e4"], "North");
    assert_refused(&["play", OMWESO_START, "e1,cw"], "choice");
    assert_refused(&["new", "omweso", "--setup", "spiral"], "spiral");
    assert_refused(&["new", "bao", "--setup", "random"], "omweso");
}

#[test]
fn record_replay_and_check_share_one_format() {
    let dir = std::env::temp_dir().join(format!("kete-cli-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let file = dir.join("game.json");
    let record = stdout(&["record", "kimasai", "b2", "k3"]);
    assert!(record.contains("\"format\": \"kete-record\"") && record.contains("\"moves\""), "{record}");
    std::fs::write(&file, &record).expect("written");
    let path = file.to_str().expect("utf-8 path");
    let positions = stdout(&["replay", path]);
    assert_eq!(positions.lines().count(), 3, "the start and one position a move");
    assert_eq!(positions.lines().next(), Some(START));
    let after_b2 = stdout(&["play", START, "b2"]);
    assert_eq!(stdout(&["replay", path, "--ply", "1"]), after_b2);
    assert_eq!(stdout(&["check", path]), "ok: kimasai, 2 moves, South to move\n");
    assert_refused(&["replay", path, "--ply", "9"], "2 moves");
    // A game saved from Kete holds the record with the match around it: kete-cli reads it too.
    let indented = record.trim_end().replace('\n', "\n  ");
    let saved = format!(
        "{{\"format\": \"kete-autosave\", \"version\": 1, \"mode\": \"Classical\", \"game\": {indented}}}"
    );
    std::fs::write(&file, &saved).expect("written");
    assert_eq!(stdout(&["check", path]), "ok: kimasai, 2 moves, South to move\n");
    std::fs::write(&file, saved.replace("\"k3\"", "\"b3\"")).expect("written");
    assert_refused(&["check", path], "move 2 (b3)");
    std::fs::write(&file, record.replace("\"k3\"", "\"b3\"")).expect("written");
    assert_refused(&["check", path], "move 2 (b3)");
    std::fs::write(&file, "{\"format\": \"other\"}").expect("written");
    assert_refused(&["check", path], "not a Kete record");
    assert_refused(&["check", dir.join("missing.json").to_str().expect("utf-8")], "missing.json");
    assert_refused(&["record", "kimasai", "b3"], "move 1 (b3)");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bench_refuses_a_duration_it_cannot_keep() {
    assert_refused(&["bench", "kimasai", "--seconds", "1e30"], "--seconds");
}

/// A game that ends with seeds on the board: `play` says so on stderr and writes `end=`, and
/// `legal` on the result lists nothing.
#[test]
fn play_says_when_a_game_ends_with_seeds_on_the_board() {
    let before = "omweso 2,1,1,6,0,5,1,4/1,1,2,0,7,0,8,5/2,0,2,0,0,2,2,1/2,2,1,2,0,1,1,2 S p=70 k=1";
    let out = cli(&["play", before, "h1"]);
    assert!(out.status.success());
    let after = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(
        after,
        "omweso 0,1,1,6,0,5,0,0/0,1,2,0,7,0,0,0/0,3,5,3,3,5,0,6/1,4,3,1,0,3,1,3 N p=71 k=1 end=S:bothends\n"
    );
    let note = String::from_utf8_lossy(&out.stderr);
    assert!(note.contains("the game is over: South wins"), "{note}");
    assert_eq!(stdout(&["legal", after.trim()]), "");
    assert!(stdout(&["show", after.trim()]).contains("Game over: South wins"));
}

#[test]
fn ai_prints_a_legal_move_then_what_it_saw() {
    let bao = stdout(&["new", "bao"]);
    let out = stdout(&["ai", bao.trim(), "--nodes", "200", "--seed", "3"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out:?}");
    assert!(stdout(&["legal", bao.trim()]).lines().any(|mv| mv == lines[0]), "{} is legal", lines[0]);
    let fields: Vec<&str> = lines[1].split(' ').map(|f| f.split('=').next().unwrap_or("")).collect();
    assert_eq!(fields, ["depth", "nodes", "score", "chance", "ms", "pv"], "{}", lines[1]);
    assert!(lines[1].contains("nodes=200 "), "{}", lines[1]);
    // The same seed, the same move.
    assert_eq!(stdout(&["ai", bao.trim(), "--nodes", "200", "--seed", "3"]).lines().next(), Some(lines[0]));
    assert_eq!(stdout(&["ai", START, "--level", "1"]).lines().next(), Some("b2"));
}

#[test]
fn ai_and_arena_refuse_bad_input_with_one_line() {
    assert_refused(&["ai", "bao 1,2,3"], "malformed");
    assert_refused(&["ai", START, "--level", "9"], "--level must be from 1 to 5");
    // South has no pit of two: North has won.
    let over = "omweso 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 S p=10 k=1";
    assert_refused(&["ai", over], "the game is over");
    assert_refused(&["arena", "bao", "--a", "level:7", "--b", "random"], "not a player");
    assert_refused(&["arena", "chess", "--a", "random", "--b", "random"], "chess");
    assert_refused(&["arena", "bao", "--a", "random", "--b", "random", "--games", "1"], "--games");
}

#[test]
fn arena_prints_its_tally() {
    let out =
        stdout(&["arena", "kimasai", "--a", "nodes:20", "--b", "random", "--games", "4", "--seed", "2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out:?}");
    assert!(lines[0].starts_with("games 4 wins "), "{}", lines[0]);
    assert!(lines[1].starts_with("score ") && lines[1].contains("% ± "), "{}", lines[1]);
    assert!(lines[2].starts_with("ms/move a "), "{}", lines[2]);
    // Two openings, each counted once (A ahead, even, behind), none passed over.
    let pairs: Vec<u32> = lines[3].split(' ').filter_map(|word| word.parse().ok()).collect();
    assert!(lines[3].starts_with("pairs won ") && lines[3].ends_with(" skipped 0"), "{}", lines[3]);
    assert_eq!(pairs.len(), 4, "{}", lines[3]);
    assert_eq!(pairs[..3].iter().sum::<u32>(), 2, "{}", lines[3]);
}

// ---- Every input bounded: one test per defect a hostile tester found (issue 23). ----

/// A folder of its own for a test's files, emptied first.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("kete-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// An Omweso record of `n` lost turns from the start.
fn lost_turns_record(n: usize) -> String {
    let start = stdout(&["new", "omweso"]);
    let moves = vec!["\"lost-turn\""; n].join(",");
    format!(
        "{{\"format\":\"kete-record\",\"version\":1,\"game\":\"omweso\",\"rules\":\"seed\",\"start\":\"{}\",\"moves\":[{moves}]}}",
        start.trim()
    )
}

/// Runs kete-cli under a limit on its address space (`ulimit -v`, in KiB): a run that needs
/// more fails to allocate and aborts.
#[cfg(unix)]
fn cli_within_memory(kib: u64, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {kib} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_kete-cli"))
        .args(args)
        .output()
        .expect("sh runs kete-cli")
}

/// Defect 1: an Omweso record of 10,000 lost turns aborted for memory (each replayed position
/// copied a history that grew with every lost turn). Now the fourth lost turn in a row brings the
/// start round a third time and the house rule annuls the game (rule 25): the record is refused
/// at its fifth move, within a small address space.
#[cfg(unix)]
#[test]
fn endless_lost_turns_end_in_a_repetition_within_bounded_memory() {
    let dir = scratch("lost-turns");
    let path = dir.join("lost.json");
    std::fs::write(&path, lost_turns_record(10_000)).expect("written");
    let path = path.to_str().expect("a path");
    for command in ["check", "replay"] {
        let out = cli_within_memory(1 << 20, &[command, path]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {err}");
        assert!(err.contains("move 5 (lost-turn) cannot be played: the game is over"), "{command}: {err}");
    }
    std::fs::write(dir.join("four.json"), lost_turns_record(4)).expect("written");
    let four = dir.join("four.json");
    let out = stdout(&["check", four.to_str().expect("a path")]);
    assert_eq!(out, "ok: omweso, 4 moves, over: no winner: the position repeated\n");
    let mut args = vec!["record", "omweso"];
    args.extend(std::iter::repeat_n("lost-turn", 8_000));
    let out = cli_within_memory(1 << 20, &args);
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    std::fs::remove_dir_all(&dir).ok();
}

/// Defects 2 and 3: a FIFO blocked `check` until killed; /dev/zero was read for gigabytes. Only
/// a regular file is opened, and no more of it is read than a record can be long.
#[cfg(unix)]
#[test]
fn only_a_regular_file_is_read() {
    let dir = scratch("fifo");
    let fifo = dir.join("f");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(made.success());
    let fifo = fifo.to_str().expect("a path");
    for args in [["check", fifo], ["replay", fifo], ["check", "/dev/zero"], ["replay", "/dev/urandom"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kete-cli"))
            .args(args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("kete-cli runs");
        let started = std::time::Instant::now();
        while child.try_wait().expect("waits").is_none() {
            if started.elapsed() > std::time::Duration::from_secs(20) {
                child.kill().ok();
                panic!("{args:?} still runs after 20 s");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let out = child.wait_with_output().expect("ends");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("not a regular file"), "{args:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Defect 4: a full disk panicked (exit 101); a closed pipe panicked too. A write error is one
/// line and exit 2; a reader that closed the pipe is left quietly.
#[cfg(target_os = "linux")]
#[test]
fn a_failed_write_is_one_line_and_a_closed_pipe_a_quiet_exit() {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_kete-cli"))
        .args(["new", "bao"])
        .stdout(full)
        .output()
        .expect("kete-cli runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("cannot write the output"), "{err}");

    let mut child = Command::new(env!("CARGO_BIN_EXE_kete-cli"))
        .args(["selfplay", "bao", "--games", "2000"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("kete-cli runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("ends");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// Defect 5: from `p=1000000000`, `play` printed `p=1000000001`, which it then refused.
#[test]
fn a_position_play_prints_is_one_it_reads() {
    let start = "omweso 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S p=1000000000 k=0";
    let after = stdout(&["play", start, "a1"]);
    assert!(after.contains(" p=1000000000 "), "{after}");
    stdout(&["show", after.trim()]);
    stdout(&["play", after.trim(), "h4"]);
}

/// Defect 6: `end=-:bothends` was shown as a repetition and `end=S:nomove` believed on the start.
#[test]
fn an_end_field_that_contradicts_the_position_is_refused() {
    let board = "omweso 0,1,1,6,0,5,0,0/0,1,2,0,7,0,0,0/0,3,5,3,3,5,0,6/1,4,3,1,0,3,1,3 N p=71 k=1";
    let start = "omweso 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S p=0 k=0";
    for (position, why) in [
        (format!("{board} end=-:bothends"), "only South, who moved last, can have won so"),
        (format!("{board} end=N:bothends"), "only South"),
        (format!("{board} end=S:repetition"), "an annulled game has no winner"),
        (format!("{board} end=S:twocaptures"), "akakyala is not played"),
        (format!("{board} end=S:allcaptured"), "North still has seeds"),
        (format!("{board} end=S:frontrow"), "North's inner row still holds seeds"),
        (format!("{start} end=N:nomove"), "South, to move, still has a pit of two seeds or more"),
        (format!("{start} end=S:bothends"), "only North, who moved last"),
        (format!("{start} end=N:bothends"), "k=0 says none has happened"),
    ] {
        assert_refused(&["show", &position], why);
    }
    let out = stdout(&["show", &format!("{board} end=S:bothends")]);
    assert!(out.contains("Game over: South wins"), "{out}");
    let out = stdout(&["show", &format!("{board} end=-:repetition")]);
    assert!(out.contains("Game over: no winner"), "{out}");
}

/// Defect 7: a save file of a newer version passed `check`.
#[test]
fn a_save_file_of_a_newer_version_is_refused() {
    let dir = scratch("save-version");
    let record = stdout(&["record", "kimasai", "b2"]);
    // Version 2 keeps an analysis and comments beside the game, 3 a game by message, 4 an online
    // game: read; 5 is newer than this Kete.
    for (version, refused) in [(1, false), (2, false), (3, false), (4, false), (5, true), (9, true)] {
        let path = dir.join(format!("v{version}.json"));
        let save = format!(
            "{{\"format\":\"kete-autosave\",\"version\":{version},\"mode\":\"Classical\",\"game\":{record}}}"
        );
        std::fs::write(&path, save).expect("written");
        let path = path.to_str().expect("a path");
        if refused {
            assert_refused(
                &["check", path],
                &format!("the save is of version {version}, newer than this Kete reads"),
            );
        } else {
            assert!(stdout(&["check", path]).starts_with("ok: kimasai, 1 moves"));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Defect 8: a field given twice took the last; Omweso's `c=` was read and then dropped.
#[test]
fn a_field_given_twice_or_read_and_dropped_is_refused() {
    let bao = stdout(&["new", "bao"]);
    assert_refused(&["legal", &format!("{} h=00", bao.trim())], "h= is given twice");
    let omweso = stdout(&["new", "omweso"]);
    assert_refused(
        &["play", &format!("{} c=3,4", omweso.trim()), "a1"],
        "akakyala, which these rules do not play",
    );
    assert_refused(&["show", &format!("{} p=1", omweso.trim())], "p= is given twice");
}

/// Defect 9: `--rules nonsense` passed `check` and `replay`, which play a record's own rules.
#[test]
fn rules_that_cannot_apply_are_refused() {
    let dir = scratch("rules-option");
    let path = dir.join("game.json");
    std::fs::write(&path, stdout(&["record", "kimasai", "b2"])).expect("written");
    let path = path.to_str().expect("a path");
    for command in ["check", "replay"] {
        assert_refused(&["--rules", "nonsense", command, path], "--rules does not apply");
        assert_refused(&[command, "--rules", "seed", path], "a record names its own rules");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Defect 10: a move with a newline forged a second error line; 120 KB of input came back whole;
/// control characters went to the terminal raw.
#[test]
fn an_error_repeats_input_escaped_and_short() {
    let start = stdout(&["new", "bao"]);
    let out = cli(&["play", start.trim(), "A1R\nkete-cli: forged"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("A1R\\nkete-cli: forged"), "{err}");
    let huge = "x".repeat(120_000);
    for args in [
        vec!["play", start.trim(), huge.as_str()],
        vec!["show", huge.as_str()],
        vec!["new", huge.as_str()],
        vec!["arena", "bao", "--a", huge.as_str(), "--b", "random"],
    ] {
        let out = cli(&args);
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stderr.len() < 600, "{} bytes of error for {}", out.stderr.len(), args[0]);
        assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
    }
    let out = cli(&["show", "bao\u{1b}[31m 1/1/1/1 S"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains('\u{1b}') && err.contains("\\u{1b}"), "{err:?}");
}

/// Defect 11: `ai --nodes` and `selfplay --games` ran without bound; `arena --games 3` played 2.
#[test]
fn work_without_bound_or_silently_changed_is_refused() {
    let start = stdout(&["new", "kimasai"]);
    assert_refused(&["ai", start.trim(), "--nodes", "18446744073709551615"], "--nodes at most 1000000000");
    assert_refused(&["selfplay", "kimasai", "--games", "4294967295"], "--games must be at most 10000000");
    assert_refused(&["arena", "kimasai", "--a", "random", "--b", "random", "--games", "3"], "an even number");
}

/// A teacher checks the lessons, the built-in ones or a file of their own, before the game shows
/// them: each listed, or the one that does not hold named.
#[test]
fn lessons_are_checked_and_listed() {
    let out = stdout(&["lessons", "bao"]);
    assert!(out.starts_with("ok: bao, ") && out.contains("\nhus-capture hus A3L\n"), "{out}");
    let dir = std::env::temp_dir().join(format!("kete-cli-lessons-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let file = dir.join("mine.json");
    let lesson = |solution: &str| {
        format!(
            r#"{{"game": "bao", "lessons": [{{"id": "mine", "rules": "hus", "position":
            "bao 5,5,5,5,5,5,5,6/5,0,2,6,0,0,0,1/1,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S r=0,0 h=00 t=-",
            "task": {{"capture_from": "a8"}}, "solution": "{solution}"}}]}}"#
        )
    };
    std::fs::write(&file, lesson("A3L")).expect("written");
    let path = file.display().to_string();
    assert_eq!(stdout(&["lessons", "bao", "--file", &path]), "ok: bao, 1 lessons\nmine hus A3L\n");
    assert_refused(&["lessons", "omweso", "--file", &path], "for 'bao'");
    std::fs::write(&file, lesson("A3R")).expect("written");
    assert_refused(&["lessons", "bao", "--file", &path], "lesson 'mine'");
    assert_refused(&["lessons", "bao", "--rules", "hus"], "each lesson names its own rules");
    let _ = std::fs::remove_dir_all(&dir);
}

/// South to move in Bao la Kimasai: b2 takes North's last stone; a1 lets North's a3 take both of
/// South's.
const ENDGAME: &str = "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S";

#[test]
fn ai_gives_the_chance_to_win_beside_its_score() {
    let out = stdout(&["ai", ENDGAME, "--nodes", "20000"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "b2");
    assert!(lines[1].contains(" chance=100 "), "a won position: {}", lines[1]);
}

/// A game analysed from its record: a line per move (South's chance before and after, the chance
/// lost, the mark, the engine's move where it was another), then each player's marks.
#[test]
fn analyse_marks_a_blunder_and_names_the_better_move() {
    let record = stdout(&["record", "kimasai", "--start", ENDGAME, "a1", "a3"]);
    let dir = std::env::temp_dir().join(format!("kete-cli-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("game.json");
    std::fs::write(&path, record).expect("written");
    let path = path.to_string_lossy().into_owned();
    let out = stdout(&["analyse", &path, "--nodes", "20000"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("analysis: kimasai seed, 2 moves, 20000 nodes a position, "),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "ply side move before after loss mark better");
    assert_eq!(lines[2], "1 S a1 100.0 0.0 100.0 blunder b2");
    assert_eq!(lines[3], "2 N a3 0.0 0.0 0.0 best -");
    assert_eq!(lines[4], "South: best 0 good 0 inaccuracy 0 mistake 0 blunder 1 mean_loss 100.0");
    assert_eq!(lines[5], "North: best 1 good 0 inaccuracy 0 mistake 0 blunder 0 mean_loss 0.0");
    assert_refused(&["analyse", &path, "--nodes", "0"], "--nodes");
    assert_refused(&["analyse", &path, "--kept"], "keeps no analysis");
    // A save of version 2 keeps an analysis: printed as it is, nothing searched.
    let record = stdout(&["record", "kimasai", "--start", ENDGAME, "a1", "a3"]);
    let save = format!(
        r#"{{"format": "kete-autosave", "version": 2, "game": {record}, "mode": "Classical",
        "analysis": {{"chances": [1.0, 0.0, 0.0], "moves": [
          {{"ply": 1, "mover": "South", "played": "a1", "before": 1.0, "after": 0.0, "better": "b2", "loss": 1.0, "mark": "blunder"}},
          {{"ply": 2, "mover": "North", "played": "a3", "before": 0.0, "after": 0.0, "better": null, "loss": 0.0, "mark": "best"}}]}},
        "comments": {{"1": "I did not see\nthe capture"}}}}"#
    );
    let saved = dir.join("saved.json");
    std::fs::write(&saved, save).expect("written");
    let saved = saved.to_string_lossy().into_owned();
    let kept = stdout(&["analyse", &saved, "--kept"]);
    let kept: Vec<&str> = kept.lines().collect();
    assert_eq!(kept[0], "analysis: kimasai seed, 2 moves, kept in the file");
    assert_eq!(kept[1..6], lines[1..]);
    assert_eq!(kept[6], "comment 1: I did not see the capture");
    assert_refused(&["analyse", &path, "--rules", "seed"], "record names its own rules");
    assert_refused(&["analyse", "/nonexistent/game.json"], "game.json");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn calibrate_fits_and_measures_the_chance_curve() {
    let out = stdout(&["calibrate", "kimasai", "--games", "4", "--nodes", "300"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("kimasai seed: 4 games, "), "{}", lines[0]);
    assert!(lines[1].starts_with("slope "), "{}", lines[1]);
    assert!(lines[2].starts_with("test log-loss "), "{}", lines[2]);
    assert_eq!(lines[3], "chance positions predicted won");
    assert_eq!(lines.len(), 14, "ten rows of the table: {out}");
    assert_refused(&["calibrate", "kimasai", "--games", "1"], "--games");
    assert_refused(&["calibrate", "kimasai", "--nodes", "0"], "--nodes");
}

/// Puzzles found in the engine's games are printed as a puzzle file; a file's puzzles are proved
/// again with --check.
#[test]
fn puzzles_are_found_and_checked() {
    let out = stdout(&["puzzles", "kimasai", "--count", "2", "--seed", "3"]);
    let file: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(file["game"], "kimasai");
    assert_eq!(file["puzzles"].as_array().map(Vec::len), Some(2), "{out}");
    let shipped = format!("{}/assets/puzzles/kimasai.json", env!("CARGO_MANIFEST_DIR"));
    assert!(stdout(&["puzzles", "kimasai", "--check", &shipped]).starts_with("ok: kimasai, 60 puzzles ("));
    assert_refused(&["puzzles", "bao", "--check", &shipped], "for 'kimasai'");
    assert_refused(&["puzzles", "kimasai", "--count", "0"], "--count");
    // --keep: a file's puzzles first, each told its theme; the count counts them; easiest first.
    let kept = stdout(&["puzzles", "kimasai", "--count", "3", "--keep", &shipped]);
    let kept: serde_json::Value = serde_json::from_str(&kept).expect("JSON");
    let puzzles = kept["puzzles"].as_array().expect("puzzles");
    assert_eq!(puzzles.len(), 3);
    let shipped_file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&shipped).expect("read")).expect("JSON");
    for puzzle in puzzles {
        assert!(shipped_file["puzzles"].as_array().expect("puzzles").contains(puzzle), "{puzzle}");
        assert!(puzzle["theme"].is_string(), "{puzzle}");
    }
}

/// A game by message: `link` writes a record's game link, `read-link` gives the record back from
/// the link or a message holding it, and a cut link is refused with its reason.
#[test]
fn link_and_read_link_carry_a_game_both_ways() {
    let dir = std::env::temp_dir().join(format!("kete-cli-link-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("game.json");
    let record = stdout(&["record", "kimasai", "b2", "k3"]);
    std::fs::write(&file, &record).expect("written");
    let path = file.to_str().expect("utf-8");
    let link = stdout(&["link", path, "--id", "AAAAAAAAAAA"]);
    assert_eq!(link, "m1.kimasai.seed.AAAAAAAAAAA..2.uNiKlg.AB\n", "the example of docs/NOTATION.md");
    let link = link.trim_end();
    assert_eq!(stdout(&["read-link", &format!("Your move: https://example.org/#{link}")]), record);
    assert_refused(&["read-link", &link[..link.len() - 1]], "cut short");
    assert_refused(&["read-link", "hello"], "not a Kete game link");
    let _ = std::fs::remove_dir_all(&dir);
}
