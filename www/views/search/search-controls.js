// The Search view's controls, as markup: the cap ("Expansions to record", with its error),
// "Compare with", "Colour by", the exercise's select, Record, Stop and Record more, the status,
// the stepping controls (previous, play, next, speed, the scrubber), the lanes, the legend and
// the live region. search-view.js gives them their behaviour.

import { algorithmLabel, heuristicLabel } from '../../catalog.js';
import { el } from '../../dom.js';
import { LEGEND } from './search-tree.js';

/** "Colour by": the node's state, or its band of equal f, g or h. */
export const COLOUR_KEYS = ['state', 'f', 'g', 'h'];
const BANDS_LISTED = 16;
/** The exercises, each with the key of its name. */
const EXERCISES = [
  ['predict', 'search-exercise-predict'],
  ['expand', 'search-exercise-expand'],
  ['values', 'search-exercise-values'],
];

/**
 * The controls (`ui`, by name), the stepping controls' box (hidden while an exercise runs) and
 * the view's root, holding the `lanes` given.
 * @param {any} core
 * @param {{compact: boolean, lanes: HTMLElement[]}} options
 */
export function searchControls(core, { compact, lanes }) {
  /** @type {import('../../words.js').Say} */
  const say = core.say;
  const { defaultCap } = core.recordFacts();
  const id = (name) => `search-${name}`;
  const button = (name, text, extra = {}) => el('button', { type: 'button', id: id(name), ...extra }, text);
  const ui = {
    // Text, so that what was typed is what is refused ("abc"), with its reason.
    cap: el('input', { type: 'text', id: id('cap'), value: defaultCap, inputmode: 'numeric', autocomplete: 'off', size: 8 }),
    capError: el('p', { id: id('cap-error'), class: 'field-error', hidden: true }),
    compare: el('select', { id: id('compare') }, el('option', { value: '' }, say('search-compare-nothing')), ...compareOptions(say, core)),
    run: button('run', say('search-record'), { class: 'primary' }),
    cancel: button('cancel', say('solve-stop'), { disabled: true }),
    status: el('p', { id: id('status'), class: 'solve-status', role: 'status', dataset: { state: 'idle' } }, say('search-idle')),
    more: button('more', say('search-record-more'), { hidden: true }),
    colour: el('select', { id: id('colour') }, ...COLOUR_KEYS.map((key) => el('option', { value: key }, key === 'state' ? say('search-colour-state') : key))),
    bands: el('ul', { id: id('bands'), class: 'search-legend', hidden: true }),
    exercise: el('select', { id: id('exercise') }, ...EXERCISES.map(([kind, name]) => el('option', { value: kind }, say(name)))),
    exerciseRun: button('exercise-run', say('search-exercise-start')),
    previous: button('previous', say('search-previous'), { disabled: true, 'aria-keyshortcuts': 'ArrowLeft' }),
    next: button('next', say('search-next'), { disabled: true, 'aria-keyshortcuts': 'ArrowRight' }),
    play: button('play', say('search-play'), { disabled: true, 'aria-keyshortcuts': 'Space' }),
    speed: el('input', { type: 'range', id: id('speed'), min: 0, max: 3, step: 0.1, value: 1, 'aria-valuetext': say('search-speed-value', { count: 10 }) }),
    scrubber: el('input', { type: 'range', id: id('scrubber'), min: 0, max: 0, step: 1, value: 0, disabled: true }),
    step: el('output', { id: id('step') }, say('search-step-of', { step: 0, total: 0 })),
    lanes: el('div', { class: 'search-lanes' }),
    live: el('p', { id: id('live'), class: 'visually-hidden', 'aria-live': 'polite' }),
  };
ui.lanes.append(...lanes);
  const label = (text, input, forId) => el('label', { class: 'field', for: forId }, el('span', {}, text), input);
  const row = (...children) => el('div', { class: 'row' }, ...children);
  const stepping = el('div', {}, row(ui.previous, ui.play, ui.next, label(say('search-speed'), ui.speed, id('speed'))), row(label(say('search-expansion'), ui.scrubber, id('scrubber')), ui.step));
  const legend = el(
    'ul',
    { class: 'search-legend', 'aria-label': say('search-colours') },
    ...LEGEND.map(([name, colour]) => el('li', {}, el('span', { class: 'swatch', style: { 'border-color': colour } }), say(name))),
  );
  const root = el(
    'div',
    { class: compact ? 'npw-search' : 'group', id: id('section'), dataset: { state: 'idle' }, tabindex: -1 },
    el(
      'details',
      { class: 'help search-help' },
      el('summary', { id: id('summary') }),
      el(
        'p',
        { id: id('help') },
        say('search-help'),
      ),
    ),
    el('div', { class: 'fields' }, label(say('search-cap'), ui.cap, id('cap')), label(say('search-compare'), ui.compare, id('compare'))),
    ui.capError,
    el('div', { class: 'fields' }, label(say('search-colour'), ui.colour, id('colour')), label(say('search-exercise'), ui.exercise, id('exercise'))),
    el('div', { class: 'row' }, ui.run, ui.cancel, ui.exerciseRun),
    ui.status,
    el('div', { class: 'row' }, ui.more),
    stepping,
    ui.lanes,
    legend,
    ui.bands,
    ui.live,
  );
  return { ui, stepping, root };
}

