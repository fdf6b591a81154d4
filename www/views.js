// The views both shells offer: the playground shows each as a tab, the widget shows the ones its
// `controls` name (and the one `view` names). A view is one component file plus one entry here:
//   {name, label, create(session, {compact}) -> {root: HTMLElement}}
// `name` is what `controls` and `view` (hash, attribute, embed parameter) say; `compact` is the
// widget's card, where settings stay hidden.

import { Compare } from './compare.js';
import { SolvePanel } from './solve-panel.js';

/**
 * @typedef {{compact?: boolean, visible?: boolean, place?: {first?: number, last?: number, step?: number}, algorithms?: string[]}} ViewOptions
 * @type {{name: string, label: string, create: (session: import('./session.js').Session, options: ViewOptions) => {root: HTMLElement}}[]}
 */
export const VIEWS = [
  { name: 'solve', label: 'Solve', create: (session, options) => new SolvePanel(session, options) },
  { name: 'compare', label: 'Compare', create: (session, options) => new Compare(session, options) },
  { name: 'search', label: 'Search', create: (session, options) => new LazySearchView(session, options) },
];

/**
 * The Search view, loaded when first needed (its modules stay out of the first load): the
 * playground calls load() when its tab opens; a widget loads it at once. open() waits for it;
 * step and recording answer as if nothing was recorded until it is in.
 */
export class LazySearchView {
  root = document.createElement('div');
  /** @type {import('./search-view.js').SearchView | null} */ view = null;
  /** @type {Promise<import('./search-view.js').SearchView> | null} */ #loading = null;
  #session;
  #options;

  /** @param {import('./session.js').Session} session @param {ViewOptions} options */
  constructor(session, options = {}) {
    this.#session = session;
    this.#options = options;
    this.root.className = 'search-lazy';
    if (options.compact) this.load();
  }

  /** Loads the view (once). */
  load() {
    this.#loading ??= import('./search-view.js').then(({ SearchView }) => {
      this.view = new SearchView(this.#session, this.#options);
      this.root.append(this.view.root);
      return this.view;
    });
    return this.#loading;
  }

  /**
   * What `view=search` with `step` opens (the hash, the attribute, embed.html): a search
   * recorded far enough to reach expansion `step` (the last one when null), shown at it.
   * Resolves to a problem naming a step past the recording, else null.
   * @param {number | null} step
   */
  async open(step) {
    const view = await this.load();
    const recording = await view.run({ reach: step ?? 0 });
    if (!recording) return null;
    view.seek(step ?? Infinity);
    const last = recording.record.expansions;
    return step !== null && step > last ? `step: ${step} is past the last expansion recorded (${last}); showing expansion ${last}` : null;
  }

  get step() {
    return this.view?.step ?? 0;
  }

  get recording() {
    return this.view?.recording ?? null;
  }
}
