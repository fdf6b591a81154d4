//! Checking a search trace (`npuzzle::check`): a valid trace mutated one way fails at the right
//! step with the right mistake, worded as the issue words it; each hint comes from the slip it
//! names; input that cannot be checked is a typed error, not a verdict.

mod common;

use common::traces::{engine_trace, scrambled};
use npuzzle::check::{Mistake, SearchCheckError, SearchSpec, SearchVerdict, check_search};
use npuzzle::heuristic::{Heuristic, HeuristicKind};
use npuzzle::search::discipline::{GoalTest, Key};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::words::Said;
use npuzzle::{Board, Goal, Shape, parse_board};

fn goal() -> Goal {
    Goal::blank_last(Shape::square(3).unwrap())
}

fn astar(heuristic: HeuristicKind) -> SearchSpec {
    SearchSpec::new(Algorithm::Astar, heuristic)
}

fn check(start: &Board, trace: &[Board], spec: SearchSpec) -> SearchVerdict {
    check_search(start, &goal(), trace, &spec).expect("a well-formed trace")
}

/// A* traces with Manhattan of the project's engine, long enough to mutate.
fn traces() -> Vec<(Board, Vec<Board>)> {
    (0..40)
        .filter_map(|seed| {
            let start = scrambled(&goal(), 14 + usize::try_from(seed % 8).unwrap(), seed);
            let trace = engine_trace(Algorithm::Astar, HeuristicKind::Manhattan, 1.0, &start, &goal(), seed, 50_000)?;
            (trace.len() >= 12).then_some((start, trace))
        })
        .collect()
}

fn adjacent(a: &Board, b: &Board) -> bool {
    a.legal_moves().into_iter().any(|dir| {
        let mut next = a.clone();
        next.slide(dir).is_ok() && next == *b
    })
}

fn fails_at(verdict: &SearchVerdict, step: usize) -> &Mistake {
    assert!(!verdict.valid, "{}", verdict.message());
    assert_eq!(verdict.step, Some(step), "{}", verdict.message());
    verdict.mistake.as_ref().expect("a mistake")
}

#[test]
fn two_expansions_with_different_keys_swapped_fail_where_the_worse_came_first() {
    let manhattan = Heuristic::new(HeuristicKind::Manhattan, &goal());
    let h = |board: &Board| manhattan.evaluate(|cell| board.tile_at(cell)) as usize;
    let mut tested = 0;
    for (start, trace) in traces() {
        let verdict = check(&start, &trace, astar(HeuristicKind::Manhattan));
        assert!(verdict.valid);
        // Each expansion's g: one more than its nearest neighbour expanded before it.
        let g: Vec<usize> = (0..trace.len()).fold(Vec::new(), |mut g, i| {
            let parent = (0..i).filter(|&k| adjacent(&trace[k], &trace[i])).map(|k| g[k] + 1).min();
            g.push(parent.unwrap_or(0));
            g
        });
        // Expansion `i` and a later one `j` generated before `i`, with a larger f then.
        let g_before = |b: &Board, i: usize| (0..i).filter(|&k| adjacent(&trace[k], b)).map(|k| g[k] + 1).min();
        let pair = (2..trace.len() - 1).find_map(|i| {
            let j = (i + 1..trace.len() - 1)
                .find(|&j| g_before(&trace[j], i).is_some_and(|gj| gj + h(&trace[j]) > g[i] + h(&trace[i])))?;
            (i + 1..j).all(|k| !adjacent(&trace[k], &trace[j]) && !adjacent(&trace[i], &trace[j])).then_some((i, j))
        });
        let Some((i, j)) = pair else {
            continue;
        };
        let mut swapped = trace.clone();
        swapped.swap(i, j);
        let verdict = check(&start, &swapped, astar(HeuristicKind::Manhattan));
        let Mistake::NotBest { board, key, value, best, waiting, .. } = fails_at(&verdict, i) else {
            panic!("{}", verdict.message())
        };
        assert_eq!((board, *key), (&trace[j], Key::F));
        assert!(value > best && *waiting >= 1, "{}", verdict.message());
        let message = verdict.message().to_string();
        assert!(message.starts_with(&format!("expansion {}: {} has f = ", i + 1, trace[j].rows_line())), "{message}");
        assert!(message.contains(" with f = ") && message.contains(" waiting"), "{message}");
        tested += 1;
    }
    assert!(tested >= 5, "{tested}");
}

#[test]
fn a_dropped_expansion_leaves_the_next_board_never_generated() {
    let mut tested = 0;
    for (start, trace) in traces() {
        let Some(i) = (1..trace.len() - 1).find(|&i| (0..i).all(|k| !adjacent(&trace[k], &trace[i + 1]))) else {
            continue;
        };
        let mut dropped = trace.clone();
        dropped.remove(i);
        let verdict = check(&start, &dropped, astar(HeuristicKind::Manhattan));
        assert!(matches!(fails_at(&verdict, i), Mistake::NotGenerated { .. }), "{}", verdict.message());
        let message =
            format!("expansion {} was never generated: it is not one move from any board expanded before it", i + 1);
        assert_eq!(verdict.message().to_string(), message);
        tested += 1;
    }
    assert!(tested >= 10, "{tested}");
}

