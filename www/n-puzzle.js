// <n-puzzle>: the playground's board, solver and step player as a widget for course notes.
//
//   <script type="module" src="https://example.org/npuzzle/www/n-puzzle.js"></script>
//   <n-puzzle board="8 6 7 2 5 4 3 0 1" algorithm="astar" controls="solve,step"></n-puzzle>
//
// Attributes (the same names are embed.html's query parameters; README "Embed in your notes"):
//   board      a board in any format the core parses; without it, a random board of `size`,
//              or a 20-move 8-puzzle
//   size       rows x columns, like 4x4 (a random board when no board is given)
//   goal       blank-last (default), blank-first, or a board
//   algorithm, heuristic, weight   as in the playground (default astar, linear-conflict)
//   controls   which controls show, comma-separated: play, solve, step, compare
//              (default play,solve,step; "" for the board alone)
//   algorithms the algorithms the compare control runs (default bfs,greedy,astar,idastar)
//   autoplay   solve at once and play the solution
//   speed      moves per second while playing, 1 to 20 (default 4)
//   start, end only moves start+1 .. end of the solution (the board starts at step start)
//   theme      auto (default), light or dark
//   picture    builtin, or an http(s) image URL, drawn on the tiles (numbers stay on)
//
// Mistakes in the attributes are listed in the widget, naming the attribute and what is wrong;
// nothing from an attribute is ever parsed as HTML (text only) or run. Every puzzle rule is a
// call into the Rust core: the page loads the wasm module once, however many widgets it holds,
// and they share one Web Worker for their searches. On a page from another origin the worker is
// a blob: URL whose code imports worker.js by its absolute URL; the widget's files must then be
// served with `Access-Control-Allow-Origin` (GitHub Pages sends `*`).
//
// The widget's element carries its state for scripts and tests: data-state="loading", "ready"
// or "error" (the board could not be made), and it fires 'npuzzle-ready' and 'npuzzle-solved'.

import { BoardView } from './board-view.js';
import { algorithmLabel, heuristicLabel } from './catalog.js';
import { Compare } from './compare.js';
import { el, messageOf, plural, svg } from './dom.js';
import { builtInPicture } from './picture.js';
import { SolvePanel } from './solve-panel.js';
import { StepPlayer } from './step-player.js';
import { WorkerClient } from './worker-client.js';
import { workerUrl } from './worker-url.js';

const DEFAULT_BOARD = '7 3 4\n8 2 6\n5 1 _';
const CONTROLS = ['play', 'solve', 'step', 'compare'];
const DEFAULT_CONTROLS = 'play,solve,step';
const DEFAULT_COMPARE = 'bfs,greedy,astar,idastar';
const THEMES = ['auto', 'light', 'dark'];
const MAX_SPEED = 20;
const COMPARE_COLUMNS = [['Algorithm'], ['Length', 'num'], ['Opt.'], ['Expanded', 'num'], ['Time', 'num'], ['Outcome']];
const KEY_DIRECTIONS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };

export const ATTRIBUTES = [
  'board',
  'size',
  'goal',
  'algorithm',
  'heuristic',
  'weight',
  'controls',
  'algorithms',
  'autoplay',
  'speed',
  'start',
  'end',
  'theme',
  'picture',
];

// ---------------------------------------------------------------------------------------------
// Shared by every widget of the page: the core (one wasm load) and one worker.

let corePromise = null;
let sharedWorker = null;
const stylesheets = ['style.css', 'palette-dark.css', 'widget.css'].map((name) => new URL(name, import.meta.url).href);

function loadCore() {
  corePromise ??= import(new URL('../npuzzle.js', import.meta.url).href).then(async (module) => {
    await module.default();
    return module;
  });
  return corePromise;
}

/** The page's one solver worker, from a blob: URL when the widget's files are on another origin. */
function worker() {
  if (!sharedWorker) {
    const url = new URL('./worker.js', import.meta.url);
    sharedWorker = new WorkerClient(workerUrl(url, location.origin));
  }
  return sharedWorker;
}

// ---------------------------------------------------------------------------------------------
// Reading the attributes: {config, problems}, each problem naming the attribute.

