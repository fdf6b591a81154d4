//! Exercises graded by the core's replay: which node is expanded next (every tie right, the
//! tie rule's pick named), which children go on the frontier (duplicates and pruned children
//! left out, IDA*'s bound), and a node's g, h and f; the choices the same for the same seed.

mod common;

use npuzzle::search::discipline::TieRule;
use npuzzle::search::record::Fate;
use npuzzle::search::replay::{CHOICES, NodeState, Pick, Question, Replay, ReplayError};
use npuzzle::solve::algorithm::Algorithm;
use npuzzle::solve::options::{SolveOptions, Weight};
use npuzzle::{Goal, Shape, parse_board};

use common::{recorded_options, replay_of};

const BOARD: &str = "8 6 7\n2 5 4\n3 _ 1";
const EASY: &str = "1 2 3\n_ 4 6\n7 5 8";

fn replayed(board: &str, options: &SolveOptions) -> Replay {
    let board = parse_board(board).expect("a board");
    let goal = Goal::blank_last(Shape::square(3).expect("3x3"));
    replay_of(&board, &goal, options)
}

/// The children the expansion after `step` puts on the frontier, as the record says.
fn queued(replay: &mut Replay, step: u32) -> Vec<u32> {
    let graded = replay.grade_expand(step, &[]).expect("graded");
    graded
        .children
        .iter()
        .filter(|(child, _)| matches!(child.fate, Fate::Queued | Fate::Requeued))
        .map(|(child, _)| child.node)
        .collect()
}

fn key(replay: &Replay, id: u32) -> u32 {
    replay.g(id) + replay.h(id)
}

#[test]
fn astar_grades_every_node_tied_on_f_right_and_names_the_tie_rules_pick() {
    let mut replay = replayed(BOARD, &recorded_options(Algorithm::Astar, 400));
    let steps = replay.questions(Question::Predict, 60);
    assert_eq!(steps.len(), 60);
    let mut tied_steps = 0;
    for &step in &steps {
        let choices = replay.choices(step, 7).expect("choices");
        assert!(choices.len() <= CHOICES && choices.len() >= 2, "a choice to make at step {step}");
        let taken = replay.grade_predict(step, choices[0]).expect("graded").taken;
        assert!(choices.contains(&taken), "the right node is offered");
        for &choice in &choices {
            let graded = replay.grade_predict(step, choice).expect("graded");
            assert_eq!(graded.taken, taken);
            assert_eq!(graded.tie_rule, Some(TieRule::Newer));
            assert_eq!(graded.right, key(&replay, choice) == key(&replay, taken), "step {step}, node {choice}");
            assert_eq!(graded.answer_value, Some(f64::from(key(&replay, choice))));
            assert!(
                matches!(graded.pick, Pick::Lowest { value, .. } if (value - f64::from(key(&replay, taken))).abs() < 1e-9)
            );
            assert_eq!(graded.rights[0], taken);
            assert!(graded.rights.iter().all(|&id| key(&replay, id) == key(&replay, taken)));
        }
        if replay.grade_predict(step, taken).expect("graded").rights.len() > 1 {
            tied_steps += 1;
        }
    }
    assert!(tied_steps > 5, "A* on the 8-puzzle ties often: {tied_steps}");
}

#[test]
fn breadth_first_takes_only_the_oldest_and_greedy_ties_on_h() {
    let mut replay = replayed(BOARD, &recorded_options(Algorithm::Bfs, 300));
    let mut wrong = 0;
    for step in replay.questions(Question::Predict, 40) {
        let choices = replay.choices(step, 1).expect("choices");
        for &choice in &choices {
            let graded = replay.grade_predict(step, choice).expect("graded");
            assert_eq!(graded.rights, vec![graded.taken]);
            assert_eq!(graded.right, choice == graded.taken);
            assert_eq!(graded.pick, Pick::Oldest);
            assert_eq!(graded.tie_rule, None);
            wrong += u32::from(!graded.right);
        }
    }
    assert!(wrong > 0);
    let mut greedy = replay_greedy();
    let step = greedy.questions(Question::Predict, 1)[0];
    for choice in greedy.choices(step, 3).expect("choices") {
        let graded = greedy.grade_predict(step, choice).expect("graded");
        assert_eq!(graded.right, greedy.h(choice) == greedy.h(graded.taken));
        assert_eq!(graded.answer_value, Some(f64::from(greedy.h(choice))));
    }
}

