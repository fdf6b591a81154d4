#!/usr/bin/env bash
# Trunk's post_build hook (Trunk.toml): builds the full wasm module (the whole boundary, without
# the crate's `light` feature: the pattern databases, the large-board solvers, the helpers'
# sharing, the heuristic lab's checks and "Explain h") into the build's root as npuzzle_full.js
# and npuzzle_full_bg.wasm. The page's worker imports it when a plan is not generic or the Lab or
# "Explain h" is first used (www/workers/full-core.js), and the helper workers start on it, so a
# first visit never downloads it (BENCHMARKS.md, "Page weight"). It has its own target
# directory: the first module's build, with other features, must never find this build's
# npuzzle.wasm in its place.
set -euo pipefail

staging="${TRUNK_STAGING_DIR:?run by trunk build, which names its staging directory}"
target=target/full-module
wasm="$target/wasm32-unknown-unknown/release/npuzzle.wasm"

CARGO_TARGET_DIR="$target" cargo build --release --quiet --target wasm32-unknown-unknown \
    --no-default-features --lib
wasm-bindgen --target web --no-typescript --out-name npuzzle_full --out-dir "$staging" "$wasm"
# As Trunk runs it on the first module (index.html's data-wasm-opt="z"), with binaryen's pinned
# wasm-opt from tools/ (scripts/setup.sh puts it first on PATH).
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    "$staging/npuzzle_full_bg.wasm" -o "$staging/npuzzle_full_bg.wasm"
# Its glue minified as scripts/minify.sh minifies the rest (Trunk runs the hooks side by side).
tools/node_modules/.bin/esbuild "$staging/npuzzle_full.js" --minify --format=esm --log-level=warning \
    --outfile="$staging/npuzzle_full.js" --allow-overwrite
