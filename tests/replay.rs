//! The replay of a recorded search (`search::replay`), engine by engine: at every expansion of
//! many 8-puzzle searches, the node its order puts first is the one the engine expanded next,
//! and the facts it gives for it hold: ties (and the rule that broke them), the duplicates
//! naming the earlier node of the same board, the bounds and the pruned children, the drops.

mod common;

use npuzzle::model::random::{Rng, random_solvable, scramble};
use npuzzle::search::discipline::{Discipline, GoalTest, Key, TieRule};
use npuzzle::search::record::{Chunk, EventKind, Fate, NONE};
use npuzzle::search::replay::{NodeState, Pick, Replay, ReplayError, Skip};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::SolveOptions;
use npuzzle::solve::plan::{Plan, Platform};
use npuzzle::solve::{Outcome, Status};
use npuzzle::{Board, Goal, Shape, parse_board};

use common::{RECORDED, recorded_options as options};

/// A recorded search replayed as the page does: chunks appended while the search runs in slices.
struct Replayed {
    replay: Replay,
    board: Board,
    solved: Option<usize>,
    events: Chunk,
}

fn replayed(board: &Board, goal: &Goal, options: &SolveOptions) -> Replayed {
    let plan = Plan::new(board.clone(), goal.clone(), options, Platform::Native).expect("a plan");
    let mut replay = Replay::new(plan.discipline().expect("a recordable algorithm"));
    let mut solver = common::solver(board, goal, options).expect("a solver");
    let mut events = Chunk::default();
    let report = loop {
        let status = solver.run(11);
        while let Some(chunk) = solver.take_record(97) {
            replay.append(&chunk).expect("the record continues");
            events.kind.extend(&chunk.kind);
            events.node.extend(&chunk.node);
            events.fate.extend(&chunk.fate);
        }
        if let Status::Done(report) = status {
            break report;
        }
    };
    let length = match &report.outcome {
        Outcome::Solved(solution) => Some(solution.moves.len()),
        Outcome::Stopped { .. } => None,
    };
    Replayed { replay, board: board.clone(), solved: length, events }
}

/// Boards of every difficulty: a few moves from the goal up to random ones.
fn boards(count: u64, most_moves: usize) -> Vec<Board> {
    let goal = Goal::blank_last(Shape::square(3).unwrap());
    (0..count)
        .map(|seed| {
            let mut rng = Rng::new(seed * 7 + 1);
            if seed % 4 == 3 {
                random_solvable(&goal, &mut rng)
            } else {
                let moves = 2 + usize::try_from(seed).unwrap() * 3 % most_moves;
                scramble(goal.board(), moves, &mut rng)
            }
        })
        .collect()
}

fn board_of(run: &Replayed, id: u32) -> Board {
    run.replay.board(&run.board, id).expect("a board for every node").0
}

/// The node each expansion of the record expanded, from the events alone.
fn expanded(events: &Chunk) -> Vec<u32> {
    (0..events.kind.len()).filter(|&i| events.kind[i] == EventKind::Expand as u8).map(|i| events.node[i]).collect()
}

