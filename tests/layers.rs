//! The house's shape, checked (ARCHITECTURE.md, "The layers"): the layers of src/ use only the
//! layers beneath them, no files import each other round a circle (in src/ or www/), every path
//! ARCHITECTURE.md names exists, and the size rules of the layout hold.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Each layer of src/ (its folder) and the layers it may use besides itself.
const LAYERS: &[(&str, &[&str])] = &[
    ("words", &[]),
    ("model", &["words"]),
    ("heuristic", &["words", "model"]),
    ("search", &["words", "model", "heuristic"]),
    ("fast", &["words", "model", "heuristic", "search"]),
    ("solve", &["words", "model", "heuristic", "search", "fast"]),
    ("lab", &["words", "model", "heuristic", "search"]),
    ("play", &["words", "model", "heuristic", "search", "fast", "solve"]),
    ("check", &["words", "model", "heuristic", "search", "solve"]),
    ("bench", &["words", "model"]),
    ("wasm", &["words", "model", "heuristic", "search", "fast", "solve", "lab", "play", "check", "bench"]),
    ("bin", &["words", "model", "heuristic", "search", "fast", "solve", "lab", "play", "check", "bench"]),
];

/// `.rs` files at the root of src/: lib.rs and true entry points.
const MOST_ROOT_FILES: usize = 6;
/// Lines a file may have unless its opening comment says why it is one idea.
const LONG_FILE: usize = 500;
/// Lines a file of the boundary (src/wasm/) may have.
const LONG_BOUNDARY_FILE: usize = 400;
/// `.js` files flat in www/: the shells, the element's entry, the service worker, what a page loads first.
const MOST_FLAT_SCRIPTS: usize = 12;
/// Lines the solve worker's entry may have: it routes messages, its modules do the work.
const MOST_WORKER_ENTRY_LINES: usize = 300;

fn files_under(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == extension) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn relative(path: &Path) -> String {
    path.strip_prefix(ROOT).unwrap_or(path).to_string_lossy().replace('\\', "/")
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A file's code without its comments (`//` and `/* */`), which may name anything.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('/') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        if tail.starts_with("//") {
            rest = tail.find('\n').map_or("", |end| &tail[end..]);
        } else if let Some(inside) = tail.strip_prefix("/*") {
            rest = inside.find("*/").map_or("", |end| &inside[end + 2..]);
        } else {
            out.push('/');
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    out
}

/// Finds the files that import each other round a circle: every strongly connected group of
/// more than one file (Tarjan's algorithm, iterative).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let names: Vec<&String> = graph.keys().collect();
    let index_of: BTreeMap<&String, usize> = names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let edges: Vec<Vec<usize>> =
        names.iter().map(|n| graph[*n].iter().filter_map(|to| index_of.get(to).copied()).collect()).collect();
    let (mut index, mut low, mut on_stack) =
        (vec![usize::MAX; names.len()], vec![0; names.len()], vec![false; names.len()]);
    let (mut stack, mut next, mut found) = (Vec::new(), 0, Vec::new());
    for start in 0..names.len() {
        if index[start] != usize::MAX {
            continue;
        }
        let mut work = vec![(start, 0)];
        while let Some(&mut (node, ref mut child)) = work.last_mut() {
            if *child == 0 && index[node] == usize::MAX {
                (index[node], low[node]) = (next, next);
                next += 1;
                stack.push(node);
                on_stack[node] = true;
            }
            if let Some(&to) = edges[node].get(*child) {
                *child += 1;
                if index[to] == usize::MAX {
                    work.push((to, 0));
                } else if on_stack[to] {
                    low[node] = low[node].min(index[to]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                let mut group = Vec::new();
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    group.push(names[member].clone());
                    if member == node {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    found.push(group);
                }
            }
        }
    }
    found
}

// ---------------------------------------------------------------------------------------------
// src/

/// The module path of a file under src/: `src/search/pdb_idastar/mod.rs` is `search::pdb_idastar`.
fn module_of(file: &str) -> Vec<String> {
    let inner = file.trim_start_matches("src/").trim_end_matches(".rs");
    let mut parts: Vec<String> = inner.split('/').map(str::to_owned).collect();
    if parts.last().is_some_and(|last| ["mod", "lib", "main"].contains(&last.as_str())) {
        parts.pop();
    }
    parts
}

/// Every path a file's code names through `crate::` or `super::`, made absolute.
fn paths_named(file: &str, code: &str) -> Vec<Vec<String>> {
    let own = module_of(file);
    let mut found = Vec::new();
    for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
        let segments: Vec<&str> = word.split("::").filter(|s| !s.is_empty()).collect();
        let mut path = match segments.first() {
            Some(&"crate") => Vec::new(),
            Some(&"super") => own.clone(),
            _ => continue,
        };
        let mut rest = &segments[1..];
        if segments[0] == "super" {
            path.pop();
            while rest.first() == Some(&"super") {
                path.pop();
                rest = &rest[1..];
            }
        }
        path.extend(rest.iter().map(|s| (*s).to_owned()));
        found.push(path);
    }
    found
}

