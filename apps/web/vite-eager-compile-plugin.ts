import type { Plugin } from 'vite';

/** A wrapped CommonJS module at least this long (characters, minified) is compiled eagerly. */
export const EAGER_MIN_LENGTH = 16 * 1024;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function children(n: Node): Node[] {
  const out: Node[] = [];
  for (const [k, v] of Object.entries(n)) {
    if (k === 'type' || k === 'start' || k === 'end') continue;
    if (Array.isArray(v)) for (const c of v) if (isNode(c)) out.push(c);
    if (isNode(v)) out.push(v);
  }
  return out;
}

/** Whether an arrow's own scope reads `this` or `arguments` (a function expression would bind its own). */
function usesOwnThis(body: Node): boolean {
  const stack = [body];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'ThisExpression' || n.type === 'Super' || n.type === 'MetaProperty') return true;
    if (n.type === 'Identifier' && n.name === 'arguments') return true;
    // Functions and classes bind their own `this` and `arguments`; arrows do not.
    if (n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration' || n.type === 'ClassBody') continue;
    stack.push(...children(n));
  }
  return false;
}

/**
 * The bundler wraps each CommonJS module (React DOM, React, the scheduler) in an arrow function,
 * `require_x = __commonJSMin((exports, module) => { …the module… })`, run at its first require.
 * V8 compiles such a function lazily, on the main thread, when it is first called: for React DOM
 * that is a 200 KB body parsed inside the entry's evaluation. Written as a parenthesized function
 * expression, `(function (exports, module) { … })`, V8 compiles it with the rest of the script, on
 * the background thread that streams the script (docs/shell.md#start-up-in-short-tasks).
 *
 * Rewrites, in minified chunk code, every arrow with a block body at least `minLength` long that is
 * the only argument of a call at the top of the program (a `var` or expression statement) and does
 * not use its scope's `this` or `arguments`. Returns the code unchanged when there is none.
 */
export function eagerWrappers(code: string, parse: (code: string) => unknown, minLength = EAGER_MIN_LENGTH): string {
  const program = parse(code);
  if (!isNode(program)) return code;
  const found: { call: Node; arrow: Node }[] = [];
  for (const statement of children(program)) {
    const calls: Node[] = [];
    if (statement.type === 'VariableDeclaration') {
      for (const d of (statement.declarations as Node[]) ?? []) if (isNode(d.init) && d.init.type === 'CallExpression') calls.push(d.init);
    } else if (statement.type === 'ExpressionStatement' && isNode(statement.expression)) {
      const e = statement.expression;
      if (e.type === 'CallExpression') calls.push(e);
      if (e.type === 'SequenceExpression' || e.type === 'AssignmentExpression') {
        for (const part of e.type === 'SequenceExpression' ? (e.expressions as Node[]) : [e.right as Node]) {
          if (isNode(part) && part.type === 'AssignmentExpression' && isNode(part.right) && part.right.type === 'CallExpression')
            calls.push(part.right);
          else if (isNode(part) && part.type === 'CallExpression') calls.push(part);
        }
      }
    }
    for (const call of calls) {
      const args = call.arguments as Node[];
      const arrow = args.length === 1 ? args[0] : undefined;
      if (!arrow || arrow.type !== 'ArrowFunctionExpression' || arrow.async || !isNode(arrow.body)) continue;
      const body = arrow.body;
      if (body.type !== 'BlockStatement' || body.end - body.start < minLength || usesOwnThis(body)) continue;
      found.push({ call, arrow });
    }
  }
  let out = code;
  // From the end, so that earlier positions stay valid.
  for (const { call, arrow } of found.sort((a, b) => b.arrow.start - a.arrow.start)) {
    const body = arrow.body as Node;
    const head = out.slice(arrow.start, body.start);
    // Positions that do not land on the arrow (a parser counting bytes, not characters): leave it.
    if (out[body.start] !== '{' || out[body.end - 1] !== '}' || !/=>\s*$/.test(head)) continue;
    const params = head.replace(/=>\s*$/, '').trim();
    const list = params.startsWith('(') ? params : `(${params})`;
    // V8 compiles a function expression eagerly when it is in parentheses of its own (not only the
    // call's): `t((function(e){…}))`. The bundler writes them around its wrappers; add them if not.
    const callOpen = out.indexOf('(', (call.callee as Node).end);
    const inParens = out.slice(callOpen + 1, arrow.start).trim() === '(';
    const fn = `function${list}${out.slice(body.start, body.end)}`;
    out = `${out.slice(0, arrow.start)}${inParens ? fn : `(${fn})`}${out.slice(arrow.end)}`;
  }
  return out;
}

/** Applies eagerWrappers to every JS chunk of the build (after minification). */
export function eagerCompilePlugin(): Plugin {
  return {
    name: 'qadhya-eager-compile',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        item.code = eagerWrappers(item.code, (code) => this.parse(code));
      }
    },
  };
}