/// Checks every expansion of `run`; how many had ties.
fn check_every_expansion(run: &mut Replayed, name: &str) -> u32 {
    let order = expanded(&run.events);
    let discipline = run.replay.discipline();
    let total = run.replay.expansions();
    assert_eq!(order.len(), total as usize, "{name}");
    let mut ties = 0;
    for k in 1..=total {
        // The frontier before the expansion, as the engine held it.
        run.replay.seek(k - 1);
        let open: Vec<u32> = (0..run.replay.nodes()).filter(|&id| run.replay.state(id) == NodeState::Open).collect();
        let first = run.replay.frontier(1).first().copied();
        assert_eq!(run.replay.seek(k), k);
        let why = run.replay.why().expect("an expansion to explain");
        let node = order[k as usize - 1];
        let at = format!("{name}, expansion {k}, node {node}");
        assert_eq!(why.node, node, "{at}");
        assert_eq!(run.replay.current(), Some(node), "{at}");
        assert_eq!(why.depth, run.replay.g(node), "{at}");
        if discipline == Discipline::Bounded {
            assert_eq!(why.predicted, None, "{at}");
            let Pick::WithinBound { f, bound } = why.pick else { panic!("{at}: {:?}", why.pick) };
            assert_eq!(Some(bound), why.bound, "{at}");
            assert_eq!(Some(bound), run.replay.bound(), "{at}");
            assert_eq!(f, run.replay.g(node) + run.replay.h(node), "{at}");
            assert!(f <= bound, "{at}: f {f} within the bound {bound}");
            for skip in &why.passed_over {
                assert_eq!(skip.parent, run.replay.parent(node), "{at}: siblings passed over");
                assert_ne!(skip.fate, Fate::Queued, "{at}");
            }
        } else {
            // The order's first entry is what the engine expanded.
            assert_eq!(first, Some(node), "{at}: the replay's next node");
            assert_eq!(why.predicted, Some(node), "{at}");
            assert!(open.contains(&node), "{at}: on the frontier");
            assert_eq!(why.frontier as usize, open.len(), "{at}");
        }
        match discipline {
            Discipline::Queue => {
                assert_eq!(why.pick, Pick::Oldest, "{at}");
                assert!(open.iter().all(|&id| id >= node), "{at}: the oldest entry");
            }
            Discipline::Stack { depth_limit } => {
                assert_eq!(why.pick, Pick::Newest { depth_limit }, "{at}");
                assert!(open.iter().all(|&id| id <= node), "{at}: the newest entry");
                for skip in &why.passed_over {
                    check_drop(run, skip, depth_limit, &at);
                }
            }
            Discipline::BestFirst(_) => {
                let key = |id: u32| discipline.priority(run.replay.g(id), run.replay.h(id));
                let Pick::Lowest { key: name, value } = why.pick else { panic!("{at}: {:?}", why.pick) };
                assert_eq!(Some(name), discipline.key(), "{at}");
                assert!((value - discipline.value(run.replay.g(node), run.replay.h(node))).abs() < 1e-9, "{at}");
                assert!(open.iter().all(|&id| key(id) >= key(node)), "{at}: the lowest key");
                // Ties: every other open node with the same key, each older than the one picked.
                let same: Vec<u32> =
                    open.iter().rev().copied().filter(|&id| id != node && key(id) == key(node)).collect();
                assert_eq!(why.tied_count as usize, same.len(), "{at}");
                assert_eq!(why.tied[..], same[..why.tied.len()], "{at}");
                assert_eq!(why.tie_rule, Some(TieRule::Newer), "{at}");
                assert!(same.iter().all(|&id| id < node), "{at}: the newer node wins the tie");
                ties += u32::from(!same.is_empty());
                if let Some(replaced) = why.replaced {
                    assert_eq!(
                        board_of(run, replaced),
                        board_of(run, node),
                        "{at}: requeued in place of the same board"
                    );
                    assert!(run.replay.g(node) < run.replay.g(replaced), "{at}: by a cheaper path");
                }
            }
            Discipline::Bounded => {}
        }
        for skip in &why.generated {
            check_child(run, skip, discipline, why.bound, &at);
        }
        assert_eq!(why.goal_test == GoalTest::Generated, discipline == Discipline::Queue, "{at}");
        if k == total {
            assert_eq!(why.goal, run.solved.and(run.replay.found()), "{at}: the goal, taken next");
            // Breadth-first search stops on generating the goal: a child of this expansion.
            if let (Some(goal), GoalTest::Generated) = (why.goal, why.goal_test) {
                assert!(why.generated.iter().any(|skip| skip.node == goal), "{at}");
            }
        } else {
            assert_eq!(why.goal, None, "{at}");
        }
    }
    ties
}

/// A generated child's fate, checked against its boards and the bound.
fn check_child(run: &Replayed, skip: &Skip, discipline: Discipline, bound: Option<u32>, at: &str) {
    let child = skip.node;
    assert_eq!(run.replay.parent(child), skip.parent, "{at}");
    match skip.fate {
        Fate::Duplicate => {
            let earlier = skip.other.unwrap_or_else(|| panic!("{at}: duplicate {child} names the node it repeats"));
            assert!(earlier < child, "{at}");
            assert_eq!(board_of(run, earlier), board_of(run, child), "{at}: duplicate {child} repeats node {earlier}");
            let grandparent = skip.parent.and_then(|p| run.replay.parent(p));
            assert_eq!(skip.back, Some(earlier) == grandparent, "{at}: the move back is its parent's parent");
            if discipline == Discipline::Bounded {
                assert!(skip.back, "{at}: the move undoing the last");
            }
        }
        Fate::Pruned => {
            let bound = bound.unwrap_or_else(|| panic!("{at}: pruned without a bound"));
            assert!(run.replay.g(child) + run.replay.h(child) > bound, "{at}: {child} pruned past the bound {bound}");
        }
        Fate::Requeued => {
            let replaced = skip.other.unwrap_or_else(|| panic!("{at}: requeued {child} names the node it replaces"));
            assert_eq!(board_of(run, replaced), board_of(run, child), "{at}");
        }
        Fate::Queued => assert_eq!(skip.other, None, "{at}"),
    }
}

