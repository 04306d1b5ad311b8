import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*(\.test)?$/;
const ROLE_WORD = /(^|[.-])(routes|service|queries)([.-]|$)/;
const ROLE_SUFFIX = /\.(routes|service|queries)(\.[a-z]+)?(\.test)?$/;
const TEST_WORD = /(^|[.-])test([.-]|$)/;

/**
 * File names: kebab-case parts joined by dots (`claims-queue.queries.ts`); React components in
 * `web/` may be PascalCase (`TicketTable.tsx`). In `server/`, a routes, service or queries file
 * says so in its last part (`<name>.routes.ts`), and test helpers live under `server/test/`.
 */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File-name conventions' },
    messages: {
      casing:
        "'{{file}}': name files in kebab-case, parts joined by dots (React components: PascalCase .tsx).",
      role: "'{{file}}': a routes, service or queries file ends in .routes.ts, .service.ts or .queries.ts.",
      testHelper:
        "'{{file}}': a test helper belongs under server/test/ (or name it *.test.ts if it is a test).",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const ext = path.extname(file);
    const base = path.basename(file, ext).replace(/\.d$/, '');
    return {
      Program(node) {
        const component = ext === '.tsx' && file.startsWith('web/') && COMPONENT.test(base);
        if (!component && !KEBAB.test(base)) context.report({ node, messageId: 'casing', data: { file } });
        if (!file.startsWith('server/')) return;
        if (ROLE_WORD.test(base) && !ROLE_SUFFIX.test(base))
          context.report({ node, messageId: 'role', data: { file } });
        if (!file.startsWith('server/test/') && TEST_WORD.test(base) && !base.endsWith('.test'))
          context.report({ node, messageId: 'testHelper', data: { file } });
      },
    };
  },
};