#[test]
fn a_repeated_expansion_is_named_with_the_one_it_repeats() {
    for (start, trace) in traces() {
        let mut repeated = trace.clone();
        repeated.insert(4, trace[3].clone());
        let verdict = check(&start, &repeated, astar(HeuristicKind::Manhattan));
        let mistake = fails_at(&verdict, 4);
        assert!(matches!(mistake, Mistake::Repeated { earlier: 3, .. }), "{}", verdict.message());
        assert!(verdict.message().to_string().starts_with("expansion 5 repeats expansion 4"), "{}", verdict.message());
    }
    let (start, trace) = &traces()[0];
    let mut repeated = trace.clone();
    repeated.insert(4, trace[3].clone());
    let verdict = check(start, &repeated, astar(HeuristicKind::Manhattan));
    assert_eq!(verdict.message().to_string(), "expansion 5 repeats expansion 4, which a graph search expands once");
}

#[test]
fn a_board_not_one_move_from_the_search_is_never_generated() {
    for (start, trace) in traces() {
        let mut replaced = trace.clone();
        replaced[5] = parse_board("8 7 6 5 4 3 2 1 0").unwrap();
        let verdict = check(&start, &replaced, astar(HeuristicKind::Manhattan));
        assert!(matches!(fails_at(&verdict, 5), Mistake::NotGenerated { .. }), "{}", verdict.message());
    }
}

#[test]
fn the_trace_must_end_at_the_goal_and_not_go_on() {
    for (start, trace) in traces() {
        let verdict = check(&start, &trace[..trace.len() - 1], astar(HeuristicKind::Manhattan));
        assert_eq!(fails_at(&verdict, trace.len() - 1), &Mistake::EndsBeforeGoal);
        assert_eq!(verdict.message().to_string(), "the trace ends before the goal was expanded");
        let mut longer = trace.clone();
        let mut after = goal().board().clone();
        after.slide(after.legal_moves()[0]).unwrap();
        longer.push(after);
        let verdict = check(&start, &longer, astar(HeuristicKind::Manhattan));
        let goal_at = trace.len() - 1;
        assert_eq!(fails_at(&verdict, trace.len()), &Mistake::AfterGoal { goal_at, when: GoalTest::Taken });
        assert!(verdict.message().to_string().starts_with("the trace goes on after the goal"), "{}", verdict.message());
    }
}

#[test]
fn breadth_first_search_names_the_shallower_boards_waiting() {
    let start = scrambled(&goal(), 10, 4);
    let trace = engine_trace(Algorithm::Bfs, HeuristicKind::None, 1.0, &start, &goal(), 4, 50_000).unwrap();
    // Depth-first order: the start, a child, then that child's child while its siblings wait.
    let child = trace[1].clone();
    let grandchild = child
        .legal_moves()
        .into_iter()
        .map(|dir| {
            let mut next = child.clone();
            next.slide(dir).unwrap();
            next
        })
        .find(|next| *next != start)
        .unwrap();
    let bfs = SearchSpec::new(Algorithm::Bfs, HeuristicKind::None);
    let verdict = check(&start, &[start.clone(), child, grandchild.clone()], bfs);
    let Mistake::Deeper { depth: 2, waiting_depth: 1, waiting, .. } = fails_at(&verdict, 2) else {
        panic!("{}", verdict.message())
    };
    let siblings = start.legal_moves().len() - 1;
    assert_eq!(*waiting, siblings);
    let message = verdict.message().to_string();
    let were = if siblings == 1 { "was waiting: " } else { "were waiting, such as " };
    let opening = format!("expansion 3: BFS expanded a board at depth 2 while {siblings} at depth 1 {were}");
    assert!(message.starts_with(&opening), "{message}");
}

