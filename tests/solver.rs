//! The solver core against exhaustive search on the whole 8-puzzle, and its promises:
//! honest counts, replayed answers, limits, resumability.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::{solve, solver};
use npuzzle::heuristic::pdb::Partition;
use npuzzle::heuristic::{Heuristic, HeuristicKind};
use npuzzle::model::random::{Rng, random_solvable, scramble};
use npuzzle::search::bfs::Bfs;
use npuzzle::search::puzzle::{Cells, Nibbles, Node, Puzzle};
use npuzzle::search::{Search, Step};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{Limits, SolveOptions, Weight};
use npuzzle::solve::{Outcome, Report, Status, StopReason};
use npuzzle::{Board, Goal, Shape, parse_board};

fn goal_3x3() -> Goal {
    Goal::blank_last(Shape::square(3).unwrap())
}

/// Every solvable 8-puzzle state and its distance to the goal, by breadth-first search from it.
fn distances(goal: &Goal) -> HashMap<Nibbles, u32> {
    let puzzle = Puzzle::<Nibbles>::new(goal.shape(), goal.board().tiles(), Heuristic::new(HeuristicKind::None, goal));
    let start = puzzle.node(goal.board().tiles());
    let mut distance = HashMap::from([(start.cells, 0)]);
    let mut frontier = vec![start];
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for node in &frontier {
            let mut children = Vec::new();
            puzzle.successors(node, &mut children);
            for child in children {
                if let std::collections::hash_map::Entry::Vacant(slot) = distance.entry(child.cells) {
                    slot.insert(depth);
                    next.push(child);
                }
            }
        }
        frontier = next;
    }
    distance
}

fn board_of(cells: Nibbles, shape: Shape) -> Board {
    let values: Vec<u32> = (0..shape.cells()).map(|c| u32::from(cells.get(c))).collect();
    Board::new(shape, &values).unwrap()
}

fn options(algorithm: Algorithm, heuristic: HeuristicKind) -> SolveOptions {
    SolveOptions { algorithm, heuristic, ..SolveOptions::default() }
}

/// Solves and checks the solution replays to the goal (the solver checks too; this is independent).
fn solved_length(board: &Board, goal: &Goal, options: &SolveOptions) -> (usize, Report) {
    let report = solve(board, goal, options).unwrap();
    let Outcome::Solved(solution) = &report.outcome else { panic!("{board}\nnot solved: {:?}", report.outcome) };
    let mut replay = board.clone();
    for m in &solution.moves {
        assert_eq!(replay.slide(m.direction).unwrap(), m.tile);
    }
    assert!(goal.is_solved(&replay), "{board}: the solution does not reach the goal");
    (solution.moves.len(), report)
}

#[test]
fn bfs_exhausting_the_8_puzzle_expands_every_state_exactly_once() {
    let goal = goal_3x3();
    let puzzle = Puzzle::<Nibbles>::new(goal.shape(), goal.board().tiles(), Heuristic::new(HeuristicKind::None, &goal));
    let successors = |node: &Node<Nibbles>, out: &mut Vec<Node<Nibbles>>| puzzle.successors(node, out);
    let mut bfs = Bfs::new(puzzle.node(goal.board().tiles()), successors, |_| false);
    assert_eq!(bfs.run(u64::MAX), Step::Exhausted);
    assert_eq!(bfs.stats().expanded, 181_440);
    assert_eq!(bfs.stats().stored, 181_440);
    assert_eq!(bfs.stats().bound, 31, "the deepest level expanded");
    // Each state has 2, 3 or 4 neighbours: 4 x 2 corners + 4 x 3 edges + 1 x 4 centre = 24 moves
    // from the 9 blank cells, each blank cell holding 181,440 / 9 states.
    assert_eq!(bfs.stats().generated, 181_440 / 9 * 24);
}

