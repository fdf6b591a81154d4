// The game's controls beside the board, over a game (session/game.js): the clock (beside the
// move counter), the "Par" toggle (beside the hint button), and the game line under the board,
// which says today's par on a daily puzzle and, in par mode, how many moves are left and
// whether the last move was good. Both shells place the three parts where their bars are.

import { el } from '../dom.js';

const TICK_MS = 100;

/** Par mode's verdict on the last move, by its kind. */
const VERDICTS = { good: 'board-par-good', away: 'board-par-away' };

export class GameBar {
  #game;
  /** @type {import('../words.js').Say} */ #say;
  #time;
  /** @type {number | undefined} */ #ticking;
  #par = { state: 'off', toGo: null, verdict: null, message: '' };

  /** @param {import('../session/game.js').Game} game its words are the game's */
  constructor(game) {
    this.#game = game;
    this.#say = game.say;
    this.#time = el('span', { class: 'game-time' }, game.formatTime(0));
    // A timer is not read out as it ticks (role=timer is polite-less); its name says what it is.
    this.clock = el('span', { class: 'game-clock', role: 'timer', 'aria-label': this.#say('board-time') }, el('span', { class: 'counter-label', 'aria-hidden': 'true' }, this.#say('board-time')), this.#time);
    this.parToggle = el('button', { type: 'button', class: 'icon-button', 'aria-pressed': String(game.par), dataset: { action: 'par' } }, this.#say('board-par'));
    this.line = el('p', { class: 'game-line', role: 'status', hidden: true });
    this.parToggle.addEventListener('click', () => {
      game.setPar(!game.par);
      this.parToggle.setAttribute('aria-pressed', String(game.par));
    });
    const on = (type, listener) => game.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('clock', ({ running }) => this.#tick(running));
    on('attempt', () => {
      this.#par = { state: 'off', toGo: null, verdict: null, message: '' };
      this.#showTime();
      this.#write();
    });
    on('par', (par) => {
      this.#par = par;
      this.#write();
    });
    on('result', () => this.#showTime());
    document.addEventListener('visibilitychange', () => game.setHidden(document.visibilityState === 'hidden'));
    game.setHidden(document.visibilityState === 'hidden');
    this.#write();
  }

  #tick(running) {
    clearInterval(this.#ticking);
    this.#ticking = running ? window.setInterval(() => this.#showTime(), TICK_MS) : undefined;
    this.#showTime();
  }

  #showTime() {
    const result = this.#game.result;
    const text = this.#game.formatTime(result ? result.timeMs : this.#game.elapsedMs);
    if (this.#time.textContent !== text) this.#time.textContent = text;
  }

  // The line: a daily puzzle's par, then par mode's count and verdict.
  #write() {
    const attempt = this.#game.attempt;
    const parts = [];
    if (attempt?.daily) parts.push(this.#say('board-daily-par', { date: attempt.daily.date, par: attempt.daily.par }));
    const par = this.#par;
    if (par.state === 'thinking') parts.push(this.#say('board-par-counting'));
    else if (par.state === 'unavailable') parts.push(par.message);
    else if (par.state === 'ready') {
      if (par.verdict) parts.push(this.#say(VERDICTS[par.verdict]));
      parts.push(par.toGo === 0 ? this.#say('board-par-at-goal') : this.#say('board-par-to-go', { count: par.toGo }));
    }
    this.line.dataset.verdict = par.state === 'ready' ? (par.verdict ?? '') : '';
    this.line.hidden = parts.length === 0;
    const text = parts.join(' ');
    if (this.line.textContent !== text) this.line.textContent = text;
  }
}