struct Crate {
    /// Each module path and its file.
    modules: BTreeMap<Vec<String>, String>,
    /// Each file and the files it names (a folder's mod.rs naming its own children aside: that
    /// is a folder showing what it holds, not a use).
    uses: BTreeMap<String, BTreeSet<String>>,
}

fn read_crate() -> Crate {
    let files: Vec<String> = files_under(&Path::new(ROOT).join("src"), "rs").iter().map(|p| relative(p)).collect();
    let modules: BTreeMap<Vec<String>, String> = files.iter().map(|f| (module_of(f), f.clone())).collect();
    let mut uses = BTreeMap::new();
    for file in &files {
        let own = module_of(file);
        let is_folder_face = file.ends_with("/mod.rs") || file == "src/lib.rs";
        // A file's own tests (`mod tests { use super::*; }`) are not its uses.
        let text = read(&Path::new(ROOT).join(file));
        let code = code_of(text.split("#[cfg(test)]").next().unwrap_or_default());
        let named: BTreeSet<String> = paths_named(file, &code)
            .iter()
            .filter_map(|path| (1..=path.len()).rev().find_map(|n| modules.get(&path[..n]).map(|f| (n, f))))
            .filter(|&(n, to)| to != file && !(is_folder_face && n > own.len() && modules_under(&own, to, &modules)))
            .map(|(_, to)| to.clone())
            .collect();
        uses.insert(file.clone(), named);
    }
    Crate { modules, uses }
}

fn modules_under(own: &[String], file: &str, modules: &BTreeMap<Vec<String>, String>) -> bool {
    modules.iter().any(|(path, f)| f == file && path.len() > own.len() && path.starts_with(own))
}

/// The layer a file of src/ belongs to: its first folder (lib.rs: none).
fn layer_of(file: &str) -> Option<&str> {
    let inner = file.strip_prefix("src/")?;
    inner.split_once('/').map(|(layer, _)| layer)
}