fn replay_greedy() -> Replay {
    replayed(BOARD, &recorded_options(Algorithm::Greedy, 100))
}

#[test]
fn choices_are_the_same_for_a_seed_and_shuffled_by_it() {
    let mut replay = replayed(BOARD, &recorded_options(Algorithm::Astar, 200));
    let step = 20;
    let a = replay.choices(step, 11).expect("choices");
    assert_eq!(a, replay.choices(step, 11).expect("choices"));
    let orders: std::collections::HashSet<Vec<u32>> =
        (0..8).map(|seed| replay.choices(step, seed).expect("choices")).collect();
    assert!(orders.len() > 1, "the seed shuffles the boards");
    let mut sorted = a.clone();
    sorted.sort_unstable();
    for seed in 0..8 {
        let mut other = replay.choices(step, seed).expect("choices");
        other.sort_unstable();
        assert_eq!(other, sorted, "the same boards whatever the seed");
    }
}

#[test]
fn expanding_leaves_duplicates_out() {
    let mut replay = replayed(BOARD, &recorded_options(Algorithm::Astar, 300));
    let mut duplicates = 0;
    for step in replay.questions(Question::Expand, 40) {
        let children = replay.children_at(step).expect("children");
        let queued = queued(&mut replay, step);
        assert!(replay.grade_expand(step, &queued).expect("graded").right, "step {step}");
        assert_eq!(replay.grade_expand(step, &children).expect("graded").right, queued.len() == children.len());
        if let Some(&first) = queued.first() {
            assert!(!replay.grade_expand(step, &queued[1..]).expect("graded").right, "a queued child left out");
            assert_eq!(replay.grade_expand(step, &[first]).expect("graded").children.iter().filter(|c| c.1).count(), 1);
        }
        duplicates += children.len() - queued.len();
    }
    assert!(duplicates > 0, "A* meets duplicates in its first 40 expansions");
}

#[test]
fn ida_star_prunes_past_its_bound_and_asks_nothing_of_a_new_iterations_root() {
    let mut replay = replayed(BOARD, &recorded_options(Algorithm::Idastar, 500));
    // Which child is entered next: the one within the bound, after those tried and skipped.
    let steps = replay.questions(Question::Predict, 200);
    assert!(steps.len() > 5, "IDA* prunes children before entering one: {} questions", steps.len());
    for &step in &steps {
        let choices = replay.choices(step, 5).expect("choices");
        assert!(choices.len() >= 2);
        let taken = replay.grade_predict(step, choices[0]).expect("graded").taken;
        assert!(choices.contains(&taken));
        for &choice in &choices {
            let graded = replay.grade_predict(step, choice).expect("graded");
            assert_eq!(graded.right, choice == taken);
            assert_eq!(graded.rights, vec![taken]);
            let Pick::WithinBound { f, bound } = graded.pick else { panic!("IDA* picks within its bound") };
            assert!(f <= bound);
            if choice != taken {
                assert_eq!(replay.parent(choice), replay.parent(taken), "a sibling tried before it");
                assert!(
                    key(&replay, choice) > bound || replay.state(choice) != NodeState::Open,
                    "skipped: past the bound, or seen"
                );
            }
        }
    }
    let mut pruned = 0;
    for step in replay.questions(Question::Expand, 200) {
        let graded = replay.grade_expand(step, &[]).expect("graded");
        let bound = graded.bound.expect("a bound");
        for (child, _) in &graded.children {
            if child.fate == Fate::Pruned {
                pruned += 1;
                assert!(key(&replay, child.node) > bound);
                let all: Vec<u32> = graded.children.iter().map(|(c, _)| c.node).collect();
                assert!(!replay.grade_expand(step, &all).expect("graded").right, "a pruned child chosen");
            }
        }
    }
    assert!(pruned > 0);
}

