// An ESLint rule for www/ (issue 39): text a person reads comes from a catalogue key
// (`say('key')`, data-say), never a literal. It flags string and template literals that look
// like words for people: a capitalised word ("Play", "Solve with IDA*"), or two words or more
// with a sentence's punctuation or spaces ("no tile below the blank"). What code compares,
// selects or names is not text: literals in comparisons and `case`s, object keys, imports,
// calls such as querySelector, classList, addEventListener, setAttribute's name, dataset, console.

const CODE_CALLS = new Set([
  'querySelector', 'querySelectorAll', 'closest', 'matches', 'getElementById', 'byId',
  'addEventListener', 'removeEventListener', 'dispatchEvent', 'postMessage', 'getItem', 'setItem', 'removeItem',
  'add', 'remove', 'toggle', 'contains', 'replace', 'get', 'has', 'set', 'delete', 'getAttribute', 'hasAttribute',
  'removeAttribute', 'toggleAttribute', 'createElement', 'createElementNS', 'getContext', 'attachShadow', 'define',
  'say', 'sayAll', 'importScripts', 'fetch', 'open', 'keys', 'match', 'test', 'split', 'join', 'startsWith',
  'endsWith', 'includes', 'indexOf', 'padStart', 'padEnd', 'mark', 'measure', 'observe', 'log', 'warn', 'error',
  'info', 'debug', 'assert', 'format', 'Error', 'TypeError', 'RangeError', 'URL', 'Blob', 'Worker', 'SharedWorker',
  'Event', 'CustomEvent', 'MessageEvent', 'matchMedia', 'getPropertyValue', 'setProperty', 'el', 'svg',
]);

const KEY_NAMES = new Set(['Escape', 'Enter', 'Space', 'Home', 'End', 'Tab', 'Backspace', 'Delete', 'PageUp', 'PageDown']);

/** Whether `text` reads as words for a person. */
function looksLikeText(text) {
  const trimmed = text.trim();
  if (!/[A-Za-z]{2,}/.test(trimmed)) return false;
  // Markup (SVG written out) and the names of keyboard keys are code.
  if (trimmed.startsWith('<') || /<[a-z]+ [a-z-]+=/.test(trimmed)) return false;
  if (KEY_NAMES.has(trimmed)) return false;
  // Identifiers, ids, paths, URLs, CSS and file names.
  if (/^[\w$.-]+$/.test(trimmed) && !/^[A-Z][a-z]+$/.test(trimmed)) return false;
  if (/^[./#[:@(]|:\/\/|^[\w-]+\(|^var\(|\{[^}]*;|^\d/.test(trimmed)) return false;
  if (/^[a-z][\w-]*(\s+[a-z][\w-]*)*$/.test(trimmed) && !/[a-z]{2,} [a-z]{2,} [a-z]{2,}/.test(trimmed)) return false;
  return /^[A-Z][a-z]/.test(trimmed) || /[a-z]{2,} [a-z]{2,}/.test(trimmed) || /[a-z][.:?!]$/.test(trimmed);
}

function calleeName(node) {
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** Whether the literal at `node` is code, not text, by where it stands. */
function isCode(node) {
  const parent = node.parent;
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'BinaryExpression':
    case 'SwitchCase':
    case 'MemberExpression':
      return true;
    case 'Property':
      return parent.key === node || (parent.key.type === 'Identifier' && ['class', 'className', 'id', 'type', 'role', 'name', 'rel', 'href', 'src', 'kind', 'state', 'view', 'dir', 'lang', 'key', 'tag'].includes(parent.key.name));
    case 'CallExpression':
    case 'NewExpression': {
      const name = calleeName(parent);
      if (name === 'setAttribute') return parent.arguments[0] === node;
      // el(tag, attributes, ...children): the tag is code, the children are text.
      if (name === 'el' || name === 'svg') return parent.arguments[0] === node;
      return name !== null && CODE_CALLS.has(name);
    }
    default:
      return false;
  }
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'text a person reads comes from a catalogue key (say), not a literal' },
    schema: [],
    messages: { literal: 'Literal text "{{text}}": give it a key in locales/en.ftl and say it (www/words.js).' },
  },
  create(context) {
    const report = (node, text) => {
      if (looksLikeText(text) && !isCode(node)) {
        context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') report(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent.type === 'TaggedTemplateExpression') return;
        report(node, node.quasis.map((quasi) => quasi.value.cooked).join(' x '));
      },
    };
  },
};
