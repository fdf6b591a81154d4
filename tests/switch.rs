//! A database IDA* that goes on with a stronger admissible heuristic mid-search (a page's first
//! hard solve: 6-6-3 at once, 7-7-1 when its download arrives) answers the optimal length, as a
//! search on either set does, wherever the switch falls: after some slices, in some iteration,
//! on threads, with subtrees out at helpers.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::path::Path;
use std::sync::Arc;

use common::replayed_length;
use npuzzle::heuristic::HeuristicKind;
use npuzzle::heuristic::pdb::{DatabaseKey, DatabaseSet, Partition, PdbHeuristic};
use npuzzle::search::pdb_idastar::{ItemResult, PdbIdaStar, ProtocolError, search_item};
use npuzzle::search::{Search, Step};
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::plan::{Plan, Platform};
use npuzzle::solve::{Solver, Status, system_clock};
use npuzzle::{Board, Goal, Shape};

fn goal() -> Goal {
    Goal::blank_first(Shape::square(4).unwrap())
}

fn korf(count: usize) -> Vec<(Board, usize)> {
    common::instances(include_str!("../bench/korf100.txt"), count)
}

fn pdb(partition: Partition) -> PdbHeuristic {
    let set = common::databases(DatabaseKey::for_goal(partition, &goal()).unwrap());
    PdbHeuristic::new(set, &goal()).unwrap()
}

/// The set `key` names from `target/pdb/` when `make build` left it there (the 7-7-1 set takes
/// half a minute to build on two cores), else built.
fn cached(key: DatabaseKey) -> Arc<DatabaseSet> {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/pdb").join(key.file_name());
    match std::fs::File::open(file) {
        Ok(file) => Arc::new(DatabaseSet::read(std::io::BufReader::new(file)).expect("the cached set reads back")),
        Err(_) => common::databases(key),
    }
}

/// Runs `search` in slices of `budget` to the end: the blank's path.
fn finish(search: &mut PdbIdaStar, budget: u64) -> Vec<u8> {
    loop {
        match search.run(budget) {
            Step::Found(path) => return path,
            Step::Exhausted => panic!("solvable"),
            Step::Running => {}
        }
    }
}

/// Where a switch falls: after `slices` slices, or once `iterations` iterations have ended and
/// a few slices of the next one have run.
#[derive(Debug, Clone, Copy)]
enum At {
    Slices(u32),
    Iteration(usize),
}

/// Solves `board` on `weak`, switching to `strong` at `at` (slices of `budget`), on `threads`
/// threads; answers the moves and the iteration it switched at (None: it answered before).
fn switched(board: &Board, weak: &PdbHeuristic, strong: &PdbHeuristic, at: At, threads: usize) -> (usize, Option<u32>) {
    let budget = 1000;
    let mut search = PdbIdaStar::new(weak, board.tiles()).with_threads(threads);
    let mut slices = 0;
    loop {
        let due = match at {
            At::Slices(count) => slices == count,
            At::Iteration(count) => search.stats().iterations.len() >= count && slices % 3 == 2,
        };
        if due {
            search.switch_heuristic(strong);
            break;
        }
        match search.run(budget) {
            Step::Found(path) => return (path.len() - 1, None),
            Step::Exhausted => panic!("{board}: solvable"),
            Step::Running => slices += 1,
        }
    }
    let length = finish(&mut search, budget).len() - 1;
    (length, search.stats().switched_at)
}

#[test]
fn a_search_switched_to_a_stronger_set_mid_iteration_answers_the_optimal_length() {
    let (weak, strong) = (pdb(Partition::FiveFiveFive), pdb(Partition::SixSixThree));
    let mut switches = 0;
    for (board, optimal) in korf(10) {
        for at in [At::Slices(0), At::Slices(1), At::Slices(17), At::Slices(300), At::Iteration(1), At::Iteration(3)] {
            let (length, iteration) = switched(&board, &weak, &strong, at, 1);
            assert_eq!(length, optimal, "{board}, switched at {at:?}");
            switches += usize::from(iteration.is_some());
            if let (At::Iteration(count), Some(iteration)) = (at, iteration) {
                assert!(iteration as usize > count, "{board}: the iteration under way is named, {iteration}");
            }
        }
        // Two threads, and a switch back to the weaker set: any admissible set keeps it optimal.
        assert_eq!(switched(&board, &weak, &strong, At::Slices(5), 2).0, optimal, "{board} on two threads");
        assert_eq!(switched(&board, &strong, &weak, At::Slices(5), 1).0, optimal, "{board} weaker after");
    }
    assert!(switches >= 50, "the switches fell mid-search: {switches}");
}

/// Expansions of the pass under way so far (the passes follow one another from the first).
fn in_pass(search: &PdbIdaStar) -> u64 {
    search.stats().expanded - search.stats().iterations.iter().map(|iteration| iteration.expanded).sum::<u64>()
}

