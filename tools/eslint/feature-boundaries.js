import path from 'node:path';

/**
 * `features/<a>/…` must not import from `features/<b>/…` (bulletproof-react's rule): features stay
 * independent and `app/` composes them. Works on relative and absolute specifiers.
 */
const featureOf = (file) => {
  const m = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
  return m ? m[1] : null;
};

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        "Feature '{{from}}' must not import from feature '{{to}}': move shared code to components/, lib/ or a package, and compose in app/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) + path.sep : spec.replace(/^@\//, '/src/') + '/';
      const to = featureOf(target.includes('/src/') ? target : `/src/${target}`);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
