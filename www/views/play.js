// Play: today's puzzle ("Daily", with a size switch), its result and the "Share" button, the
// streak, the personal bests (cleared by a button that asks first) and the latest games, over
// the session's game (session/game.js). The clock, the "Par" toggle and par mode's line are
// beside the board (board/game-bar.js), where the player looks while playing.

import { el } from '../dom.js';
import { Game } from '../session/game.js';
import { Records } from '../session/records.js';

/** The keys of the kinds of game's names. */
const KINDS = { free: 'play-kind-free', par: 'play-kind-par', daily: 'play-kind-daily' };

const DAILY_SIZES = [
  [3, 3],
  [4, 4],
];

export class PlayView {
  #game;
  #records;
  /** @type {import('../words.js').Say} */ #say;
  #ui;
  #size = DAILY_SIZES[0];

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{compact?: boolean}} [options] `compact`: the widget's card
   */
  constructor(session, { compact = false } = {}) {
    this.#say = session.say;
    const game = (this.#game = Game.of(session));
    const core = session.core;
    this.#records = new Records(core, game.store);
    const ui = (this.#ui = {
      daily: el('button', { type: 'button', class: 'primary', dataset: { action: 'daily' } }, this.#say('play-daily')),
      sizes: DAILY_SIZES.map(([rows, cols], index) =>
        el('button', { type: 'button', class: 'seg', 'aria-pressed': String(index === 0), dataset: { dailySize: `${rows}x${cols}` } }, `${rows} × ${cols}`),
      ),
      status: el('p', { class: 'play-status', role: 'status' }),
      share: el('button', { type: 'button', dataset: { action: 'share' } }, this.#say('play-share-button')),
      shared: el('output', { class: 'share-output help' }),
      streak: el('p', { class: 'play-streak' }),
      bests: el('tbody'),
      noBests: el('p', { class: 'help' }, this.#say('play-no-bests')),
      bestsTable: el('table', { class: 'compare-table bests-table' }),
      clear: el('button', { type: 'button', dataset: { action: 'clear-bests' } }, this.#say('play-clear-bests')),
      confirm: el('div', { class: 'confirm', role: 'group', 'aria-label': this.#say('play-clear-bests-question'), hidden: true }),
      history: el('ol', { class: 'play-history' }),
      noHistory: el('p', { class: 'help' }, this.#say('play-no-history')),
    });
    ui.bestsTable.append(
      el('caption', { class: 'visually-hidden' }, this.#say('play-bests')),
      el('thead', {}, el('tr', {}, ...[this.#say('play-size'), this.#say('play-game'), this.#say('play-over-par'), this.#say('play-fastest'), this.#say('play-solves')].map((name) => el('th', { scope: 'col' }, name)))),
      ui.bests,
    );
    const yes = el('button', { type: 'button', dataset: { action: 'confirm-clear' } }, this.#say('play-clear-them'));
    const no = el('button', { type: 'button', dataset: { action: 'keep-bests' } }, this.#say('play-keep-them'));
    ui.confirm.append(el('span', {}, this.#say('play-clear-confirm')), yes, no);
    const group = (title, ...children) => el('section', { class: 'group' }, el('h3', { class: 'group-title' }, title), ...children);
    this.root = el(
      'div',
      { class: compact ? 'npw-play' : 'play-view' },
      group(
        this.#say('play-daily-puzzle'),
        el('div', { class: 'row' }, ui.daily, el('div', { class: 'segmented', role: 'group', 'aria-label': this.#say('play-daily-size') }, ...ui.sizes)),
        el('p', { class: 'help' }, this.#say('play-daily-help')),
        ui.status,
        el('div', { class: 'row' }, ui.share, ui.shared),
        ui.streak,
      ),
      group(this.#say('play-bests'), ui.noBests, el('div', { class: 'table-scroll' }, ui.bestsTable), el('div', { class: 'row' }, ui.clear, ui.confirm)),
      group(this.#say('play-latest'), ui.noHistory, ui.history),
    );

    ui.daily.addEventListener('click', () => this.#playDaily());
    for (const [index, button] of ui.sizes.entries()) {
      button.addEventListener('click', () => {
        const playing = game.attempt?.daily && !game.attempt.finished;
        this.#size = DAILY_SIZES[index];
        for (const other of ui.sizes) other.setAttribute('aria-pressed', String(other === button));
        if (playing) this.#playDaily(); // switching sizes mid-daily deals the other size's
        else this.#showDaily();
      });
    }
    ui.share.addEventListener('click', () => this.#share());
    ui.clear.addEventListener('click', () => {
      ui.confirm.hidden = false;
      ui.clear.hidden = true;
      no.focus();
    });
    const closeConfirm = () => {
      ui.confirm.hidden = true;
      ui.clear.hidden = false;
      ui.clear.focus();
    };
    no.addEventListener('click', closeConfirm);
    yes.addEventListener('click', async () => {
      await game.clearBests();
      closeConfirm();
      ui.status.textContent = this.#say('play-bests-cleared');
    });
    const on = (type, listener) => game.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('daily', ({ phase, message }) => {
      ui.daily.disabled = phase === 'loading';
      if (phase === 'loading') ui.status.textContent = this.#say('play-daily-making', { size: this.#sizeWords() });
      else if (phase === 'failed') ui.status.textContent = this.#say('play-daily-failed', { reason: message });
      else this.#showDaily();
    });
    on('records', () => this.#showRecords());
    on('attempt', () => this.#showDaily());
    this.#showDaily();
    this.#showRecords();
  }

  #sizeWords() {
    const [rows, cols] = this.#size;
    return `${rows}×${cols}`;
  }

  async #playDaily() {
    try {
      await this.#game.playDaily(...this.#size);
    } catch {
      // the 'daily' event has said why
    }
  }

  // Today's puzzle of the chosen size: on the board (par), done (the result), or not yet.
  #showDaily() {
    const game = this.#game;
    const ui = this.#ui;
    const [rows, cols] = this.#size;
    const today = game.today();
    const done = this.#records.dailyResult(today, rows, cols);
    const attempt = game.attempt;
    const onBoard = attempt?.daily?.date === today && attempt.start.rows === rows && attempt.start.cols === cols;
    if (done) {
      const over = done.moves - done.par;
      ui.status.textContent = this.#say('play-daily-done', { size: this.#sizeWords(), count: done.moves, par: done.par, over: overWords(this.#say, over), time: game.formatTime(done.timeMs) });
    } else if (onBoard) {
      ui.status.textContent = this.#say('play-daily-on-board', { size: this.#sizeWords(), par: attempt.daily?.par ?? 0 });
    } else {
      ui.status.textContent = this.#say('play-daily-waiting', { size: this.#sizeWords(), date: today });
    }
    ui.share.disabled = !done;
    ui.share.title = this.#say(done ? 'play-share-title' : 'play-share-first');
    const streak = this.#records.streak(today);
    ui.streak.textContent = streak === 0 ? this.#say('play-no-streak') : this.#say('play-streak', { count: streak });
  }

  async #share() {
    const [rows, cols] = this.#size;
    const line = this.#records.shareLine(this.#game.today(), rows, cols);
    if (!line) return;
    try {
      await navigator.clipboard.writeText(line);
      this.#ui.shared.textContent = this.#say('play-copied', { line });
    } catch {
      this.#ui.shared.textContent = this.#say('play-copy-this', { line }); // no clipboard here: the line to copy by hand
    }
  }

  #showRecords() {
    const game = this.#game;
    const ui = this.#ui;
    const bests = this.#records.bests;
    ui.noBests.hidden = bests.length > 0;
    ui.bestsTable.hidden = bests.length === 0;
    ui.clear.disabled = bests.length === 0;
    ui.bests.replaceChildren(
      ...bests.map((best) =>
        el(
          'tr',
          {},
          el('td', {}, best.size.replace('x', '×')),
          el('td', {}, kindName(this.#say, best.kind)),
          el('td', { class: 'num' }, best.fewestOver === null ? '—' : overWords(this.#say, best.fewestOver)),
          el('td', { class: 'num' }, best.fastestMs === null ? '—' : game.formatTime(best.fastestMs)),
          el('td', { class: 'num' }, String(best.solves)),
        ),
      ),
    );
    const history = this.#records.history.slice(0, 10);
    ui.noHistory.hidden = history.length > 0;
    ui.history.hidden = history.length === 0;
    ui.history.replaceChildren(
      ...history.map((entry) => {
        const facts = { size: `${entry.rows}×${entry.cols}`, kind: entry.kind, count: entry.moves, time: game.formatTime(entry.timeMs), date: entry.date };
        if (entry.optimal === null) return el('li', {}, this.#say('play-history-entry', facts));
        const over = overWords(this.#say, entry.moves - entry.optimal);
        return el('li', {}, this.#say(entry.proven ? 'play-history-entry-over' : 'play-history-entry-over-known', { ...facts, over }));
      }),
    );
    this.#showDaily();
  }
}

/**
 * Moves over par as a player reads them: "at par", "+3".
 * @param {import('../words.js').Say} say
 * @param {number} over
 */
function overWords(say, over) {
  return over === 0 ? say('play-at-par') : over > 0 ? `+${over}` : String(over);
}

/**
 * The name of a kind of game (`free`, `par`, `daily`).
 * @param {import('../words.js').Say} say
 * @param {string} kind
 */
function kindName(say, kind) {
  const key = KINDS[/** @type {keyof typeof KINDS} */ (kind)];
  return key ? say(key) : kind;
}
