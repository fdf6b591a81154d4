//! Checking a search trace (`npuzzle::check`): thousands of traces every correct run could
//! print are accepted, for every algorithm, from a solver written the way tutorials write one
//! (every push order, ties broken at random, each textbook's treatment of repeats and of the
//! goal test) and from the project's own engines with their successors shuffled; the variant
//! the checker names is the one the solver used.

mod common;

use common::traces::{Order, Repeats as TutorialRepeats, Tutorial, engine_trace, scrambled};
use npuzzle::check::{Repeats, SearchCheck, SearchSpec, SearchVerdict, check_search};
use npuzzle::heuristic::HeuristicKind;
use npuzzle::search::discipline::GoalTest;
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::Weight;
use npuzzle::words::Said;
use npuzzle::{Board, Goal, Shape};

const ORDERS: [Order; 3] = [Order::Forwards, Order::Backwards, Order::Shuffled];

fn goal(rows: usize, cols: usize) -> Goal {
    Goal::blank_last(Shape::new(rows, cols).unwrap())
}

fn spec(algorithm: Algorithm, heuristic: HeuristicKind, weight: f64) -> SearchSpec {
    SearchSpec { algorithm, heuristic, weight: Weight::new(weight).unwrap() }
}

fn check(start: &Board, goal: &Goal, trace: &[Board], spec: &SearchSpec) -> SearchVerdict {
    check_search(start, goal, trace, spec).expect("a well-formed trace")
}

/// The textbook variant the tutorial's solver is, in the checker's words.
fn expected(tutorial: &Tutorial) -> Repeats {
    match tutorial.repeats {
        TutorialRepeats::Tree => Repeats::Kept,
        TutorialRepeats::NotParent => Repeats::NotParent,
        TutorialRepeats::NotOnPath => Repeats::NotOnPath,
        TutorialRepeats::SeenWhenGenerated => Repeats::SkippedWhenGenerated,
        TutorialRepeats::ClosedWhenTaken => Repeats::SkippedWhenExpanded,
    }
}

/// Checks `count` traces of `tutorial` (every push order) on boards up to `moves` from `goal`;
/// how many were checked.
fn accepts_tutorial(tutorial: Tutorial, goal: &Goal, moves: usize, count: u64, most: usize) -> usize {
    let spec = spec(tutorial.algorithm, tutorial.heuristic, 1.5);
    let mut checked = 0;
    for seed in 0..count {
        let order = ORDERS[usize::try_from(seed).unwrap() % 3];
        let tutorial = Tutorial { order, ..tutorial };
        let start = scrambled(goal, 1 + usize::try_from(seed).unwrap() % moves, seed * 31 + 7);
        let Some(trace) = tutorial.trace(&start, goal, seed, most) else { continue };
        let verdict = check(&start, goal, &trace, &spec);
        let at = format!("{tutorial:?}, seed {seed}, start {}", start.rows_line());
        assert!(verdict.valid, "{at}: {}", verdict.message());
        let goal_test = if tutorial.early_goal { GoalTest::Generated } else { GoalTest::Taken };
        assert!(
            verdict.variants.iter().any(|v| v.repeats == expected(&tutorial) && v.goal_test == goal_test),
            "{at}: {:?}",
            verdict.variants
        );
        checked += 1;
    }
    assert!(checked > 0, "{tutorial:?}: no trace found the goal");
    checked
}

fn tutorial(algorithm: Algorithm, heuristic: HeuristicKind, repeats: TutorialRepeats, early_goal: bool) -> Tutorial {
    Tutorial { algorithm, heuristic, weight: 1500, repeats, early_goal, order: Order::Forwards, depth_limit: 12 }
}

