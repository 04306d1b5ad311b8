/**
 * npm run bench: every benchmark with its budgets. BENCH_ONLY=api,web,... picks some;
 * BENCH_SECONDS shortens the load phases.
 */
import { runApiBench } from './api-bench';
import { runApiOverheadBench } from './api-overhead';
import { runEmbeddedCrowdBench } from './embedded-crowd';
import { runWebBench } from './web-bench';
import { runPhoneLimitsBench } from './phone-limits';
import { runVoiceGatewayBench } from './voice-gateway';
import { runVoiceSpeechBench } from './voice-speech';
import { runLoadMix } from './load-mix';
import { runFaultsBench } from './faults';
import { runAttachmentsBench } from './attachments';
import { runClaimsBench } from './claims';
import { runEligibilityBench } from './eligibility';
import { runMailBench } from './mail';
import { runReportsBench } from './reports';
import { runDealerStatementBench } from './dealer-statement';
import { runPortalBench } from './portal';
import { runTicketActivityBench } from './ticket-activity';
import { runTicketListBench } from './ticket-list';
import { runSearchBench } from './search';
import { runServiceTargetsBench } from './service-targets';
import { runMultiInstanceBench } from './multi-instance';
import { runMacrosBench } from './macros';
import { runLiveNotificationsBench } from './live-notifications';

const BENCHES: Record<string, () => Promise<unknown>> = {
  api: runApiBench,
  web: runWebBench,
  voice: runVoiceGatewayBench,
  speech: runVoiceSpeechBench,
  phone: runPhoneLimitsBench,
  'load-mix': runLoadMix,
  faults: runFaultsBench,
  attachments: runAttachmentsBench,
  claims: runClaimsBench,
  eligibility: runEligibilityBench,
  mail: runMailBench,
  reports: runReportsBench,
  statement: runDealerStatementBench,
  portal: runPortalBench,
  activity: runTicketActivityBench,
  'ticket-list': runTicketListBench,
  'service-targets': runServiceTargetsBench,
  overhead: runApiOverheadBench,
  crowd: runEmbeddedCrowdBench,
  search: runSearchBench,
  instances: runMultiInstanceBench,
  macros: runMacrosBench,
  live: runLiveNotificationsBench,
};

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
for (const [name, run] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n######## ${name} ########`);
  await run();
}