#[test]
fn the_8_puzzle_depth_table_is_reproduced() {
    let table = include_str!("../bench/8puzzle-depths.txt");
    let expected: Vec<(u32, usize)> = table
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let (depth, count) = line.split_once(' ').unwrap();
            (depth.parse().unwrap(), count.parse().unwrap())
        })
        .collect();
    for goal in [goal_3x3(), Goal::blank_first(Shape::square(3).unwrap())] {
        let mut counts: HashMap<u32, usize> = HashMap::new();
        for depth in distances(&goal).into_values() {
            *counts.entry(depth).or_default() += 1;
        }
        for &(depth, count) in &expected {
            assert_eq!(counts.get(&depth).copied().unwrap_or(0), count, "depth {depth}");
        }
        assert_eq!(counts.len(), expected.len());
    }
}

#[test]
fn every_heuristic_is_admissible_and_updates_exactly_on_the_8_puzzle() {
    let goal = goal_3x3();
    let shape = goal.shape();
    for kind in [HeuristicKind::None, HeuristicKind::Hamming, HeuristicKind::Manhattan, HeuristicKind::LinearConflict] {
        let heuristic = Heuristic::new(kind, &goal);
        let puzzle = Puzzle::<Nibbles>::new(shape, goal.board().tiles(), heuristic.clone());
        for (cells, distance) in distances(&goal) {
            let h = heuristic.evaluate(|c| cells.get(c));
            assert!(h <= distance, "{kind}: h = {h} > {distance} for\n{}", board_of(cells, shape));
            // The incremental update after each move equals evaluating from scratch.
            let node = puzzle.node(board_of(cells, shape).tiles());
            let mut children = Vec::new();
            puzzle.successors(&node, &mut children);
            for child in children {
                assert_eq!(child.h, heuristic.evaluate(|c| child.cells.get(c)), "{kind}");
            }
        }
    }
}

#[test]
fn incremental_heuristics_match_on_larger_and_rectangular_boards() {
    for (rows, cols) in [(4, 4), (3, 5), (5, 5), (7, 4), (10, 10)] {
        let goal = Goal::blank_first(Shape::new(rows, cols).unwrap());
        for kind in [HeuristicKind::Hamming, HeuristicKind::Manhattan, HeuristicKind::LinearConflict] {
            let heuristic = Heuristic::new(kind, &goal);
            let mut rng = Rng::new(9);
            for _ in 0..20 {
                let board = random_solvable(&goal, &mut rng);
                let tiles = board.tiles();
                let before = heuristic.evaluate(|c| tiles[c]);
                let mut after = board.clone();
                for dir in board.legal_moves() {
                    after.clone_from(&board);
                    let tile = after.slide(dir).unwrap();
                    let (from, to) = (board.position_of(tile), after.position_of(tile));
                    let updated = heuristic.after_slide(before, tile, from, to, |c| tiles[c], |c| after.tile_at(c));
                    assert_eq!(updated, heuristic.evaluate(|c| after.tile_at(c)), "{kind} {rows}x{cols}");
                }
            }
        }
    }
}

/// Checks `algorithm` against the exhaustive distances on `states`.
fn agrees_with_bfs(algorithm: Algorithm, heuristic: HeuristicKind, states: &[(Nibbles, u32)]) {
    let goal = goal_3x3();
    let shape = goal.shape();
    std::thread::scope(|scope| {
        for chunk in states.chunks(states.len().div_ceil(2)) {
            let goal = &goal;
            scope.spawn(move || {
                for &(cells, distance) in chunk {
                    let board = board_of(cells, shape);
                    let (length, report) = solved_length(&board, goal, &options(algorithm, heuristic));
                    assert_eq!(length, distance as usize, "{algorithm}/{heuristic}:\n{board}");
                    let Outcome::Solved(solution) = report.outcome else { unreachable!() };
                    assert!(solution.optimal);
                }
            });
        }
    });
}

#[test]
fn astar_manhattan_is_optimal_on_every_8_puzzle_state() {
    let all: Vec<(Nibbles, u32)> = distances(&goal_3x3()).into_iter().collect();
    agrees_with_bfs(Algorithm::Astar, HeuristicKind::Manhattan, &all);
}

#[test]
fn idastar_linear_conflict_is_optimal_on_every_8_puzzle_state() {
    let all: Vec<(Nibbles, u32)> = distances(&goal_3x3()).into_iter().collect();
    agrees_with_bfs(Algorithm::Idastar, HeuristicKind::LinearConflict, &all);
}

