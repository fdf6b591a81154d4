// The step player: first, previous, play/pause, next, last, a speed, a scrubber and a clickable
// move list over the session's solution (its boards come from the core's replayMoves). It
// renders its own markup (`root`), keeps only the playing timer, and moves the session's step.
// The move list is one tab stop (a listbox, roving tabindex): the arrow keys, Home and End go
// from move to move inside it, so a long solution is passed with one Tab.

import { DIRECTIONS, algorithmLabel } from '../catalog.js';
import { el, formatCount, nextTask, svg } from '../dom.js';

// Each button's name (a key) and icon.
const ICONS = {
  first: ['player-first', 'M6 5h2.2v14H6zM19 5v14L9.5 12z'],
  prev: ['player-previous', 'M17 5v14L7 12z'],
  next: ['player-next', 'M7 5v14l10-7z'],
  last: ['player-last', 'M15.8 5H18v14h-2.2zM5 5v14l9.5-7z'],
};

// Moves added to the move list a block at a time, each block in a frame of its own (see
// #fillList). On a phone four times slower than a desktop, 200 moves' buttons made the frame
// that shows the solution a task of 125 ms (issue 25); two blocks of 64 laid out in that frame,
// the second added by a task that ran before it was drawn, made it 115 ms on a busy machine
// (issue 35). A short solution is listed with it; a longer one a block a frame after it.
const LIST_CHUNK = 32;