/// A node depth-first search took off its stack and dropped.
fn check_drop(run: &Replayed, skip: &Skip, depth_limit: u32, at: &str) {
    let dropped = skip.node;
    match skip.fate {
        Fate::Pruned => assert!(run.replay.g(dropped) >= depth_limit, "{at}: {dropped} dropped at the depth limit"),
        Fate::Duplicate => {
            let earlier = skip.other.unwrap_or_else(|| panic!("{at}: dropped {dropped} names the node it repeats"));
            assert_eq!(board_of(run, earlier), board_of(run, dropped), "{at}");
            assert!(run.replay.g(earlier) <= run.replay.g(dropped), "{at}: expanded before no deeper");
        }
        fate => panic!("{at}: a drop is pruned or a duplicate, not {fate:?}"),
    }
}

#[test]
fn at_every_expansion_the_replay_names_the_node_the_engine_expanded_and_why() {
    let goal = Goal::blank_last(Shape::square(3).unwrap());
    for algorithm in RECORDED {
        // The depth-first searches wander: nearer boards, to see some found.
        let depth_first = matches!(algorithm, Algorithm::Dfs | Algorithm::Iddfs);
        let boards = if depth_first { boards(16, 10) } else { boards(24, 30) };
        let mut ties = 0;
        let mut solved = 0;
        for (i, board) in boards.iter().enumerate() {
            let mut options = options(algorithm, 300);
            if algorithm == Algorithm::Dfs {
                options.depth_limit = 12;
            }
            let mut run = replayed(board, &goal, &options);
            ties += check_every_expansion(&mut run, &format!("{algorithm} on board {i}"));
            solved += usize::from(run.replay.found().is_some());
        }
        assert!(solved > 0, "{algorithm}: some searches found the goal while recording");
        if matches!(algorithm, Algorithm::Astar | Algorithm::Greedy | Algorithm::Ucs | Algorithm::Wastar) {
            assert!(ties > 0, "{algorithm}: ties were met and explained");
        }
    }
}

#[test]
fn greedy_requeues_and_the_replay_says_which_node_was_replaced() {
    let board = parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3").unwrap();
    let goal = Goal::blank_first(board.shape());
    let mut run = replayed(&board, &goal, &options(Algorithm::Greedy, 3000));
    check_every_expansion(&mut run, "greedy on Korf #1");
    let requeued = (1..=run.replay.expansions()).filter(|&k| {
        run.replay.seek(k);
        run.replay.why().is_some_and(|why| why.replaced.is_some())
    });
    assert!(requeued.count() > 0, "a requeued node expanded");
}

#[test]
fn stepping_back_restores_exactly_what_was_shown() {
    let board = parse_board("5 2 8 4 1 7 0 3 6").unwrap();
    let goal = Goal::blank_last(board.shape());
    for algorithm in [Algorithm::Astar, Algorithm::Idastar, Algorithm::Bfs, Algorithm::Dfs] {
        let run = replayed(&board, &goal, &options(algorithm, 3000));
        let mut replay = run.replay;
        let snapshot = |replay: &Replay| {
            (replay.states().to_vec(), replay.counts(), replay.iteration(), replay.current(), replay.frontier(12))
        };
        let total = replay.expansions();
        let mut fresh = Replay::new(replay.discipline());
        fresh.append(&whole(&board, &goal, &options(algorithm, 3000))).unwrap();
        for target in [total / 2, 7, total, 1, 0, total - 1, total / 3] {
            replay.seek(total);
            replay.seek(target);
            fresh.seek(target);
            assert_eq!(snapshot(&replay), snapshot(&fresh), "{algorithm}: back to {target}");
            // The counts are the tree's; the tree shown is the nodes it shows.
            let shown = replay.shown();
            assert!((0..replay.nodes()).all(|id| replay.shows(id) == shown.contains(&id)), "{algorithm}");
            let shown = shown.filter(|&id| replay.shows(id));
            let open = shown.clone().filter(|&id| replay.state(id) == NodeState::Open).count();
            let closed = shown.filter(|&id| replay.state(id) == NodeState::Closed).count();
            assert_eq!(
                (replay.counts().frontier as usize, replay.counts().explored as usize),
                (open, closed),
                "{algorithm}"
            );
        }
        if algorithm == Algorithm::Idastar {
            assert!(replay.bounds().len() > 1 && replay.iterative(), "IDA* iterates");
        }
        // The recorded solution's boards end at the goal.
        if let Some(found) = replay.found() {
            assert_eq!(replay.board(&board, found).unwrap().0, *goal.board(), "{algorithm}");
        }
    }
}

