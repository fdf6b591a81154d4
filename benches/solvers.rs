//! Criterion benchmarks of the solver core (`cargo bench`); figures go to BENCHMARKS.md.
#![cfg(not(target_arch = "wasm32"))]

use std::rc::Rc;
use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use npuzzle::bench::read_instances;
use npuzzle::check::{SearchSpec, check_search};
use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition};
use npuzzle::heuristic::{Heuristic, HeuristicKind};
use npuzzle::lab::{Check, DistanceSearch, Distances};
use npuzzle::model::random::{Rng, random_solvable};
use npuzzle::search::bfs::Bfs;
use npuzzle::search::puzzle::{Nibbles, Node, Puzzle};
use npuzzle::search::{Search, Step};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::plan::{Plan, Platform};
use npuzzle::solve::{Outcome, Solver, solve, system_clock};
use npuzzle::{Board, Goal, Shape, parse_board};

/// The first `count` instances of a bench file as (board, optimal length).
fn instances(text: &str, count: usize) -> Vec<(Board, usize)> {
    let instances = read_instances(text).expect("a bench file");
    instances.into_iter().take(count).map(|i| (i.board, i.optimal.expect("an optimal length"))).collect()
}

/// Solves each board, with `databases` when the search needs them, checking its length.
fn solve_all(
    boards: &[(Board, usize)],
    goal: &Goal,
    algorithm: Algorithm,
    heuristic: HeuristicKind,
    databases: Option<&Arc<DatabaseSet>>,
) {
    for (board, optimal) in boards {
        let options = SolveOptions { algorithm, heuristic, ..SolveOptions::default() };
        let plan = Plan::new(board.clone(), goal.clone(), &options, Platform::Native).expect("solvable");
        let mut solver = Solver::new(plan, databases.cloned(), system_clock()).expect("the databases it needs");
        let report = solver.run_to_end();
        assert!(matches!(report.outcome, Outcome::Solved(ref s) if s.moves.len() == *optimal));
    }
}

fn eight_puzzle(c: &mut Criterion) {
    let sample = instances(include_str!("../bench/8puzzle-sample.txt"), 200);
    let goal = Goal::new(parse_board("1 2 3 4 5 6 7 8 0").expect("goal"));
    let mut group = c.benchmark_group("8-puzzle, 200 random states");
    group.sample_size(10);
    group.bench_function("astar manhattan", |b| {
        b.iter(|| solve_all(&sample, &goal, Algorithm::Astar, HeuristicKind::Manhattan, None));
    });
    group.bench_function("idastar linear-conflict", |b| {
        b.iter(|| solve_all(&sample, &goal, Algorithm::Idastar, HeuristicKind::LinearConflict, None));
    });
    group.finish();

    c.bench_function("bfs over the whole 8-puzzle space", |b| {
        let puzzle =
            Puzzle::<Nibbles>::new(goal.shape(), goal.board().tiles(), Heuristic::new(HeuristicKind::None, &goal));
        b.iter(|| {
            let successors = |node: &Node<Nibbles>, out: &mut Vec<Node<Nibbles>>| puzzle.successors(node, out);
            let mut bfs = Bfs::new(puzzle.node(goal.board().tiles()), successors, |_| false);
            assert_eq!(bfs.run(u64::MAX), Step::Exhausted);
            assert_eq!(bfs.stats().expanded, 181_440);
        });
    });
}

fn fifteen_puzzle(c: &mut Criterion) {
    // Korf's #9 (46 moves) and #2 (55 moves): quick enough to repeat.
    let korf = instances(include_str!("../bench/korf100.txt"), 9);
    let goal = Goal::blank_first(korf[0].0.shape());
    let mut group = c.benchmark_group("15-puzzle");
    group.sample_size(10);
    group.bench_function("idastar linear-conflict, Korf #9", |b| {
        b.iter(|| solve_all(&korf[8..9], &goal, Algorithm::Idastar, HeuristicKind::LinearConflict, None));
    });
    group.bench_function("idastar linear-conflict, Korf #2", |b| {
        b.iter(|| solve_all(&korf[1..2], &goal, Algorithm::Idastar, HeuristicKind::LinearConflict, None));
    });
    group.finish();
}

fn pattern_databases(c: &mut Criterion) {
    let korf = instances(include_str!("../bench/korf100.txt"), 10);
    let goal = Goal::blank_first(korf[0].0.shape());
    // Built once, outside the timing, as the CLI and the page keep them between solves.
    let key = DatabaseKey::for_goal(Partition::SixSixThree, &goal).expect("4x4");
    let databases = Arc::new(DatabaseSet::build(key, |_| {}));
    let mut group = c.benchmark_group("15-puzzle, pattern databases");
    group.sample_size(10);
    group.bench_function("idastar pdb 6-6-3, Korf #1-#10", |b| {
        b.iter(|| {
            solve_all(&korf, &goal, Algorithm::Idastar, HeuristicKind::Pdb(Partition::SixSixThree), Some(&databases));
        });
    });
    group.bench_function("build 5-5-5 databases", |b| {
        b.iter(|| DatabaseSet::build(DatabaseKey::new(Partition::FiveFiveFive, 0).expect("a cell"), |_| {}));
    });
    group.finish();
}