/** After the next frame is drawn (a task then), or after a task where no frame is drawn (a hidden page). */
function afterFrame() {
  if (document.hidden) return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

const icon = (path, extra = '') =>
  svg('svg', { class: `icon ${extra}`.trim(), viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, svg('path', { d: path }));

export class StepPlayer {
  #session;
  /** @type {import('../words.js').Say} */ #say;
  #ui;
  #named;
  #timer = 0;
  #playing = false;
  #fills = 0; // the move list's fills begun: a newer one makes an older one stop

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{speed?: number, maxSpeed?: number, named?: boolean, onSolveAgain?: (() => void) | null}} options
   *   `named`: the title names the algorithm; `onSolveAgain`: a "Solve from here" button
   */
  constructor(session, { speed = 4, maxSpeed = 12, named = true, onSolveAgain = null } = {}) {
    this.#session = session;
    this.#say = session.say;
    this.#named = named;
    const button = (action) =>
      el('button', { type: 'button', class: 'icon-button', id: `step-${action}`, 'aria-label': this.#say(ICONS[action][0]), dataset: { action } }, icon(ICONS[action][1]));
    const ui = {
      title: el('h3', { id: 'player-title' }, this.#say('player-solution')),
      index: el('output', { id: 'step-index', class: 'step-index', 'aria-live': 'polite' }),
      first: button('first'),
      prev: button('prev'),
      play: el(
        'button',
        { type: 'button', class: 'icon-button play', id: 'step-play', 'aria-label': this.#say('search-play'), 'aria-pressed': 'false', dataset: { icon: 'play', action: 'play' } },
        icon('M7 5v14l11-7z', 'icon-play'),
        icon('M6.5 5h3.8v14H6.5zM13.7 5h3.8v14h-3.8z', 'icon-pause'),
        el('span', { class: 'play-label', 'aria-hidden': 'true' }, this.#say('search-play')),
      ),
      next: button('next'),
      last: button('last'),
      scrubber: el('input', { type: 'range', id: 'step-scrubber', min: 0, max: 0, value: 0, step: 1 }),
      speed: el('input', { type: 'range', id: 'step-speed', min: 1, max: maxSpeed, value: speed, step: 1 }),
      speedOutput: el('output', { id: 'step-speed-output', for: 'step-speed' }),
      summary: el('p', { id: 'player-summary', class: 'player-summary', 'aria-live': 'polite' }),
      list: el('div', { id: 'move-list', class: 'move-list', role: 'listbox', 'aria-label': this.#say('player-moves') }),
      noteText: el('p', { id: 'player-note-text' }),
      // A student's checked moves (session.loadMoves): the first wrong one, after the legal ones.
      wrong: el('p', { id: 'move-wrong', class: 'move-wrong', hidden: true }),
    };
    const again = onSolveAgain && el('button', { type: 'button', id: 'solve-again', dataset: { action: 'solve-again' } }, this.#say('player-solve-again'));
    again?.addEventListener('click', onSolveAgain);
    ui.note = el('div', { id: 'player-note', class: 'player-note', hidden: true }, ui.noteText, again);
    this.root = el(
      'section',
      { id: 'player', class: 'player', 'aria-labelledby': 'player-title', hidden: true, dataset: { state: 'detached' } },
      el('div', { class: 'player-head' }, ui.title, ui.index),
      el('div', { class: 'player-controls', role: 'group', 'aria-label': this.#say('player-controls') }, ui.first, ui.prev, ui.play, ui.next, ui.last),
      el('label', { class: 'scrubber-label', for: 'step-scrubber' }, el('span', { class: 'visually-hidden' }, this.#say('lab-step')), ui.scrubber),
      el('div', { class: 'speed' }, el('label', { for: 'step-speed' }, this.#say('search-speed')), ui.speed, ui.speedOutput),
      ui.summary,
      ui.list,
      ui.wrong,
      ui.note,
    );
    this.#ui = ui;
    ui.first.addEventListener('click', () => this.#jump(0));
    ui.prev.addEventListener('click', () => this.#jump(session.step - 1));
    ui.next.addEventListener('click', () => this.#jump(session.step + 1));
    ui.last.addEventListener('click', () => this.#jump(this.length));
    ui.play.addEventListener('click', () => (this.#playing ? this.pause() : this.play()));
    ui.scrubber.addEventListener('input', () => this.#jump(Number(ui.scrubber.value)));
    ui.speed.addEventListener('input', () => this.#showSpeed());
    ui.list.addEventListener('click', (event) => {
      const target = /** @type {Element} */ (event.target);
      const step = target.closest('button[data-step]');
      if (step instanceof HTMLElement) this.#jump(Number(step.dataset.step));
    });
    ui.list.addEventListener('keydown', (event) => this.#listKey(event));
    session.addEventListener('solution', (event) => this.#solution(/** @type {CustomEvent} */ (event).detail));
    session.addEventListener('board', (event) => {
      if (/** @type {CustomEvent} */ (event).detail.reason === 'step') this.#render();
    });
    this.#showSpeed();
    this.#render();
  }

  get length() {
    return this.#session.solution?.tiles.length ?? 0;
  }

  play() {
    if (this.length === 0) return;
    if (this.#session.step >= this.length) this.#session.goTo(0, { animate: false });
    this.#playing = true;
    this.#render();
    this.#schedule();
  }

  pause() {
    clearTimeout(this.#timer);
    this.#timer = 0;
    if (!this.#playing) return;
    this.#playing = false;
    this.#render();
  }

  #solution({ phase, message }) {
    this.pause();
    const ui = this.#ui;
    ui.list.replaceChildren();
    this.#fills += 1;
    ui.note.hidden = phase !== 'detached';
    if (phase === 'detached') ui.noteText.textContent = message;
    if (phase === 'cleared') this.root.hidden = true;
    const wrong = phase === 'loaded' ? this.#session.solution?.checked?.wrong : null;
    ui.wrong.hidden = !wrong;
    ui.wrong.textContent = wrong ?? '';
    if (phase === 'loaded') {
      this.root.hidden = false;
      ui.title.textContent = this.#title();
      this.#fillList();
    }
    this.#render();
  }

  #title() {
    const { result, first, tiles, checked } = /** @type {NonNullable<import('../session/session.js').Session['solution']>} */ (this.#session.solution);
    if (checked) return checked.title;
    const kind = { key: result.optimal ? 'player-optimal' : 'player-not-optimal' };
    if (first > 0 || tiles.length < result.length) {
      return this.#say('player-title-part', { from: first + 1, to: first + tiles.length, count: result.length, kind });
    }
    if (this.#named) return this.#say('player-title-named', { count: result.length, algorithm: algorithmLabel(this.#say, result.algorithm), kind });
    return this.#say('player-title', { count: result.length, kind });
  }

  // A jump by the user: playback stops there.
  #jump(step) {
    this.pause();
    this.#session.goTo(step, { duration: this.#duration() });
  }

  #schedule() {
    clearTimeout(this.#timer);
    this.#timer = window.setTimeout(() => {
      if (!this.#playing) return;
      this.#session.goTo(this.#session.step + 1, { duration: this.#duration() });
      if (this.#session.step >= this.length) this.pause();
      else this.#schedule();
    }, this.#interval());
  }

  // Arrow keys, Home and End in the move list: the focus goes to that move, and the board with it;
  // Home goes to the start (step 0, before the first move), the focus to the first move.
  #listKey(event) {
    const moves = /** @type {HTMLButtonElement[]} */ ([...this.#ui.list.querySelectorAll('button[data-step]')]);
    if (moves.length === 0) return;
    const at = moves.indexOf(/** @type {HTMLButtonElement} */ (/** @type {HTMLElement} */ (event.target).closest('button[data-step]')));
    const target = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: moves.length - 1,
    }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const move = moves[Math.max(0, Math.min(target, moves.length - 1))];
    this.#jump(event.key === 'Home' ? 0 : Number(move.dataset.step));
    move.focus();
  }

  #interval() {
    return 1000 / Number(this.#ui.speed.value);
  }

  #duration() {
    return Math.min(220, this.#interval() * 0.75);
  }

  #showSpeed() {
    const perSecond = Number(this.#ui.speed.value);
    this.#ui.speedOutput.textContent = this.#say('player-speed', { count: perSecond });
    if (this.#playing) this.#schedule();
  }

  // The moves' buttons, LIST_CHUNK a frame: a solution of thousands of moves (the fast solver on
  // big boards) built and laid out at once was a long task of hundreds of milliseconds. Stops
  // when the list is emptied or filled again meanwhile.
  async #fillList() {
    const fill = this.#fills;
    const { tiles, directions } = /** @type {NonNullable<import('../session/session.js').Session['solution']>} */ (this.#session.solution);
    // A solution longer than a block is shown first and listed from the next frame on.
    const waits = tiles.length > LIST_CHUNK;
    for (let from = 0; from < tiles.length; from += LIST_CHUNK) {
      if (waits) {
        await afterFrame();
        if (this.#fills !== fill) return;
      }
      const to = Math.min(from + LIST_CHUNK, tiles.length);
      const items = [];
      for (let index = from; index < to; index += 1) items.push(moveItem(this.#say, index, tiles[index], directions[index]));
      // A block the page renders only while it is in the list's view (style.css): one block per
      // batch keeps that bookkeeping per frame small for thousands of moves.
      this.#ui.list.append(el('div', { class: 'move-block', role: 'none' }, ...items));
      // The step shown may be among the moves just added: it is marked now.
      if (waits && this.#session.step > from && this.#session.step <= to) this.#render();
    }
  }

  #render() {
    const ui = this.#ui;
    const loaded = this.#session.solution !== null;
    const length = this.length;
    const step = loaded ? this.#session.step : 0;
    this.root.dataset.state = loaded ? (this.#playing ? 'playing' : 'ready') : 'detached';
    this.root.dataset.step = String(step);
    ui.first.disabled = !loaded || step === 0;
    ui.prev.disabled = !loaded || step === 0;
    ui.next.disabled = !loaded || step >= length;
    ui.last.disabled = !loaded || step >= length;
    ui.play.disabled = !loaded || length === 0;
    ui.play.setAttribute('aria-pressed', String(this.#playing));
    const playLabel = this.#say(this.#playing ? 'search-pause' : 'search-play');
    ui.play.setAttribute('aria-label', playLabel);
    /** @type {HTMLElement} */ (ui.play.querySelector('.play-label')).textContent = playLabel;
    ui.play.dataset.icon = this.#playing ? 'pause' : 'play';
    ui.scrubber.disabled = !loaded;
    ui.scrubber.max = String(length);
    ui.scrubber.value = String(step);
    const where = this.#say('lab-step-of', { step, last: length });
    ui.scrubber.setAttribute('aria-valuetext', where);
    ui.index.textContent = loaded ? where : '';
    ui.index.dataset.step = String(step);
    if (!loaded) return;
    for (const button of ui.list.querySelectorAll('button[aria-current]')) {
      button.removeAttribute('aria-current');
      button.setAttribute('aria-selected', 'false');
    }
    for (const button of ui.list.querySelectorAll('button[tabindex="0"]')) button.setAttribute('tabindex', '-1');
    const current = ui.list.querySelector(`button[data-step="${step}"]`);
    if (current) {
      current.setAttribute('aria-current', 'step');
      current.setAttribute('aria-selected', 'true');
      keepInView(ui.list, current);
    }
    // The list's one tab stop: the move shown, else the first.
    const stop = current ?? ui.list.querySelector('button[data-step]');
    if (stop instanceof HTMLElement) stop.tabIndex = 0;
    ui.summary.textContent = step === length ? this.#say('player-goal', { count: length }) : '';
  }
}

// The move list's option for move `index` (from 0): the `tile` slid `way` ('U', 'D', 'L', 'R'),
// out of the tab order until it is the list's stop (#render).
function moveItem(say, index, tile, way) {
  const direction = DIRECTIONS[way] ?? { arrow: way };
  const label = say('player-move', { index: index + 1, tile: String(tile), way });
  return el(
    'button',
    { type: 'button', role: 'option', tabindex: -1, 'aria-selected': 'false', dataset: { step: index + 1 }, 'aria-label': label },
    el('span', { class: 'move-number', 'aria-hidden': 'true' }, `${formatCount(say, index + 1)}.`),
    el('span', { class: 'move-tile' }, String(tile)),
    el('span', { class: 'move-arrow', 'aria-hidden': 'true' }, direction.arrow),
  );
}

// Scrolls the list (and only the list) so `item` shows.
function keepInView(list, item) {
  const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top - 4;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight + 4;
}
