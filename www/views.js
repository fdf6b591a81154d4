// The views both shells offer: the playground shows each as a tab, the widget shows the ones its
// `controls` name (and the one `view` names). A view is one component file plus one entry here:
//   {name, label, create(session, {compact}) -> {root: HTMLElement}}
// `name` is what `controls` and `view` (hash, attribute, embed parameter) say; `compact` is the
// widget's card, where settings stay hidden.

import { Compare } from './compare.js';
import { SearchView } from './search-view.js';
import { SolvePanel } from './solve-panel.js';

/**
 * @typedef {{compact?: boolean, visible?: boolean, place?: {first?: number, last?: number}, algorithms?: string[]}} ViewOptions
 * @type {{name: string, label: string, create: (session: import('./session.js').Session, options: ViewOptions) => {root: HTMLElement}}[]}
 */
export const VIEWS = [
  { name: 'solve', label: 'Solve', create: (session, options) => new SolvePanel(session, options) },
  { name: 'compare', label: 'Compare', create: (session, options) => new Compare(session, options) },
  { name: 'search', label: 'Search', create: (session, options) => new SearchView(session, options) },
];
