//! Shared by the native integration tests: bench instances, the pattern databases built once
//! per test binary, solving as the CLI does, and checking an answer by replaying it.
#![allow(dead_code, reason = "each test binary uses its own part of these helpers")]

pub mod cli;
pub mod traces;

use std::sync::{Arc, Mutex, PoisonError};

use npuzzle::bench::read_instances;
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet};
use npuzzle::heuristic::pdb24::{Key24, Set24};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::plan::{Plan, Platform};
use npuzzle::solve::{Outcome, Report, SolveError, Solver, system_clock};
use npuzzle::{Board, Goal};

/// The first `count` instances of a bench file as (board, optimal length), read by the
/// library's reader (the one the CLI's `bench` uses).
pub fn instances(text: &str, count: usize) -> Vec<(Board, usize)> {
    let instances = read_instances(text).expect("a bench file of the repository");
    instances.into_iter().take(count).map(|i| (i.board, i.optimal.expect("bench files give optima"))).collect()
}

/// The databases `key` names, built on first use and kept for the rest of this test binary
/// (the library keeps nothing: a caller decides).
pub fn databases(key: DatabaseKey) -> Arc<DatabaseSet> {
    static SETS: Mutex<Vec<Arc<DatabaseSet>>> = Mutex::new(Vec::new());
    let mut sets = SETS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(set) = sets.iter().find(|set| set.key() == key) {
        return Arc::clone(set);
    }
    let set = Arc::new(DatabaseSet::build(key, |_| {}));
    sets.push(Arc::clone(&set));
    set
}

/// The 5x5 databases `key` names, built on first use and kept for the rest of this test binary.
pub fn databases_5x5(key: Key24) -> Arc<Set24> {
    static SETS: Mutex<Vec<Arc<Set24>>> = Mutex::new(Vec::new());
    let mut sets = SETS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(set) = sets.iter().find(|set| set.key() == key) {
        return Arc::clone(set);
    }
    let set = Arc::new(Set24::build(key, |_| {}));
    sets.push(Arc::clone(&set));
    set
}

/// Plans and solves `board` natively as the CLI does, with databases from [`databases`] (or
/// [`databases_5x5`]).
pub fn solve(board: &Board, goal: &Goal, options: &SolveOptions) -> Result<Report, SolveError> {
    Ok(solver(board, goal, options)?.run_to_end())
}

/// A solver for `board`, planned as [`solve`] plans it.
pub fn solver(board: &Board, goal: &Goal, options: &SolveOptions) -> Result<Solver, SolveError> {
    threaded_solver(board, goal, options, 1)
}

/// [`solver`] with IDA* over pattern databases spread over `threads` threads.
pub fn threaded_solver(
    board: &Board,
    goal: &Goal,
    options: &SolveOptions,
    threads: usize,
) -> Result<Solver, SolveError> {
    let plan = Plan::new(board.clone(), goal.clone(), options, Platform::Native)?;
    let (set, set_5x5) = (plan.databases().map(databases), plan.databases_5x5().map(databases_5x5));
    Solver::with_sets(plan, set, set_5x5, system_clock(), threads)
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

/// The algorithms whose searches can be recorded (every generic engine).
pub const RECORDED: [Algorithm; 8] = [
    Algorithm::Bfs,
    Algorithm::Dfs,
    Algorithm::Iddfs,
    Algorithm::Greedy,
    Algorithm::Ucs,
    Algorithm::Astar,
    Algorithm::Wastar,
    Algorithm::Idastar,
];

/// Options recording `algorithm` (with Manhattan distance) to `cap` expansions.
pub fn recorded_options(algorithm: Algorithm, cap: u32) -> SolveOptions {
    SolveOptions { algorithm, heuristic: HeuristicKind::Manhattan, record: Some(cap), ..SolveOptions::default() }
}

/// The replay of the search `options` records from `board`, every chunk appended.
pub fn replay_of(board: &Board, goal: &Goal, options: &SolveOptions) -> npuzzle::search::replay::Replay {
    let plan = Plan::new(board.clone(), goal.clone(), options, Platform::Native).expect("a plan");
    let mut replay = npuzzle::search::replay::Replay::new(plan.discipline().expect("a recordable algorithm"));
    let mut solver = solver(board, goal, options).expect("a solver");
    loop {
        let status = solver.run(1000);
        while let Some(chunk) = solver.take_record(1000) {
            replay.append(&chunk).expect("the record continues");
        }
        if matches!(status, npuzzle::solve::Status::Done(_)) {
            return replay;
        }
    }
}
