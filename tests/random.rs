//! Random boards: reproducible, solvable, uniform; scrambles never undo their last move.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use npuzzle::model::random::{Rng, random_solvable, scramble};
use npuzzle::{Goal, Shape, heuristic, model::solvability};

#[test]
fn random_boards_are_solvable_and_reproducible() {
    for (rows, cols) in [(2, 2), (3, 3), (4, 4), (3, 5), (10, 10)] {
        let goal = Goal::blank_first(Shape::new(rows, cols).unwrap());
        for seed in 0..50 {
            let board = random_solvable(&goal, &mut Rng::new(seed));
            assert!(solvability::check(&board, &goal).solvable);
            assert_eq!(board, random_solvable(&goal, &mut Rng::new(seed)));
        }
    }
}

#[test]
fn random_2x2_boards_are_uniform() {
    // 2x2 has 12 solvable arrangements; 12,000 draws give each about 1,000.
    let goal = Goal::blank_last(Shape::square(2).unwrap());
    let mut rng = Rng::new(2026);
    let mut counts: HashMap<Vec<u8>, usize> = HashMap::new();
    for _ in 0..12_000 {
        *counts.entry(random_solvable(&goal, &mut rng).tiles().to_vec()).or_default() += 1;
    }
    assert_eq!(counts.len(), 12);
    for (tiles, count) in counts {
        assert!((850..1150).contains(&count), "{tiles:?} drawn {count} times");
    }
}

#[test]
fn scrambles_move_k_steps_without_undoing() {
    let goal = Goal::blank_last(Shape::square(4).unwrap());
    for seed in 0..200 {
        let two = scramble(goal.board(), 2, &mut Rng::new(seed));
        // Two moves that do not undo each other always leave the board two moves away.
        assert_eq!(heuristic::manhattan(&two, &goal), 2, "seed {seed}");
        let many = scramble(goal.board(), 40, &mut Rng::new(seed));
        assert!(solvability::check(&many, &goal).solvable);
        assert_eq!(many, scramble(goal.board(), 40, &mut Rng::new(seed)));
    }
}