/// 2,000 states spread over the space (every 90th of a fixed order).
fn sample_states() -> Vec<(Nibbles, u32)> {
    let mut all: Vec<(Nibbles, u32)> = distances(&goal_3x3()).into_iter().collect();
    all.sort_by_key(|&(cells, _)| format!("{cells:?}"));
    all.into_iter().step_by(90).take(2_016).collect()
}

#[test]
fn the_other_optimal_algorithms_agree_on_2000_states() {
    let sample = sample_states();
    assert!(sample.len() >= 2_000);
    for (algorithm, heuristic) in [
        (Algorithm::Bfs, HeuristicKind::None),
        (Algorithm::Ucs, HeuristicKind::None),
        (Algorithm::Astar, HeuristicKind::Hamming),
        (Algorithm::Astar, HeuristicKind::LinearConflict),
        (Algorithm::Idastar, HeuristicKind::Manhattan),
        (Algorithm::Wastar, HeuristicKind::Manhattan), // weight 1 below: plain A*
    ] {
        let weight_one = |mut o: SolveOptions| {
            o.weight = Weight::new(1.0).unwrap();
            o
        };
        let goal = goal_3x3();
        for &(cells, distance) in &sample {
            let board = board_of(cells, goal.shape());
            let (length, _) = solved_length(&board, &goal, &weight_one(options(algorithm, heuristic)));
            assert_eq!(length, distance as usize, "{algorithm}/{heuristic}:\n{board}");
        }
    }
}

#[test]
fn iddfs_agrees_on_states_up_to_20_moves() {
    let goal = goal_3x3();
    for (cells, distance) in sample_states().into_iter().filter(|&(_, d)| d <= 20).take(300) {
        let board = board_of(cells, goal.shape());
        let (length, report) = solved_length(&board, &goal, &options(Algorithm::Iddfs, HeuristicKind::None));
        assert_eq!(length, distance as usize);
        let bounds: Vec<u32> = report.stats.iterations.iter().map(|i| i.bound).collect();
        assert_eq!(bounds, (0..distance).collect::<Vec<_>>(), "one pass per depth below the answer");
    }
}

#[test]
fn the_two_hardest_8_puzzles_take_31_moves_for_every_optimal_algorithm() {
    let goal = goal_3x3();
    let hardest: Vec<Board> = distances(&goal)
        .into_iter()
        .filter(|&(_, d)| d == 31)
        .map(|(cells, _)| board_of(cells, goal.shape()))
        .collect();
    assert_eq!(hardest.len(), 2);
    assert!(hardest.contains(&parse_board("8 6 7 2 5 4 3 0 1").unwrap()));
    assert!(hardest.contains(&parse_board("6 4 7 8 5 0 3 2 1").unwrap()));
    for board in &hardest {
        for (algorithm, heuristic) in [
            (Algorithm::Bfs, HeuristicKind::None),
            (Algorithm::Ucs, HeuristicKind::None),
            (Algorithm::Iddfs, HeuristicKind::None),
            (Algorithm::Astar, HeuristicKind::Manhattan),
            (Algorithm::Astar, HeuristicKind::LinearConflict),
            (Algorithm::Idastar, HeuristicKind::LinearConflict),
        ] {
            let (length, report) = solved_length(board, &goal, &options(algorithm, heuristic));
            assert_eq!(length, 31, "{algorithm}/{heuristic}");
            assert!(matches!(report.outcome, Outcome::Solved(ref s) if s.optimal));
        }
    }
}

#[test]
fn peak_memory_is_the_most_held_at_once() {
    let goal = goal_3x3();
    let board = parse_board("8 6 7 2 5 4 3 0 1").unwrap();
    // Best-first searches keep everything they store: the peak is what they hold at the end.
    for algorithm in [Algorithm::Bfs, Algorithm::Astar, Algorithm::Greedy] {
        let (_, report) = solved_length(&board, &goal, &options(algorithm, HeuristicKind::Manhattan));
        assert_eq!(report.stats.max_stored, report.stats.stored, "{algorithm}");
        assert_eq!(report.peak_memory_bytes, report.memory_bytes, "{algorithm}");
    }
    // IDA* holds its path: at the peak a board for each of the 31 moves (the goal, found, is
    // never held), at least what it holds at the end.
    let (length, report) = solved_length(&board, &goal, &options(Algorithm::Idastar, HeuristicKind::LinearConflict));
    assert!(report.stats.max_stored >= length, "{} states at most for a {length}-move path", report.stats.max_stored);
    assert!(report.stats.max_stored >= report.stats.stored);
    let per_state = report.memory_bytes / u64::try_from(report.stats.stored).unwrap();
    assert_eq!(report.peak_memory_bytes, per_state * u64::try_from(report.stats.max_stored).unwrap());
}