#[test]
fn every_folder_of_src_is_a_layer_of_the_table() {
    let folders: BTreeSet<String> = fs::read_dir(Path::new(ROOT).join("src"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let table: BTreeSet<String> = LAYERS.iter().map(|(layer, _)| (*layer).to_owned()).collect();
    assert_eq!(
        folders, table,
        "src/'s folders and this test's LAYERS table differ: add the new layer to both, and to ARCHITECTURE.md"
    );
}

#[test]
fn layers_use_only_the_layers_beneath_them() {
    let krate = read_crate();
    let allowed: BTreeMap<&str, &[&str]> = LAYERS.iter().copied().collect();
    let mut wrong = Vec::new();
    for (file, named) in &krate.uses {
        let Some(layer) = layer_of(file) else { continue };
        for to in named {
            match layer_of(to) {
                Some(other) if other != layer && !allowed[layer].contains(&other) => {
                    wrong.push(format!("{file} ({layer}) uses {to} ({other})"));
                }
                None if to != "src/lib.rs" => wrong.push(format!("{file} uses {to} at the root")),
                _ => {}
            }
        }
    }
    assert!(wrong.is_empty(), "arrows back up (ARCHITECTURE.md says what each layer may use):\n{}", wrong.join("\n"));
}

#[test]
fn no_files_of_src_import_each_other_round_a_circle() {
    let krate = read_crate();
    assert!(!krate.modules.is_empty());
    let found = circles(&krate.uses);
    assert!(found.is_empty(), "import circles in src/ (give the shared idea its own owner): {found:?}");
}

/// Whether a file is one of the boundaries', which convert and nothing else: `src/wasm/` for
/// JavaScript, `python/src/` for Python.
fn is_boundary(file: &str) -> bool {
    file.starts_with("src/wasm/") || file.starts_with("python/src/")
}

#[test]
fn src_files_keep_to_their_sizes() {
    let src = Path::new(ROOT).join("src");
    let root_files: Vec<String> = fs::read_dir(&src)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        root_files.len() <= MOST_ROOT_FILES,
        "src/ holds {} .rs files at its root: {root_files:?}",
        root_files.len()
    );
    let mut long = Vec::new();
    // The Python boundary (python/src/, a crate of its own) keeps to the boundary's size too.
    for path in files_under(&src, "rs").into_iter().chain(files_under(&Path::new(ROOT).join("python/src"), "rs")) {
        let file = relative(&path);
        let text = read(&path);
        let lines = text.lines().count();
        let opening: String = text.lines().take_while(|l| l.starts_with("//")).collect::<Vec<_>>().join(" ");
        if is_boundary(&file) && lines >= LONG_BOUNDARY_FILE {
            long.push(format!("{file}: {lines} lines (the boundaries' files stay under {LONG_BOUNDARY_FILE})"));
        } else if lines > LONG_FILE && !opening.contains("one idea") {
            long.push(format!("{file}: {lines} lines, and its opening comment does not say why it is one idea"));
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// www/

/// The modules a page script imports, statically or dynamically, resolved to files of www/.
fn imports_of(file: &Path, code: &str) -> BTreeSet<String> {
    let folder = file.parent().unwrap_or(Path::new(ROOT));
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("import") {
        let tail = code[at + "import".len()..].trim_start();
        let spec = if let Some(call) = tail.strip_prefix('(') {
            call.trim_start()
        } else if let Some(from) = tail.find(" from ").filter(|&f| !tail[..f].contains(';')) {
            tail[from + " from ".len()..].trim_start()
        } else {
            tail
        };
        let Some(quote) = spec.chars().next().filter(|c| ['\'', '"'].contains(c)) else { continue };
        let Some(end) = spec[1..].find(quote) else { continue };
        let target = &spec[1..=end];
        if target.starts_with('.') {
            let resolved = normalize(&folder.join(target));
            found.insert(relative(&resolved));
        }
    }
    found
}

fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[test]
fn no_page_scripts_import_each_other_round_a_circle() {
    let www = Path::new(ROOT).join("www");
    let graph: BTreeMap<String, BTreeSet<String>> =
        files_under(&www, "js").iter().map(|path| (relative(path), imports_of(path, &code_of(&read(path))))).collect();
    assert!(graph.len() > MOST_FLAT_SCRIPTS);
    let found = circles(&graph);
    assert!(found.is_empty(), "import circles in www/: {found:?}");
}

#[test]
fn page_folders_import_only_downwards() {
    let www = Path::new(ROOT).join("www");
    // Each folder and the folders of www/ it must not import (ARCHITECTURE.md, "The layers").
    let below: &[(&str, &[&str])] =
        &[("session", &["views", "board"]), ("workers", &["views", "board"]), ("board", &["views"])];
    let mut wrong = Vec::new();
    for path in files_under(&www, "js") {
        let file = relative(&path);
        let Some((_, folder)) = below.iter().find(|(folder, _)| file.starts_with(&format!("www/{folder}/"))) else {
            continue;
        };
        for import in imports_of(&path, &code_of(&read(&path))) {
            if folder.iter().any(|up| import.starts_with(&format!("www/{up}/"))) {
                wrong.push(format!("{file} imports {import}"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports back up in www/:\n{}", wrong.join("\n"));
}

#[test]
fn www_is_grouped_by_job() {
    let www = Path::new(ROOT).join("www");
    let flat: Vec<String> = fs::read_dir(&www)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "js"))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        flat.len() <= MOST_FLAT_SCRIPTS,
        "www/ holds {} scripts flat (at most {MOST_FLAT_SCRIPTS}): {flat:?}",
        flat.len()
    );
    let entry = read(&www.join("workers/worker.js")).lines().count();
    assert!(entry <= MOST_WORKER_ENTRY_LINES, "www/workers/worker.js has {entry} lines: its modules do the work");
}

// ---------------------------------------------------------------------------------------------
// ARCHITECTURE.md

#[test]
fn every_path_the_map_names_exists() {
    let map = read(&Path::new(ROOT).join("ARCHITECTURE.md"));
    let missing: Vec<&str> = map
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|token| {
            ["src/", "www/", "tests/", "scripts/", "docs/", "examples/", "bench/", "python/"]
                .iter()
                .any(|p| token.starts_with(p))
                && !token.contains(|c: char| c.is_whitespace() || "*{}<>".contains(c))
        })
        .filter(|token| !Path::new(ROOT).join(token.trim_end_matches('/')).exists())
        .collect();
    assert!(missing.is_empty(), "ARCHITECTURE.md names paths that do not exist: {missing:?}");
}
