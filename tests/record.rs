//! The recorded search: for every engine, the events agree with the engine's own counts, the
//! tree is well formed, and the recorded solution is the answer returned.

mod common;

use std::collections::HashSet;

use npuzzle::search::record::{Chunk, EventKind, Fate, MAX_EXPANSIONS, NONE};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::plan::{Plan, PlanError, Platform};
use npuzzle::solve::{Outcome, Report, SolveError, Solver, system_clock};
use npuzzle::{Board, Goal, parse_board};

use common::{RECORDED, recorded_options as options};

/// Runs to the end in small slices, taking the record in small chunks as the worker does.
fn recorded(board: &Board, goal: &Goal, options: &SolveOptions) -> (Report, Chunk) {
    let mut solver = common::solver(board, goal, options).expect("a plan");
    let mut all = Chunk::default();
    let report = loop {
        let status = solver.run(7);
        while let Some(chunk) = solver.take_record(50) {
            assert!(chunk.len() <= 50);
            append(&mut all, chunk);
        }
        if let npuzzle::solve::Status::Done(report) = status {
            break report;
        }
    };
    assert!(solver.take_record(50).is_none(), "every event taken");
    (report, all)
}

fn append(all: &mut Chunk, chunk: Chunk) {
    all.kind.extend(chunk.kind);
    all.fate.extend(chunk.fate);
    all.node.extend(chunk.node);
    all.parent.extend(chunk.parent);
    all.g.extend(chunk.g);
    all.h.extend(chunk.h);
    all.label.extend(chunk.label);
    all.other.extend(chunk.other);
    all.stopped = chunk.stopped;
}

fn count(chunk: &Chunk, kind: EventKind) -> u64 {
    chunk.kind.iter().map(|&k| u64::from(k == kind as u8)).sum()
}

/// The blank's cells along the answer, start included.
fn answer_cells(board: &Board, report: &Report) -> Vec<u16> {
    let Outcome::Solved(solution) = &report.outcome else { panic!("not solved: {:?}", report.outcome) };
    let mut replay = board.clone();
    let mut cells = vec![u16::try_from(replay.blank()).unwrap()];
    for m in &solution.moves {
        replay.slide(m.direction).unwrap();
        cells.push(u16::try_from(replay.blank()).unwrap());
    }
    cells
}

/// The labels from the root to the node of the `Found` event, read from the events alone.
fn recorded_solution(chunk: &Chunk) -> Vec<u16> {
    let found = chunk.kind.iter().rposition(|&k| k == EventKind::Found as u8).expect("a Found event");
    let created = |id: u32| {
        (0..chunk.len())
            .find(|&i| {
                chunk.node[i] == id
                    && (chunk.kind[i] == EventKind::Root as u8 || chunk.kind[i] == EventKind::Child as u8)
            })
            .expect("every node is created before it is named")
    };
    let mut path = Vec::new();
    let mut at = chunk.node[found];
    while at != NONE {
        let event = created(at);
        path.push(chunk.label[event]);
        at = chunk.parent[event];
    }
    path.reverse();
    path
}

/// Within each tree (IDA* and IDDFS start one each iteration): a child's parent is expanded
/// before it, a child is one deeper, and only queued nodes are expanded.
fn check_tree(chunk: &Chunk, name: &str) {
    let mut created = std::collections::HashMap::new();
    let mut expanded = HashSet::new();
    for i in 0..chunk.len() {
        let (node, g) = (chunk.node[i], chunk.g[i]);
        match chunk.kind[i] {
            k if k == EventKind::Iteration as u8 => {
                created.clear();
                expanded.clear();
            }
            k if k == EventKind::Root as u8 => {
                assert_eq!((g, chunk.parent[i]), (0, NONE), "{name}: the root");
                created.insert(node, (g, Fate::Queued as u8));
            }
            k if k == EventKind::Child as u8 => {
                let parent = chunk.parent[i];
                assert!(expanded.contains(&parent), "{name}: event {i}: a child of an unexpanded node");
                assert_eq!(created[&parent].0 + 1, g, "{name}: event {i}: a child is one move deeper");
                assert!(created.insert(node, (g, chunk.fate[i])).is_none(), "{name}: tree ids are new");
                if chunk.fate[i] == Fate::Requeued as u8 {
                    assert!(created.contains_key(&chunk.other[i]), "{name}: a requeued child replaces a known node");
                }
            }
            k if k == EventKind::Expand as u8 => {
                let (created_g, fate) = created[&node];
                assert_eq!(created_g, g, "{name}: event {i}");
                assert!(fate == Fate::Queued as u8 || fate == Fate::Requeued as u8, "{name}: expanded a skipped node");
                expanded.insert(node);
            }
            _ => assert!(created.contains_key(&node), "{name}: event {i} names an unknown node"),
        }
    }
}

