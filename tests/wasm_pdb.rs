//! Pattern databases across the JavaScript boundary, in a headless browser (`make test-wasm`):
//! which a solve needs, a sliced build, a build split across two workers, and bytes to keep
//! and load back.
#![cfg(target_arch = "wasm32")]

use js_sys::Error;
use npuzzle::wasm::{PdbBuild, PdbPartBuild, SolveJob, database_bytes, databases_for, load_databases};
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
struct Databases {
    algorithm: String,
    heuristic: String,
    partition: String,
    blank_goal: u8,
    key: String,
    loaded: bool,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Loaded {
    partition: String,
    blank_goal: u8,
    key: String,
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

fn needs(board: &str, algorithm: &'static str, heuristic: &'static str, goal: &'static str) -> Option<Databases> {
    let answer =
        databases_for(JsValue::from_str(board), js(&Options { algorithm, heuristic, goal })).expect("an answer");
    serde_wasm_bindgen::from_value(answer).expect("null or the databases")
}

fn message<T: std::fmt::Debug>(result: Result<T, JsError>) -> String {
    let error: JsValue = result.expect_err("an error").into();
    error.dyn_into::<Error>().expect("a JS Error").message().into()
}

/// Builds the 5-5-5 databases for the blank-first goal in slices; answers the fractions seen.
fn build_five_five_five() -> Vec<f64> {
    let mut build = PdbBuild::new("5-5-5", JsValue::from_str("blank-first")).expect("a build");
    let mut fractions = Vec::new();
    loop {
        let step: BuildStep = serde_wasm_bindgen::from_value(build.run(200_000.0).expect("a step")).expect("a step");
        fractions.push(step.progress);
        if step.done {
            return fractions;
        }
    }
}

#[wasm_bindgen_test]
fn a_solve_names_the_databases_it_needs() {
    let auto = needs(FOUR_BY_FOUR, "auto", "manhattan", "blank-last").expect("auto on 4x4 uses pdb");
    assert_eq!((auto.algorithm.as_str(), auto.heuristic.as_str()), ("idastar", "pdb"));
    assert_eq!((auto.partition.as_str(), auto.blank_goal, auto.key.as_str()), ("6-6-3", 15, "pdb-v2/6-6-3/15"));
    let first = needs(KORF_12, "idastar", "pdb-5-5-5", "blank-first").expect("pdb asked for");
    assert_eq!((first.partition.as_str(), first.blank_goal), ("5-5-5", 0));
    assert_eq!(needs(FOUR_BY_FOUR, "idastar", "linear-conflict", "blank-last"), None);
    assert_eq!(needs(FOUR_BY_FOUR, "bfs", "pdb", "blank-last"), None, "bfs uses no heuristic");
    assert_eq!(needs("1 2 3 4 5 6 7 8 0", "auto", "manhattan", "blank-last"), None, "3x3");
    assert_eq!(needs("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", "idastar", "pdb", "blank-last"), None, "unsolvable");
    let huge = message(databases_for(
        JsValue::from_str(FOUR_BY_FOUR),
        js(&Options { algorithm: "idastar", heuristic: "pdb-7-8", goal: "blank-last" }),
    ));
    assert!(huge.contains("2.3 GB"), "{huge}");
    let bad = message(databases_for(JsValue::from_str(FOUR_BY_FOUR), JsValue::from_str("quantum")));
    assert!(bad.starts_with("unknown algorithm"), "{bad}");
}

#[wasm_bindgen_test]
fn builds_take_a_partition_and_a_goal_and_refuse_others() {
    assert!(message(PdbBuild::new("4-4-4-3", JsValue::from_f64(0.0))).contains("unknown partition"));
    assert!(message(PdbBuild::new("7-8", JsValue::from_f64(0.0))).contains("too much for a browser"));
    assert!(message(PdbBuild::new("5-5-5", JsValue::from_f64(16.0))).contains("0 to 15"));
    assert!(message(PdbBuild::new("5-5-5", JsValue::from_f64(1.5))).contains("0 to 15"));
    assert!(PdbBuild::new("5-5-5", JsValue::from_f64(15.0)).is_ok());
    assert!(PdbBuild::new("5-5-5", JsValue::from_str("blank-last")).is_ok());
    assert!(message(database_bytes("5-5-5", 7)).contains("not built"));
}

#[wasm_bindgen_test]
fn a_sliced_build_feeds_solves_and_its_bytes_load_back_unless_damaged() {
    let fractions = build_five_five_five();
    assert!(fractions.len() > 3, "{fractions:?}");
    assert!(fractions.windows(2).all(|pair| pair[0] <= pair[1]), "{fractions:?}");
    assert!(fractions.last().is_some_and(|&f| (f - 1.0).abs() < 1e-9), "{fractions:?}");
    let databases = needs(KORF_12, "idastar", "pdb-5-5-5", "blank-first").expect("pdb asked for");
    assert!(databases.loaded, "the build went to the process's cache");

    let options = Options { algorithm: "idastar", heuristic: "pdb-5-5-5", goal: "blank-first" };
    let mut job = SolveJob::new(JsValue::from_str(KORF_12), js(&options)).expect("a job");
    let result = loop {
        let step: JobStep = serde_wasm_bindgen::from_value(job.run(10_000.0).expect("a step")).expect("a step");
        if step.done {
            break step.result.expect("a result");
        }
    };
    assert!(result.solved && result.optimal && result.heuristic == "pdb-5-5-5", "{result:?}");
    assert_eq!(result.length, Some(45));

    let bytes = database_bytes("5-5-5", 0).expect("the built set");
    assert!(bytes.len() > 3 * 524_160 / 2, "{}", bytes.len());
    let loaded: Loaded = serde_wasm_bindgen::from_value(load_databases(&bytes).expect("whole bytes")).expect("fields");
    assert_eq!((loaded.partition.as_str(), loaded.blank_goal, loaded.key.as_str()), ("5-5-5", 0, "pdb-v2/5-5-5/0"));

    let mut changed = bytes.clone();
    changed[bytes.len() / 2] ^= 1;
    assert!(message(load_databases(&changed)).contains("damaged"));
    assert!(message(load_databases(&bytes[..bytes.len() - 1])).contains("damaged"));
    assert!(message(load_databases(&[bytes.as_slice(), &[0]].concat())).contains("damaged"));
    assert!(message(load_databases(&bytes[..5])).contains("damaged"));
    assert!(message(load_databases(&[])).contains("damaged"));
}

fn step_of(value: Result<JsValue, JsError>) -> BuildStep {
    serde_wasm_bindgen::from_value(value.expect("a step")).expect("a step")
}

#[wasm_bindgen_test]
fn a_build_split_across_two_workers_equals_a_whole_one() {
    let blank_last = || JsValue::from_f64(15.0);
    assert!(message(PdbPartBuild::new("5-5-5", blank_last(), 3)).contains("parts 0 to 2"));
    let mut part = PdbPartBuild::new("5-5-5", blank_last(), 0).expect("a part build");
    assert!(message(part.bytes()).contains("not built"));
    let mut build = PdbBuild::new("5-5-5", blank_last()).expect("a build");
    build.elsewhere(0);
    assert!((build.part_share(0) - 1.0 / 3.0).abs() < 1e-9);
    let step = loop {
        let step = step_of(build.run(200_000.0));
        if step.waiting || step.done {
            break step;
        }
    };
    assert!(step.waiting && !step.done && (step.progress - 2.0 / 3.0).abs() < 1e-9, "{step:?}");
    while !step_of(part.run(200_000.0)).done {}
    let bytes = part.bytes().expect("built");

    let mut changed = bytes.clone();
    changed[bytes.len() / 2] ^= 1;
    assert!(message(build.adopt(&changed)).contains("damaged"));
    assert!(message(build.adopt(&bytes[..bytes.len() - 1])).contains("damaged"));
    build.adopt(&bytes).expect("the part");
    assert!(step_of(build.run(1.0)).done);
    let split = database_bytes("5-5-5", 15).expect("the adopted set");

    let mut whole = PdbBuild::new("5-5-5", blank_last()).expect("a build");
    while !step_of(whole.run(200_000.0)).done {}
    assert_eq!(database_bytes("5-5-5", 15).expect("the whole set"), split);
}