fn fast(c: &mut Criterion) {
    let korf_taylor = instances(include_str!("../bench/korf-taylor-24.txt"), 10);
    let goal = Goal::blank_first(korf_taylor[0].0.shape());
    let mut group = c.benchmark_group("fast");
    group.sample_size(10);
    group.bench_function("Korf-Taylor 24-puzzles #1-#10", |b| {
        b.iter(|| {
            for (board, optimal) in &korf_taylor {
                let options = SolveOptions { algorithm: Algorithm::Fast, ..SolveOptions::default() };
                let report = solve(board, &goal, &options).expect("solvable");
                assert!(matches!(report.outcome, Outcome::Solved(ref s) if s.moves.len() >= *optimal));
            }
        });
    });
    let mut rng = Rng::new(10);
    let boards: Vec<Board> =
        (0..10).map(|_| random_solvable(&Goal::blank_last(Shape::new(10, 10).expect("10x10")), &mut rng)).collect();
    group.bench_function("10 random 10x10 boards", |b| {
        b.iter(|| {
            for board in &boards {
                let options = SolveOptions { algorithm: Algorithm::Fast, ..SolveOptions::default() };
                let report = solve(board, &Goal::blank_last(board.shape()), &options).expect("solvable");
                assert!(matches!(report.outcome, Outcome::Solved(_)));
            }
        });
    });
    group.finish();
}

/// The heuristic lab on 3x3 (BENCHMARKS.md, "The heuristic lab"): every state's true distance,
/// then a check of every state and move, with A* on the worst boards for one that overestimates.
fn lab(c: &mut Criterion) {
    let goal = Goal::blank_last(Shape::square(3).expect("3x3"));
    let distances = || {
        let mut search = DistanceSearch::new(&goal).expect("a lab size");
        while !search.run(u64::MAX) {}
        Rc::new(search.finish())
    };
    let check = |distances: &Rc<Distances>, heuristic: &str| {
        let mut check = Check::new(Rc::clone(distances), heuristic.parse().expect("a lab heuristic"));
        while check.run(u64::MAX).is_none() {}
    };
    let mut group = c.benchmark_group("the lab, 3x3 (181,440 states)");
    group.sample_size(10);
    group.bench_function("true distances", |b| b.iter(distances));
    let table = distances();
    for heuristic in ["manhattan", "linear-conflict", "pdb", "custom:0,1.5,0,0"] {
        group.bench_function(format!("check {heuristic}"), |b| b.iter(|| check(&table, heuristic)));
    }
    group.finish();
}

/// Checking a search trace (BENCHMARKS.md, "Checking a search trace"): the 156,995 boards the
/// A* engine with Manhattan expands on a 15-puzzle 80 random moves from the goal, its successors
/// in the order of the moves, checked against A* with Manhattan (every variant side by side),
/// then against A* with Hamming (refused at expansion 3, then hinted: A* with Manhattan).
fn check_search_trace(c: &mut Criterion) {
    let start = parse_board("0 1 3 4 8 6 10 11 5 13 7 14 2 9 12 15").expect("a board");
    let goal = Goal::blank_last(start.shape());
    let expanded = std::cell::RefCell::new(Vec::new());
    let successors = |board: &Board, out: &mut Vec<Board>| {
        expanded.borrow_mut().push(board.clone());
        for dir in board.legal_moves() {
            let mut next = board.clone();
            next.slide(dir).expect("a legal move");
            out.push(next);
        }
    };
    let manhattan = Heuristic::new(HeuristicKind::Manhattan, &goal);
    let h = |board: &Board| manhattan.evaluate(|cell| board.tile_at(cell));
    let mut search = npuzzle::search::astar::astar(start.clone(), successors, h, |board| goal.is_solved(board));
    assert!(matches!(search.run(u64::MAX), Step::Found(_)));
    drop(search);
    let mut trace = expanded.into_inner();
    trace.push(goal.board().clone());
    assert_eq!(trace.len(), 156_995);
    let mut group = c.benchmark_group("checking a search trace, 156,995 A* expansions");
    group.sample_size(10);
    for (name, heuristic, valid) in [
        ("valid, A* manhattan", HeuristicKind::Manhattan, true),
        ("invalid, A* hamming, then the hint", HeuristicKind::Hamming, false),
    ] {
        let spec = SearchSpec::new(Algorithm::Astar, heuristic);
        group.bench_function(name, |b| {
            b.iter(|| assert_eq!(check_search(&start, &goal, &trace, &spec).expect("a trace").valid, valid));
        });
    }
    group.finish();
}

criterion_group!(benches, eight_puzzle, fifteen_puzzle, pattern_databases, fast, lab, check_search_trace);
criterion_main!(benches);