#[test]
fn each_hint_comes_from_the_slip_it_names() {
    let hint = |trace: &[Board], start: &Board, spec: SearchSpec| {
        let verdict = check(start, trace, spec);
        assert!(!verdict.valid, "{}", verdict.message());
        verdict.hint.map(|hint| hint.to_string())
    };
    let (mut greedy, mut dfs, mut hamming) = (0, 0, 0);
    for seed in 0..30 {
        let start = scrambled(&goal(), 16 + usize::try_from(seed % 6).unwrap(), seed + 100);
        let trace =
            engine_trace(Algorithm::Greedy, HeuristicKind::Manhattan, 1.0, &start, &goal(), seed, 50_000).unwrap();
        if !check(&start, &trace, astar(HeuristicKind::Manhattan)).valid {
            let words = "this is a valid greedy order with Manhattan: the priority looks like h alone, without g";
            assert_eq!(hint(&trace, &start, astar(HeuristicKind::Manhattan)).as_deref(), Some(words));
            greedy += 1;
        }
        let trace = engine_trace(Algorithm::Dfs, HeuristicKind::None, 1.0, &start, &goal(), seed, 50_000);
        if let Some(trace) = trace {
            let words = "this is a valid DFS order: a stack where BFS needs a queue";
            let bfs = SearchSpec::new(Algorithm::Bfs, HeuristicKind::None);
            assert_eq!(hint(&trace, &start, bfs).as_deref(), Some(words));
            dfs += 1;
        }
        let trace = engine_trace(Algorithm::Astar, HeuristicKind::Hamming, 1.0, &start, &goal(), seed, 50_000).unwrap();
        if !check(&start, &trace, astar(HeuristicKind::Manhattan)).valid {
            let words = "this is a valid A* order with Hamming, not Manhattan";
            assert_eq!(hint(&trace, &start, astar(HeuristicKind::Manhattan)).as_deref(), Some(words));
            hamming += 1;
        }
    }
    assert!(greedy >= 10 && dfs >= 10 && hamming >= 10, "{greedy} {dfs} {hamming}");
}

#[test]
fn input_that_cannot_be_checked_is_an_error_not_a_verdict() {
    let start = scrambled(&goal(), 4, 1);
    let small = Goal::blank_last(Shape::new(2, 3).unwrap());
    let spec = astar(HeuristicKind::Manhattan);
    assert_eq!(check_search(&start, &goal(), &[], &spec), Err(SearchCheckError::EmptyTrace));
    let error = check_search(&start, &goal(), &[start.clone(), small.board().clone()], &spec).unwrap_err();
    assert_eq!(error.to_string(), "expansion 2 is a 2x3 board, but the start board is 3x3");
    let error = check_search(&start, &small, std::slice::from_ref(&start), &spec).unwrap_err();
    assert!(matches!(error, SearchCheckError::GoalShape { .. }), "{error}");
    let pdb = astar("pdb".parse().unwrap());
    assert!(matches!(
        check_search(&start, &goal(), std::slice::from_ref(&start), &pdb),
        Err(SearchCheckError::Databases(_))
    ));
    let fast = SearchSpec::new(Algorithm::Fast, HeuristicKind::None);
    assert!(matches!(
        check_search(&start, &goal(), std::slice::from_ref(&start), &fast),
        Err(SearchCheckError::Algorithm(_))
    ));
}

/// A* traces of a tree search that never undoes its last move (ties broken at random), mutated
/// one way each, fail where the mutation is, as the graph searches' traces do.
#[test]
fn tree_search_traces_that_prune_the_parent_fail_where_they_are_mutated() {
    use common::traces::{Order, Repeats, Tutorial};
    let tutorial = Tutorial {
        algorithm: Algorithm::Astar,
        heuristic: HeuristicKind::Manhattan,
        weight: 1000,
        repeats: Repeats::NotParent,
        early_goal: false,
        order: Order::Shuffled,
        depth_limit: 0,
    };
    let mut tested = 0;
    for seed in 0..40 {
        let start = scrambled(&goal(), 12 + usize::try_from(seed % 8).unwrap(), seed + 7);
        let Some(trace) = tutorial.trace(&start, &goal(), seed, 20_000).filter(|trace| trace.len() >= 12) else {
            continue;
        };
        assert!(check(&start, &trace, astar(HeuristicKind::Manhattan)).valid);
        if let Some(i) = (1..trace.len() - 1).find(|&i| (0..i).all(|k| !adjacent(&trace[k], &trace[i + 1]))) {
            let mut dropped = trace.clone();
            dropped.remove(i);
            let verdict = check(&start, &dropped, astar(HeuristicKind::Manhattan));
            assert!(matches!(fails_at(&verdict, i), Mistake::NotGenerated { .. }), "{}", verdict.message());
        }
        let mut replaced = trace.clone();
        replaced[5] = parse_board("8 7 6 5 4 3 2 1 0").unwrap();
        let verdict = check(&start, &replaced, astar(HeuristicKind::Manhattan));
        assert!(matches!(fails_at(&verdict, 5), Mistake::NotGenerated { .. }), "{}", verdict.message());
        let verdict = check(&start, &trace[..trace.len() - 1], astar(HeuristicKind::Manhattan));
        assert_eq!(fails_at(&verdict, trace.len() - 1), &Mistake::EndsBeforeGoal);
        let mut longer = trace.clone();
        longer.push(trace[trace.len() - 2].clone());
        let verdict = check(&start, &longer, astar(HeuristicKind::Manhattan));
        let goal_at = trace.len() - 1;
        assert_eq!(fails_at(&verdict, trace.len()), &Mistake::AfterGoal { goal_at, when: GoalTest::Taken });
        tested += 1;
    }
    assert!(tested >= 20, "{tested}");
}