#[test]
fn breadth_first_traces_of_every_textbook_variant_are_accepted() {
    let mut checked = 0;
    for repeats in [
        TutorialRepeats::Tree,
        TutorialRepeats::NotParent,
        TutorialRepeats::SeenWhenGenerated,
        TutorialRepeats::ClosedWhenTaken,
    ] {
        for early_goal in [false, true] {
            let moves = if repeats == TutorialRepeats::Tree { 5 } else { 10 };
            let tutorial = tutorial(Algorithm::Bfs, HeuristicKind::None, repeats, early_goal);
            checked += accepts_tutorial(tutorial, &goal(3, 3), moves, 60, 20_000);
            checked += accepts_tutorial(tutorial, &goal(2, 3), moves, 20, 20_000);
        }
    }
    assert!(checked >= 500, "{checked}");
}

#[test]
fn depth_first_traces_with_and_without_a_depth_limit_are_accepted() {
    let mut checked = 0;
    for repeats in [
        TutorialRepeats::Tree,
        TutorialRepeats::NotParent,
        TutorialRepeats::NotOnPath,
        TutorialRepeats::SeenWhenGenerated,
        TutorialRepeats::ClosedWhenTaken,
    ] {
        for (rows, cols, limit) in [(2, 2, 40), (2, 3, 40), (3, 3, 8), (3, 3, 12)] {
            let tutorial =
                Tutorial { depth_limit: limit, ..tutorial(Algorithm::Dfs, HeuristicKind::None, repeats, false) };
            checked += accepts_tutorial(tutorial, &goal(rows, cols), 8, 25, 20_000);
        }
    }
    assert!(checked >= 300, "{checked}");
}

#[test]
fn best_first_traces_with_random_ties_are_accepted() {
    let mut checked = 0;
    let informed = [HeuristicKind::Hamming, HeuristicKind::Manhattan, HeuristicKind::LinearConflict];
    let repeats = [
        TutorialRepeats::Tree,
        TutorialRepeats::NotParent,
        TutorialRepeats::SeenWhenGenerated,
        TutorialRepeats::ClosedWhenTaken,
    ];
    for repeats in repeats {
        let moves = if repeats == TutorialRepeats::Tree { 6 } else { 12 };
        checked += accepts_tutorial(
            tutorial(Algorithm::Ucs, HeuristicKind::None, repeats, false),
            &goal(3, 3),
            moves,
            30,
            20_000,
        );
        for heuristic in informed {
            for algorithm in [Algorithm::Greedy, Algorithm::Astar, Algorithm::Wastar] {
                let moves = if repeats == TutorialRepeats::Tree { 8 } else { 15 };
                checked +=
                    accepts_tutorial(tutorial(algorithm, heuristic, repeats, false), &goal(3, 3), moves, 25, 20_000);
            }
        }
    }
    let custom = "custom:0,1.5,0,0".parse().unwrap();
    checked += accepts_tutorial(
        tutorial(Algorithm::Astar, custom, TutorialRepeats::ClosedWhenTaken, false),
        &goal(3, 3),
        15,
        30,
        20_000,
    );
    assert!(checked >= 700, "{checked}");
}

#[test]
fn iterative_deepening_traces_are_accepted_with_their_iterations() {
    let mut checked = 0;
    for repeats in [TutorialRepeats::Tree, TutorialRepeats::NotParent, TutorialRepeats::NotOnPath] {
        checked += accepts_tutorial(
            tutorial(Algorithm::Iddfs, HeuristicKind::None, repeats, false),
            &goal(3, 3),
            6,
            40,
            50_000,
        );
        checked += accepts_tutorial(
            tutorial(Algorithm::Iddfs, HeuristicKind::None, repeats, false),
            &goal(2, 3),
            8,
            20,
            50_000,
        );
        for heuristic in [HeuristicKind::Manhattan, HeuristicKind::LinearConflict] {
            checked +=
                accepts_tutorial(tutorial(Algorithm::Idastar, heuristic, repeats, false), &goal(3, 3), 14, 40, 50_000);
        }
    }
    assert!(checked >= 300, "{checked}");
    // The iterations are read where the start board comes back.
    let goal = goal(3, 3);
    let start = scrambled(&goal, 6, 5);
    let tutorial = tutorial(Algorithm::Iddfs, HeuristicKind::None, TutorialRepeats::NotParent, false);
    let trace = tutorial.trace(&start, &goal, 1, 50_000).unwrap();
    let verdict = check(&start, &goal, &trace, &spec(Algorithm::Iddfs, HeuristicKind::None, 1.0));
    let bounds: Vec<u32> = verdict.iterations.iter().map(|i| i.bound).collect();
    assert_eq!(bounds, (0..=6).collect::<Vec<_>>(), "{}", verdict.message());
    assert!(verdict.iterations.iter().all(|i| trace[i.first] == start));
}

