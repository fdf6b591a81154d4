//! Pattern databases across the JavaScript boundary, in a headless browser (`make test-wasm`):
//! which a solve needs (its plan says), a sliced build, a build split across two workers,
//! bytes to keep and load back, and a solve whose subtrees a helper's instance searches.
#![cfg(target_arch = "wasm32")]

use js_sys::{Error, Uint8Array};
use npuzzle::heuristic::pdb::{Partition, Pattern};
use npuzzle::wasm::{DatabaseBuild, Databases, SolvePlan, search_subtree};
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

#[path = "common/checksum.rs"]
mod checksum;

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
struct PlanSummary {
    algorithm: String,
    heuristic: String,
    databases: Option<Needed>,
    stronger: Option<Needed>,
}

#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
struct Needed {
    partition: String,
    blank_goal: u8,
    key: String,
    served: Option<Served>,
}

#[derive(Debug, Deserialize, PartialEq)]
struct Served {
    path: String,
    bytes: usize,
}

#[derive(Debug, Deserialize)]
struct BuildStep {
    done: bool,
    progress: f64,
    waiting: bool,
}

#[derive(Debug, Deserialize)]
struct JobStep {
    done: bool,
    result: Option<Summary>,
}

#[derive(Debug, Deserialize)]
struct Summary {
    solved: bool,
    length: Option<usize>,
    optimal: bool,
    heuristic: String,
}

#[derive(Serialize)]
struct Options {
    algorithm: &'static str,
    heuristic: &'static str,
    goal: &'static str,
}

const FOUR_BY_FOUR: &str = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0";
/// Korf's instance 12: 45 moves from the blank-first goal, the quickest of his hundred.
const KORF_12: &str = "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15";

fn js<T: Serialize>(value: &T) -> JsValue {
    serde_wasm_bindgen::to_value(value).expect("a JS value")
}

fn plan(board: &str, algorithm: &'static str, heuristic: &'static str, goal: &'static str) -> SolvePlan {
    SolvePlan::new(JsValue::from_str(board), js(&Options { algorithm, heuristic, goal })).expect("a plan")
}

fn summary(plan: &SolvePlan) -> PlanSummary {
    serde_wasm_bindgen::from_value(plan.summary().expect("a summary")).expect("its fields")
}

fn needs(board: &str, algorithm: &'static str, heuristic: &'static str, goal: &'static str) -> Option<Needed> {
    summary(&plan(board, algorithm, heuristic, goal)).databases
}

fn message<T>(result: Result<T, JsError>) -> String {
    let Err(error) = result else { panic!("an error was expected") };
    JsValue::from(error).dyn_into::<Error>().expect("a JS Error").message().into()
}

