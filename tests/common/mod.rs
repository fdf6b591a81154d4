//! Shared by the native integration tests: reading bench files, and checking an answer by
//! replaying it.

use npuzzle::solve::{Outcome, Report};
use npuzzle::{Board, Goal, parse_board};

/// The first `count` instances of a bench file (lines `id optimal t0 t1 ...`, `#` comments) as
/// (board, optimal length).
pub fn instances(text: &str, count: usize) -> Vec<(Board, usize)> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .take(count)
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            (parse_board(&words[2..].join(" ")).unwrap(), words[1].parse().unwrap())
        })
        .collect()
}

/// The solution's length, after replaying it independently.
pub fn replayed_length(board: &Board, goal: &Goal, report: &Report) -> usize {
    let Outcome::Solved(solution) = &report.outcome else { panic!("{board}\nnot solved: {:?}", report.outcome) };
    let mut replay = board.clone();
    for m in &solution.moves {
        assert_eq!(replay.slide(m.direction).unwrap(), m.tile);
    }
    assert!(goal.is_solved(&replay), "{board}: the solution does not reach the goal");
    solution.moves.len()
}
