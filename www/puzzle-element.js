// The <n-puzzle> element (registered by n-puzzle.js): a shell over the session (session.js) and
// the components (board, views, step player) in a shadow root, configured by its attributes
// through the settings reader (settings.js; README "Embed in your notes"). Mistakes are listed
// in the widget, naming the attribute; nothing from an attribute is parsed as HTML or run. The
// page loads the core once and shares one worker however many widgets of one language it holds;
// a widget of another language gets a core and a worker of its own (runtime.js speakerFor).
//
// For scripts and tests the element carries data-state ("loading", "ready", or "error": the
// board could not be made), data-solve and data-step, and fires 'npuzzle-ready',
// 'npuzzle-solved' (detail: the search's summary), 'npuzzle-board' whenever the board shown
// changes (a move, a step, Reset; detail: {board: {rows, cols, tiles}, step}: the solution's
// step, or null) and, with mode="play", 'npuzzle-played' when
// the player reaches the goal (detail: {moves, timeMs, optimal, proven, ...}: see #played); with
// mode="exercise" (exercise="predict|expand|values" steps="N" seed="S") the Search view asks
// and grades, and 'npuzzle-exercise' (bubbling, composed) follows each answer with
// {kind, step, answer, right, score, total}. With check="search" or check="solution" the board
// and "Check my search" or "Check my solution" alone: 'npuzzle-checked' (bubbling, composed)
// follows each check with {kind, valid, step, message}; `checkTrace(text)` checks a trace from a
// script (the notebook widget's show_trace).
//
// What the page author writes inside the element is its fallback: shown until the widget runs
// (and while its script has not loaded, or never does) and kept, under the reason, when the
// core cannot load. Nothing in the shadow root is an inline style or script (a host page's
// Content-Security-Policy may forbid both): the styles are constructed style sheets, fetched
// once a page, and styles set from script go through the CSSOM.
//
// Its language: its own `lang` attribute, else the nearest ancestor's (through shadow roots),
// else the page's `<html lang>`, else English, matched by the core (`nearestLanguage`); a
// right-to-left one mirrors its controls (`dir` on its root), never its boards. The widgets of a
// page share one core, which speaks one language at a time: the last one a widget asked for.

import { Board } from './board/board.js';
import { algorithmLabel, heuristicLabel } from './catalog.js';
import { el, messageOf, nextTask } from './dom.js';
import { builtInPicture } from './board/picture.js';
import { loadCore, speakerFor } from './runtime.js';
import { Session, randomSeed } from './session/session.js';
import { MAX_SPEED, SPELLINGS, attributeLookup, capProblems, readSettings, startBoard } from './session/settings.js';
import { StepPlayer } from './views/step-player.js';
import { VIEWS } from './views.js';
import { sayKey } from './words.js';

/** @type {Map<string, Promise<string>>} */
const styleTexts = new Map();
/** @type {Map<string, Promise<CSSStyleSheet>>} */
const styleSheets = new Map();

/**
 * The style sheet `name` (beside this file) for `media`, fetched once a page and shared by every
 * widget; one that cannot load is empty (the widget works, unstyled).
 */
function styleSheet(name, media = '') {
  const key = `${name} ${media}`;
  if (!styleSheets.has(key)) {
    if (!styleTexts.has(name)) {
      const text = fetch(new URL(name, import.meta.url))
        .then((response) => (response.ok ? response.text() : ''))
        .catch(() => '');
      styleTexts.set(name, text);
    }
    const text = /** @type {Promise<string>} */ (styleTexts.get(name));
    styleSheets.set(key, text.then((css) => new CSSStyleSheet({ media }).replace(css)));
  }
  return /** @type {Promise<CSSStyleSheet>} */ (styleSheets.get(key));
}

export class NPuzzleElement extends HTMLElement {
  static observedAttributes = SPELLINGS;