/// Early in a pass, the bound it reached stays: the pass is searched again from there with the
/// new heuristic (or from the root's new estimate, when that is higher), not from the root's
/// first estimate; well on in a pass, the new heuristic takes over at the next one.
#[test]
fn a_young_pass_restarts_at_the_bound_it_reached_and_an_old_one_ends_first() {
    let (weak, strong) = (pdb(Partition::FiveFiveFive), pdb(Partition::SixSixThree));
    let (board, optimal) = korf(1).remove(0);
    let root_estimate = PdbIdaStar::new(&strong, board.tiles()).stats().bound;

    let mut young = PdbIdaStar::new(&weak, board.tiles());
    while young.stats().iterations.len() < 3 {
        assert_eq!(young.run(20), Step::Running);
    }
    let (reached, expanded) = (young.stats().bound, young.stats().expanded);
    assert!(young.switch_heuristic(&strong), "{} of the pass done", in_pass(&young));
    assert_eq!(young.stats().bound, reached.max(root_estimate));
    assert_eq!(young.stats().expanded, expanded, "the counts are kept");
    assert_eq!(young.stats().switched_at, Some(4));
    assert_eq!(finish(&mut young, 500).len() - 1, optimal);
    let after = &young.stats().iterations[3..];
    assert!(after.iter().all(|iteration| iteration.bound >= reached.max(root_estimate)), "{after:?}");

    let mut old = PdbIdaStar::new(&weak, board.tiles());
    // Well on: seven tenths of what the engine expects of the pass (its last pass times its growth).
    let well_on = |search: &PdbIdaStar| match search.stats().iterations.as_slice() {
        [.., before, last] => in_pass(search) * before.expanded * 10 > last.expanded * last.expanded * 7,
        _ => false,
    };
    while !well_on(&old) {
        assert_eq!(old.run(200), Step::Running);
    }
    let passes = old.stats().iterations.len();
    assert!(!old.switch_heuristic(&strong), "{} of the pass done", in_pass(&old));
    assert_eq!(old.stats().switched_at, None, "not before the pass ends");
    assert_eq!(finish(&mut old, 500).len() - 1, optimal);
    let switched = old.stats().switched_at.expect("at the next pass");
    assert!(switched as usize > passes, "{switched} after {passes} passes");
}

/// Subtrees lent to a helper before a switch taken at once are of the old set and pass: their
/// results are refused, and the pass goes on with what is searched under the new set; a switch
/// taken at the next pass settles them first.
#[test]
fn results_lent_before_a_switch_are_refused_and_the_answer_stays_optimal() {
    let quick = common::databases(DatabaseKey::for_goal(Partition::FiveFiveFive, &goal()).unwrap());
    let stronger = common::databases(DatabaseKey::for_goal(Partition::SixSixThree, &goal()).unwrap());
    for (board, optimal) in korf(10).into_iter().step_by(3) {
        let mut owner = PdbIdaStar::new(&PdbHeuristic::new(Arc::clone(&quick), &goal()).unwrap(), board.tiles());
        owner.share_passes(1, &goal());
        let mut held = Arc::clone(&quick);
        let mut slices = 0;
        let path = loop {
            match owner.run(700) {
                Step::Found(path) => break path,
                Step::Exhausted => panic!("{board}: solvable"),
                Step::Running => slices += 1,
            }
            // The helper's set is replaced once the owner looks up the new one.
            if owner.stats().switched_at.is_some() {
                held = Arc::clone(&stronger);
            }
            let Some(item) = owner.lend() else { continue };
            let result = ItemResult::from_bytes(&search_item(&held, &item, 700).unwrap().to_bytes()).unwrap();
            if slices == 4 && owner.switch_heuristic(&PdbHeuristic::new(Arc::clone(&stronger), &goal()).unwrap()) {
                // Taken at once: what the helper brings back of the pass given up is refused.
                assert!(matches!(owner.settle(&result), Err(ProtocolError::NotLent { .. })), "{board}");
                continue;
            }
            owner.settle(&result).unwrap();
        };
        assert_eq!(path.len() - 1, optimal, "{board}");
    }
}

/// The page's pair: a browser plan for 6-6-3 names 7-7-1; the solver switches to it mid-search,
/// its report names 7-7-1 and the iteration, and the answer is optimal.
#[test]
fn a_solver_switches_from_six_six_three_to_seven_seven_one() {
    let seven = cached(DatabaseKey::for_goal(Partition::SevenSevenOne, &goal()).unwrap());
    for (board, optimal) in korf(10).into_iter().step_by(4) {
        let plan = Plan::new(board.clone(), goal(), &SolveOptions::default(), Platform::Browser).unwrap();
        assert_eq!(plan.stronger_databases(), Some(seven.key()));
        let quick = plan.databases().map(common::databases);
        let mut solver = Solver::new(plan, quick.clone(), system_clock()).unwrap();
        assert!(!solver.switch_databases(quick.as_ref().unwrap()), "only the stronger set is switched to");
        assert!(matches!(solver.run(200), Status::Running { .. }), "{board}");
        let finished = u32::try_from(solver.stats().iterations.len()).unwrap();
        assert!(solver.switch_databases(&seven));
        assert!(!solver.switch_databases(&seven), "once");
        let report = solver.run_to_end();
        assert_eq!(report.heuristic, HeuristicKind::Pdb(Partition::SevenSevenOne));
        assert!(report.stats.switched_at.is_some_and(|at| at > finished), "{board}");
        assert_eq!(replayed_length(&board, &goal(), &report), optimal, "{board}");
    }
}
