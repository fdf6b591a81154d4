// The closed disclosure a check of a student's work fills (check-work.js): its own module, so
// the Solve panel shows "Check my solution" at once and loads the check itself when it is first
// opened, after the page's first load.

import { el } from '../dom.js';

const SUMMARIES = { search: 'check-page-search', solution: 'check-page-solution' };

/**
 * "Check my search" or "Check my solution", closed.
 * @param {import('../words.js').Say} say
 * @param {'search' | 'solution'} name
 * @returns {HTMLDetailsElement}
 */
export function checkShell(say, name) {
  return /** @type {HTMLDetailsElement} */ (el('details', { class: 'group check-work', id: `check-${name}-section` }, el('summary', {}, say(SUMMARIES[name]))));
}