#[test]
fn every_engine_records_its_own_counts_and_its_answer() {
    // 22 moves: breadth-first search expands 63,175 nodes, within the largest recording.
    let board = parse_board("5 2 8 4 1 7 0 3 6").unwrap();
    let easy = parse_board("8 1 3 4 0 2 7 6 5").unwrap(); // 14 moves
    let goal = Goal::blank_last(board.shape());
    for algorithm in RECORDED {
        // The depth-first searches take long on the harder board.
        let board = if matches!(algorithm, Algorithm::Dfs | Algorithm::Iddfs) { &easy } else { &board };
        let (report, chunk) = recorded(board, &goal, &options(algorithm, MAX_EXPANSIONS));
        let name = algorithm.name();
        assert!(!chunk.stopped, "{name}: recorded to the end");
        assert_eq!(count(&chunk, EventKind::Expand), report.stats.expanded, "{name}: expansions");
        assert_eq!(count(&chunk, EventKind::Child), report.stats.generated, "{name}: children");
        assert_eq!(count(&chunk, EventKind::Found), 1, "{name}");
        assert_eq!(recorded_solution(&chunk), answer_cells(board, &report), "{name}: the recorded solution");
        check_tree(&chunk, name);
        if algorithm.is_iterative() {
            let iterations = count(&chunk, EventKind::Iteration);
            assert_eq!(iterations, report.stats.iterations.len() as u64 + 1, "{name}: an event per iteration");
            let bounds: Vec<u32> = (0..chunk.len())
                .filter(|&i| chunk.kind[i] == EventKind::Iteration as u8)
                .map(|i| chunk.node[i])
                .collect();
            let finished: Vec<u32> = report.stats.iterations.iter().map(|it| it.bound).collect();
            assert_eq!(bounds[..finished.len()], finished[..], "{name}: the bounds");
            assert_eq!(bounds.last(), Some(&report.stats.bound), "{name}: the last bound");
        } else {
            assert_eq!(count(&chunk, EventKind::Iteration), 0, "{name}");
        }
    }
}

#[test]
fn the_fates_say_what_each_engine_did() {
    let board = parse_board("8 6 7 2 5 4 3 0 1").unwrap();
    let goal = Goal::blank_last(board.shape());
    let fates = |algorithm| {
        let (_, chunk) = recorded(&board, &goal, &options(algorithm, 2000));
        let mut seen = HashSet::new();
        for i in 0..chunk.len() {
            if chunk.kind[i] == EventKind::Child as u8 {
                seen.insert(chunk.fate[i]);
            }
        }
        seen
    };
    let (queued, duplicate, pruned) = (Fate::Queued as u8, Fate::Duplicate as u8, Fate::Pruned as u8);
    assert_eq!(fates(Algorithm::Bfs), HashSet::from([queued, duplicate]));
    // IDA* never generates the move undoing the last one, so it meets no duplicates here.
    assert_eq!(fates(Algorithm::Idastar), HashSet::from([queued, pruned]));
    // Greedy search ignores path costs, so it often reaches a node again more cheaply.
    let korf_1 = parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3").unwrap();
    let (_, chunk) = recorded(&korf_1, &Goal::blank_first(korf_1.shape()), &options(Algorithm::Greedy, 5000));
    assert!(chunk.fate.contains(&(Fate::Requeued as u8)), "greedy requeues");
}

