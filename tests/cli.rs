//! The `npuzzle` command line: output, JSON and exit codes.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn npuzzle(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the npuzzle binary runs");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn check_prints_board_shape_verdict_and_distance() {
    let out = npuzzle(&["check", "1 2 3 4 5 6 0 7 8"], "");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("1 2 3\n4 5 6\n_ 7 8\n"), "{stdout}");
    assert!(stdout.contains("shape: 3x3 (8 tiles)"), "{stdout}");
    assert!(stdout.contains("solvable: yes"), "{stdout}");
    assert!(stdout.contains("manhattan distance: 2"), "{stdout}");
}

#[test]
fn check_reads_stdin_and_reports_unsolvable_boards_with_exit_0() {
    let out = npuzzle(&["check", "-"], "1 2 3\n4 5 6\n8 7 _\n");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("solvable: no"), "{stdout}");
    assert!(stdout.contains("Swapping tiles 7 and 8 makes it solvable."), "{stdout}");
}

#[test]
fn check_json_has_the_documented_keys() {
    let out = npuzzle(&["check", "0 1 2 3 4 5 6 7 8", "--goal", "blank-first", "--json"], "");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("{\"rows\":3,\"cols\":3,\"tiles\":[0,1,2,3,4,5,6,7,8],\"solvable\":true,"), "{stdout}");
    assert!(stdout.contains("\"explanation\":\"Reading row by row, 0 pairs"), "{stdout}");
    assert!(stdout.contains("\"manhattan\":0"), "{stdout}");
    assert!(stdout.contains("\"fixingSwap\":null"), "{stdout}");
}

#[test]
fn invalid_input_exits_2_with_the_message_on_stderr() {
    let out = npuzzle(&["check", "1 2 3 4 5 6 7 8 8"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(text(&out.stderr).contains("tile 8 appears twice"), "{}", text(&out.stderr));

    let out = npuzzle(&["check", "1 2 3 0", "--goal", "blank-middle"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("invalid goal"), "{}", text(&out.stderr));

    let out = npuzzle(&["check", "-"], &"7 ".repeat(40_000));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("at most 64 KiB"), "{}", text(&out.stderr));
}
