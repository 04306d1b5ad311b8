import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import featureImports from './feature-imports.js';
import fileNames from './file-names.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never } });
const at = (file: string) => path.join(process.cwd(), file);

describe('feature-imports', () => {
  tester.run('feature-imports', featureImports, {
    valid: [
      {
        filename: at('server/features/notes/notes.service.ts'),
        code: "import { openTicket } from '../tickets';",
      },
      {
        filename: at('server/features/notes/notes.service.ts'),
        code: "import { openTicket } from '../tickets/index';",
      },
      {
        filename: at('server/features/notes/notes.service.ts'),
        code: "import { x } from './notes.queries';",
      },
      {
        filename: at('server/app.routes.ts'),
        code: "import { noteRoutes } from './features/notes/notes.routes';",
      },
      { filename: at('bench/x.ts'), code: "import { openTicket } from '../server/features/tickets';" },
      { filename: at('server/features/notes/notes.service.ts'), code: "import { z } from 'zod';" },
      {
        filename: at('web/features/phone/PhoneCallDialog.tsx'),
        code: "import { useVoiceCall } from '../voice';",
      },
      {
        filename: at('web/features/landing/home/HeroSection.tsx'),
        code: "import { useDemoLauncher } from '../use-demo-launcher';",
      },
      {
        filename: at('web/pages/TicketsPage.tsx'),
        code: "import { TicketTable } from '../features/tickets';",
      },
    ],
    invalid: [
      {
        filename: at('server/features/notes/notes.service.ts'),
        code: "import { ticketExists } from '../tickets/tickets.queries';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: at('server/app.ts'),
        code: "import { noteRoutes } from './features/notes/notes.routes';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: at('server/app.routes.ts'),
        code: "import { x } from './features/notes/notes.queries';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: at('server/test/helpers.ts'),
        code: "export { x } from '../features/notes/notes.queries';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: at('bench/x.ts'),
        code: "const m = await import('../server/features/tickets/tickets.queries');",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: at('web/features/phone/PhoneCallDialog.tsx'),
        code: "import { useVoiceCall } from '../voice/use-voice-call';",
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: at('web/pages/landing/HomePage.tsx'),
        code: "import { HeroSection } from '../../features/landing/home/HeroSection';",
        errors: [{ messageId: 'internal' }],
      },
    ],
  });
});

describe('file-names', () => {
  const program = 'export {};';
  tester.run('file-names', fileNames, {
    valid: [
      { filename: at('server/features/warranties/claims-queue.queries.ts'), code: program },
      { filename: at('server/features/voice/voice.upgrade-checks.ts'), code: program },
      { filename: at('server/features/notes/notes.api.test.ts'), code: program },
      { filename: at('server/test/test-app.ts'), code: program },
      { filename: at('web/features/tickets/TicketTable.tsx'), code: program },
      { filename: at('web/features/tickets/use-tickets.ts'), code: program },
    ],
    invalid: [
      {
        filename: at('server/features/notes/NotesService.ts'),
        code: program,
        errors: [{ messageId: 'casing' }],
      },
      {
        filename: at('web/features/tickets/ticketTable.tsx'),
        code: program,
        errors: [{ messageId: 'casing' }],
      },
      {
        filename: at('server/features/notes/notes-service.ts'),
        code: program,
        errors: [{ messageId: 'role' }],
      },
      {
        filename: at('server/features/notes/routes-helpers.ts'),
        code: program,
        errors: [{ messageId: 'role' }],
      },
      {
        filename: at('server/features/notes/notes.test-helpers.ts'),
        code: program,
        errors: [{ messageId: 'testHelper' }],
      },
    ],
  });
});
