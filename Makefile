# npuzzle: build, serve and test the Rust core and its WebAssembly playground.
#
#   make setup       install the tools (scripts/setup.sh; quick when everything is present)
#   make build       the playground, in dist/
#   make serve       the playground at http://127.0.0.1:8080 (rebuilds on change)
#   make test        everything CI checks (.ci/run), in order, stopping at the first failure
#   make fmt         format the Rust code       make fmt-check   check the formatting
#   make lint        clippy, warnings denied    make test-native native unit/integration/doc tests
#   make lint-js     ESLint and the type check (tsc) of www/, with tools/'s pinned packages
#   make lint-ci     actionlint on .github/workflows (CI and Pages)
#   make wheel       the Python package npuzzle as an abi3 wheel (CPython 3.10+), in target/wheels
#   make test-python the wheel installed in target/venv, then pytest (python/tests) and ruff
#   make examples    the Reveal.js deck's reveal.js and the mdBook book, in dist/examples/
#   make package     the <n-puzzle> widget as an npm package (target/package/npuzzle-widget-*.tgz)
#   make test-wasm   tests/wasm.rs in headless Chromium
#   make test-e2e    tests/e2e against a fresh build
#   make fuzz        the fuzz campaign of RELIABILITY.md (make test runs a slice of it)
#   make bench       the benchmarks behind BENCHMARKS.md (CLI bench runs, then criterion)
#   make bench-anytime  the 24-puzzle's anytime search, 10 s an instance, and its plot (docs/)
#   make page-weight what a first visit downloads, raw, gzip and brotli (BENCHMARKS.md)
#   make bench-browser  Korf's 100 in headless Chromium: the wasm-to-native ratio; a first visit's wait
#   make bench-lab   the Lab's 3x3 check in headless Chromium (criterion's "the lab" group is native)
#   make bench-search   the Search view's tree at 100,000 expansions: frames a second, long tasks
#   make clean       remove target/ and dist/
#
# Every wasm or browser command first sources target/toolchain.env, written by setup: on a
# machine whose rustup lacks the wasm32 target it points cargo at a fallback toolchain, and it
# names the browser and its driver. To choose them: CHROME=... CHROMEDRIVER=...
# NPUZZLE_WASM_TOOLCHAIN=auto|rustup|fallback make setup (see scripts/setup.sh).

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
# The steps of `make test` run one after another, in the order listed, even under -j.
.NOTPARALLEL:

# cargo install puts wasm-bindgen and trunk here.
export PATH := $(PATH):$(or $(CARGO_HOME),$(HOME)/.cargo)/bin

TOOLCHAIN_ENV := target/toolchain.env
WASM_ENV := source ./$(TOOLCHAIN_ENV) &&
# cargo runs wasm tests through wasm-bindgen-test-runner, which drives the browser through
# chromedriver (headless, no sandbox) with the options setup wrote to target/webdriver.json.
WASM_TEST_ENV := CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
	WASM_BINDGEN_TEST_TIMEOUT=120 WASM_BINDGEN_TEST_WEBDRIVER_JSON=$(CURDIR)/target/webdriver.json

.PHONY: help setup build serve test fuzz fmt fmt-check lint lint-js lint-ci examples package test-native test-python wheel test-wasm test-e2e bench bench-anytime page-weight bench-browser bench-lab bench-search clean

help:
	@sed -n 's/^#   //p' Makefile

setup:
	bash scripts/setup.sh

# The targets below run setup first when it never ran, or when what it installs changed (`make
# test` and `make serve` always run it).
$(TOOLCHAIN_ENV): scripts/setup.sh tools/package-lock.json
	bash scripts/setup.sh

build: $(TOOLCHAIN_ENV)
	$(WASM_ENV) trunk build --release

# Served from its own directory: Trunk's live-reload script never reaches dist/, which is shipped.
serve: setup
	$(WASM_ENV) trunk serve --release --address 127.0.0.1 --port 8080 --dist target/serve-dist

test: setup lint-ci fmt-check lint lint-js test-native test-python test-wasm build test-e2e

# The Python binding (python/) is a crate of its own, built in target/python.
PYTHON_CRATE := --manifest-path python/Cargo.toml
PYTHON_CARGO := CARGO_TARGET_DIR=$(CURDIR)/target/python

fmt:
	cargo fmt
	cargo fmt $(PYTHON_CRATE)

fmt-check:
	cargo fmt --check
	cargo fmt --check $(PYTHON_CRATE)

lint:
	cargo clippy --all-targets -- -D warnings
	$(PYTHON_CARGO) cargo clippy $(PYTHON_CRATE) -- -D warnings

# eslint.config.mjs; tsconfig.json (the page) and tsconfig.workers.json (the workers), JSDoc types
# with types/npuzzle.d.ts for the generated wasm glue.
JS_TOOLS := tools/node_modules/.bin
lint-js: $(TOOLCHAIN_ENV)
	$(JS_TOOLS)/eslint .
	$(JS_TOOLS)/tsc -p tsconfig.json
	$(JS_TOOLS)/tsc -p tsconfig.workers.json