#[test]
fn non_optimal_algorithms_give_valid_solutions_and_say_so() {
    let goal = goal_3x3();
    let mut rng = Rng::new(5);
    for _ in 0..50 {
        let board = random_solvable(&goal, &mut rng);
        for algorithm in [Algorithm::Greedy, Algorithm::Dfs, Algorithm::Wastar] {
            let (length, report) = solved_length(&board, &goal, &options(algorithm, HeuristicKind::Manhattan));
            let Outcome::Solved(solution) = report.outcome else { unreachable!() };
            assert!(!solution.optimal, "{algorithm}");
            if algorithm == Algorithm::Wastar {
                assert_eq!(solution.bound_factor, Some(2.0));
                let (optimal, _) = solved_length(&board, &goal, &options(Algorithm::Astar, HeuristicKind::Manhattan));
                assert!(length <= 2 * optimal);
            }
            if algorithm == Algorithm::Dfs {
                assert!(length <= 100, "within the default depth limit");
            }
        }
    }
}

#[test]
fn rectangular_boards_are_solved_optimally() {
    for (rows, cols, seed) in [(2, 3, 1), (3, 2, 2), (3, 4, 3), (4, 3, 4), (2, 5, 5)] {
        let goal = Goal::blank_last(Shape::new(rows, cols).unwrap());
        let board = random_solvable(&goal, &mut Rng::new(seed));
        let (ida, _) = solved_length(&board, &goal, &options(Algorithm::Idastar, HeuristicKind::LinearConflict));
        let (astar, _) = solved_length(&board, &goal, &options(Algorithm::Astar, HeuristicKind::Manhattan));
        assert_eq!(ida, astar, "{rows}x{cols}:\n{board}");
    }
}

#[test]
fn optimal_lengths_match_the_pathfinding_crate() {
    let goal = Goal::blank_first(Shape::square(3).unwrap());
    let mut rng = Rng::new(77);
    for _ in 0..100 {
        let board = random_solvable(&goal, &mut rng);
        let neighbours = |tiles: &Vec<u8>| -> Vec<(Vec<u8>, u32)> {
            let current = Board::new(goal.shape(), &tiles.iter().map(|&t| u32::from(t)).collect::<Vec<_>>()).unwrap();
            current
                .legal_moves()
                .into_iter()
                .map(|dir| {
                    let mut next = current.clone();
                    next.slide(dir).unwrap();
                    (next.tiles().to_vec(), 1)
                })
                .collect()
        };
        let (_, theirs) =
            pathfinding::prelude::dijkstra(&board.tiles().to_vec(), neighbours, |t| t == goal.board().tiles())
                .expect("solvable");
        let (ours, _) = solved_length(&board, &goal, &options(Algorithm::Idastar, HeuristicKind::LinearConflict));
        assert_eq!(ours, theirs as usize, "{board}");
    }
}

