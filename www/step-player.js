// Steps through a solution: first, previous, play/pause, next, last, a speed, a scrubber and
// a clickable move list. The boards along the way come from the core (replayMoves); this
// module only keeps the place and says which board to show:
//   'step' {board, step, animate, duration}   show this board
//   'leave'                                    the timeline was left (see detach)

import { DIRECTIONS } from './catalog.js';
import { el, plural } from './dom.js';

export class StepPlayer extends EventTarget {
  #ui;
  #timeline = null; // {boards, tiles, directions}
  #step = 0;
  #timer = 0;
  #playing = false;

  /** `ui`: the elements of the player section in index.html. */
  constructor(ui) {
    super();
    this.#ui = ui;
    ui.first.addEventListener('click', () => this.#jump(0));
    ui.prev.addEventListener('click', () => this.#jump(this.#step - 1));
    ui.next.addEventListener('click', () => this.#jump(this.#step + 1));
    ui.last.addEventListener('click', () => this.#jump(this.length));
    ui.play.addEventListener('click', () => this.toggle());
    ui.scrubber.addEventListener('input', () => this.#jump(Number(ui.scrubber.value)));
    ui.speed.addEventListener('input', () => this.#showSpeed());
    ui.list.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-step]');
      if (button) this.#jump(Number(button.dataset.step));
    });
    this.#showSpeed();
    this.#render();
  }

  /** Whether a solution is loaded and the board is on it. */
  get active() {
    return this.#timeline !== null;
  }

  get step() {
    return this.#step;
  }

  get length() {
    return this.#timeline ? this.#timeline.tiles.length : 0;
  }

  get playing() {
    return this.#playing;
  }

  /** The board at the start of the timeline. */
  get start() {
    return this.#timeline?.boards[0] ?? null;
  }

  /** Loads a solution: `boards` has one more entry than `tiles` and `directions`. */
  load({ boards, tiles, directions, title }, step = 0) {
    this.pause();
    this.#timeline = { boards, tiles, directions: [...directions] };
    this.#ui.title.textContent = title;
    this.#ui.section.hidden = false;
    this.#ui.note.hidden = true;
    this.#fillList();
    this.#step = Math.max(0, Math.min(step, tiles.length));
    this.#render();
    this.#emit(false);
  }

  /** Leaves the timeline (a move by hand): the player empties and says why. */
  detach(message) {
    if (!this.#timeline) return;
    this.pause();
    this.#timeline = null;
    this.#step = 0;
    this.#ui.list.replaceChildren();
    this.#ui.note.hidden = false;
    this.#ui.noteText.textContent = message;
    this.#render();
    this.dispatchEvent(new CustomEvent('leave'));
  }

  /** Empties the player and hides it (a new board). */
  clear() {
    this.pause();
    this.#timeline = null;
    this.#step = 0;
    this.#ui.list.replaceChildren();
    this.#ui.section.hidden = true;
    this.#render();
  }

  /** Goes to `step` (0: the start; `length`: solved). */
  goTo(step, { animate = true } = {}) {
    if (!this.#timeline) return;
    const next = Math.max(0, Math.min(step, this.length));
    const moved = Math.abs(next - this.#step);
    this.#step = next;
    this.#render();
    this.#emit(animate && moved === 1);
  }

  toggle() {
    if (this.#playing) this.pause();
    else this.play();
  }

  play() {
    if (!this.#timeline || this.length === 0) return;
    if (this.#step >= this.length) this.goTo(0, { animate: false });
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

  // A jump by the user: playback stops there.
  #jump(step) {
    this.pause();
    this.goTo(step);
  }

  #schedule() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!this.#playing) return;
      this.goTo(this.#step + 1);
      if (this.#step >= this.length) this.pause();
      else this.#schedule();
    }, this.#interval());
  }

  #interval() {
    return 1000 / Number(this.#ui.speed.value);
  }

  #showSpeed() {
    const perSecond = Number(this.#ui.speed.value);
    this.#ui.speedOutput.textContent = `${perSecond} ${perSecond === 1 ? 'move' : 'moves'}/s`;
    if (this.#playing) this.#schedule();
  }

  #emit(animate) {
    const board = this.#timeline.boards[this.#step];
    const duration = Math.min(220, this.#interval() * 0.75);
    this.dispatchEvent(new CustomEvent('step', { detail: { board, step: this.#step, animate, duration } }));
  }

  #fillList() {
    const { tiles, directions } = this.#timeline;
    const items = tiles.map((tile, index) => {
      const direction = DIRECTIONS[directions[index]] ?? { word: directions[index], arrow: directions[index] };
      return el(
        'li',
        {},
        el(
          'button',
          {
            type: 'button',
            dataset: { step: index + 1 },
            'aria-label': `Move ${index + 1}: tile ${tile} ${direction.word}`,
          },
          el('span', { class: 'move-number', 'aria-hidden': 'true' }, `${index + 1}.`),
          el('span', { class: 'move-tile' }, String(tile)),
          el('span', { class: 'move-arrow', 'aria-hidden': 'true' }, direction.arrow),
        ),
      );
    });
    this.#ui.list.replaceChildren(...items);
  }

  #render() {
    const ui = this.#ui;
    const loaded = this.#timeline !== null;
    const length = this.length;
    const step = this.#step;
    ui.section.dataset.state = loaded ? (this.#playing ? 'playing' : 'ready') : 'detached';
    ui.section.dataset.step = String(step);
    ui.first.disabled = !loaded || step === 0;
    ui.prev.disabled = !loaded || step === 0;
    ui.next.disabled = !loaded || step >= length;
    ui.last.disabled = !loaded || step >= length;
    ui.play.disabled = !loaded || length === 0;
    ui.play.setAttribute('aria-pressed', String(this.#playing));
    ui.play.setAttribute('aria-label', this.#playing ? 'Pause' : 'Play');
    ui.play.dataset.icon = this.#playing ? 'pause' : 'play';
    ui.scrubber.disabled = !loaded;
    ui.scrubber.max = String(length);
    ui.scrubber.value = String(step);
    ui.scrubber.setAttribute('aria-valuetext', `Step ${step} of ${length}`);
    ui.index.textContent = loaded ? `Step ${step} of ${length}` : '';
    ui.index.dataset.step = String(step);
    if (!loaded) return;
    for (const button of ui.list.querySelectorAll('button[aria-current]')) button.removeAttribute('aria-current');
    const current = ui.list.querySelector(`button[data-step="${step}"]`);
    if (current) {
      current.setAttribute('aria-current', 'step');
      keepInView(ui.list, current);
    }
    ui.summary.textContent = step === length ? `Goal reached in ${plural(length, 'move')}.` : '';
  }
}

// Scrolls the list (and only the list) so `item` shows.
function keepInView(list, item) {
  const top = item.offsetTop - list.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top - 4;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight + 4;
}
