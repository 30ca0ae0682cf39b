import path from 'node:path';

/**
 * The server's modules (`apps/server/src/modules/<name>/`) keep to themselves, as the web app's
 * features do (feature-boundaries.js): a module may use another's mappers and helpers, but never
 * import another module's service, repository or routes — a service that needs another module's
 * service takes it as a dependency, and apps/server/src/services.ts (the composition root) hands
 * it over. Route plugins build nothing: they read `app.services`. Type-only imports are allowed.
 */
const moduleOf = (file) => {
  const m = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]([^\\/]+)$/.exec(file);
  return m ? { name: m[1], file: m[2] } : null;
};

const LAYER = /\.(service|repository|routes)\.ts$/;
const FACTORY = /^create\w*(Service|Repository)$/;

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross: "Module '{{from}}' must not import {{target}} of module '{{to}}': take it as a dependency and wire it in src/services.ts.",
      build: 'Route plugins must not build {{name}}: read it from app.services (src/services.ts builds it once).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from) return {};
    const isRoutes = from.file.endsWith('.routes.ts');
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.') || typeOnly(node)) return;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (!to) return;
      if (to.name !== from.name && LAYER.test(to.file)) {
        context.report({ node, messageId: 'cross', data: { from: from.name, to: to.name, target: to.file } });
        return;
      }
      if (!isRoutes) return;
      for (const s of node.specifiers ?? []) {
        const name = s.imported?.name ?? s.local?.name;
        if (s.importKind !== 'type' && name && FACTORY.test(name)) context.report({ node: s, messageId: 'build', data: { name } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
