//! `fast` and `auto`: valid answers on every shape and goal, resumable, honest about optimality.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{replayed_length, solve, solver};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::model::random::{Rng, random_solvable, scramble};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::{Outcome, Status};
use npuzzle::{Goal, Shape};

fn options(algorithm: Algorithm) -> SolveOptions {
    SolveOptions { algorithm, heuristic: HeuristicKind::Manhattan, ..SolveOptions::default() }
}

fn shapes() -> impl Iterator<Item = Shape> {
    (2..=10).flat_map(|rows| (2..=10).map(move |cols| Shape::new(rows, cols).unwrap()))
}

/// Blank-last, blank-first, and a random arrangement as the goal.
fn goals(shape: Shape, rng: &mut Rng) -> [Goal; 3] {
    let custom = Goal::new(random_solvable(&Goal::blank_last(shape), rng));
    [Goal::blank_last(shape), Goal::blank_first(shape), custom]
}

#[test]
fn fast_solves_random_boards_of_every_shape_towards_any_goal() {
    let mut rng = Rng::new(2024);
    let mut solved = 0;
    for shape in shapes() {
        for goal in goals(shape, &mut rng) {
            let board = random_solvable(&goal, &mut rng);
            let report = solve(&board, &goal, &options(Algorithm::Fast)).unwrap();
            replayed_length(&board, &goal, &report);
            let Outcome::Solved(solution) = &report.outcome else { unreachable!() };
            assert!(!solution.optimal && solution.bound_factor.is_none(), "{board}");
            assert_eq!(report.algorithm, Algorithm::Fast);
            solved += 1;
        }
    }
    assert_eq!(solved, 243);
}

#[test]
fn fast_solves_boards_already_solved_or_one_move_away() {
    for shape in shapes() {
        let goal = Goal::blank_last(shape);
        assert_eq!(
            replayed_length(goal.board(), &goal, &solve(goal.board(), &goal, &options(Algorithm::Fast)).unwrap()),
            0
        );
        let near = scramble(goal.board(), 1, &mut Rng::new(1));
        assert!(replayed_length(&near, &goal, &solve(&near, &goal, &options(Algorithm::Fast)).unwrap()) >= 1);
    }
}

#[test]
fn fast_resumes_from_slices_with_identical_results() {
    let mut rng = Rng::new(7);
    for shape in [Shape::new(5, 5).unwrap(), Shape::new(3, 8).unwrap(), Shape::new(10, 10).unwrap()] {
        let goal = Goal::blank_first(shape);
        let board = random_solvable(&goal, &mut rng);
        let whole = solve(&board, &goal, &options(Algorithm::Fast)).unwrap();
        let mut solver = solver(&board, &goal, &options(Algorithm::Fast)).unwrap();
        let mut slice_count = 0;
        let in_slices = loop {
            slice_count += 1;
            match solver.run(50) {
                Status::Running { stats, .. } => assert!(stats.expanded <= 50 * slice_count),
                Status::Done(report) => break report,
            }
        };
        assert_eq!(in_slices.outcome, whole.outcome, "{shape}");
        assert_eq!(in_slices.stats, whole.stats, "{shape}");
        assert!(slice_count > 1, "{shape}");
    }
}

#[test]
fn auto_solves_every_shape_optimally_where_it_promises_to() {
    let mut rng = Rng::new(99);
    for shape in shapes() {
        let goal = Goal::blank_last(shape);
        // A scramble keeps the optimal searches on small boards quick.
        let board = scramble(goal.board(), 40, &mut rng);
        let report = solve(&board, &goal, &SolveOptions::default()).unwrap();
        let length = replayed_length(&board, &goal, &report);
        let Outcome::Solved(solution) = &report.outcome else { unreachable!() };
        let expected = if shape.cells() <= 16 && (shape.cells() <= 12 || shape.is_square()) {
            Algorithm::Idastar
        } else if shape.rows() == 5 && shape.cols() == 5 {
            // The anytime search, which with no time limit ends when it has proved its answer.
            Algorithm::Anytime
        } else {
            Algorithm::Fast
        };
        assert_eq!(report.algorithm, expected, "{shape}");
        assert_eq!(solution.optimal, expected != Algorithm::Fast, "{shape}");
        if solution.optimal {
            let check = solve(&board, &goal, &options(Algorithm::Astar));
            assert_eq!(replayed_length(&board, &goal, &check.unwrap()), length, "{shape}");
        }
    }
}

#[test]
fn fast_comes_within_thirty_percent_of_the_optimum_on_the_korf_taylor_24_puzzles() {
    let mut lengths = 0;
    let mut optima = 0;
    for (board, optimal) in common::instances(include_str!("../bench/korf-taylor-24.txt"), 10) {
        let goal = Goal::blank_first(board.shape());
        let length = replayed_length(&board, &goal, &solve(&board, &goal, &options(Algorithm::Fast)).unwrap());
        assert!(length >= optimal, "{board}: shorter than the optimum");
        lengths += length;
        optima += optimal;
    }
    // The beam's budget is a node count, so this does not depend on the machine's speed.
    assert!(lengths * 10 <= optima * 13, "{lengths} moves against {optima} optimal");
}
