// What the statistics mean (STATISTICS, the one table of definitions) and a statistic's name
// with its definition on hover and on focus: a button described by its tooltip, so that the
// keyboard reaches it and a screen reader reads the definition with the name. The tooltip is a
// popover, in the top layer, so no scrolling table or card clips it; Escape hides it. Not part
// of a first visit: the Solve panel loads it with its first search, Compare with itself.

import { el } from '../dom.js';
import { say } from '../words.js';

/**
 * A statistic's name and definition, worded (in the page's language) where they are read.
 * @param {string} label the key of its name
 * @param {string} definition the key of its definition
 */
function statistic(label, definition) {
  return {
    get label() {
      return say(label);
    },
    get definition() {
      return say(definition);
    },
  };
}

/**
 * What each statistic the page shows means, in a sentence: the one table of definitions, shown
 * by `term` on hover and focus beside the statistic's name; docs/glossary.md says the same at
 * more length (an e2e test keeps every name here in it).
 */
export const STATISTICS = {
  algorithm: statistic('term-algorithm', 'term-algorithm-definition'),
  heuristic: statistic('term-heuristic', 'term-heuristic-definition'),
  length: statistic('term-length', 'term-length-definition'),
  optimal: statistic('term-optimal', 'term-optimal-definition'),
  expanded: statistic('term-expanded', 'term-expanded-definition'),
  generated: statistic('term-generated', 'term-generated-definition'),
  frontier: statistic('term-frontier', 'term-frontier-definition'),
  'max-frontier': statistic('term-max-frontier', 'term-max-frontier-definition'),
  stored: statistic('term-stored', 'term-stored-definition'),
  memory: statistic('term-memory', 'term-memory-definition'),
  'peak-memory': statistic('term-peak-memory', 'term-peak-memory-definition'),
  time: statistic('term-time', 'term-time-definition'),
  elapsed: statistic('term-elapsed', 'term-elapsed-definition'),
  bound: statistic('term-bound', 'term-bound-definition'),
  depth: statistic('term-depth', 'term-depth-definition'),
  databases: statistic('term-databases', 'term-databases-definition'),
  cores: statistic('term-cores', 'term-cores-definition'),
};

let made = 0; // for ids unique on the page

/**
 * The name of statistic `key` (a key of STATISTICS), as `label` (else its own), with its
 * definition; plain text when it has none.
 * @param {string} key
 * @param {string} [label]
 * @returns {Node | string}
 */
export function term(key, label) {
  const entry = STATISTICS[/** @type {keyof typeof STATISTICS} */ (key)];
  if (!entry) return label ?? key;
  made += 1;
  const id = `term-${key}-${made}`;
  const tip = el('span', { id, role: 'tooltip', class: 'term-tip', popover: 'manual' }, entry.definition);
  const button = el('button', { type: 'button', class: 'term', 'aria-describedby': id, dataset: { term: key } }, label ?? entry.label);
  const open = () => tip.matches(':popover-open');
  const show = () => {
    if (open() || !tip.isConnected || typeof tip.showPopover !== 'function') return;
    tip.showPopover();
    // Under the name, kept on the screen.
    const box = button.getBoundingClientRect();
    const left = Math.max(4, Math.min(box.left, document.documentElement.clientWidth - tip.offsetWidth - 4));
    const below = box.bottom + 4 + tip.offsetHeight <= window.innerHeight;
    tip.style.setProperty('left', `${left}px`);
    tip.style.setProperty('top', `${below ? box.bottom + 4 : Math.max(4, box.top - tip.offsetHeight - 4)}px`);
  };
  const hide = () => open() && tip.hidePopover();
  button.addEventListener('mouseenter', show);
  button.addEventListener('mouseleave', () => button.matches(':focus') || hide());
  button.addEventListener('focus', show);
  button.addEventListener('blur', hide);
  button.addEventListener('click', show); // a tap, where there is no hover (a tap elsewhere hides it)
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open()) return;
    event.preventDefault(); // the first Escape hides the definition; a second goes on (embed.html)
    hide();
  });
  return el('span', { class: 'term-wrap' }, button, tip);
}