#[test]
fn limits_stop_with_a_clear_message() {
    // Korf's 15-puzzle #1 (57 moves): far beyond breadth-first search.
    let board = parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3").unwrap();
    let goal = Goal::blank_first(board.shape());
    let mut bfs = options(Algorithm::Bfs, HeuristicKind::None);
    bfs.limits = Limits { max_memory_mb: Some(8), ..Limits::default() };
    let report = solve(&board, &goal, &bfs).unwrap();
    let Outcome::Stopped { reason, message } = report.outcome else { panic!() };
    let message = message.to_string();
    assert_eq!(reason, StopReason::MemoryLimit);
    assert!(message.starts_with("stopped after "), "{message}");
    assert!(message.contains("at the memory limit (8 MB"), "{message}");
    // The choice that would succeed (issue 25): named in the message, offered as one retry.
    assert!(message.contains("IDA* with the pattern databases"), "{message}");
    let retry = report.retry.as_ref().expect("a retry");
    assert_eq!((retry.algorithm, retry.heuristic), (Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree)));
    assert_eq!(retry.label.to_string(), "Solve with IDA* + databases");
    // The limit it stopped at back to its default, so that it is not what stops the retry.
    assert_eq!(retry.limits, Limits { max_memory_mb: Some(256), ..bfs.limits.clone() });
    assert!(report.memory_bytes >= 8 << 20);

    let mut capped = options(Algorithm::Astar, HeuristicKind::Manhattan);
    capped.limits.max_expanded = Some(5_000);
    let report = solve(&board, &goal, &capped).unwrap();
    assert_eq!(report.stats.expanded, 5_000);
    assert!(matches!(report.outcome, Outcome::Stopped { reason: StopReason::ExpandedLimit, .. }));

    let mut timed = options(Algorithm::Idastar, HeuristicKind::Manhattan);
    timed.limits.max_ms = Some(30.0);
    let report = solve(&board, &goal, &timed).unwrap();
    assert!(matches!(report.outcome, Outcome::Stopped { reason: StopReason::TimeLimit, .. }));
    assert_eq!(report.retry.map(|retry| retry.label.to_string()), Some("Solve with IDA* + databases".to_string()));

    // The choice that would succeed, stopped at a limit the caller set: the same, without it.
    let mut best = options(Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree));
    best.limits.max_expanded = Some(1_000);
    let report = solve(&board, &goal, &best).unwrap();
    let retry = report.retry.expect("a retry");
    assert_eq!(
        (retry.label.to_string().as_str(), retry.algorithm),
        ("Solve again without the node limit", Algorithm::Idastar)
    );
    assert_eq!(retry.limits, Limits { max_expanded: None, ..best.limits });

    let mut shallow = options(Algorithm::Dfs, HeuristicKind::None);
    shallow.depth_limit = 3;
    let far = parse_board("8 6 7 2 5 4 3 0 1").unwrap();
    let report = solve(&far, &goal_3x3(), &shallow).unwrap();
    let Outcome::Stopped { reason, message } = report.outcome else { panic!() };
    let message = message.to_string();
    assert_eq!(reason, StopReason::DepthLimit);
    assert!(message.contains("depth limit of 3 moves"), "{message}");
    assert_eq!(
        report.retry.map(|retry| retry.label.to_string()),
        Some("Solve with IDA* + linear conflict".to_string())
    );
}

/// On a large board the choice that would succeed is `auto`'s: the anytime search on 5x5, the
/// fast solver beyond, whatever stopped; a cancel offers nothing (issue 25).
#[test]
fn a_stop_on_a_large_board_retries_with_autos_pick() {
    for (size, algorithm, label) in
        [(5, Algorithm::Auto, "Solve with the anytime search"), (6, Algorithm::Fast, "Solve with the fast solver")]
    {
        let board = random_solvable(&Goal::blank_last(Shape::square(size).unwrap()), &mut Rng::new(3));
        let goal = Goal::blank_last(board.shape());
        let mut astar = options(Algorithm::Astar, HeuristicKind::Manhattan);
        astar.limits.max_memory_mb = Some(4);
        let report = solve(&board, &goal, &astar).unwrap();
        let Outcome::Stopped { reason: StopReason::MemoryLimit, message } = &report.outcome else { panic!() };
        let retry = report.retry.as_ref().expect("a retry");
        assert!(message.to_string().ends_with(&format!("{}.", retry.why)), "{message}");
        assert_eq!((retry.algorithm, retry.label.to_string().as_str()), (algorithm, label));
        if algorithm == Algorithm::Fast {
            assert!(message.to_string().contains("the fast solver answers boards this large"), "{message}");
            let fast = SolveOptions {
                algorithm: retry.algorithm,
                heuristic: retry.heuristic,
                limits: retry.limits.clone(),
                ..astar
            };
            let again = solve(&board, &goal, &fast).unwrap();
            assert!(matches!(again.outcome, Outcome::Solved(_)), "the retry solves it: {again:?}");
        }
    }
    let board = random_solvable(&Goal::blank_last(Shape::square(5).unwrap()), &mut Rng::new(3));
    let mut cancelled =
        solver(&board, &Goal::blank_last(board.shape()), &options(Algorithm::Bfs, HeuristicKind::None)).unwrap();
    assert_eq!(cancelled.cancel().retry, None);
}

