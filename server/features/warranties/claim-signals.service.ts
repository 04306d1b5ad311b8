import { dealerOutlier, signalText, type ClaimSignal } from '../../../domain/claim-signals';
import type { Tx } from '../../db/client';
import { dealerFigures, relatedClaims, writeSignals } from './claim-signals.queries';

/** One claim's signals as they stand now (docs/decisions/072-claim-signals.md). */
async function signalsOf(tx: Tx, tenantId: number, claimId: number): Promise<ClaimSignal[]> {
  const related = await relatedClaims(tx, tenantId, claimId);
  const signals: ClaimSignal[] = [];
  for (const kind of ['duplicate_dot', 'repeat_customer', 'repeat_vehicle'] as const) {
    const ids = related.filter((row) => row.kind === kind).map((row) => row.id);
    if (ids.length) signals.push({ kind, text: signalText(kind, ids), claimIds: ids });
  }
  const figures = await dealerFigures(tx, tenantId, claimId);
  const outlier = figures && dealerOutlier(figures.dealer, figures.tenant);
  if (outlier) signals.push({ kind: 'dealer_outlier', text: outlier, claimIds: [] });
  return signals;
}

/**
 * Refreshes the signals of a claim just filed or changed, and of every claim it pointed to or
 * points to now: a duplicate is flagged on both claims, and a fixed typo clears both.
 */
export async function refreshSignals(tx: Tx, tenantId: number, claimId: number, before: ClaimSignal[] = []) {
  const signals = await signalsOf(tx, tenantId, claimId);
  await writeSignals(tx, tenantId, claimId, signals);
  const others = new Set([...before, ...signals].flatMap((signal) => signal.claimIds));
  for (const other of others) await writeSignals(tx, tenantId, other, await signalsOf(tx, tenantId, other));
  return signals;
}

/** The signals of claims written together (the sample data), each judged against all the others. */
export async function judgeSignalsOf(tx: Tx, tenantId: number, claimIds: readonly number[]) {
  for (const id of claimIds) await writeSignals(tx, tenantId, id, await signalsOf(tx, tenantId, id));
}
