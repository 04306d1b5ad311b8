/**
 * Issue 24 benchmark: what the eligibility verdict adds to filing a claim (decision 071). On the
 * embedded database, in this process: filing a claim whole (createWarrantyIn, which takes the
 * verdict) as the baseline; the terms a claim is filed under as filing reads them (the tenant's
 * claim policy with its programmes, one statement) and the verdict judged on them, in a
 * transaction; and the same statement without the programmes, all filing would read without a
 * verdict, in the same transaction: timed in turn so machine noise falls on all alike. The verdict's cost is the
 * difference of the last two.
 * Budget: the verdict adds ≤ 1 ms p50 to filing a claim.
 * Run: BENCH_ONLY=eligibility npm run bench
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { isoDay } from '../domain/claim-readings';
import { eligibilityVerdict } from '../domain/eligibility';
import { rowsOf, withTenant } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { insertProgramme } from '../server/features/programmes';
import { createTicketIn } from '../server/features/tickets';
import { createWarrantyIn, readClaimTerms } from '../server/features/warranties';
import { PROGRAMMES } from '../server/setup/seed-content';
import { openFresh } from './lib/bench-database';
import { ms, printVerdicts, timeInTurn } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const BUDGET_MS = 1;

export async function runEligibilityBench() {
  const { database } = await openFresh('pglite', 'bench_eligibility');
  try {
    await migrateDatabase(database);
    const [tenant] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into tenants (name, subdomain) values ('Eligibility Bench', 'eligibility-bench') returning id`,
      ),
    );
    const tenantId = tenant!.id;
    const actor = () => ({ tenantId, user: null, now: new Date() });
    const ticket = await withTenant(database, tenantId, async (tx) => {
      for (const programme of PROGRAMMES) await insertProgramme(tx, tenantId, programme);
      return createTicketIn(tx, actor(), {
        subject: 'Bench claim',
        description: 'Claims filed by the eligibility benchmark',
        priority: 'medium',
        category: 'general',
      });
    });
    let serial = 0;
    const claim = () => {
      serial += 1;
      return {
        ticketId: ticket.id,
        creditBasisName: 'Tread Depth',
        treadDepthProrationOriginalTread: '11',
        treadDepthProrationRemainingTreadDepth: String(3 + (serial % 7)),
        tireBrand: 'Michelin',
        tireModel: 'Defender2',
        dotSerial: `DOT U2LL ${String(100_000 + serial)} ${String(10 + (serial % 40))}${17 + (serial % 8)}`,
        sellingPriceCents: 18_950,
        numberOfTires: 2,
      };
    };
    const filing = () =>
      withTenant(database, tenantId, (tx) => createWarrantyIn(tx, actor(), claim() as never));
    const verdict = () =>
      withTenant(database, tenantId, async (tx) =>
        eligibilityVerdict(claim(), (await readClaimTerms(tx, tenantId)).programmes, isoDay(new Date())),
      );
    const policyAlone = () => withTenant(database, tenantId, (tx) => readClaimTerms(tx, tenantId, false));
    const [filed, judged, policy] = await timeInTurn([filing, verdict, policyAlone], RUNS);
    const added = judged!.p50 - policy!.p50;
    const line = (name: string, latency: typeof filed) =>
      console.log(`   ${name.padEnd(44)} p50 ${ms(latency!.p50)}   p99 ${ms(latency!.p99)}`);
    line('filing a claim (baseline, verdict included)', filed);
    line('claim policy and programmes, then the verdict', judged);
    line('the claim policy alone (no verdict)', policy);
    console.log(`   the verdict adds ${ms(added)} p50 to filing`);
    printVerdicts('eligibility', [
      {
        name: `the verdict adds ≤ ${BUDGET_MS} ms p50 to filing a claim`,
        pass: added <= BUDGET_MS,
        detail: `${ms(added)} of ${ms(filed!.p50)}`,
      },
    ]);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await runEligibilityBench();