#[test]
fn unsolvable_boards_and_bad_options_are_refused() {
    let board = parse_board("1 2 3 4 5 6 8 7 0").unwrap();
    let error = solve(&board, &goal_3x3(), &SolveOptions::default()).unwrap_err().to_string();
    assert!(error.starts_with("this board cannot be solved."), "{error}");
    assert!(error.contains("Swapping tiles 7 and 8"), "{error}");
    // A weight below 1 cannot even be written into the options.
    assert_eq!(Weight::new(0.5).unwrap_err().to_string(), "the weight must be a number of at least 1, not 0.5");
    assert!("quantum".parse::<Algorithm>().unwrap_err().to_string().contains("use bfs, dfs"));
    // Limits that are not positive numbers are refused by the plan, each with its own message.
    let two = parse_board("1 2 3 0").unwrap();
    let refused = |limits: Limits| {
        let options = SolveOptions { algorithm: Algorithm::Bfs, limits, ..SolveOptions::default() };
        solve(&two, &Goal::blank_last(two.shape()), &options).unwrap_err().to_string()
    };
    let none = Limits { max_expanded: None, max_memory_mb: None, max_ms: None };
    assert!(
        refused(Limits { max_ms: Some(f64::NAN), ..none.clone() }).contains("time limit must be a positive number")
    );
    assert!(refused(Limits { max_ms: Some(0.0), ..none.clone() }).contains("time limit must be a positive number"));
    assert!(
        refused(Limits { max_expanded: Some(0), ..none.clone() }).contains("expanded-node limit must be at least 1")
    );
    assert!(refused(Limits { max_memory_mb: Some(0), ..none }).contains("memory limit must be at least 1 MB"));
}

#[test]
fn runs_resume_from_slices_with_identical_results_and_can_be_cancelled() {
    let goal = goal_3x3();
    let board = scramble(goal.board(), 40, &mut Rng::new(11));
    for algorithm in Algorithm::ALL {
        let whole = solve(&board, &goal, &options(algorithm, HeuristicKind::Manhattan)).unwrap();
        let mut solver = solver(&board, &goal, &options(algorithm, HeuristicKind::Manhattan)).unwrap();
        let mut slice_count: u64 = 0;
        let sliced = loop {
            slice_count += 1;
            match solver.run(7) {
                Status::Running { stats, .. } => assert!(stats.expanded > 0),
                Status::Done(report) => break report,
            }
        };
        assert_eq!(sliced.outcome, whole.outcome, "{algorithm}");
        assert_eq!(sliced.stats, whole.stats, "{algorithm}");
        assert!(slice_count >= whole.stats.expanded / 7, "{algorithm}");
    }
    let hard = parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3").unwrap();
    let mut solver = solver(&hard, &Goal::blank_first(hard.shape()), &SolveOptions::default()).unwrap();
    assert!(matches!(solver.run(100), Status::Running { .. }));
    let report = solver.cancel();
    assert!(matches!(report.outcome, Outcome::Stopped { reason: StopReason::Cancelled, .. }));
    assert_eq!(report.stats.expanded, 100);
}

/// The memory edge (issue 14): a browser's wasm32 instance ends at 4 GB, so a memory limit
/// beyond what it can hold is refused before the search starts, not met by a trap.
#[test]
fn a_memory_limit_beyond_a_wasm_instance_is_refused_in_a_browser() {
    use npuzzle::solve::plan::{Plan, Platform};
    let board = random_solvable(&Goal::blank_last(Shape::square(10).unwrap()), &mut Rng::new(5));
    let goal = Goal::blank_last(board.shape());
    let options = |mb: u64| SolveOptions {
        algorithm: Algorithm::Bfs,
        limits: Limits { max_memory_mb: Some(mb), ..Limits::default() },
        ..SolveOptions::default()
    };
    let refused = Plan::new(board.clone(), goal.clone(), &options(100_000), Platform::Browser).unwrap_err();
    assert!(refused.to_string().contains("the memory limit can be at most 1,024 MB in a browser"), "{refused}");
    assert!(Plan::new(board.clone(), goal.clone(), &options(1024), Platform::Browser).is_ok());
    assert!(Plan::new(board, goal, &options(100_000), Platform::Native).is_ok());
}

