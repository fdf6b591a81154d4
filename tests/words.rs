//! The catalogues (issue 39): one a language in `locales/`, each read without error, each with
//! exactly the English catalogue's keys and, key by key, the same `$variables`; every key
//! used somewhere in the core or the page; every language of the list with its catalogue.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use npuzzle::words::{Catalogue, LANGUAGES, Language, english};

fn catalogue(language: &'static Language) -> Catalogue {
    let path = format!("locales/{}.ftl", language.tag);
    let text = fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    Catalogue::parse(language, &text).unwrap_or_else(|error| panic!("{path}: {error}"))
}

#[test]
fn every_language_has_a_catalogue_and_every_catalogue_a_language() {
    let files: BTreeSet<String> = fs::read_dir("locales")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".ftl").map(str::to_owned))
        .collect();
    let tags: BTreeSet<String> = LANGUAGES.iter().map(|language| language.tag.to_owned()).collect();
    assert_eq!(files, tags, "locales/*.ftl and words::LANGUAGES differ: a new language is one file and one line");
}

#[test]
fn every_catalogue_has_the_english_keys_with_the_same_variables() {
    let english = english();
    let english_keys: BTreeSet<&str> = english.keys().collect();
    let mut problems = Vec::new();
    for language in &LANGUAGES[1..] {
        let catalogue = catalogue(language);
        let keys: BTreeSet<&str> = catalogue.keys().collect();
        for missing in english_keys.difference(&keys) {
            problems.push(format!("{}: missing `{missing}`", language.tag));
        }
        for extra in keys.difference(&english_keys) {
            problems.push(format!("{}: `{extra}` is not an English key", language.tag));
        }
        for key in english_keys.intersection(&keys) {
            let (theirs, ours) = (catalogue.variables(key), english.variables(key));
            if theirs != ours {
                problems.push(format!("{}: `{key}` uses {theirs:?}, English {ours:?}", language.tag));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Every file of `dir` (recursively) whose name ends in one of `extensions`, as text.
fn sources(dir: &Path, extensions: &[&str], out: &mut String) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, extensions, out);
        } else if extensions.iter().any(|extension| path.extension().is_some_and(|e| e == *extension)) {
            out.push_str(&fs::read_to_string(&path).unwrap_or_default());
        }
    }
}

#[test]
fn every_english_key_is_used_by_the_core_or_the_page() {
    let mut code = String::new();
    sources(Path::new("src"), &["rs"], &mut code);
    sources(Path::new("www"), &["js"], &mut code);
    sources(Path::new("python"), &["rs", "py"], &mut code);
    for page in ["index.html", "embed.html", "offline.html"] {
        code.push_str(&fs::read_to_string(page).unwrap_or_default());
    }
    let unused: Vec<&str> = english()
        .keys()
        .filter(|key| ["\"", "'", "`"].iter().all(|quote| !code.contains(&format!("{quote}{key}{quote}"))))
        .collect();
    assert!(unused.is_empty(), "keys of locales/en.ftl no code says (quoted whole):\n{}", unused.join("\n"));
}

/// The files whose words the first wasm module never says: the full module's (checks of a
/// student's work, the tuned and anytime searches, the fast solver, the databases, the bench
/// files bench.html reads) and the views loaded later, which fetch the whole catalogue first
/// (www/session/catalogues.js).
const SAID_LATER: &[&str] = &[
    "src/check/",
    "src/fast/",
    "src/search/anytime/",
    "src/search/pdb_idastar/",
    "src/wasm/check.rs",
    "src/wasm/checks.rs",
    "src/wasm/databases.rs",
    "src/wasm/sharing.rs",
    "src/bench/",
    "www/bench.js",
    "src/bin/",
    "www/views/search/",
    "www/views/exercise.js",
    "www/views/compare.js",
    "www/views/lab.js",
    "www/views/lab-histogram.js",
    "www/views/play.js",
];

fn files_under(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs" || e == "js") {
            out.push((path.to_string_lossy().replace('\\', "/"), fs::read_to_string(&path).unwrap_or_default()));
        }
    }
}

#[test]
fn what_a_first_load_says_is_not_left_for_later() {
    let text = fs::read_to_string("locales/en.ftl").unwrap();
    let later_at = text.find("\n## Later:").unwrap_or(text.len());
    let later: Vec<&str> = text[later_at..]
        .lines()
        .filter_map(|line| line.split_once(" =").map(|(key, _)| key))
        .filter(|key| !key.starts_with([' ', '#', '-']) && !key.is_empty())
        .collect();
    let mut files = Vec::new();
    files_under(Path::new("src"), &mut files);
    files_under(Path::new("www"), &mut files);
    let wrong: Vec<String> = later
        .iter()
        .flat_map(|key| {
            files
                .iter()
                .filter(|(path, _)| !SAID_LATER.iter().any(|later| path.starts_with(later)))
                .filter(move |(_, code)| {
                    ["\"", "'", "`"].iter().any(|quote| code.contains(&format!("{quote}{key}{quote}")))
                })
                .map(move |(path, _)| format!("`{key}` is in a `## Later:` section but {path} says it"))
        })
        .collect();
    assert!(wrong.is_empty(), "the first wasm module leaves these out (build.rs):\n{}", wrong.join("\n"));
}
