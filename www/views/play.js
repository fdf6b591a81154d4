// Play: today's puzzle ("Daily", with a size switch), its result and the "Share" button, the
// streak, the personal bests (cleared by a button that asks first) and the latest games, over
// the session's game (session/game.js). The clock, the "Par" toggle and par mode's line are
// beside the board (board/game-bar.js), where the player looks while playing.

import { el, plural } from '../dom.js';
import { Game } from '../session/game.js';
import { Records } from '../session/records.js';

const KINDS = { free: 'Free play', par: 'Par mode', daily: 'Daily' };

const DAILY_SIZES = [
  [3, 3],
  [4, 4],
];

export class PlayView {
  #game;
  #records;
  #ui;
  #size = DAILY_SIZES[0];

  /**
   * @param {import('../session/session.js').Session} session
   * @param {{compact?: boolean}} [options] `compact`: the widget's card
   */
  constructor(session, { compact = false } = {}) {
    const game = (this.#game = Game.of(session));
    const core = session.core;
    this.#records = new Records(core, game.store);
    const ui = (this.#ui = {
      daily: el('button', { type: 'button', class: 'primary', dataset: { action: 'daily' } }, 'Daily'),
      sizes: DAILY_SIZES.map(([rows, cols], index) =>
        el('button', { type: 'button', class: 'seg', 'aria-pressed': String(index === 0), dataset: { dailySize: `${rows}x${cols}` } }, `${rows} × ${cols}`),
      ),
      status: el('p', { class: 'play-status', role: 'status' }),
      share: el('button', { type: 'button', dataset: { action: 'share' } }, 'Share'),
      shared: el('output', { class: 'share-output help' }),
      streak: el('p', { class: 'play-streak' }),
      bests: el('tbody'),
      noBests: el('p', { class: 'help' }, 'No games finished yet: solve a board by hand to set a best.'),
      bestsTable: el('table', { class: 'compare-table bests-table' }),
      clear: el('button', { type: 'button', dataset: { action: 'clear-bests' } }, 'Clear bests'),
      confirm: el('div', { class: 'confirm', role: 'group', 'aria-label': 'Clear bests?', hidden: true }),
      history: el('ol', { class: 'play-history' }),
      noHistory: el('p', { class: 'help' }, 'None yet.'),
    });
    ui.bestsTable.append(
      el('caption', { class: 'visually-hidden' }, 'Personal bests'),
      el('thead', {}, el('tr', {}, ...['Size', 'Game', 'Over par', 'Fastest', 'Solves'].map((name) => el('th', { scope: 'col' }, name)))),
      ui.bests,
    );
    const yes = el('button', { type: 'button', dataset: { action: 'confirm-clear' } }, 'Clear them');
    const no = el('button', { type: 'button', dataset: { action: 'keep-bests' } }, 'Keep them');
    ui.confirm.append(el('span', {}, 'Forget every personal best? This cannot be undone.'), yes, no);
    const group = (title, ...children) => el('section', { class: 'group' }, el('h3', { class: 'group-title' }, title), ...children);
    this.root = el(
      'div',
      { class: compact ? 'npw-play' : 'play-view' },
      group(
        'Daily puzzle',
        el('div', { class: 'row' }, ui.daily, el('div', { class: 'segmented', role: 'group', 'aria-label': 'Daily size' }, ...ui.sizes)),
        el('p', { class: 'help' }, 'The same board for everyone on a UTC day, with its optimal length as par. Your first finished attempt of the day counts.'),
        ui.status,
        el('div', { class: 'row' }, ui.share, ui.shared),
        ui.streak,
      ),
      group('Personal bests', ui.noBests, el('div', { class: 'table-scroll' }, ui.bestsTable), el('div', { class: 'row' }, ui.clear, ui.confirm)),
      group('Latest games', ui.noHistory, ui.history),
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
      ui.status.textContent = 'Personal bests cleared.';
    });
    const on = (type, listener) => game.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
    on('daily', ({ phase, message }) => {
      ui.daily.disabled = phase === 'loading';
      if (phase === 'loading') ui.status.textContent = `Making today's ${this.#sizeWords()}…`;
      else if (phase === 'failed') ui.status.textContent = `No daily puzzle: ${message}`;
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
      ui.status.textContent = `Today's ${this.#sizeWords()}: ${plural(done.moves, 'move')} (par ${done.par}, ${over === 0 ? 'at par' : `+${over}`}), ${game.formatTime(done.timeMs)}.`;
    } else if (onBoard) {
      ui.status.textContent = `Today's ${this.#sizeWords()} is on the board: par ${attempt.daily?.par}.`;
    } else {
      ui.status.textContent = `Today's ${this.#sizeWords()} (${today}) is waiting: press Daily.`;
    }
    ui.share.disabled = !done;
    ui.share.title = done ? 'Copy a line with your result (not the board)' : "Finish today's puzzle to share your result";
    const streak = this.#records.streak(today);
    ui.streak.textContent = streak === 0 ? 'No streak yet: finish a daily puzzle to start one.' : `Streak: ${plural(streak, 'day')} in a row.`;
  }

  async #share() {
    const [rows, cols] = this.#size;
    const line = this.#records.shareLine(this.#game.today(), rows, cols);
    if (!line) return;
    try {
      await navigator.clipboard.writeText(line);
      this.#ui.shared.textContent = `Copied: ${line}`;
    } catch {
      this.#ui.shared.textContent = `Copy this line: ${line}`; // no clipboard here: the line to copy by hand
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
          el('td', {}, KINDS[best.kind] ?? best.kind),
          el('td', { class: 'num' }, best.fewestOver === null ? '—' : overWords(best.fewestOver)),
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
        const over = entry.optimal === null ? '' : ` (${overWords(entry.moves - entry.optimal)}${entry.proven ? '' : ' on the best known'})`;
        return el('li', {}, `${entry.rows}×${entry.cols} ${(KINDS[entry.kind] ?? entry.kind).toLowerCase()}: ${plural(entry.moves, 'move')}${over}, ${game.formatTime(entry.timeMs)} · ${entry.date}`);
      }),
    );
    this.#showDaily();
  }
}

/** Moves over par as a player reads them: "at par", "+3". */
function overWords(over) {
  return over === 0 ? 'at par' : over > 0 ? `+${over}` : String(over);
}
