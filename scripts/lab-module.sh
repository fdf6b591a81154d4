#!/usr/bin/env bash
# Trunk's post_build hook (Trunk.toml): builds the second wasm module, the heuristic lab's checks
# and "Explain h" (the crate's `lab` feature: src/wasm/checks.rs), into the build's root as
# npuzzle_lab.js and npuzzle_lab_bg.wasm. The page's worker imports it when the Lab or
# "Explain h" is first used (www/workers/lab-core.js), so a first visit never downloads it
# (BENCHMARKS.md, "Page weight"). It has its own target directory: the first module's build,
# with other features, must never find this build's npuzzle.wasm in its place.
set -euo pipefail

staging="${TRUNK_STAGING_DIR:?run by trunk build, which names its staging directory}"
target=target/lab-module
wasm="$target/wasm32-unknown-unknown/release/npuzzle.wasm"

CARGO_TARGET_DIR="$target" cargo build --release --quiet --target wasm32-unknown-unknown \
    --no-default-features --features lab --lib
wasm-bindgen --target web --no-typescript --out-name npuzzle_lab --out-dir "$staging" "$wasm"
# As Trunk runs it on the first module (index.html's data-wasm-opt="z"), with binaryen's pinned
# wasm-opt from tools/ (scripts/setup.sh puts it first on PATH).
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    "$staging/npuzzle_lab_bg.wasm" -o "$staging/npuzzle_lab_bg.wasm"
# Its glue minified as scripts/minify.sh minifies the rest (Trunk runs the hooks side by side).
tools/node_modules/.bin/esbuild "$staging/npuzzle_lab.js" --minify --format=esm --log-level=warning \
    --outfile="$staging/npuzzle_lab.js" --allow-overwrite