/// A whole record in one chunk.
fn whole(board: &Board, goal: &Goal, options: &SolveOptions) -> Chunk {
    let mut solver = common::solver(board, goal, options).unwrap();
    solver.run(u64::MAX);
    solver.take_record(usize::MAX).unwrap()
}

#[test]
fn a_chunk_that_does_not_continue_the_record_is_refused_and_changes_nothing() {
    let board = parse_board("1 2 3 4 5 6 0 7 8").unwrap();
    let goal = Goal::blank_last(board.shape());
    let chunk = whole(&board, &goal, &options(Algorithm::Bfs, 100));
    let discipline = Discipline::Queue;
    let mut replay = Replay::new(discipline);
    let broken = |change: &dyn Fn(&mut Chunk)| {
        let mut bad = chunk.clone();
        change(&mut bad);
        bad
    };
    assert_eq!(replay.append(&broken(&|c| c.kind[1] = 9)), Err(ReplayError::Kind { event: 1, value: 9 }));
    assert_eq!(replay.append(&broken(&|c| c.fate[0] = 7)), Err(ReplayError::Fate { event: 0, value: 7 }));
    assert_eq!(
        replay.append(&broken(&|c| c.node[0] = 3)),
        Err(ReplayError::OutOfOrder { event: 0, expected: 0, found: 3 })
    );
    assert_eq!(replay.append(&broken(&|c| c.label.truncate(1))), Err(ReplayError::Ragged));
    let expand = chunk.kind.iter().position(|&k| k == EventKind::Expand as u8).unwrap();
    assert_eq!(
        replay.append(&broken(&|c| c.node[expand] = 50)),
        Err(ReplayError::UnknownNode { event: expand, node: 50 })
    );
    assert_eq!(replay.events(), 0, "nothing taken");
    replay.append(&chunk).unwrap();
    assert_eq!(replay.found().map(|id| replay.board(&board, id).unwrap().0), Some(goal.board().clone()));
    // A board the record is not of.
    let other = parse_board("1 2 3 4 5 6 7 0 8").unwrap();
    assert!(matches!(replay.board(&other, 1), Err(ReplayError::NotAMove { node: 0, .. })));
    assert_eq!(replay.board(&board, replay.nodes()), Err(ReplayError::NoSuchNode(replay.nodes())));
    assert_eq!(NONE, u32::MAX);
}

#[test]
fn the_disciplines_say_what_each_order_counts() {
    let of = |algorithm: Algorithm| algorithm.discipline(2.0, 50).unwrap();
    assert_eq!(of(Algorithm::Astar).key(), Some(Key::F));
    assert_eq!(of(Algorithm::Greedy).key(), Some(Key::H));
    assert_eq!(of(Algorithm::Ucs).key(), Some(Key::G));
    assert!((of(Algorithm::Wastar).f(3, 4) - 11.0).abs() < 1e-9, "g + 2h");
    assert!((of(Algorithm::Astar).f(3, 4) - 7.0).abs() < 1e-9, "g + h");
    assert_eq!(of(Algorithm::Bfs).tie_rule(), None);
    assert_eq!(of(Algorithm::Dfs), Discipline::Stack { depth_limit: 50 });
    let names: Vec<&str> =
        [Algorithm::Bfs, Algorithm::Dfs, Algorithm::Idastar, Algorithm::Ucs, Algorithm::Greedy, Algorithm::Wastar]
            .map(|a| of(a).name())
            .to_vec();
    assert_eq!(names, ["queue", "stack", "path", "g", "h", "f"]);
    assert_eq!(Algorithm::Fast.discipline(2.0, 50), None);
}