function readConfig(get, core) {
  const problems = [];
  const problem = (name, text) => problems.push(`${name}: ${text}`);
  const config = {
    board: null,
    goalSpec: 'blank-last',
    goal: null,
    algorithm: 'astar',
    heuristic: 'linear-conflict',
    weight: undefined,
    controls: new Set(DEFAULT_CONTROLS.split(',')),
    compare: DEFAULT_COMPARE.split(','),
    autoplay: false,
    speed: 4,
    start: null,
    end: null,
    theme: 'auto',
    picture: null,
  };

  const algorithms = core.algorithms().map((a) => a.name);
  const heuristics = core.heuristics();
  if (!heuristics.includes(config.heuristic)) config.heuristic = heuristics.at(-1);

  const board = get('board');
  if (board !== null) {
    try {
      config.board = core.parseBoard(board);
    } catch (error) {
      problem('board', messageOf(error));
    }
  }
  let size = null;
  const sizeText = get('size');
  if (sizeText !== null) {
    const match = /^\s*(\d{1,2})\s*[x×]\s*(\d{1,2})\s*$/.exec(sizeText);
    try {
      if (!match) throw new Error(`“${sizeText}” is not a size: write rows x columns, like 4x4`);
      size = { rows: Number(match[1]), cols: Number(match[2]) };
      core.goalBoard(size.rows, size.cols, 'blank-last'); // the core says whether it is a size
    } catch (error) {
      size = null;
      problem('size', messageOf(error));
    }
  }
  if (config.board && size && (config.board.rows !== size.rows || config.board.cols !== size.cols)) {
    const { rows, cols } = config.board;
    problem('size', `${size.rows}x${size.cols} does not match the board, which is ${rows}x${cols}`);
  }
  const goal = get('goal');
  if (goal !== null) config.goalSpec = goal;

  const algorithm = get('algorithm');
  if (algorithm !== null) {
    if (algorithms.includes(algorithm)) config.algorithm = algorithm;
    else problem('algorithm', `“${algorithm}” is not an algorithm (${algorithms.join(', ')})`);
  }
  const heuristic = get('heuristic');
  if (heuristic !== null) {
    if (heuristics.includes(heuristic)) config.heuristic = heuristic;
    else problem('heuristic', `“${heuristic}” is not a heuristic (${heuristics.join(', ')})`);
  }
  const weight = get('weight');
  if (weight !== null) {
    const value = Number(weight);
    if (weight.trim() !== '' && Number.isFinite(value) && value >= 1) config.weight = value;
    else problem('weight', `“${weight}” is not a weight (a number of at least 1)`);
  }

  const controls = get('controls');
  if (controls !== null) {
    config.controls = new Set();
    for (const name of list(controls)) {
      if (CONTROLS.includes(name)) config.controls.add(name);
      else problem('controls', `“${name}” is not a control (${CONTROLS.join(', ')})`);
    }
  }
  const compare = get('algorithms');
  if (compare !== null) {
    config.compare = list(compare).filter((name) => {
      if (algorithms.includes(name)) return true;
      problem('algorithms', `“${name}” is not an algorithm (${algorithms.join(', ')})`);
      return false;
    });
  }

  const autoplay = get('autoplay');
  if (autoplay !== null) {
    const value = autoplay.trim().toLowerCase();
    if (['', 'true', '1', 'yes', 'autoplay'].includes(value)) config.autoplay = true;
    else if (!['false', '0', 'no'].includes(value)) problem('autoplay', `“${autoplay}” is not true or false`);
  }
  const speed = get('speed');
  if (speed !== null) {
    const value = Number(speed);
    if (/^\s*\d+\s*$/.test(speed) && value >= 1 && value <= MAX_SPEED) config.speed = value;
    else problem('speed', `“${speed}” is not a speed (a whole number of moves per second, 1 to ${MAX_SPEED})`);
  }
  for (const name of ['start', 'end']) {
    const text = get(name);
    if (text === null) continue;
    if (/^\s*\d{1,6}\s*$/.test(text)) config[name] = Number(text);
    else problem(name, `“${text}” is not a step number (0, 1, 2, …)`);
  }
  if (config.start !== null && config.end !== null && config.start > config.end) {
    problem('end', `${config.end} comes before start ${config.start}`);
    config.end = null;
  }

  const theme = get('theme');
  if (theme !== null) {
    if (THEMES.includes(theme)) config.theme = theme;
    else problem('theme', `“${theme}” is not a theme (${THEMES.join(', ')})`);
  }
  const picture = get('picture');
  if (picture !== null) {
    if (picture === 'builtin' || picture === '') {
      config.picture = { builtin: true };
    } else {
      let url = null;
      try {
        url = new URL(picture, document.baseURI);
      } catch {
        problem('picture', `“${picture}” is not a URL`);
      }
      if (url && url.protocol !== 'https:' && url.protocol !== 'http:') {
        problem('picture', `only http(s) image addresses are shown, not ${url.protocol}`);
      } else if (url) {
        config.picture = { url: url.href };
      }
    }
  }

  // The board: the one given, else a random one of `size`, else the default. Then its goal.
  if (board === null) {
    const shape = size ?? { rows: 3, cols: 3 };
    config.board = size
      ? core.randomBoard(shape.rows, shape.cols, goalFor(core, shape, config.goalSpec, () => {}), seed())
      : core.parseBoard(DEFAULT_BOARD);
  }
  if (config.board) config.goal = goalFor(core, config.board, config.goalSpec, (text) => problem('goal', text));
  return { config, problems };
}

