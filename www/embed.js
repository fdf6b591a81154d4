// embed.html: one <n-puzzle> configured by the query string, for an <iframe>.
//
//   <iframe src="https://example.org/npuzzle/embed.html?board=8,6,7,2,5,4,3,0,1&controls=solve,step"
//           title="The hardest 8-puzzle, solved by A*" style="width:100%;border:0" height="560"></iframe>
//
// The parameters are the element's attributes, read by the same reader (settings.js); a
// parameter the widget does not know, or one given twice, is listed above it. The values go in
// with setAttribute: nothing from the URL is parsed as HTML. `lang=` is the widget's language
// (and the page's, with its direction): embed.html?lang=ar is in Arabic, right to left.
//
// Height: whenever the page's height changes, it posts to its parent
//   {type: 'npuzzle:height', height}       (CSS pixels, the whole document)
// so the parent can size the iframe:
//   addEventListener('message', (event) => {
//     if (event.data?.type === 'npuzzle:height' && event.source === frame.contentWindow)
//       frame.style.height = `${event.data.height}px`;
//   });
//
// Keys: Escape, and the keys a slide deck or a presenter's clicker sends (PageDown, PageUp, the
// arrows, Home, End, Space) when nothing in the widget used them, are posted to the parent as
//   {type: 'npuzzle:key', key, keyCode}
// so that it can take the focus back and act on the key (examples/site.js; the Reveal deck
// turns the slide): a frame that was clicked into does not keep the deck's keys.

import './n-puzzle.js';
import { keepOffline, loadCore, speakerFor } from './runtime.js';
import { WIDGET_SETTINGS, capProblems, readPairs } from './session/settings.js';
import { sayAll, sayKey } from './words.js';

const params = new URLSearchParams(location.search);
const element = /** @type {import('./puzzle-element.js').NPuzzleElement} */ (document.createElement('n-puzzle'));
/**
 * The query's settings, and its problems worded by `say`.
 * @param {import('./words.js').Say} say
 */
const readQuery = (say) => readPairs(say, params, WIDGET_SETTINGS, (key) => say('embed-unknown-parameter', { name: key, known: WIDGET_SETTINGS.join(', ') }));
const { lookup, keys } = readQuery(sayKey); // its problems are worded once the core has loaded
for (const { key, value } of keys) element.setAttribute(key, value);
document.body.append(element);

// A link to the same board in the playground, in a new tab.
const link = document.createElement('a');
link.className = 'embed-link';
link.target = '_blank';
link.rel = 'noopener';
link.href = new URL('./', location.href).href;
document.body.append(link);

// The words, once the core (shared with the element) has loaded and speaks the language asked
// for: the link, and the parameters that were ignored, listed above the widget.
loadCore().then(async (core) => {
  // lang= (the element's attribute too, set above): the page speaks it, in its direction, with
  // the core the element speaks it with.
  const { core: speaking, language } = await speakerFor(core.nearestLanguage([lookup('lang')?.value ?? 'en']));
  const { say } = speaking;
  document.documentElement.lang = language.tag;
  document.documentElement.dir = language.direction;
  sayAll(say, document.documentElement);
  link.textContent = say('embed-open-playground');
  const problems = capProblems(say, readQuery(say).problems);
  if (!problems.length) return;
  const box = document.createElement('div');
  box.className = 'embed-problems';
  box.setAttribute('role', 'alert');
  const title = document.createElement('strong');
  title.textContent = say('embed-parameters-ignored');
  const list = document.createElement('ul');
  for (const text of problems) {
    const item = document.createElement('li');
    item.textContent = text;
    list.append(item);
  }
  box.append(title, list);
  element.before(box);
}, () => {}); // the element says why the core could not load
element.addEventListener('npuzzle-ready', () => {
  const board = element.puzzle?.board;
  if (!board) return;
  const hash = new URLSearchParams({ board: `${board.rows}x${board.cols}:${board.tiles.join(',')}` });
  const spellings = [['goal', 'goal'], ['algorithm', 'algo'], ['heuristic', 'h'], ['weight', 'w'], ['algorithms', 'algorithms'], ['view', 'view'], ['step', 'step']];
  const own = ['explain', 'lab-size', 'lab-h', 'lab-weights', 'mode', 'exercise', 'steps', 'seed', 'colour-by', 'lang'];
  for (const [from, to] of [...spellings, ...own.map((key) => [key, key])]) {
    const given = lookup(from);
    if (given) hash.set(to, given.value);
  }
  link.href = `${new URL('./', location.href).href}#${hash}`;
});

// An exercise's answers and a check's verdicts, for the parent page (a course page records the score): the event's
// detail as {type: 'npuzzle:exercise', kind, step, answer, right, score, total}. The parent's
// origin is not trusted: nothing is read back from it.
if (window.parent !== window) {
  element.addEventListener('npuzzle-exercise', (event) => {
    window.parent.postMessage({ type: 'npuzzle:exercise', .../** @type {CustomEvent} */ (event).detail }, '*');
  });
  // check="search" or check="solution": each verdict, {type: 'npuzzle:checked', kind, valid, step, message}.
  element.addEventListener('npuzzle-checked', (event) => {
    const { kind, valid, step, message } = /** @type {CustomEvent} */ (event).detail;
    window.parent.postMessage({ type: 'npuzzle:checked', kind, valid, step, message }, '*');
  });
}

// The height, for the parent page.
if (window.parent !== window) {
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'npuzzle:height', height }, '*');
  };
  new ResizeObserver(report).observe(document.documentElement);
  report();
}

// Keys the widget left alone, for the parent.
const PASSED_ON = new Set(['Escape', 'PageDown', 'PageUp', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']);
if (window.parent !== window) {
  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !PASSED_ON.has(event.key)) return;
    if (event.key !== 'Escape' && keepsKey(event.composedPath()[0], event.key)) return;
    window.parent.postMessage({ type: 'npuzzle:key', key: event.key, keyCode: event.keyCode }, '*');
  });
}

/** Whether `target` (inside the widget) acts on `key` itself: fields, sliders, lists, and Space on a button. */
function keepsKey(target, key) {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [role="listbox"], [contenteditable="true"]')) return true;
  return key === ' ' && target.closest('button, summary, a[href]') !== null;
}

keepOffline();
