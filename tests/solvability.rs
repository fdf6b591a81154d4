//! Solvability: the parity rule agrees with exhaustive search on every small board.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{HashSet, VecDeque};

use npuzzle::{Board, Direction, Goal, Shape, model::solvability, parse_board};

/// Every arrangement reachable from `goal` by sliding tiles.
fn reachable(goal: &Board) -> HashSet<Vec<u8>> {
    let mut seen = HashSet::from([goal.tiles().to_vec()]);
    let mut queue = VecDeque::from([goal.clone()]);
    while let Some(board) = queue.pop_front() {
        for dir in Direction::ALL {
            let mut next = board.clone();
            if next.slide(dir).is_ok() && seen.insert(next.tiles().to_vec()) {
                queue.push_back(next);
            }
        }
    }
    seen
}

/// All permutations of 0..n, in lexicographic order.
fn permutations(n: u32) -> Vec<Vec<u32>> {
    let mut current: Vec<u32> = (0..n).collect();
    let mut all = vec![current.clone()];
    loop {
        let Some(i) = (0..current.len() - 1).rev().find(|&i| current[i] < current[i + 1]) else {
            return all;
        };
        let j = (i + 1..current.len()).rev().find(|&j| current[j] > current[i]).unwrap();
        current.swap(i, j);
        current[i + 1..].reverse();
        all.push(current.clone());
    }
}

fn check_shape_exhaustively(rows: usize, cols: usize, goal: &Goal) {
    let shape = Shape::new(rows, cols).unwrap();
    let reachable = reachable(goal.board());
    let all = permutations(u32::try_from(shape.cells()).unwrap());
    let mut solvable = 0;
    for values in &all {
        let board = Board::new(shape, values).unwrap();
        let verdict = solvability::check(&board, goal);
        assert_eq!(verdict.solvable, reachable.contains(board.tiles()), "{rows}x{cols} {values:?}");
        if let Some((a, b)) = verdict.fixing_swap {
            let mut fixed = board.clone();
            fixed.swap_tiles(a, b);
            assert!(reachable.contains(fixed.tiles()), "swapping {a} and {b} must fix {values:?}");
        }
        solvable += usize::from(verdict.solvable);
    }
    assert_eq!(solvable * 2, all.len(), "exactly half of all {rows}x{cols} arrangements are solvable");
}

#[test]
fn parity_rule_matches_exhaustive_search_on_small_boards() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 2), (3, 3)] {
        let shape = Shape::new(rows, cols).unwrap();
        check_shape_exhaustively(rows, cols, &Goal::blank_last(shape));
        check_shape_exhaustively(rows, cols, &Goal::blank_first(shape));
    }
}

#[test]
fn parity_rule_holds_for_unusual_goals() {
    let spiral = Goal::new(parse_board("1 2 3\n8 0 4\n7 6 5").unwrap());
    check_shape_exhaustively(3, 3, &spiral);
    let odd = Goal::new(parse_board("2x3: 5 0 3 1 4 2").unwrap());
    check_shape_exhaustively(2, 3, &odd);
}

#[test]
fn unsolvable_boards_are_explained() {
    let board = parse_board("1 2 3 4 5 6 8 7 0").unwrap();
    let verdict = solvability::check(&board, &Goal::blank_last(board.shape()));
    assert!(!verdict.solvable);
    assert_eq!(verdict.fixing_swap, Some((7, 8)));
    assert!(
        verdict.explanation.to_string().contains("1 pair of tiles is in the opposite order"),
        "{}",
        verdict.explanation
    );
    assert!(verdict.explanation.to_string().contains("width 3 is odd"), "{}", verdict.explanation);
    assert!(
        verdict.explanation.to_string().ends_with("Swapping tiles 7 and 8 makes it solvable."),
        "{}",
        verdict.explanation
    );

    let board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0").unwrap();
    let verdict = solvability::check(&board, &Goal::blank_last(board.shape()));
    assert!(verdict.explanation.to_string().contains("width 4 is even"), "{}", verdict.explanation);
    assert!(verdict.explanation.to_string().contains("(here 1 + 0 = 1)"), "{}", verdict.explanation);
}
