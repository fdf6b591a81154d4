//! The English catalogue built into the core (`src/words/mod.rs`): `locales/en.ftl` without its
//! comments, and, for the first wasm module (the `light` feature, the only one a first visit
//! downloads), without the sections marked `## Later:`, whose words only the views and checks
//! loaded later say (the page fetches the whole catalogue with them: `completeWords` in
//! www/session/language.js). Every other build, the CLI's and Python's included, holds it all.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    let source = Path::new("locales/en.ftl");
    println!("cargo:rerun-if-changed={}", source.display());
    let text = fs::read_to_string(source).unwrap_or_else(|error| panic!("{}: {error}", source.display()));
    let first_only = env::var_os("CARGO_FEATURE_LIGHT").is_some();
    let mut kept = String::with_capacity(text.len());
    let mut later = false;
    for line in text.lines() {
        if let Some(header) = line.strip_prefix("## ") {
            later = first_only && header.starts_with("Later:");
        }
        if later || line.starts_with('#') {
            continue;
        }
        kept.push_str(line);
        kept.push('\n');
    }
    let out = Path::new(&env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("en.ftl");
    fs::write(&out, kept).unwrap_or_else(|error| panic!("{}: {error}", out.display()));
}
