// The board component: the board view (board-view.js) in its frame, showing the session's board
// and goal, and turning clicks, taps, swipes and keys into the session's moves. While a view
// shows another board in its place (session.show: a search's node), a banner on the board says
// whose it is, with "Back to your board"; input still goes to the session's board, which comes
// back first.

import { BoardView } from './board-view.js';
import { el, isTypingTarget } from '../dom.js';
import { sayAll, sayKey } from '../words.js';

const KEY_DIRECTIONS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R', w: 'U', s: 'D', a: 'L', d: 'R' };

export class Board {
  /** @type {import('../words.js').Say} the session's words, or the `say` option's before one is attached */
  #say;

  /**
   * @param {import('../session/session.js').Session | null} session null until the core has loaded (see attach)
   * @param {{say?: import('../words.js').Say, describedBy?: string, ids?: boolean}} options `say`: the
   *   words of a board without a session (by default each key stands for itself); `ids`: the
   *   playground's element ids
   */
  constructor(session, { say = sayKey, describedBy, ids = false } = {}) {
    this.#say = session?.say ?? say;
    const id = (name) => (ids ? name : undefined);
    // The playground builds its board before the core has loaded: attach words it then.
    this.canvas = el('canvas', { id: id('board-canvas'), 'aria-hidden': 'true' });
    this.mirror = el('table', { id: id('board-mirror'), class: 'board-mirror', 'aria-label': this.#say('board-mirror'), dataset: { sayLabel: 'board-mirror' } });
    this.frame = el(
      'div',
      {
        class: 'board-frame',
        id: id('board-frame'),
        tabindex: 0,
        role: 'group',
        'aria-label': this.#say('board-puzzle-board'),
        'aria-describedby': describedBy,
        dataset: { placeholder: 'true', stale: 'false', solved: 'false', skin: 'numbers', sayLabel: 'board-puzzle-board' },
      },
      this.canvas,
      this.mirror,
    );
    this.backButton = el('button', { type: 'button', class: 'board-shown-back', dataset: { say: 'board-back-to-yours' } }, this.#say('board-back-to-yours'));
    this.bannerText = el('span', { class: 'board-shown-text' });
    this.banner = el('div', { class: 'board-shown', hidden: true }, this.bannerText, this.backButton);
    this.root = el('div', { class: 'board-wrap' }, this.banner, this.frame);
    this.view = new BoardView({
      frame: this.frame,
      canvas: /** @type {HTMLCanvasElement} */ (this.canvas),
      mirror: /** @type {HTMLTableElement} */ (this.mirror),
      say: (key, args) => this.#say(key, args), // the session's words once attached
    });
    /** @type {import('../session/session.js').Session | null} */
    this.session = null;
    if (session) this.attach(session);
  }

  /** Follows `session`, in its words: its board, goal, hints; clicks and swipes move its tiles. */
  attach(session) {
    this.session = session;
    this.#say = session.say;
    // Words built before the session, now in its words; before the board is shown, whose size
    // then names the mirror.
    sayAll(this.#say, this.root);
    const view = this.view;
    const on = (type, listener) => session.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('board', ({ animate, duration }) => {
      view.show(/** @type {any} */ (session.board), { animate, duration });
      view.setSolved(session.solved);
      this.setStale(session.stale);
    });
    on('shown', () => this.#showShown());
    this.backButton.addEventListener('click', () => session.showOwn());
    on('goal', ({ goal }) => view.setGoal(goal));
    on('stale', ({ stale }) => this.setStale(stale));
    on('hint', ({ state, tile, direction }) => {
      this.#hint = state === 'ready' ? { tile, direction } : null;
      if (!session.shown) view.setHighlight(this.#hint);
    });
    on('explain', (detail) => this.#explain(detail));
    view.addEventListener('cell', (event) => session.slide('cell', /** @type {CustomEvent} */ (event).detail.index));
    view.addEventListener('swipe', (event) => session.slide('direction', /** @type {CustomEvent} */ (event).detail.direction));
    if (session.goal) view.setGoal(session.goal);
    if (session.board) view.show(session.board);
  }

  /**
   * @param {EventTarget} [target]
   * @param {{accept?: (target: any) => boolean, history?: boolean}} [options]
   * Keys on `target` move tiles (arrows, WASD: the way the tile goes) when `accept(target)`;
   * with `history`, Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes.
   */
  bindKeys(target = this.frame, { accept = () => true, history = false } = {}) {
    this.frame.dataset.playable = 'true';
    target.addEventListener('keydown', (event) => {
      const keyboard = /** @type {KeyboardEvent} */ (event);
      const session = this.session;
      if (!session || keyboard.defaultPrevented || keyboard.altKey || isTypingTarget(keyboard.target)) return;
      const key = keyboard.key.length === 1 ? keyboard.key.toLowerCase() : keyboard.key;
      if (keyboard.ctrlKey || keyboard.metaKey) {
        if (!history) return;
        if (key === 'z' && !keyboard.shiftKey) session.undo();
        else if ((key === 'z' && keyboard.shiftKey) || key === 'y') session.redo();
        else return;
        keyboard.preventDefault();
        return;
      }
      const direction = KEY_DIRECTIONS[key];
      if (!direction || !accept(keyboard.target)) return;
      keyboard.preventDefault();
      session.slide('direction', direction);
    });
  }

  /** @type {Promise<import('./explain-overlay.js').ExplainOverlay> | null} "Explain h", loaded when first on */
  #overlay = null;

  // "Explain h": its layer over the board and its sum line below, both following the session.
  async #explain(detail) {
    if (detail.state === 'off' && !this.#overlay) return;
    this.#overlay ??= import('./explain-overlay.js').then(({ ExplainOverlay }) => {
      const overlay = new ExplainOverlay(this.view, this.frame, this.#say);
      this.root.append(overlay.root);
      for (const type of ['board', 'shown']) this.session?.addEventListener(type, () => overlay.refresh());
      return overlay;
    });
    (await this.#overlay).show(detail);
  }

  // The board a view shows in place of the session's (session.shown), with the banner saying
  // whose it is; or the session's own board again. The hint's ring and the solved tint are the
  // session's board's, so they wait for it.
  #showShown() {
    const session = /** @type {import('../session/session.js').Session} */ (this.session);
    const shown = session.shown;
    this.banner.hidden = !shown;
    this.frame.dataset.shown = String(Boolean(shown));
    if (shown) {
      this.bannerText.textContent = this.#say('board-showing', { label: shown.label });
      this.banner.style.setProperty('--rows', String(shown.board.rows)); // as wide as the board
      this.banner.style.setProperty('--cols', String(shown.board.cols));
      this.view.show(shown.board);
      this.view.setSolved(false);
    } else if (session.board) {
      this.view.show(session.board);
      this.view.setSolved(session.solved);
    }
    this.view.setHighlight(shown ? null : this.#hint);
    this.#label();
  }

  /** @type {{tile: number, direction: string} | null} the hint's move on the session's board */
  #hint = null;
  #stale = false;

  /** The board's text has a mistake: the board shows it is out of date. */
  setStale(stale) {
    this.#stale = stale;
    this.view.setStale(stale);
    this.#label();
  }

  // The frame's name: the board's state, and whose board is shown (the board itself, in the
  // core's words, for a screen reader).
  #label() {
    const shown = this.session?.shown;
    const label = shown
      ? this.#say('board-puzzle-board-showing', { label: shown.label, board: this.session?.core.boardLine(shown.board) ?? '' })
      : this.#stale
        ? this.#say('board-puzzle-board-stale')
        : this.#say('board-puzzle-board');
    this.frame.setAttribute('aria-label', label);
    delete this.frame.dataset.sayLabel; // worded here from now on
  }

  /** A short celebration (a game won by hand). */
  celebrate() {
    this.frame.classList.remove('celebrate');
    void this.frame.offsetWidth; // restart the animation
    this.frame.classList.add('celebrate');
  }
}