/**
 * The legend of "Colour by"'s bands in `list`: each value of `key` with its colour (hidden when
 * colouring by state, `bands` null).
 * @param {import('../../words.js').Say} say
 * @param {HTMLElement} list
 * @param {[number, string][] | null} bands
 * @param {string} key
 */
export function showBands(say, list, bands, key) {
  list.hidden = !bands;
  if (!bands) return;
  list.setAttribute('aria-label', say('search-bands', { key }));
  const items = bands.slice(0, BANDS_LISTED).map(([value, colour]) =>
    el('li', {}, el('span', { class: 'swatch', style: { background: colour, 'border-color': colour } }), say('search-band', { key, value: Number(value.toFixed(2)) })),
  );
  if (bands.length > BANDS_LISTED) items.push(el('li', {}, say('search-bands-more', { count: bands.length - BANDS_LISTED })));
  list.replaceChildren(...items);
}

/**
 * Says in the view's help what "Record search" records: in a widget, which may have no Solve
 * panel, the searches drawn by their `names`; in the playground, the Solve panel's choice.
 * @param {import('../../words.js').Say} say
 * @param {HTMLElement} root the view's
 * @param {string[]} names
 */
export function describeRecording(say, root, names) {
  const summary = root.querySelector('summary');
  if (!summary) return;
  const [first, last] = names;
  summary.textContent = !root.classList.contains('npw-search')
    ? say('search-records-chosen')
    : last === undefined
      ? say('search-records-one', { name: first })
      : say('search-records-two', { names: { key: 'list-and-pair', args: { first, last } } });
}

/**
 * The searches "Compare with" offers: each recordable algorithm, an informed one with each heuristic.
 * @param {import('../../words.js').Say} say
 */
function compareOptions(say, core) {
  const heuristics = core.heuristics();
  return core
    .algorithms()
    .filter(({ frontier }) => frontier !== 'none')
    .flatMap(({ name, usesHeuristic }) =>
      usesHeuristic
        ? heuristics.filter((h) => h !== 'none').map((h) => el('option', { value: `${name}:${h}` }, say('compare-row-title', { algorithm: algorithmLabel(say, name), heuristic: heuristicLabel(say, h) })))
        : [el('option', { value: name }, algorithmLabel(say, name))],
    );
}

/**
 * "Compare with" offers a pattern-database set only where it serves the board's size (the core
 * says which, as in the Solve panel). Answers whether the search chosen was one it no longer
 * offers: then it is set back to "Nothing".
 * @param {HTMLSelectElement} compare
 * @param {{board: {rows: number, cols: number} | null, core: any}} session
 */
export function offerServed(compare, { board, core }) {
  if (!board) return false;
  const served = core.heuristicsFor(board.rows, board.cols);
  for (const option of compare.options) {
    const heuristic = option.value && core.parseAlgorithmEntry(option.value).heuristic;
    option.hidden = Boolean(heuristic) && !served.includes(heuristic);
  }
  if (!compare.selectedOptions[0]?.hidden) return false;
  compare.value = '';
  return true;
}
