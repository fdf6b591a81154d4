//! `npuzzle check-search`: a trace read from a file or standard input, the verdict in words or
//! JSON, and the exit codes autograders read (0 valid, 1 invalid, 2 bad input).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::{npuzzle, text};

const START: &str = "1 2 3 4 5 6 0 7 8";
/// A* with Manhattan from START: the start, the blank right, the goal.
const VALID: &str = "1 2 3 4 5 6 0 7 8\n1 2 3 4 5 6 7 0 8\n\n1 2 3 4 5 6 7 8 0\n";
/// The blank up first (f = 4) while the blank right (f = 2) waits.
const WRONG: &str = "1 2 3 4 5 6 0 7 8\n1 2 3 0 5 6 4 7 8\n1 2 3 4 5 6 0 7 8\n";

#[test]
fn a_valid_trace_from_a_file_exits_0_and_names_the_variant() {
    let path = std::env::temp_dir().join(format!("npuzzle-trace-{}.txt", std::process::id()));
    std::fs::write(&path, VALID).unwrap();
    let out = npuzzle(
        &["check-search", START, "--algorithm", "astar", "--heuristic", "manhattan", path.to_str().unwrap()],
        "",
    );
    std::fs::remove_file(&path).unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("a valid trace of A* with Manhattan, 3 expansions: graph search"), "{stdout}");
    assert!(stdout.contains("(graph-reopen/goal-taken)"), "{stdout}");
}

#[test]
fn an_invalid_trace_exits_1_with_the_first_wrong_step_and_a_hint_in_json() {
    let out = npuzzle(&["check-search", START, "--algo", "astar", "-", "--json"], WRONG);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(json["valid"], false);
    assert_eq!(json["step"], 1);
    assert_eq!(json["expansion"], 2);
    let message =
        "expansion 2: 1 2 3 / _ 5 6 / 4 7 8 has f = 4, but 1 board with f = 2 was waiting: 1 2 3 / 4 5 6 / 7 _ 8";
    assert_eq!(json["message"], message);
    assert_eq!(json["variant"], "graph-reopen/goal-taken");
    assert!(json["hint"].is_null() || json["hint"].is_string());
    assert_eq!(json["expansions"], 3);
}

#[test]
fn bad_input_exits_2_naming_what_is_wrong() {
    let bad_board = npuzzle(&["check-search", START, "--algorithm", "bfs", "-"], "1 2 3 4 5 6 0 7 8\n1 2 3 4\n");
    assert_eq!(bad_board.status.code(), Some(2));
    assert!(text(&bad_board.stderr).contains("board 2 (line 2)"), "{}", text(&bad_board.stderr));
    let empty = npuzzle(&["check-search", START, "--algorithm", "bfs", "-"], "\n\n");
    assert_eq!(empty.status.code(), Some(2));
    assert!(text(&empty.stderr).contains("no 3x3 board found in the trace"), "{}", text(&empty.stderr));
    let shape = npuzzle(&["check-search", START, "--algorithm", "bfs", "-"], "1 2 3 0\n");
    assert_eq!(shape.status.code(), Some(2));
    let auto = npuzzle(&["check-search", START, "--algorithm", "auto", "-"], VALID);
    assert_eq!(auto.status.code(), Some(2));
    let missing = npuzzle(&["check-search", START, "--algorithm", "bfs", "/no/such/trace"], "");
    assert_eq!(missing.status.code(), Some(2));
}