#[test]
fn the_time_limit_counts_from_the_request_so_preparing_databases_counts() {
    use npuzzle::solve::Solver;
    use npuzzle::solve::plan::{Plan, Platform};
    let board = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15").unwrap();
    let goal = Goal::blank_last(board.shape());
    let plan = |max_ms: Option<f64>| {
        let options = SolveOptions {
            algorithm: Algorithm::Astar,
            heuristic: HeuristicKind::Manhattan,
            limits: Limits { max_ms, ..Limits::default() },
            ..SolveOptions::default()
        };
        Plan::new(board.clone(), goal.clone(), &options, Platform::Native).unwrap()
    };
    // While the databases are prepared: the limit's report once it has passed, none before.
    assert_eq!(Report::out_of_time_before_start(&plan(Some(100.0)), 99.0), None);
    assert_eq!(Report::out_of_time_before_start(&plan(None), 1e9), None);
    let report = Report::out_of_time_before_start(&plan(Some(100.0)), 150.0).unwrap();
    assert_eq!(report.stats.expanded, 0);
    assert!(
        matches!(&report.outcome, Outcome::Stopped { reason: StopReason::TimeLimit, message } if message.to_string().starts_with("stopped after 150 ms, the time limit (100 ms), before the search began")),
        "{:?}",
        report.outcome
    );
    // A solver whose clock says the limit passed while it waited searches nothing: a board one
    // move from the goal is not solved.
    let mut late = Solver::new(plan(Some(100.0)), None, Box::new(|| 150.0)).unwrap();
    let Status::Done(report) = late.run(1000) else { panic!("the limit had passed") };
    assert!(matches!(report.outcome, Outcome::Stopped { reason: StopReason::TimeLimit, .. }), "{:?}", report.outcome);
    assert_eq!(report.stats.expanded, 0);
    let mut early = Solver::new(plan(Some(100.0)), None, Box::new(|| 50.0)).unwrap();
    assert!(matches!(early.run(1000), Status::Done(Report { outcome: Outcome::Solved(_), .. })));
}

/// The first wasm module's solver: generic plans run, and give the same answer as the full
/// solver; a plan that needs databases or a large-board solver is refused by name.
#[test]
fn the_generic_solver_runs_generic_plans_and_refuses_the_rest() {
    use npuzzle::solve::plan::{Plan, Platform};
    use npuzzle::solve::{SolveError, Solver};
    let plan = |text: &str, options: &SolveOptions| {
        let board = parse_board(text).unwrap();
        Plan::new(board.clone(), Goal::blank_last(board.shape()), options, Platform::Browser).unwrap()
    };
    let eight = "8 6 7 2 5 4 3 0 1"; // 31 moves
    for algorithm in [Algorithm::Auto, Algorithm::Astar, Algorithm::Bfs] {
        let options = options(algorithm, HeuristicKind::Manhattan);
        let generic = Solver::generic(plan(eight, &options), Box::new(|| 0.0)).unwrap().run_to_end();
        let full = Solver::new(plan(eight, &options), None, Box::new(|| 0.0)).unwrap().run_to_end();
        assert_eq!(generic.outcome, full.outcome, "{algorithm}");
        assert_eq!(generic.stats.expanded, full.stats.expanded, "{algorithm}");
    }
    let fifteen = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"; // on 4x4 auto looks up the databases
    let large = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 0 35";
    for (text, algorithm) in [(fifteen, Algorithm::Auto), (large, Algorithm::Auto), (eight, Algorithm::Fast)] {
        let refused = Solver::generic(plan(text, &options(algorithm, HeuristicKind::Manhattan)), Box::new(|| 0.0));
        let Err(error @ SolveError::NotGeneric(_)) = refused else { panic!("{text} {algorithm}: not refused") };
        assert!(error.to_string().contains("needs the pattern databases or the large-board solvers"), "{error}");
    }
}