#[test]
fn the_projects_own_engines_are_accepted_with_shuffled_successors() {
    let goal = goal(3, 3);
    let cases = [
        (Algorithm::Bfs, HeuristicKind::None, 12, Repeats::SkippedWhenGenerated, GoalTest::Generated),
        (Algorithm::Dfs, HeuristicKind::None, 10, Repeats::ReopenedWhenShorter, GoalTest::Taken),
        (Algorithm::Iddfs, HeuristicKind::None, 7, Repeats::NotParent, GoalTest::Taken),
        (Algorithm::Ucs, HeuristicKind::None, 12, Repeats::ReopenedWhenShorter, GoalTest::Taken),
        (Algorithm::Greedy, HeuristicKind::Manhattan, 20, Repeats::ReopenedWhenShorter, GoalTest::Taken),
        (Algorithm::Greedy, HeuristicKind::Hamming, 20, Repeats::ReopenedWhenShorter, GoalTest::Taken),
        (Algorithm::Astar, HeuristicKind::Manhattan, 18, Repeats::ReopenedWhenShorter, GoalTest::Taken),
        (Algorithm::Astar, HeuristicKind::LinearConflict, 20, Repeats::ReopenedWhenShorter, GoalTest::Taken),
        (Algorithm::Wastar, HeuristicKind::Manhattan, 20, Repeats::ReopenedWhenShorter, GoalTest::Taken),
        (Algorithm::Idastar, HeuristicKind::Manhattan, 16, Repeats::NotParent, GoalTest::Taken),
    ];
    let mut checked = 0;
    for (algorithm, heuristic, moves, repeats, goal_test) in cases {
        for seed in 0..60 {
            let start = scrambled(&goal, 1 + usize::try_from(seed).unwrap() % moves, seed * 13 + 5);
            let Some(trace) = engine_trace(algorithm, heuristic, 2.0, &start, &goal, seed, 30_000) else { continue };
            let verdict = check(&start, &goal, &trace, &spec(algorithm, heuristic, 2.0));
            let at = format!("{algorithm} {heuristic}, seed {seed}, start {}", start.rows_line());
            assert!(verdict.valid, "{at}: {}", verdict.message());
            assert!(
                verdict.variants.iter().any(|v| v.repeats == repeats && v.goal_test == goal_test),
                "{at}: {:?}",
                verdict.variants
            );
            checked += 1;
        }
    }
    assert!(checked >= 500, "{checked}");
}

#[test]
fn a_check_in_slices_reports_progress_and_the_same_verdict() {
    let goal = goal(3, 3);
    let start = scrambled(&goal, 20, 3);
    let trace = engine_trace(Algorithm::Astar, HeuristicKind::Hamming, 1.0, &start, &goal, 3, 100_000).unwrap();
    let spec = spec(Algorithm::Astar, HeuristicKind::Manhattan, 1.0);
    let whole = check(&start, &goal, &trace, &spec);
    let mut sliced = SearchCheck::new(&start, &goal, trace.clone(), &spec).unwrap();
    let mut runs = 0;
    let verdict = loop {
        runs += 1;
        match sliced.run(7) {
            npuzzle::check::Progress::Done(verdict) => break *verdict,
            npuzzle::check::Progress::Running { step, total, .. } => assert!(step <= total),
        }
    };
    assert!(runs > 1);
    assert_eq!(verdict, whole);
}