function goalFor(core, { rows, cols }, spec, report) {
  try {
    return core.goalBoard(rows, cols, spec);
  } catch (error) {
    report(`${messageOf(error)}; the goal is blank last`);
    return core.goalBoard(rows, cols, 'blank-last');
  }
}

function list(text) {
  return text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function seed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

function loadImage(url) {
  return new Promise((resolve, reject) => {
    const image = new Image(); // drawn on the canvas only, never put in the page
    image.decoding = 'async';
    image.referrerPolicy = 'no-referrer';
    image.onload = () =>
      resolve({ source: image, width: image.naturalWidth || 512, height: image.naturalHeight || 512 });
    image.onerror = () => reject(new Error(`the image at ${url} could not be loaded`));
    image.src = url;
  });
}

// ---------------------------------------------------------------------------------------------
// The element.

export class NPuzzleElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #root;
  #generation = 0; // a newer build makes an older one's late answers moot
  #widget = null;
  #pending = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
  }

  connectedCallback() {
    this.#schedule();
  }

  disconnectedCallback() {
    this.#widget?.stop();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#schedule();
  }

  /** The widget's state: {board, step, length, result} (for scripts and tests). */
  get puzzle() {
    return this.#widget?.snapshot() ?? null;
  }

  #schedule() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      if (this.isConnected) this.#build();
    });
  }

  async #build() {
    const generation = (this.#generation += 1);
    this.#widget?.stop();
    this.#widget = null;
    this.dataset.state = 'loading';
    const theme = this.getAttribute('theme');
    const links = stylesheets.map((href, index) =>
      el('link', {
        rel: 'stylesheet',
        href,
        // The dark palette: as the system says, always or never.
        media: index === 1 ? { dark: 'all', light: 'not all' }[theme] ?? '(prefers-color-scheme: dark)' : undefined,
      }),
    );
    const shell = el('div', { class: 'npw', part: 'widget', 'aria-busy': 'true' });
    this.#root.replaceChildren(...links, shell);
    // The board reads its colours from the styles: it is drawn once they are in.
    const styled = Promise.all(
      links.map(
        (link) =>
          new Promise((done) => {
            link.addEventListener('load', done);
            link.addEventListener('error', done);
          }),
      ),
    );

    let core;
    try {
      [core] = await Promise.all([loadCore(), styled]);
    } catch (error) {
      if (generation !== this.#generation) return;
      const message = `The WebAssembly core could not load: ${messageOf(error)}`;
      shell.replaceChildren(el('div', { class: 'npw-problems', role: 'alert' }, problemList([message])));
      this.dataset.state = 'error';
      return;
    }
    if (generation !== this.#generation) return;
    const get = (name) => this.getAttribute(name);
    const { config, problems } = readConfig(get, core);
    this.#widget = new Widget(this, shell, core, config, problems);
  }
}

// ---------------------------------------------------------------------------------------------
// One widget: its elements, built here as text and nodes, and the playground's components.

class Widget {
  #host;
  #core;
  #config;
  #ui;
  #view;
  #panel = null;
  #player = null;
  #compare = null;
  #board;
  #job = null;
  #result = null;
  #problems;
  #stopped = false;

  constructor(host, shell, core, config, problems) {
    this.#host = host;
    this.#core = core;
    this.#config = config;
    this.#problems = problems;
    this.#board = config.board;
    const has = (name) => config.controls.has(name);
    shell.dataset.theme = config.theme;
    shell.dataset.controls = [...config.controls].join(' ');

    const ui = (this.#ui = { shell });
    ui.problems = el('div', { class: 'npw-problems', role: 'alert', hidden: true });
    ui.title = el('p', { class: 'npw-title' });
    ui.frame = el('div', {
      class: 'board-frame',
      tabindex: 0,
      role: 'group',
      'aria-label': 'Puzzle board',
      dataset: { placeholder: 'true', stale: 'false', solved: 'false', skin: 'numbers' },
    });
    ui.canvas = el('canvas', { 'aria-hidden': 'true' });
    ui.mirror = el('table', { class: 'board-mirror', 'aria-label': 'Board' });
    ui.frame.append(ui.canvas, ui.mirror);
    ui.message = el('p', { class: 'npw-message', role: 'status' });
    shell.append(
      ui.problems,
      el('div', { class: 'npw-head' }, ui.title),
      el('div', { class: 'board-wrap' }, ui.frame),
      ui.message,
    );
    this.#view = new BoardView({ frame: ui.frame, canvas: ui.canvas, mirror: ui.mirror });
    this.#view.setGoal(config.goal);

    if (has('play')) shell.append(this.#buildPlay());
    if (has('solve') || has('step') || config.autoplay) shell.append(this.#buildSolve(has('solve')));
    if (has('step') || config.autoplay) shell.append(this.#buildPlayer());
    if (has('compare')) shell.append(this.#buildCompare());

    this.#showProblems();
    if (!this.#board) {
      host.dataset.state = 'error';
      shell.setAttribute('aria-busy', 'false');
      return;
    }
    this.#view.show(this.#board);
    this.#title();
    this.#changed();
    if (config.picture) this.#picture(config.picture);
    host.dataset.state = 'ready';
    shell.setAttribute('aria-busy', 'false');
    host.dispatchEvent(new CustomEvent('npuzzle-ready', { bubbles: true, composed: true }));
    // Steps without a Solve button, or autoplay: the widget solves on its own.
    if (config.autoplay || (has('step') && !has('solve'))) this.solve();
  }

  stop() {
    this.#stopped = true;
    this.#job?.cancel();
    this.#player?.pause();
  }

  snapshot() {
    return {
      board: this.#board,
      step: this.#player?.active ? this.#player.step : null,
      length: this.#player?.active ? this.#player.length : null,
      result: this.#result,
    };
  }

  // --- Playing by hand --------------------------------------------------------------------

  #buildPlay() {
    const reset = el('button', { type: 'button', class: 'icon-button', dataset: { action: 'reset' } }, 'Reset');
    reset.addEventListener('click', () => {
      this.#player?.clear();
      this.#moved(this.#config.board, { animate: true });
      this.#say('Back to the start.');
    });
    this.#view.addEventListener('cell', ({ detail }) =>
      this.#play(() => this.#core.slideCell(this.#board, detail.index)),
    );
    this.#view.addEventListener('swipe', ({ detail }) =>
      this.#play(() => this.#core.slideDirection(this.#board, detail.direction)),
    );
    this.#ui.frame.addEventListener('keydown', (event) => {
      const direction = KEY_DIRECTIONS[event.key];
      if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      this.#play(() => this.#core.slideDirection(this.#board, direction));
    });
    this.#ui.frame.dataset.playable = 'true';
    return el('div', { class: 'npw-bar' }, el('span', { class: 'npw-hint' }, 'Click a tile to slide it.'), reset);
  }

  #play(slide) {
    if (this.#stopped || !this.#board) return;
    let moved;
    try {
      moved = slide();
    } catch (error) {
      this.#say(messageOf(error));
      return;
    }
    if (moved.moves.length === 0) return;
    if (this.#player?.active) {
      this.#player.detach(`You moved a tile at step ${this.#player.step}, which leaves the solution.`);
    }
    this.#moved(moved.board, { animate: true });
    const solved = this.#core.isSolved(this.#board, this.#config.goal);
    this.#say(solved ? 'Solved!' : `Tile ${moved.moves.map((m) => m.tile).join(', ')} moved.`);
  }

  #moved(board, options) {
    this.#board = board;
    this.#view.show(board, options);
    this.#changed();
  }

  #changed() {
    this.#view.setSolved(this.#core.isSolved(this.#board, this.#config.goal));
    const player = this.#player;
    this.#host.dataset.step = player?.active ? String(player.step) : '';
  }

  #say(text) {
    this.#ui.message.textContent = text;
  }

  // --- Solving ----------------------------------------------------------------------------

  #buildSolve(visible) {
    const settings = {
      algorithm: el('select'),
      heuristic: el('select'),
      weight: el('input', { type: 'number', min: 1, step: 0.5, value: this.#config.weight ?? 2 }),
      maxExpanded: el('input', { type: 'number', value: '' }),
      maxMemory: el('input', { type: 'number', value: 256 }),
      maxSeconds: el('input', { type: 'number', value: 60 }),
      note: el('p'),
    };
    settings.heuristicField = el('label', {}, settings.heuristic);
    settings.weightField = el('label', {}, settings.weight);
    const solve = el('button', { type: 'button', class: 'primary', dataset: { action: 'solve' } }, 'Solve');
    const cancel = el(
      'button',
      { type: 'button', hidden: true, disabled: true, dataset: { action: 'cancel' } },
      'Cancel',
    );
    const status = el('p', { class: 'solve-status', role: 'status', dataset: { state: 'idle' } });
    const progress = el('dl', { class: 'facts progress', hidden: true, 'aria-live': 'off' });
    const stats = el('dl', { class: 'facts', hidden: true });
    const section = el(
      'div',
      { class: 'npw-solve', dataset: { state: 'idle', visible: String(visible) } },
      el('div', { hidden: true }, ...Object.values(settings)),
      el('div', { class: 'row', hidden: !visible }, solve, cancel),
      status,
      progress,
      stats,
    );
    this.#panel = new SolvePanel({ section, solve, cancel, status, progress, stats, ...settings });
    this.#panel.setChoices(this.#core.algorithms(), this.#core.heuristics());
    const { algorithm, heuristic, weight } = this.#config;
    this.#panel.select({ algorithm, heuristic, weight });
    this.#panel.setState('idle', visible ? `Press Solve to run ${algorithmLabel(algorithm)}.` : '');
    solve.addEventListener('click', () => this.solve());
    cancel.addEventListener('click', () => this.#job?.cancel());
    return section;
  }

  #title() {
    const { algorithm, heuristic } = this.#config;
    const uses = this.#panel?.usesHeuristic ?? true;
    const { rows, cols } = this.#board;
    const parts = [`${rows * cols - 1}-puzzle`];
    if (this.#panel) parts.push(algorithmLabel(algorithm) + (uses ? ` · ${heuristicLabel(heuristic)}` : ''));
    this.#ui.title.textContent = parts.join(' · ');
  }

  /** Runs the search from the board shown; the solution goes to the step player. */
  async solve() {
    if (this.#stopped || !this.#panel || !this.#board) return;
    const options = this.#panel.options();
    if (options instanceof Error) {
      this.#panel.failed(options.message);
      return;
    }
    options.goal = this.#config.goal;
    this.#job?.cancel();
    this.#player?.clear();
    const start = this.#board;
    this.#panel.started(options);
    this.#host.dataset.solve = 'running';
    const job = worker().solve(
      start,
      options,
      (progress) => {
        if (this.#job === job) this.#panel.progress(progress);
      },
      // The pattern databases a pdb (or auto) search on 4x4 waits for, loading or building.
      (databases) => {
        if (this.#job === job) this.#panel.databases(databases);
      },
    );
    this.#job = job;
    let result;
    try {
      result = await job.result;
    } catch (error) {
      if (this.#job === job) {
        this.#job = null;
        this.#panel.failed(messageOf(error));
        this.#host.dataset.solve = 'error';
      }
      return;
    }
    if (this.#job !== job || this.#stopped) return;
    this.#job = null;
    this.#result = result;
    this.#panel.done(result);
    this.#host.dataset.solve = result.solved ? 'solved' : 'stopped';
    this.#host.dataset.expanded = String(result.stats.expanded);
    if (result.solved) this.#load(start, result);
    this.#host.dispatchEvent(new CustomEvent('npuzzle-solved', { bubbles: true, composed: true, detail: result }));
  }

  // --- Stepping through -------------------------------------------------------------------

  #buildPlayer() {
    const icon = (path, extra = '') => {
      const attributes = { class: `icon ${extra}`.trim(), viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' };
      return svg('svg', attributes, svg('path', { d: path }));
    };
    const button = (action, label, path) =>
      el('button', { type: 'button', class: 'icon-button', 'aria-label': label, dataset: { action } }, icon(path));
    const ui = {
      title: el('h3', {}, 'Solution'),
      index: el('output', { class: 'step-index', 'aria-live': 'polite' }),
      first: button('first', 'First step', 'M6 5h2.2v14H6zM19 5v14L9.5 12z'),
      prev: button('prev', 'Previous step', 'M17 5v14L7 12z'),
      play: el(
        'button',
        {
          type: 'button',
          class: 'icon-button play',
          'aria-label': 'Play',
          'aria-pressed': 'false',
          dataset: { icon: 'play', action: 'play' },
        },
        icon('M7 5v14l11-7z', 'icon-play'),
        icon('M6.5 5h3.8v14H6.5zM13.7 5h3.8v14h-3.8z', 'icon-pause'),
        el('span', { class: 'play-label', 'aria-hidden': 'true' }),
      ),
      next: button('next', 'Next step', 'M7 5v14l10-7z'),
      last: button('last', 'Last step', 'M15.8 5H18v14h-2.2zM5 5v14l9.5-7z'),
      scrubber: el('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'aria-label': 'Step' }),
      speed: el('input', {
        type: 'range',
        min: 1,
        max: MAX_SPEED,
        value: this.#config.speed,
        step: 1,
        'aria-label': 'Speed',
      }),
      speedOutput: el('output'),
      list: el('ol', { class: 'move-list', 'aria-label': 'Moves of the solution' }),
      summary: el('p', { class: 'player-summary', 'aria-live': 'polite' }),
      noteText: el('p'),
    };
    const again = el('button', { type: 'button', dataset: { action: 'solve-again' } }, 'Solve from here');
    again.addEventListener('click', () => this.solve());
    ui.note = el('div', { class: 'player-note', hidden: true }, ui.noteText, this.#panel ? again : null);
    ui.section = el(
      'section',
      { class: 'player', hidden: true, dataset: { state: 'detached' } },
      el('div', { class: 'player-head' }, ui.title, ui.index),
      el(
        'div',
        { class: 'player-controls', role: 'group', 'aria-label': 'Step through the solution' },
        ...[ui.first, ui.prev, ui.play, ui.next, ui.last],
      ),
      el('label', { class: 'scrubber-label' }, ui.scrubber),
      el('div', { class: 'speed' }, el('span', {}, 'Speed'), ui.speed, ui.speedOutput),
      ui.summary,
      ui.list,
      ui.note,
    );
    this.#player = new StepPlayer(ui);
    this.#player.addEventListener('step', ({ detail }) => {
      this.#moved(detail.board, { animate: detail.animate, duration: detail.duration });
      if (detail.step === this.#player.length) this.#say('');
    });
    this.#player.addEventListener('leave', () => this.#changed());
    return ui.section;
  }

  // The solution (or its moves start+1 .. end) into the player; autoplay starts it.
  #load(start, result) {
    if (!this.#player) return;
    const boards = this.#core.replayMoves(start, result.tiles);
    const length = result.tiles.length;
    let first = this.#config.start ?? 0;
    let last = this.#config.end ?? length;
    const late = [];
    if (first > length) late.push(`start: ${first} is past the solution's last step (${length})`);
    if (last > length && this.#config.end !== null) {
      late.push(`end: ${last} is past the solution's last step (${length})`);
    }
    first = Math.min(first, length);
    last = Math.min(Math.max(last, first), length);
    if (late.length) {
      this.#problems.push(...late);
      this.#showProblems();
    }
    const kind = result.optimal ? 'optimal' : 'not optimal';
    const ranged = first > 0 || last < length;
    const title = ranged
      ? `Moves ${first + 1}–${last} of ${plural(length, 'move')} (${kind})`
      : `Solution: ${plural(length, 'move')} (${kind})`;
    this.#player.load({
      boards: boards.slice(first, last + 1),
      tiles: result.tiles.slice(first, last),
      directions: result.directions.slice(first, last),
      title,
    });
    if (this.#config.autoplay) this.#player.play();
  }

  // --- Comparing --------------------------------------------------------------------------

  #buildCompare() {
    const ui = {
      choices: el('div', { class: 'choices' }),
      maxExpanded: el('input', { type: 'number', value: 2_000_000 }),
      maxMemory: el('input', { type: 'number', value: 256 }),
      maxSeconds: el('input', { type: 'number', value: 20 }),
      run: el('button', { type: 'button', class: 'primary', dataset: { action: 'compare' } }, 'Compare'),
      cancel: el('button', { type: 'button', disabled: true }, 'Cancel'),
      status: el('p', { class: 'solve-status', role: 'status', dataset: { state: 'idle' } }),
      table: el(
        'table',
        { class: 'compare-table', hidden: true },
        el('caption', { class: 'visually-hidden' }, 'Algorithms compared on this board'),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            ...COMPARE_COLUMNS.map(([name, cls]) => el('th', { scope: 'col', class: cls }, name)),
          ),
        ),
        el('tbody'),
      ),
      chart: el('div', { class: 'compare-chart' }),
    };
    ui.section = el(
      'div',
      { class: 'npw-compare', dataset: { state: 'idle' } },
      el('div', { hidden: true }, ui.maxExpanded, ui.maxMemory, ui.maxSeconds),
      el('div', { class: 'row' }, ui.run, ui.cancel, ui.choices),
      ui.status,
      el('div', { class: 'table-scroll' }, ui.table),
      ui.chart,
    );
    this.#compare = new Compare(ui, worker(), {
      board: () => this.#board,
      options: () => {
        const options = { goal: this.#config.goal, heuristic: this.#config.heuristic };
        if (this.#config.weight !== undefined) options.weight = this.#config.weight;
        return options;
      },
    });
    const algorithms = this.#core.algorithms().filter(({ name }) => this.#config.compare.includes(name));
    this.#compare.setAlgorithms(algorithms);
    for (const box of ui.choices.querySelectorAll('input')) box.checked = true;
    return ui.section;
  }

  // --- Pictures and problems ----------------------------------------------------------------

  async #picture(picture) {
    try {
      const source = picture.builtin ? builtInPicture() : await loadImage(picture.url);
      if (!this.#stopped) this.#view.setPicture(source);
    } catch (error) {
      this.#problems.push(`picture: ${messageOf(error)}`);
      this.#showProblems();
    }
  }

  #showProblems() {
    const box = this.#ui.problems;
    box.hidden = this.#problems.length === 0;
    box.replaceChildren(...(this.#problems.length ? [problemList(this.#problems, !this.#board)] : []));
    this.#host.dataset.problems = String(this.#problems.length);
  }
}

function problemList(problems, fatal = true) {
  return el(
    'div',
    {},
    el('strong', {}, fatal ? 'This puzzle cannot be shown:' : 'Some settings of this puzzle were ignored:'),
    el('ul', {}, ...problems.map((text) => el('li', {}, text))),
  );
}

if (!customElements.get('n-puzzle')) customElements.define('n-puzzle', NPuzzleElement);