#[test]
fn values_are_graded_each_and_weighted_f_to_a_thousandth() {
    let mut replay = replayed(EASY, &recorded_options(Algorithm::Astar, 50));
    let step = replay.questions(Question::Values, 1)[0];
    let first = replay.choices(step, 0).expect("choices")[0];
    let node = replay.grade_predict(step, first).expect("graded").taken;
    let (g, h) = (f64::from(replay.g(node)), f64::from(replay.h(node)));
    let graded = replay.grade_values(node, [g, h, g + h]).expect("graded");
    assert_eq!(graded.right, [true, true, true]);
    assert_eq!(replay.grade_values(node, [g, h + 1.0, g + h]).expect("graded").right, [true, false, true]);
    let weighted =
        SolveOptions { weight: "1.5".parse::<Weight>().expect("a weight"), ..recorded_options(Algorithm::Wastar, 50) };
    let wastar = replayed(BOARD, &weighted);
    let graded =
        wastar.grade_values(1, [1.0, f64::from(wastar.h(1)), 1.0 + 1.5 * f64::from(wastar.h(1))]).expect("graded");
    assert_eq!(graded.right, [true, true, true]);
    assert!((graded.values[2] - (1.0 + 1.5 * f64::from(wastar.h(1)))).abs() < 1e-9);
    assert!(!wastar.grade_values(1, [1.0, 0.0, 1.0]).expect("graded").right[2]);
}

#[test]
fn questions_past_the_record_and_answers_off_the_frontier_are_errors() {
    let mut replay = replayed(BOARD, &recorded_options(Algorithm::Astar, 30));
    let last = replay.expansions();
    assert_eq!(replay.choices(last, 0), Err(ReplayError::NoQuestion(last)));
    assert_eq!(replay.grade_predict(last, 0).map(|g| g.right), Err(ReplayError::NoQuestion(last)));
    assert_eq!(replay.grade_predict(5, 0).map(|g| g.right), Err(ReplayError::NotAChoice(0)), "the root is closed");
    assert_eq!(replay.grade_expand(5, &[0]).map(|g| g.right), Err(ReplayError::NotAChoice(0)));
    assert_eq!(replay.grade_values(99_999, [0.0; 3]).map(|g| g.right), Err(ReplayError::NoSuchNode(99_999)));
}

#[test]
fn every_recordable_algorithm_asks_and_grades_its_own_pick_right() {
    for algorithm in common::RECORDED {
        let mut replay = replayed(BOARD, &recorded_options(algorithm, 300));
        let predict = replay.questions(Question::Predict, 10);
        // IDDFS enters every child within its depth limit in move order: nothing tried before
        // the node entered is left to choose from, so it asks no prediction.
        assert_eq!(predict.is_empty(), algorithm == Algorithm::Iddfs, "{algorithm}: something to predict");
        for step in predict {
            let choices = replay.choices(step, 9).expect("choices");
            let taken = replay.grade_predict(step, choices[0]).expect("graded").taken;
            assert!(replay.grade_predict(step, taken).expect("graded").right, "{algorithm} at {step}");
        }
        for step in replay.questions(Question::Expand, 10) {
            let queued = queued(&mut replay, step);
            assert!(replay.grade_expand(step, &queued).expect("graded").right, "{algorithm} at {step}");
        }
        assert_eq!(replay.questions(Question::Values, 10).len(), 10, "{algorithm}");
    }
}