# The GitHub workflows, with actionlint from PyPI (setup installs it in target/venv).
lint-ci: $(TOOLCHAIN_ENV)
	$(WASM_ENV) "$$ACTIONLINT" .github/workflows/*.yml

test-native:
	cargo test

# The Python package (python/): maturin builds the binding's crate with the core into one abi3
# wheel (CPython 3.10 and later), replacing the one built before.
VENV := target/venv/bin
wheel: $(TOOLCHAIN_ENV) build
	rm -f target/wheels/npuzzle-*.whl
	node scripts/widget-assets.mjs  # the widget's files, from dist/, into the package's static/
	$(PYTHON_CARGO) $(VENV)/maturin build --quiet --release $(PYTHON_CRATE) --interpreter $(VENV)/python --out target/wheels

# The wheel installed into target/venv, then its tests. They compare with the CLI's answers,
# from the CLI `cargo test` builds (at once after test-native: nothing to rebuild).
test-python: wheel
	$(VENV)/pip install --quiet --disable-pip-version-check --force-reinstall --no-deps target/wheels/npuzzle-*.whl
	cargo test --quiet --no-run --test cli
	NPUZZLE_CLI=$(CURDIR)/target/debug/npuzzle $(VENV)/pytest --quiet python/tests
	$(VENV)/ruff check python/
	$(VENV)/ruff format --check python/

test-wasm: $(TOOLCHAIN_ENV)
	$(WASM_ENV) $(WASM_TEST_ENV) cargo test --target wasm32-unknown-unknown --no-default-features --test wasm --test wasm_solve --test wasm_pdb

test-e2e: $(TOOLCHAIN_ENV) build
	mkdir -p target/e2e-artifacts
	$(WASM_ENV) node --test tests/e2e/*.test.mjs

# tests/fuzz.rs at full size: hostile text through every reader, random solves checked.
FUZZ_INPUTS ?= 1000000
FUZZ_SOLVES ?= 20000
fuzz:
	NPUZZLE_FUZZ_INPUTS=$(FUZZ_INPUTS) NPUZZLE_FUZZ_SOLVES=$(FUZZ_SOLVES) cargo test --release --test fuzz -- --nocapture --test-threads 1

# The figures in BENCHMARKS.md; `cargo run --release -- bench FILE --help` lists the options.
NPUZZLE := target/release/npuzzle
bench:
	cargo build --release
	$(NPUZZLE) bench bench/8puzzle-sample.txt --algo astar --heuristic manhattan | tail -n 1
	$(NPUZZLE) bench bench/8puzzle-sample.txt --algo idastar --heuristic linear-conflict | tail -n 1
	head -n 14 bench/korf100.txt > target/korf1-10.txt  # the comment lines and instances 1-10
	$(NPUZZLE) bench target/korf1-10.txt --goal blank-first --algo idastar --heuristic linear-conflict
	$(NPUZZLE) bench bench/korf100.txt --goal blank-first --algo idastar --heuristic pdb | tail -n 2
	$(NPUZZLE) bench bench/korf-taylor-24.txt --goal blank-first --algo fast | tail -n 1
	$(NPUZZLE) bench random:10x10:200 --algo fast | tail -n 1
	$(MAKE) --no-print-directory bench-anytime
	cargo bench --bench solvers

# The 24-puzzle's anytime search on the ten Korf-Taylor instances, 10 s each on one thread (the
# 5x5 databases built first, once, into the cache): lengths and proved bounds against the
# optima, and the plot of both over time in docs/anytime-24.svg (BENCHMARKS.md).
bench-anytime:
	cargo build --release
	$(NPUZZLE) bench bench/korf-taylor-24.txt --goal blank-first --algo auto --max-ms 10000 --json > target/bench-anytime-24.json
	node scripts/anytime-plot.mjs target/bench-anytime-24.json docs/anytime-24.svg

# Korf's 100 in headless Chromium (www/bench.html) against the native CLI: the wasm-to-native
# ratio (at most 3), the databases' build and cache-load times, in target/bench-browser.json;
# then a first visit's wait for an optimal answer, the databases downloaded prebuilt, on ten
# random 15-puzzles (target/bench-first-visit.json); then the browser's stronger 7-7-1 set:
# Korf's 100 and the 80-move board (target/bench-stronger.json).
bench-browser: build
	cargo build --release
	$(NPUZZLE) bench bench/korf100.txt --goal blank-first --algo idastar --heuristic pdb --no-pdb-cache --json > target/bench-native.json
	$(WASM_ENV) node tests/e2e/bench-browser.mjs target/bench-native.json
	$(WASM_ENV) node tests/e2e/bench-first-visit.mjs
	$(WASM_ENV) node tests/e2e/bench-stronger.mjs
	$(WASM_ENV) node tests/e2e/bench-first-hard.mjs

# The Lab's 3x3 check in the browser, medians of five (BENCHMARKS.md, "The heuristic lab").
bench-lab: build
	$(WASM_ENV) node tests/e2e/bench-lab.mjs

# The Search view's tree panned and zoomed at 100,000 expansions (BENCHMARKS.md, "The Search
# view as a textbook"): frames a second and long tasks, in target/bench-search-tree.json.
bench-search: build
	$(WASM_ENV) node tests/e2e/bench-search-tree.mjs

# reveal.js (npm, tools/package-lock.json) beside the deck, and examples/book/ built by mdbook, in
# dist/examples/ (scripts/examples.mjs).
examples: build
	$(WASM_ENV) node scripts/examples.mjs

# The widget as an npm package, npuzzle-widget, from dist/ (scripts/package.mjs).
package: build
	node scripts/package.mjs

# The first-load weight in BENCHMARKS.md ("Page weight"): the files the playground and the
# widget fetch until ready, from a fresh build, compressed as a static host would.
page-weight: build
	$(WASM_ENV) node scripts/page-weight.mjs

clean:
	cargo clean
	rm -rf dist
