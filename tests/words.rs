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