/// A tree search that never undoes its last move, with a board waiting under two parents with
/// one priority: which copy it took decides which child it pruned. Before the checker followed
/// both, this trace (uniform-cost, successors pushed backwards) was refused at expansion 1033.
#[test]
fn a_board_waiting_under_two_parents_may_have_come_from_either() {
    let goal = goal(3, 3);
    let start = npuzzle::parse_board("1 0 2 4 6 8 7 3 5").unwrap();
    let tutorial = Tutorial {
        order: Order::Backwards,
        ..tutorial(Algorithm::Ucs, HeuristicKind::None, TutorialRepeats::NotParent, false)
    };
    let trace = tutorial.trace(&start, &goal, 10, 20_000).expect("the goal found");
    assert!(trace.len() > 1033);
    let verdict = check(&start, &goal, &trace, &spec(Algorithm::Ucs, HeuristicKind::None, 1.0));
    assert!(verdict.valid, "{}", verdict.message());
    assert!(verdict.variants.iter().any(|v| v.repeats == Repeats::NotParent), "{:?}", verdict.variants);
}

#[test]
fn tree_searches_that_prune_the_parent_are_accepted_under_every_tie_order() {
    let mut checked = 0;
    for algorithm in [Algorithm::Ucs, Algorithm::Greedy, Algorithm::Astar, Algorithm::Wastar] {
        let heuristics: &[HeuristicKind] = if algorithm == Algorithm::Ucs {
            &[HeuristicKind::None]
        } else {
            &[HeuristicKind::Hamming, HeuristicKind::Manhattan, HeuristicKind::LinearConflict]
        };
        for &heuristic in heuristics {
            let tutorial = tutorial(algorithm, heuristic, TutorialRepeats::NotParent, false);
            checked += accepts_tutorial(tutorial, &goal(3, 3), 16, 80, 20_000);
            checked += accepts_tutorial(tutorial, &goal(2, 3), 12, 30, 20_000);
        }
    }
    assert!(checked >= 700, "{checked}");
}

/// A* with Hamming in a tree search that never undoes its last move: its many ties on f leave
/// boards waiting under several parents at once, and the checker follows every order in which
/// a run could have taken them, up to `MOST_WORLDS` at once.
fn hamming_tree_trace(rows: usize, cols: usize, order: Order, seed: u64) -> (Board, Goal, Vec<Board>) {
    let goal = goal(rows, cols);
    let start = scrambled(&goal, 8 + usize::try_from(seed).unwrap() % 20, seed * 31 + 7);
    let tutorial =
        Tutorial { order, ..tutorial(Algorithm::Astar, HeuristicKind::Hamming, TutorialRepeats::NotParent, false) };
    let trace = tutorial.trace(&start, &goal, seed, 30_000).expect("the goal found");
    (start, goal, trace)
}

#[test]
fn a_trace_whose_ties_grow_too_many_to_follow_says_how_far_it_was_checked() {
    let (start, goal, trace) = hamming_tree_trace(3, 3, Order::Shuffled, 37);
    assert_eq!(trace.len(), 9928);
    let verdict = check(&start, &goal, &trace, &spec(Algorithm::Astar, HeuristicKind::Hamming, 1.0));
    let from = verdict.unchecked_from.expect("too many orders to follow");
    assert!(verdict.valid && from > 9_000 && from < trace.len(), "{from} of {}", trace.len());
    assert_eq!(verdict.variants.len(), 1);
    assert_eq!(verdict.variants[0].repeats, Repeats::NotParent);
    let message = verdict.message().to_string();
    assert!(
        message.starts_with("a valid trace of A* with Hamming")
            && message.contains(&format!(", checked only as far as expansion {from}: past it, the ways its ties could be broken grew beyond 256, too many to follow, and the rest was not checked")),
        "{message}"
    );
    let summary = npuzzle::check::SearchSummary::from(&verdict);
    assert_eq!(summary.unchecked_from, Some(from));
}
