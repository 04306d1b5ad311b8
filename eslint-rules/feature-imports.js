import path from 'node:path';

/** The server's features and the web app's: each is imported from outside only through its index.ts. */
const FEATURE_ROOTS = ['server/features', 'web/features'];
/** The route registry: the one file outside a feature that reaches its routes modules. */
const ROUTE_REGISTRY = 'server/app.routes.ts';

/** '<root>/<name>/<rest>' → { root, name, rest } ('' for the folder itself), else null. */
function featureOf(file) {
  const parts = file.split('/');
  const root = `${parts[0]}/${parts[1]}`;
  if (parts.length < 3 || !FEATURE_ROOTS.includes(root)) return null;
  return { root, name: parts[2], rest: parts.slice(3).join('/') };
}

/**
 * Outside a feature's folder only its public module may be imported: `features/<name>` or
 * `features/<name>/index`; and the route registry (server/app.routes.ts) imports its `*.routes` modules.
 * Relative imports are resolved from the importing file.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts' },
    messages: {
      internal: "'{{spec}}' reaches into the {{name}} feature: import '{{index}}' (its index.ts) instead.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const importerPath = path.relative(root, context.filename).split(path.sep).join('/');
    const importer = featureOf(importerPath);
    function check(node) {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), spec);
      const target = featureOf(path.relative(root, resolved).split(path.sep).join('/'));
      if (!target || (target.root === importer?.root && target.name === importer.name)) return;
      if (target.rest === '' || /^index(\.tsx?)?$/.test(target.rest)) return;
      if (importerPath === ROUTE_REGISTRY && /^[^/]+\.routes(\.ts)?$/.test(target.rest)) return;
      const folder = path.join(root, target.root, target.name);
      let index = path.relative(path.dirname(context.filename), folder).split(path.sep).join('/');
      if (!index.startsWith('.')) index = `./${index}`;
      context.report({ node, messageId: 'internal', data: { spec, name: target.name, index } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
