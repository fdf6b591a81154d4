//! `npuzzle check-solution`: exit codes 0 (valid), 1 (not valid), 2 (cannot be read), the
//! moves from an argument, a file or standard input, and the JSON.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::{npuzzle, text};

const NEAR: &str = "1 2 3 4 5 6 0 7 8";

#[test]
fn a_valid_optimal_list_exits_0() {
    let out = npuzzle(&["check-solution", NEAR, "L L"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("the goal is reached in 2 moves: optimal."), "{stdout}");
    assert!(stdout.ends_with("valid: yes\n"), "{stdout}");
}

#[test]
fn a_wrong_or_short_list_exits_1_and_says_why() {
    let out = npuzzle(&["check-solution", NEAR, "L", "--convention", "tile"], "");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("The move is legal, but the goal is not reached."), "{stdout}");
    assert!(stdout.contains("at Manhattan distance 1 from the goal."), "{stdout}");
    let out = npuzzle(&["check-solution", NEAR, "D U U", "--convention", "tile"], "");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Move 3, U: no tile below the blank, which is on the bottom row."), "{stdout}");
    assert!(stdout.ends_with("valid: no\n"), "{stdout}");
}

#[test]
fn unreadable_or_ambiguous_moves_exit_2_with_the_message_on_stderr() {
    let out = npuzzle(&["check-solution", NEAR, "L X"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("'X' (word 2) is not a move"), "{}", text(&out.stderr));
    let out = npuzzle(&["check-solution", "1 2 3 4 0 6 7 5 8", "U"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("legal read both ways"), "{}", text(&out.stderr));
    let out = npuzzle(&["check-solution", "-", "-"], "");
    assert_eq!(out.status.code(), Some(2));
    let out = npuzzle(&["check-solution", NEAR, "L L", "--max-nodes", "0"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("the expanded-node limit must be at least 1"), "{}", text(&out.stderr));
}

#[test]
fn moves_come_from_a_file_or_standard_input() {
    let out = npuzzle(&["check-solution", NEAR, "-"], "['R', 'R']\n");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("read as the way the blank goes"), "{}", text(&out.stdout));
    let file = std::env::temp_dir().join(format!("npuzzle-moves-{}.txt", std::process::id()));
    std::fs::write(&file, "1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 8 0\n").unwrap();
    let out = npuzzle(&["check-solution", NEAR, file.to_str().unwrap()], "");
    std::fs::remove_file(&file).unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("read as the boards one after another"), "{}", text(&out.stdout));
}

#[test]
fn json_carries_the_verdict() {
    let out = npuzzle(&["check-solution", "8 6 7\n2 5 4\n3 _ 1", "U", "--convention", "tile", "--json"], "");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(
            "{\"valid\":false,\"convention\":\"tile\",\"step\":1,\"message\":\"1 move, read as the way each tile slides, as asked. Move 1, U: no tile below the blank, which is on the bottom row."
        ),
        "{stdout}"
    );
    assert!(
        stdout.ends_with(
            ",\"length\":1,\"optimal\":null,\"optimalLength\":null,\"optimalAtLeast\":null,\"distanceLeft\":21}\n"
        ),
        "{stdout}"
    );
    let out = npuzzle(&["check-solution", NEAR, "7 8", "--json"], "");
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("{\"valid\":true,\"convention\":\"tile-numbers\",\"step\":null,"), "{stdout}");
    assert!(
        stdout.ends_with(
            "\"length\":2,\"optimal\":true,\"optimalLength\":2,\"optimalAtLeast\":null,\"distanceLeft\":0}\n"
        ),
        "{stdout}"
    );
}
