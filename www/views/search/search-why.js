// "Why this node" in words: the facts the core's replay gives for an expansion (why(): how the
// node was picked, what it tied with and the rule that broke the tie, the bound, what was
// pruned, dropped or repeated) worded as a textbook says them. Nothing is decided here.

import { plural } from '../../dom.js';

const KEY_NAMES = { f: 'f', g: 'g (the path cost)', h: 'h (the estimate)' };
const listed = (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The sentences for `why` (core ReplayWhy) of a search whose order has `facts`; `record`
 * answers nodes (SearchRecord: line, g, h, f, state) and `states` names their states.
 * @param {import('../../../npuzzle.js').ReplayWhy} why
 * @param {import('../../session/search-record.js').SearchRecord} record
 */
export function whyWords(why, record) {
  const facts = record.facts;
  const node = record.node(why.node);
  const board = (id) => record.node(id).line;
  const state = (id) => facts.states[record.states[id]];
  const sentences = [];
  const fValue = Number((why.value ?? 0).toFixed(2));
  switch (why.pick) {
    case 'lowest': {
      const formula = why.key === 'f' && facts.weight !== 1 ? `f = g + ${facts.weight}·h = ${fValue}` : `${why.key} = ${fValue}`;
      sentences.push(`It had the lowest ${KEY_NAMES[why.key ?? 'f']} on the frontier (${plural(why.frontier, 'node', 'nodes')}): ${formula}.`);
      if (why.tiedCount > 0) {
        const named = Array.from(why.tied.slice(0, 2), board);
        const more = why.tiedCount - named.length;
        const others = `${listed(named)}${more > 0 ? ` and ${plural(more, 'other', 'others')}` : ''}`;
        sentences.push(
          `${plural(why.tiedCount, 'other node', 'other nodes')} had ${why.key} ${fValue} too (${others}); ` +
            `ties go to the newer node, the one reached last, so this one came first.`,
        );
      } else {
        sentences.push(`No other node had ${why.key} ${fValue}.`);
      }
      break;
    }
    case 'oldest':
      sentences.push(`It is the oldest entry in the queue (first in, first out), at depth ${why.depth}: BFS expands every node at depth ${why.depth} before any deeper one.`);
      break;
    case 'newest':
      sentences.push(`It is the newest entry on the stack (last in, first out), at depth ${why.depth} of at most ${why.depthLimit}.`);
      break;
    case 'within-bound': {
      const cost = facts.usesHeuristic ? `f = g + h = ${why.f}` : `depth ${why.f}`;
      if (why.iterationStarts) {
        sentences.push(
          node.parent === null && why.bound !== null && record.iteration > 1
            ? `A new iteration begins: the bound rises to ${why.bound}, the smallest ${facts.usesHeuristic ? 'f' : 'depth'} that went past the last bound, and the search starts again from the root.`
            : `The first iteration: the bound is ${facts.usesHeuristic ? "the start's h" : 'depth'} ${why.bound}.`,
        );
      }
      if (node.parent !== null) sentences.push(`Depth first: it is the next child of its parent with ${cost} within the bound ${why.bound}.`);
      break;
    }
    default:
      break;
  }
  if (why.replaced !== null) sentences.push(`It was reached again by a cheaper path (g ${node.g}, before g ${record.node(why.replaced).g}) and replaced that entry.`);
  const passed = why.passedOver.map((skip) => skipWords(skip, record, why, state));
  if (passed.length > 0) sentences.push(`${why.pick === 'newest' ? 'Taken off the stack first and dropped' : 'Tried before it and skipped'}: ${listed(passed)}.`);
  const generated = why.generated.filter((skip) => skip.parent === why.node);
  if (generated.length > 0) {
    const counts = { queued: 0, requeued: 0 };
    const skipped = [];
    for (const skip of generated) {
      if (skip.fate === 'queued' || skip.fate === 'requeued') counts[skip.fate] += 1;
      else skipped.push(skipWords(skip, record, why, state));
    }
    const parts = [];
    if (counts.queued) parts.push(`${plural(counts.queued, 'child', 'children')} put on the ${facts.order === 'path' ? 'path in turn' : 'frontier'}`);
    if (counts.requeued) parts.push(`${plural(counts.requeued, 'child', 'children')} put back on the frontier, reached more cheaply`);
    parts.push(...skipped);
    sentences.push(`Expanding it: ${listed(parts)}.`);
  }
  if (why.goal !== null && why.goalTest === 'generated') {
    sentences.push(`Its child ${record.node(why.goal).line} is the goal: the search tests each node as it generates it, and stops.`);
  } else if (why.goal !== null) {
    sentences.push(facts.order === 'path' ? 'Next the goal is entered: the search stops there.' : 'Next the goal leaves the frontier: the search stops there.');
  }
  return sentences.join(' ');
}

/** A node skipped: pruned past the bound or the depth limit, or a duplicate and the node it repeats. */
export function skipWords(skip, record, why, state) {
  const node = record.node(skip.node);
  if (skip.fate === 'pruned') {
    if (why.pick === 'newest') return `${node.line} (at the depth limit ${why.depthLimit})`;
    const cost = record.facts.usesHeuristic ? `f ${Number(node.f.toFixed(2))}` : `depth ${node.g}`;
    return `${node.line} pruned (${cost} past the bound ${why.bound})`;
  }
  if (skip.fate === 'duplicate') {
    if (skip.other === null) return `${node.line} skipped, a board already seen`;
    // The move back: a child of the node expanded that is its parent, or a sibling tried before
    // it (the bounded searches) that is its grandparent.
    if (skip.back) return `${node.line} skipped, the move back to its ${skip.parent === why.node ? 'parent' : 'grandparent'}`;
    const earlier = record.node(skip.other);
    const what = { closed: 'already expanded', open: 'still on the frontier', goal: 'the goal' }[state(skip.other)] ?? 'seen before';
    return `${node.line} skipped, a duplicate of the node at depth ${earlier.g} (${what})`;
  }
  return node.line;
}
