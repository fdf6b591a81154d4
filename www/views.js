// The views both shells offer: the playground shows each as a tab, the widget shows the ones its
// `controls` name (and the one `view` names). A view is one component file plus one entry here:
//   {name, label, create(session, {compact}) -> {root: HTMLElement}}
// (`label`: the catalogue key of the view's name, worded where it is shown)
// `name` is what `controls` and `view` (hash, attribute, embed parameter) say; `compact` is the
// widget's card, where settings stay hidden.

import { completeWords } from './session/catalogues.js';
import { SolvePanel } from './views/solve-panel.js';

/**
 * `algorithms`: the entries Compare runs (`astar:hamming`); `pair`: the same when given
 * explicitly, whose first two the Search view draws side by side.
 * @typedef {{compact?: boolean, visible?: boolean, place?: {first?: number, last?: number, step?: number}, algorithms?: string[], pair?: string[]}} ViewOptions
 * @type {{name: string, label: string, create: (session: import('./session/session.js').Session, options: ViewOptions) => {root: HTMLElement}}[]}
 */
export const VIEWS = [
  { name: 'game', label: 'shell-tab-play', create: (session, options) => new LazyView(session, options, () => import('./views/play.js').then((m) => m.PlayView)) },
  { name: 'solve', label: 'shell-tab-solve', create: (session, options) => new SolvePanel(session, options) },
  { name: 'compare', label: 'shell-tab-compare', create: (session, options) => new LazyView(session, options, () => import('./views/compare.js').then((m) => m.Compare)) },
  { name: 'search', label: 'shell-tab-search', create: (session, options) => new LazySearchView(session, options) },
  { name: 'lab', label: 'shell-tab-lab', create: (session, options) => new LazyView(session, options, () => import('./views/lab.js').then((m) => m.Lab)) },
];

/**
 * A view whose module is loaded when first needed, so it stays out of the first load: the
 * playground calls load() when its tab opens; a widget (compact) loads it at once. The root is
 * busy (aria-busy, data-lazy="loading") until the view is in.
 */
export class LazyView {
  root = document.createElement('div');
  /** @type {any} */ view = null;
  /** @type {Promise<any> | null} */ #loading = null;
  #session;
  #options;
  #importView;

  /**
   * @param {import('./session/session.js').Session} session
   * @param {ViewOptions} options
   * @param {() => Promise<new (session: import('./session/session.js').Session, options: ViewOptions) => {root: HTMLElement}>} importView
   */
  constructor(session, options, importView) {
    this.#session = session;
    /** The words of the view's session, for what this stand-in says itself. */
    this.say = session.say;
    this.#options = options;
    this.#importView = importView;
    this.root.setAttribute('aria-busy', 'true');
    this.root.dataset.lazy = 'loading';
    if (options.compact) this.load();
  }

  /** @type {any} what a link set for the view (configure), handed to it once it is in */
  #settings = null;

  /**
   * Hands the view what a link set for it (the Lab's size, heuristic and weights), now or once
   * it is in; `settings` answers what the view holds then.
   * @param {any} settings
   */
  configure(settings) {
    this.#settings = settings;
    this.view?.configure?.(settings);
  }

  /** What the view holds of its own settings (or what a link set, before it is in). */
  get settings() {
    return this.view?.settings ?? this.#settings;
  }

  /** Whether the view is a widget's (compact). */
  get compact() {
    return Boolean(this.#options.compact);
  }

  /** Loads the view (once). */
  load() {
    // The view's words come with it (completeWords): the first load's catalogue leaves them out.
    this.#loading ??= Promise.all([this.#importView(), completeWords(this.#session.core)]).then(([View]) => {
      this.view = new View(this.#session, this.#options);
      if (this.#settings) this.view.configure?.(this.#settings);
      this.root.append(this.view.root);
      this.root.setAttribute('aria-busy', 'false');
      this.root.dataset.lazy = 'loaded';
      return this.view;
    });
    return this.#loading;
  }
}

/** The Search view, loaded when first needed; step and recording answer as if nothing was recorded until it is in. */
export class LazySearchView extends LazyView {
  /** @param {import('./session/session.js').Session} session @param {ViewOptions} options */
  constructor(session, options = {}) {
    super(session, options, () => import('./views/search/search-view.js').then((m) => m.SearchView));
    this.root.className = 'search-lazy';
  }

  /**
   * What `view=search` with `step` opens (the hash, the attribute, embed.html): a search
   * recorded far enough to reach expansion `step` (the last one when null), shown at it.
   * Resolves to a problem naming a step past the recording, else null.
   * @param {number | null} step
   */
  async open(step) {
    const view = await this.load();
    // A widget's Search view records again when its board changes; the playground's says so.
    view.recordsOnItsOwn = this.compact;
    const recording = await view.run({ reach: step ?? 0 });
    if (!recording) return null;
    view.seek(step ?? Infinity);
    const last = recording.record.expansions;
    return step !== null && step > last ? this.say('shell-step-past-recording', { step, last }) : null;
  }

  /** Draws the first two of `entries` side by side (`algorithms` given with view=search). */
  async compareWith(entries) {
    const view = await this.load();
    view.compareWith(entries);
  }

  /**
   * What `mode=exercise` opens: an exercise (`exercise`, `steps`, `seed`) on the search
   * recorded from the board shown; its module is loaded then. Resolves to the exercise.
   * @param {{kind: string, steps: number, seed: number}} spec
   */
  async exercise(spec) {
    const view = await this.load();
    return view.exercise(spec);
  }

  /** "Colour by" (`colour-by`): state, f, g or h. */
  async colourBy(key) {
    const view = await this.load();
    view.colourBy(key);
  }

  /** What "Colour by" shows ('state' until the view is in). */
  get colour() {
    return this.view?.colour ?? 'state';
  }

  /** The searches drawn, as `algorithms` writes them, when there are two; else null. */
  get pairNames() {
    return this.view?.pairNames ?? null;
  }

  get step() {
    return this.view?.step ?? 0;
  }

  get recording() {
    return this.view?.recording ?? null;
  }
}