  #root;
  #generation = 0; // a newer build makes an older one's late answers moot
  /** @type {Widget | null} */ #widget = null;
  #pending = false;
  #ran = false; // a widget was built once: a rebuild no longer shows the fallback
  /** @type {(() => void) | null} lets go of the core that speaks the widget's language (runtime.js speakerFor) */
  #release = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
  }

  connectedCallback() {
    this.#schedule();
  }

  disconnectedCallback() {
    this.#widget?.stop();
    this.#letGo();
  }

  #letGo() {
    this.#release?.();
    this.#release = null;
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#schedule();
  }

  /**
   * Checks `text`, the boards a student's search expanded, from the board shown against the
   * widget's algorithm and heuristic, showing "Check my search" (the notebook widget's
   * `show_trace`): resolves to the core's verdict ({valid, variant, variants, step, message,
   * hint, ...}), or null when the check was refused (the reason shown) or no widget is built.
   * @param {string} text
   */
  async checkTrace(text) {
    return (await this.#widget?.checkTrace(text)) ?? null;
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

  /** Shows why no widget could be built, above the fallback (which stays). */
  #fail(shell, box) {
    shell.replaceChildren(box);
    shell.hidden = false;
    this.dataset.state = 'error';
  }

  async #build() {
    const generation = (this.#generation += 1);
    this.#widget?.stop();
    this.#letGo();
    this.#widget = null;
    this.dataset.state = 'loading';
    const theme = this.getAttribute('theme') ?? '';
    // The dark palette: as the system says, always or never.
    const dark = { dark: 'all', light: 'not all' }[theme] ?? '(prefers-color-scheme: dark)';
    const fallback = el('slot', { class: 'npw-fallback' });
    const showFallback = !this.#ran && hasContent(this);
    const shell = el('div', { class: 'npw', part: 'widget', 'aria-busy': 'true', hidden: showFallback });
    this.#root.replaceChildren(shell, fallback);
    shell.style.zoom = String(rootShrink(this.#root));
    // The board reads its colours from the styles: it is drawn once they are in.
    const styled = Promise.all([styleSheet('style.css'), styleSheet('palette-dark.css', dark), styleSheet('widget.css')]);
    let core;
    try {
      [core, this.#root.adoptedStyleSheets] = await Promise.all([loadCore(), styled]);
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#root.adoptedStyleSheets = await styled;
      // eslint-disable-next-line words/no-literal-text -- no core is loaded to word it: the one sentence said in English
      this.#fail(shell, problemBox(sayKey, [`The WebAssembly core could not load: ${messageOf(error)}`], true));
      return;
    }
    if (generation !== this.#generation) return;
    // The widget's language, before anything is worded: the page's core speaks it, or another
    // core does when other widgets of the page speak another; its root mirrors for a right-to-left one.
    let speaker;
    try {
      speaker = await speakerFor(core.nearestLanguage([languageOf(this)]));
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#fail(shell, problemBox(core.say, [messageOf(error)], true));
      return;
    }
    if (generation !== this.#generation) {
      speaker.release();
      return;
    }
    this.#release = speaker.release;
    const { language, worker } = speaker;
    core = speaker.core;
    shell.lang = language.tag;
    shell.dir = language.direction;
    const { settings, problems } = readSettings(attributeLookup(this), core);
    this.#widget = new Widget(this, core, worker, settings, problems);
    await this.#widget.build(shell);
    if (generation !== this.#generation) return;
    this.#ran = true;
    fallback.remove();
    shell.hidden = false;
    // Once `puzzle` answers (embed.html's playground link reads the board from it).
    if (this.dataset.state === 'ready') this.dispatchEvent(new CustomEvent('npuzzle-ready', { bubbles: true, composed: true }));
  }
}

// One widget: the session, and the components its `controls` name.
class Widget {
  #host;
  #session;
  #settings;
  #problems;
  #say;
  #box;
  #message = el('p', { class: 'npw-message', role: 'status' });
  #board = new Board(null);
  /** @type {StepPlayer | null} */ #player = null;
  /** @type {any} */ #panel = null;
  /** @type {import('./views.js').LazySearchView | null} */ #search = null; // the Search view, when the widget shows it
  #result = null;
  #fatal = false;
  #stopped = false;
  #core;
  /** @type {import('./session/game.js').Game | null} */ #game = null; // mode="play": the timed game
  /** @type {import('./board/game-bar.js').GameBar | null} */ #gameBar = null;
  #moves = el('span', { class: 'npw-count' }, '0');
  /** @type {HTMLElement | null} */ #shell = null;
  /** @type {Promise<any> | null} */ #searchCheck = null; // "Check my search", once shown

  /**
   * @param {HTMLElement} host
   * @param {typeof import('../npuzzle.js')} core the core that speaks the widget's language
   * @param {import('./session/worker-client.js').WorkerClient} worker that core's worker
   * @param {any} settings
   * @param {string[]} problems
   */
  constructor(host, core, worker, settings, problems) {
    this.#host = host;
    this.#core = core;
    this.#settings = settings;
    this.#problems = problems;
    this.#session = new Session(core, worker);
    this.#say = this.#session.say;
    this.#box = problemBox(this.#say, [], false);
  }

  /**
   * Builds the widget into `shell`, a component a task (nextTask), so that the page runs no long
   * task meanwhile; a widget stopped (rebuilt, removed) before the end stops building.
   */
  async build(shell) {
    const core = this.#core;
    const settings = this.#settings;
    const host = this.#host;
    const session = this.#session;
    const has = (/** @type {string} */ name) => settings.controls.has(name) || settings.view === name;
    // `step` opens the Search view at that expansion (view="search"), else the solution at that
    // step (counted from the solution's start, as the playground's hash counts it).
    const opening = settings.step !== null && settings.view !== 'search';
    const solving = has('step') || settings.autoplay || opening;
    shell.dataset.theme = settings.theme;
    shell.dataset.controls = [...settings.controls].join(' ');
    if (settings.mode === 'play') {
      // Loaded for a game only. Made first, so the game hears the session's boards before the
      // components that show its result.
      const [{ Game }, { GameBar }] = await Promise.all([import('./session/game.js'), import('./board/game-bar.js')]);
      if (this.#stopped) return;
      this.#game = new Game(session);
      this.#gameBar = new GameBar(this.#game);
    }
    const title = el('p', { class: 'npw-title' });
    shell.append(this.#box, el('div', { class: 'npw-head' }, title), this.#board.root, this.#message);
    session.goalSpec = settings.goalSpec;
    session.choose({ algorithm: settings.algorithm, heuristic: settings.heuristic, weight: settings.weight });
    const { start, end } = settings;
    const place = { first: start ?? 0, last: end ?? Infinity };

    if (has('play')) shell.append(this.#playBar());
    for (const view of VIEWS) {
      const solve = view.name === 'solve';
      if (!has(view.name) && !(solve && solving)) continue;
      await nextTask();
      if (this.#stopped) return;
      const pair = settings.read.has('algorithms') ? settings.algorithms : undefined;
      const component = view.create(session, { compact: true, visible: has(view.name), place, algorithms: settings.algorithms, pair });
      shell.append(component.root);
      if (solve) this.#panel = component;
      if (view.name === 'search') this.#search = /** @type {import('./views.js').LazySearchView} */ (component);
      if (view.name === 'lab') /** @type {import('./views.js').LazyView} */ (component).configure(settings.lab);
      if (solve && solving) {
        const again = has('solve') ? () => this.solve() : null;
        this.#player = new StepPlayer(session, { speed: settings.speed, maxSpeed: MAX_SPEED, named: false, onSolveAgain: again });
        shell.append(this.#player.root);
      }
    }
    this.#shell = shell;
    if (settings.check === 'search') await this.#check('search');
    if (settings.check === 'solution') {
      await this.#check('solution');
      this.#player ??= new StepPlayer(session, { speed: settings.speed, maxSpeed: MAX_SPEED, named: false });
      shell.append(this.#player.root);
    }
    if (this.#stopped) return;
    this.#follow(session);
    this.#fatal = attributeLookup(host)('board') !== null && !settings.board;
    this.#showProblems();
    await nextTask();
    if (this.#stopped) return;
    this.#board.attach(session);
    session.deal(startBoard(core, settings, randomSeed()), { quiet: true });
    if (this.#fatal) {
      // A default board stands in, to look at and play; nothing is solved on it.
      title.textContent = this.#say('widget-default-board');
      this.#panel?.refuse(this.#say('widget-solve-off'));
      host.dataset.state = 'error';
      shell.setAttribute('aria-busy', 'false');
      return;
    }
    session.explainer.on = settings.explain; // explain="h"
    if (settings.daily) await this.#daily();
    if (this.#stopped) return;
    // The title names what Solve runs, and follows the choice (a retry after a stop changes it).
    const showTitle = () => {
      const { algorithm, heuristic } = session.choice;
      const facts = core.algorithms().find((a) => a.name === algorithm);
      const parts = [this.#say('widget-title-puzzle', { tiles: session.board.rows * session.board.cols - 1 })];
      const daily = this.#game?.attempt?.daily;
      if (daily) parts.push(this.#say('widget-title-daily', { date: daily.date }));
      if (has('solve') || solving) parts.push(algorithmLabel(this.#say, algorithm) + (facts?.usesHeuristic ? ` · ${heuristicLabel(this.#say, heuristic)}` : ''));
      title.textContent = parts.join(' · ');
    };
    showTitle();
    session.addEventListener('choice', showTitle);
    if (settings.picture) this.#picture(settings.picture);
    host.dataset.state = 'ready';
    shell.setAttribute('aria-busy', 'false');
    // Steps without a Solve button, autoplay, or a step to open at: the widget solves on its own.
    if (opening) this.#panel?.run({ ...place, step: Math.max(0, /** @type {number} */ (settings.step) - place.first) });
    else if (settings.autoplay || (has('step') && !has('solve'))) this.solve();
    // view="search": the widget records its search on its own and shows it at `step`, else whole.
    // mode="exercise": the Search view asks, the element fires 'npuzzle-exercise' after each answer.
    if (settings.read.has('colour-by')) this.#search?.colourBy(settings.colourBy);
    if (settings.mode === 'exercise') this.#search?.exercise(settings.exercise).catch((error) => this.#showProblems([this.#say('shell-setting-problem', { name: 'exercise', problem: messageOf(error) })]));
    else if (settings.view === 'search') this.#search?.open(settings.step).then((/** @type {string | null} */ late) => late && this.#showProblems([late]));
  }

  /**
   * check="search" or check="solution": that check under the board (its module loaded then);
   * each verdict fires 'npuzzle-checked' ({kind, valid, step, message}, bubbling, composed).
   * Resolves to the check.
   * @param {'search' | 'solution'} kind
   */
  async #check(kind) {
    const { CHECKED, SearchCheck, SolutionCheck } = await import('./views/check-work.js');
    const check = kind === 'search' ? new SearchCheck(this.#session, { open: true }) : new SolutionCheck(this.#session, { open: true });
    check.root.addEventListener(CHECKED, (event) => {
      const detail = /** @type {CustomEvent} */ (event).detail;
      this.#host.dispatchEvent(new CustomEvent('npuzzle-checked', { bubbles: true, composed: true, detail }));
    });
    this.#shell?.append(check.root);
    if (kind === 'search') this.#searchCheck = Promise.resolve(check);
    return check;
  }

  /** A trace checked in "Check my search", shown first if it is not (NPuzzleElement.checkTrace). */
  async checkTrace(text) {
    this.#searchCheck ??= this.#check('search');
    return (await this.#searchCheck).check(text);
  }

  /** Solves from the board shown, with the settings' algorithm (the solve panel's run). */
  solve() {
    return this.#panel?.run();
  }

  stop() {
    this.#stopped = true;
    this.#session.stop();
    this.#player?.pause();
  }

  snapshot() {
    const solution = this.#session.solution;
    return { board: this.#session.board, step: solution ? this.#session.step : null, length: solution ? solution.tiles.length : null, result: this.#result };
  }

  /** Today's puzzle (of `size`, else 3x3) on the board, or why not. */
  async #daily() {
    const { rows, cols } = this.#settings.size ?? { rows: 3, cols: 3 };
    try {
      await this.#game?.playDaily(rows, cols);
    } catch (error) {
      this.#showProblems([this.#say('shell-setting-problem', { name: 'daily', problem: messageOf(error) })]);
    }
  }

  // Play: Undo, Reset (the board the widget started from) and Goal, each undoable as in the
  // playground; with mode="play" also the moves, the clock, "Par" and the game line.
  #playBar() {
    const session = this.#session;
    const button = (action, text, title, run, said) => {
      const made = el('button', { type: 'button', class: 'icon-button', title, dataset: { action } }, text);
      made.addEventListener('click', () => {
        run();
        this.#message.textContent = said;
      });
      return made;
    };
    const undo = button('undo', this.#say('board-undo'), this.#say('widget-undo-title'), () => session.undo(), '');
    const reset = button('reset', this.#say('board-reset'), this.#say('board-reset-title'), () => session.reset(), this.#say('widget-reset-said'));
    const goal = button('goal', this.#say('board-goal'), this.#say('board-goal-title'), () => session.toGoal(), this.#say('widget-goal-said'));
    undo.disabled = true;
    session.addEventListener('board', () => (undo.disabled = session.past.length === 0));
    this.#board.bindKeys(this.#board.frame, { history: true });
    const buttons = el('span', { class: 'npw-buttons' }, undo, reset, goal);
    const game = this.#game;
    const bar = this.#gameBar;
    if (!game || !bar) return el('div', { class: 'npw-bar' }, el('span', { class: 'npw-hint' }, this.#say('widget-click-hint')), buttons);
    game.addEventListener('result', (event) => this.#played(/** @type {CustomEvent} */ (event).detail));
    buttons.append(bar.parToggle);
    const moves = el('span', { class: 'npw-moves' }, el('span', { class: 'counter-label' }, this.#say('board-moves')), this.#moves);
    return el('div', { class: 'npw-game' }, el('div', { class: 'npw-bar' }, moves, bar.clock, buttons), bar.line);
  }

  // A game finished: its sentence, and once its optimal length is known (or cannot be), the
  // 'npuzzle-played' event.
  #played({ result, waiting }) {
    this.#message.textContent = result.sentence;
    if (waiting) return;
    const { moves, timeMs, optimal, proven, over, kind, rows, cols, date, daily, sentence } = result;
    const puzzle = daily && { date: daily.date, par: daily.par }; // not its solution
    const detail = { moves, timeMs, time: this.#game?.formatTime(timeMs), optimal, proven, over, kind, rows, cols, date, daily: puzzle, sentence };
    this.#host.dispatchEvent(new CustomEvent('npuzzle-played', { bubbles: true, composed: true, detail }));
  }

  #follow(session) {
    const host = this.#host;
    const on = (type, listener) => session.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('refused', ({ message }) => (this.#message.textContent = message));
    on('board', ({ reason, moves }) => {
      host.dataset.step = session.solution ? String(session.step) : '';
      const step = session.solution ? session.step : null;
      host.dispatchEvent(new CustomEvent('npuzzle-board', { bubbles: true, composed: true, detail: { board: session.board, step } }));
      this.#moves.textContent = String(session.moves);
      if (moves && session.solved) this.#board.celebrate();
      if (moves) this.#message.textContent = session.solved ? (this.#game?.result?.sentence ?? this.#say('widget-solved')) : this.#say('widget-tiles-moved', { tiles: moves.map((m) => m.tile).join(', ') });
      if (reason === 'step' && session.step === session.solution?.tiles.length) this.#message.textContent = '';
    });
    on('solution', ({ phase }) => {
      host.dataset.step = session.solution ? String(session.step) : '';
      if (phase !== 'loaded' || !session.solution) return;
      const { result } = session.solution;
      const late = [];
      /** @type {('start' | 'end' | 'step')[]} */
      const steps = this.#settings.view === 'search' ? ['start', 'end'] : ['start', 'end', 'step'];
      for (const name of steps) {
        const value = this.#settings[name];
        if (value !== null && value > result.length) late.push(this.#say('widget-past-last-step', { name, step: value, last: result.length }));
      }
      if (late.length) this.#showProblems(late);
      if (this.#settings.autoplay) this.#player?.play();
    });
    on('solve', ({ phase, result }) => {
      if (phase === 'started') host.dataset.solve = 'running';
      if (phase === 'failed') host.dataset.solve = 'error';
      if (phase !== 'done') return;
      this.#result = result;
      host.dataset.solve = result.solved ? 'solved' : 'stopped';
      host.dataset.expanded = String(result.stats.expanded);
      // Once the solution is in the player.
      queueMicrotask(() => host.dispatchEvent(new CustomEvent('npuzzle-solved', { bubbles: true, composed: true, detail: result })));
    });
  }

  async #picture(picture) {
    try {
      const source = picture.builtin ? builtInPicture(this.#say) : await loadImage(this.#say, picture.url);
      this.#board.view.setPicture(source);
    } catch (error) {
      this.#showProblems([this.#say('shell-setting-problem', { name: 'picture', problem: messageOf(error) })]);
    }
  }

  #showProblems(more = []) {
    this.#problems.push(...more);
    this.#box.hidden = this.#problems.length === 0;
    this.#box.replaceChildren(...problemBox(this.#say, this.#problems, this.#fatal).childNodes);
    this.#host.dataset.problems = String(this.#problems.length);
  }
}

/**
 * The language `element` is asked to speak: its own `lang`, else the nearest ancestor's (through
 * the shadow roots it sits in), else the page's, else English.
 * @param {Element} element
 */
function languageOf(element) {
  for (let node = /** @type {Element | null} */ (element); node; ) {
    const found = node.closest('[lang]:not([lang=""])');
    if (found) return /** @type {string} */ (found.getAttribute('lang'));
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return document.documentElement.lang || 'en';
}

/** Whether `element` holds anything to show (its fallback). */
function hasContent(element) {
  return [...element.childNodes].some((node) => node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim());
}

/**
 * @param {import('./words.js').Say} say
 * @param {string[]} problems
 * @param {boolean} fatal
 */
function problemBox(say, problems, fatal) {
  const title = fatal ? say('widget-board-not-shown') : say('widget-settings-ignored');
  const list = el('ul', {}, ...capProblems(say, problems).map((text) => el('li', {}, text)));
  return el('div', { class: 'npw-problems', role: 'alert', hidden: problems.length === 0 }, el('div', {}, el('strong', {}, title), list));
}

/**
 * @param {import('./words.js').Say} say
 * @param {string} url
 */
function loadImage(say, url) {
  return new Promise((resolve, reject) => {
    const image = new Image(); // drawn on the canvas only, never put in the page
    image.decoding = 'async';
    image.referrerPolicy = 'no-referrer';
    image.onload = () => resolve({ source: image, width: image.naturalWidth || 512, height: image.naturalHeight || 512 });
    image.onerror = () => reject(new Error(say('widget-image-not-loaded', { url })));
    image.src = url;
  });
}

/**
 * The shared styles size in rem, the host page's root font size: a page that shrinks its root
 * (mdBook's theme sets 62.5 %, 10 px) would shrink the widget's text with it. Answers the zoom
 * that brings the widget back to the reader's default size (`font-size: medium`, which follows
 * the browser's setting), or 1 when the root is not smaller than that.
 * @param {ShadowRoot} root
 */
function rootShrink(root) {
  const probe = el('span', { style: { position: 'absolute', visibility: 'hidden', 'font-size': 'medium' } });
  root.append(probe);
  const medium = Number.parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return rem > 0 && medium > rem ? medium / rem : 1;
}