fn key(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// Builds the 5-5-5 databases for the blank-first goal in slices; answers them and the
/// fractions seen.
fn build_five_five_five() -> (Databases, Vec<f64>) {
    let mut build = DatabaseBuild::new(&key("pdb-v3/5-5-5/0")).expect("a build");
    let mut fractions = Vec::new();
    loop {
        let step = step_of(build.run(200_000.0));
        fractions.push(step.progress);
        if step.done {
            return (build.finish().expect("built"), fractions);
        }
    }
}

fn step_of(value: Result<JsValue, JsError>) -> BuildStep {
    serde_wasm_bindgen::from_value(value.expect("a step")).expect("a step")
}

#[wasm_bindgen_test]
fn a_solve_names_the_databases_it_needs() {
    let auto = plan(FOUR_BY_FOUR, "auto", "manhattan", "blank-last");
    let auto = summary(&auto);
    assert_eq!((auto.algorithm.as_str(), auto.heuristic.as_str()), ("idastar", "pdb"));
    let needed = auto.databases.expect("auto on 4x4 uses pdb");
    assert_eq!((needed.partition.as_str(), needed.blank_goal, needed.key.as_str()), ("6-6-3", 15, "pdb-v3/6-6-3/15"));
    // The site serves this set prebuilt: the plan names the file and its exact length.
    let served = needed.served.expect("6-6-3 for blank-last is served prebuilt");
    assert_eq!((served.path.as_str(), served.bytes), ("pdb/pdb-v3-6-6-3-blank15.bin", 5_767_499));
    // And the stronger 7-7-1 set, which a search looks up instead once it is held.
    let stronger = auto.stronger.expect("7-7-1 for blank-last is served prebuilt");
    let served = stronger.served.expect("served");
    assert_eq!((stronger.key.as_str(), served.path.as_str()), ("pdb-v3/7-7-1/15", "pdb/pdb-v3-7-7-1-blank15.bin"));
    // The header (magic, the partition's name, the blank's cell), two seven-tile blocks and the
    // one-tile block (each after its 12 bytes), the checksum.
    assert_eq!(served.bytes, (8 + 1 + 5 + 1) + 2 * (12 + 57_657_600 / 2) + (12 + 16 / 2) + 8);
    let first = needs(KORF_12, "idastar", "pdb-5-5-5", "blank-first").expect("pdb asked for");
    assert_eq!((first.partition.as_str(), first.blank_goal, first.served), ("5-5-5", 0, None));
    assert_eq!(needs(FOUR_BY_FOUR, "idastar", "linear-conflict", "blank-last"), None);
    // A plan that needs databases does not start without them.
    assert!(message(plan(KORF_12, "idastar", "pdb-5-5-5", "blank-first").start()).contains("not loaded"));
    // The 7-8 databases are refused in a browser, by the plan.
    let refused = SolvePlan::new(
        JsValue::from_str(KORF_12),
        js(&Options { algorithm: "idastar", heuristic: "pdb-7-8", goal: "blank-first" }),
    );
    assert!(message(refused).contains("too much for a browser"));
}

#[wasm_bindgen_test]
fn builds_take_a_key_and_refuse_others() {
    assert!(message(DatabaseBuild::new(&key("pdb-v3/7-8/0"))).contains("more memory to build than a browser tab has"));
    assert!(message(DatabaseBuild::new(&key("pdb-v3/6-6-3/16"))).contains("0 to 15"));
    assert!(message(DatabaseBuild::new(&key("6-6-3"))).contains("does not name pattern databases"));
    assert!(message(DatabaseBuild::new(&JsValue::from_f64(3.0))).contains("must be text"));
    assert!(message(DatabaseBuild::for_task(&key("pdb-v3/5-5-5/0#3"))).contains("not a build task"));
}

#[wasm_bindgen_test]
fn a_sliced_build_feeds_solves_and_its_bytes_load_back_unless_damaged() {
    let (databases, fractions) = build_five_five_five();
    assert!(fractions.len() > 3 && fractions.windows(2).all(|w| w[0] <= w[1]), "{fractions:?}");
    assert_eq!(databases.key(), "pdb-v3/5-5-5/0");

    let mut job = plan(KORF_12, "idastar", "pdb-5-5-5", "blank-first").start_with(&databases).expect("a job");
    let result = loop {
        let step: JobStep = serde_wasm_bindgen::from_value(job.run(10_000.0).expect("a step")).expect("a step");
        if step.done {
            break step.result.expect("a result");
        }
    };
    assert!(result.solved && result.optimal && result.heuristic == "pdb-5-5-5", "{result:?}");
    assert_eq!(result.length, Some(45));
    // Other databases than the plan names are refused.
    let other = plan(KORF_12, "idastar", "pdb", "blank-first");
    assert!(message(other.start_with(&databases)).contains("not loaded"));

    let bytes = databases.bytes().expect("the built set");
    assert!(bytes.len() > 3 * 524_160 / 2, "{}", bytes.len());
    let load = |bytes: &[u8]| Databases::load(&key("pdb-v3/5-5-5/0"), &Uint8Array::from(bytes));
    let loaded = load(&bytes).expect("whole bytes");
    assert_eq!(loaded.key(), "pdb-v3/5-5-5/0");
    let other_goal = Databases::load(&key("pdb-v3/5-5-5/15"), &Uint8Array::from(bytes.as_slice()));
    assert!(message(other_goal).contains("hold the 5-5-5"));
    // 7-7-1 is loaded only when a site serves it (a tab cannot build it): not for cell 5.
    let unserved = Databases::load(&key("pdb-v3/7-7-1/5"), &Uint8Array::from(bytes.as_slice()));
    assert!(message(unserved).contains("unless a site serves them prebuilt"));

    let mut changed = bytes.clone();
    changed[bytes.len() / 2] ^= 1;
    assert!(message(load(&changed)).contains("damaged"));
    assert!(message(load(&bytes[..bytes.len() - 1])).contains("damaged"));
    assert!(message(load(&[bytes.as_slice(), &[0]].concat())).contains("damaged"));
    assert!(message(load(&bytes[..5])).contains("damaged"));
    assert!(message(load(&[])).contains("damaged"));
    // The goal's entry raised, the checksum recomputed: the consistency check refuses it.
    let pattern = Pattern::new(&Partition::FiveFiveFive.patterns_for_blank(0)[0]);
    let goal = pattern.index(pattern.goal_cells());
    let mut altered = bytes.clone();
    altered[8 + 1 + "5-5-5".len() + 1 + 12 + goal / 2] += 1 << (4 * (goal % 2));
    checksum::recompute(&mut altered);
    let refused = message(load(&altered));
    assert!(refused.contains("damaged") && refused.contains("inconsistent"), "{refused}");
}

#[wasm_bindgen_test]
fn a_build_split_across_two_workers_equals_a_whole_one() {
    let set = || key("pdb-v3/5-5-5/15");
    let mut build = DatabaseBuild::new(&set()).expect("a build");
    let task = build.hand_off().expect("a part to hand off");
    assert_eq!(build.hand_off(), None, "one part at a time");
    let mut part = DatabaseBuild::for_task(&JsValue::from_str(&task)).expect("a part build");
    assert!(message(part.part_bytes()).contains("not built"));
    assert_eq!(part.hand_off(), None, "a part hands nothing off");
    let step = loop {
        let step = step_of(build.run(200_000.0));
        if step.waiting || step.done {
            break step;
        }
    };
    // The part handed off is a third of the entries (the three patterns are the same size).
    assert!(step.waiting && !step.done && (step.progress - 2.0 / 3.0).abs() < 1e-9, "{step:?}");
    build.helper_progress(0.5);
    assert!((step_of(build.run(1.0)).progress - (2.0 / 3.0 + 1.0 / 6.0)).abs() < 1e-9);
    while !step_of(part.run(200_000.0)).done {}
    let bytes = part.part_bytes().expect("built");

    let mut changed = bytes.clone();
    changed[bytes.len() / 2] ^= 1;
    assert!(message(build.adopt(&Uint8Array::from(changed.as_slice()))).contains("damaged"));
    assert!(message(build.adopt(&Uint8Array::from(&bytes[..bytes.len() - 1]))).contains("damaged"));
    build.adopt(&Uint8Array::from(bytes.as_slice())).expect("the part");
    assert!(step_of(build.run(1.0)).done);
    let split = build.finish().expect("the adopted set").bytes().expect("bytes");

    let mut whole = DatabaseBuild::new(&set()).expect("a build");
    while !step_of(whole.run(200_000.0)).done {}
    assert_eq!(whole.finish().expect("the whole set").bytes().expect("bytes"), split);

    // A helper that fails: the part is taken back and built here.
    let mut alone = DatabaseBuild::new(&set()).expect("a build");
    alone.hand_off().expect("a task");
    alone.take_back();
    while !step_of(alone.run(200_000.0)).done {}
    assert_eq!(alone.finish().expect("built").bytes().expect("bytes"), split);
}

#[wasm_bindgen_test]
fn a_solve_shared_with_a_helper_instance_gives_the_one_worker_length() {
    let (databases, _) = build_five_five_five();
    // The helper's own copy, from the bytes a worker stores and hands over.
    let bytes = databases.bytes().expect("the built set");
    let copy = Databases::load(&key("pdb-v3/5-5-5/0"), &Uint8Array::from(bytes.as_slice())).expect("a copy");
    let mut job = plan(KORF_12, "idastar", "pdb-5-5-5", "blank-first").start_with(&databases).expect("a job");
    assert!(message(job.share(0.5)).contains("the number of cores"));
    assert_eq!(job.share(2.0).expect("cores"), 1);
    let (mut lent, mut helped) = (0, 0.0);
    // Slices small enough that several subtrees are lent before the answer (Korf #12 takes a
    // few thousand expansions with the pruning of duplicate paths).
    let result = loop {
        let step: JobStep = serde_wasm_bindgen::from_value(job.run(500.0).expect("a step")).expect("a step");
        if step.done {
            break step.result.expect("a result");
        }
        let Some(item) = job.lend() else { continue };
        lent += 1;
        if lent % 3 == 0 {
            job.give_back(&item).expect("taken back"); // as from a helper that failed
            continue;
        }
        let answer = search_subtree(&copy, &item, 500.0).expect("searched");
        let get = |name: &str| js_sys::Reflect::get(&answer, &JsValue::from_str(name)).expect(name);
        helped += get("expanded").as_f64().expect("a count");
        job.settle(&Uint8Array::new(&get("result")).to_vec()).expect("settled");
        assert!(message(job.settle(&[1, 0])).contains("the result is cut short"));
    };
    assert!(result.solved && result.optimal && result.heuristic == "pdb-5-5-5", "{result:?}");
    assert_eq!(result.length, Some(45));
    assert!(lent > 3 && helped > 0.0, "{lent} items lent, {helped} nodes searched by the helper");
    assert!(message(search_subtree(&copy, &[7], 10.0)).contains("of format 7"));
}