#[test]
fn past_its_cap_the_recording_stops_and_the_search_goes_on() {
    let board = parse_board("8 6 7 2 5 4 3 0 1").unwrap();
    let goal = Goal::blank_last(board.shape());
    for algorithm in [Algorithm::Bfs, Algorithm::Astar, Algorithm::Idastar] {
        let (report, chunk) = recorded(&board, &goal, &options(algorithm, 100));
        assert!(matches!(report.outcome, Outcome::Solved(_)), "{algorithm}: solved all the same");
        assert!(report.stats.expanded > 100);
        assert_eq!(count(&chunk, EventKind::Expand), 100, "{algorithm}: the cap");
        assert_eq!(count(&chunk, EventKind::Found), 0, "{algorithm}: found after the recording stopped");
        assert!(chunk.stopped, "{algorithm}: the record says it stopped");
        check_tree(&chunk, algorithm.name());
    }
}

#[test]
fn a_cap_reached_once_every_event_was_taken_is_told_by_a_chunk_without_events() {
    let board = parse_board("8 6 7 2 5 4 3 0 1").unwrap();
    let goal = Goal::blank_last(board.shape());
    let mut solver = common::solver(&board, &goal, &options(Algorithm::Astar, 100)).expect("a plan");
    // A slice an expansion, every event taken after each: the expansion past the cap records
    // nothing, and the page must still learn that the recording stopped.
    let mut told = Vec::new();
    loop {
        let status = solver.run(1);
        while let Some(chunk) = solver.take_record(usize::MAX) {
            told.push((chunk.len(), chunk.stopped));
        }
        if matches!(status, npuzzle::solve::Status::Done(_)) {
            break;
        }
    }
    assert_eq!(told.iter().filter(|(_, stopped)| *stopped).count(), 1, "told once: {told:?}");
    assert_eq!(told.last(), Some(&(0, true)), "the last chunk says so, with no events");
}

#[test]
fn recording_is_planned_and_its_cap_checked() {
    let board = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 16 17 18 19 20 21 22 23 24").unwrap();
    let goal = Goal::blank_last(board.shape());
    let plan = |algorithm, cap| Plan::new(board.clone(), goal.clone(), &options(algorithm, cap), Platform::Native);
    // `auto` would pick the fast solver on 5x5, whose search runs in pieces: recorded, it is IDA*.
    assert_eq!(plan(Algorithm::Auto, 10).unwrap().algorithm(), Algorithm::Idastar);
    assert_eq!(plan(Algorithm::Fast, 10).unwrap_err(), PlanError::NotRecordable);
    assert_eq!(
        plan(Algorithm::Bfs, MAX_EXPANSIONS + 1).unwrap_err().to_string(),
        "a search records 1 to 100,000 expansions, not 100,001"
    );
    assert!(plan(Algorithm::Bfs, 0).is_err());
    // Not recorded: no events.
    let unrecorded = SolveOptions { record: None, ..options(Algorithm::Bfs, 1) };
    let mut solver = common::solver(&board, &goal, &unrecorded).unwrap();
    solver.run(10);
    assert!(solver.take_record(10).is_none());
}

#[test]
fn a_recorded_15_puzzle_search_with_pattern_databases_runs_on_the_generic_engine() {
    let board = parse_board("1 2 3 7 4 5 6 0 8 9 10 11 12 13 14 15").unwrap();
    let goal = Goal::blank_first(board.shape());
    let options = SolveOptions { algorithm: Algorithm::Auto, record: Some(1000), ..SolveOptions::default() };
    let plan = Plan::new(board.clone(), goal.clone(), &options, Platform::Native).unwrap();
    let set = plan.databases().map(common::databases);
    assert!(set.is_some(), "auto on 4x4 looks up the pattern databases");
    let mut solver = Solver::new(plan, set, system_clock()).map_err(|e: SolveError| e.to_string()).unwrap();
    let report = solver.run_to_end();
    let chunk = solver.take_record(usize::MAX).unwrap();
    assert_eq!(count(&chunk, EventKind::Expand), report.stats.expanded);
    assert_eq!(recorded_solution(&chunk), answer_cells(&board, &report));
}
