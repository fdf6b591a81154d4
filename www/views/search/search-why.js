// "Why this node" in words: the facts the core's replay gives for an expansion (why(): how the
// node was picked, what it tied with and the rule that broke the tie, the bound, what was
// pruned, dropped or repeated) worded as a textbook says them. Nothing is decided here.

/**
 * `items` as a reader expects a list, `a, b and c` (the catalogue's list-and-pair, list-comma),
 * as the core's all_of words one.
 * @param {import('../../words.js').Say} say
 * @param {string[]} items
 */
export function listed(say, items) {
  if (items.length <= 1) return items.join('');
  let text = say('list-and-pair', { first: items.at(-2) ?? '', last: items.at(-1) ?? '' });
  for (const item of items.slice(0, -2).reverse()) text = say('list-comma', { first: item, last: text });
  return text;
}

/**
 * The sentences for `why` (core ReplayWhy) of a search whose order has `facts`; `record`
 * answers nodes (SearchRecord: line, g, h, f, state) and `states` names their states.
 * @param {import('../../words.js').Say} say
 * @param {import('../../../npuzzle.js').ReplayWhy} why
 * @param {import('../../session/search-record.js').SearchRecord} record
 */
export function whyWords(say, why, record) {
  const facts = record.facts;
  const node = record.node(why.node);
  const board = (id) => record.node(id).line;
  const state = (id) => facts.states[record.states[id]];
  const sentences = [];
  const fValue = Number((why.value ?? 0).toFixed(2));
  const key = why.key ?? 'f';
  switch (why.pick) {
    case 'lowest': {
      const formula = why.key === 'f' && facts.weight !== 1 ? `f = g + ${facts.weight}·h = ${fValue}` : `${why.key} = ${fValue}`;
      sentences.push(say('search-why-lowest', { key, count: why.frontier, formula }));
      if (why.tiedCount > 0) {
        const named = Array.from(why.tied.slice(0, 2), board);
        const more = why.tiedCount - named.length;
        const others = more > 0 ? say('search-why-and-others', { names: listed(say, named), count: more }) : listed(say, named);
        sentences.push(say('search-why-tied', { count: why.tiedCount, key, value: fValue, others }));
      } else {
        sentences.push(say('search-why-untied', { key, value: fValue }));
      }
      break;
    }
    case 'oldest':
      sentences.push(say('search-why-oldest', { depth: why.depth }));
      break;
    case 'newest':
      sentences.push(say('search-why-newest', { depth: why.depth, limit: why.depthLimit }));
      break;
    case 'within-bound': {
      const cost = facts.usesHeuristic ? { key: 'search-why-cost-f', args: { f: why.f } } : { key: 'search-why-cost-depth', args: { depth: why.f } };
      if (why.iterationStarts) {
        const again = node.parent === null && why.bound !== null && record.iteration > 1;
        const bound = { bound: why.bound ?? 0 };
        if (facts.usesHeuristic) sentences.push(say(again ? 'search-why-iteration-f' : 'search-why-first-iteration-f', bound));
        else sentences.push(say(again ? 'search-why-iteration-depth' : 'search-why-first-iteration-depth', bound));
      }
      if (node.parent !== null) sentences.push(say('search-why-depth-first', { cost, bound: why.bound ?? 0 }));
      break;
    }
    default:
      break;
  }
  if (why.replaced !== null) sentences.push(say('search-why-replaced', { g: node.g, before: record.node(why.replaced).g }));
  const passed = why.passedOver.map((skip) => skipWords(say, skip, record, why, state));
  if (passed.length > 0) sentences.push(say(why.pick === 'newest' ? 'search-why-dropped' : 'search-why-skipped', { items: listed(say, passed) }));
  const generated = why.generated.filter((skip) => skip.parent === why.node);
  if (generated.length > 0) {
    const counts = { queued: 0, requeued: 0 };
    const skipped = [];
    for (const skip of generated) {
      if (skip.fate === 'queued' || skip.fate === 'requeued') counts[skip.fate] += 1;
      else skipped.push(skipWords(say, skip, record, why, state));
    }
    const parts = [];
    if (counts.queued) parts.push(say(facts.order === 'path' ? 'search-why-queued-path' : 'search-why-queued', { count: counts.queued }));
    if (counts.requeued) parts.push(say('search-why-requeued', { count: counts.requeued }));
    parts.push(...skipped);
    sentences.push(say('search-why-expanding', { items: listed(say, parts) }));
  }
  if (why.goal !== null && why.goalTest === 'generated') {
    sentences.push(say('search-why-goal-generated', { node: record.node(why.goal).line }));
  } else if (why.goal !== null) {
    sentences.push(say(facts.order === 'path' ? 'search-why-goal-path' : 'search-why-goal-frontier'));
  }
  return sentences.join(' ');
}

/**
 * A node skipped: pruned past the bound or the depth limit, or a duplicate and the node it repeats.
 * @param {import('../../words.js').Say} say
 */
export function skipWords(say, skip, record, why, state) {
  const node = record.node(skip.node);
  if (skip.fate === 'pruned') {
    if (why.pick === 'newest') return say('search-skip-limit', { node: node.line, limit: why.depthLimit });
    if (record.facts.usesHeuristic) return say('search-skip-pruned-f', { node: node.line, f: Number(node.f.toFixed(2)), bound: why.bound });
    return say('search-skip-pruned-depth', { node: node.line, depth: node.g, bound: why.bound });
  }
  if (skip.fate === 'duplicate') {
    if (skip.other === null) return say('search-skip-seen', { node: node.line });
    // The move back: a child of the node expanded that is its parent, or a sibling tried before
    // it (the bounded searches) that is its grandparent.
    if (skip.back) return say(skip.parent === why.node ? 'search-skip-back-parent' : 'search-skip-back-grandparent', { node: node.line });
    const earlier = record.node(skip.other);
    return say('search-skip-duplicate', { node: node.line, depth: earlier.g, state: state(skip.other) ?? 'seen' });
  }
  return node.line;
}
