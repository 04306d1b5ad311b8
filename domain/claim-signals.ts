import { z } from 'zod';

/**
 * Audit signals on a claim (docs/decisions/072-claim-signals.md): facts a reviewer should look at
 * before deciding, not verdicts. Each names the other claims it points to.
 */
export const SIGNAL_KINDS = ['duplicate_dot', 'repeat_customer', 'repeat_vehicle', 'dealer_outlier'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const SIGNAL_LABELS: Record<SignalKind, string> = {
  duplicate_dot: 'Duplicate DOT',
  repeat_customer: 'Repeat customer',
  repeat_vehicle: 'Repeat vehicle',
  dealer_outlier: 'Dealer outlier',
};

export const claimSignalSchema = z.object({
  kind: z.enum(SIGNAL_KINDS),
  text: z.string(),
  claimIds: z.array(z.number().int().positive()),
});
export type ClaimSignal = z.output<typeof claimSignalSchema>;

/** Another claim for the same customer or vehicle within this many days is a repeat. */
export const REPEAT_WINDOW_DAYS = 90;
/**
 * A dealer stands "far above" the tenant when its claims per ticket, or its average credit, is at
 * least this many times the tenant's, over at least this many of its claims.
 */
export const OUTLIER_FACTOR = 2;
export const OUTLIER_MIN_CLAIMS = 5;

export type DealerFigures = { claims: number; tickets: number; averageCreditCents: number | null };

/** Why a dealer's figures stand out against the tenant's, or null when they do not. */
export function dealerOutlier(dealer: DealerFigures, tenant: DealerFigures): string | null {
  if (dealer.claims < OUTLIER_MIN_CLAIMS) return null;
  const rate = (figures: DealerFigures) => (figures.tickets > 0 ? figures.claims / figures.tickets : null);
  const dealerRate = rate(dealer);
  const tenantRate = rate(tenant);
  const found: string[] = [];
  if (dealerRate !== null && tenantRate && dealerRate >= OUTLIER_FACTOR * tenantRate)
    found.push(`${dealerRate.toFixed(2)} claims a ticket against ${tenantRate.toFixed(2)} for the desk`);
  const { averageCreditCents: average } = dealer;
  const { averageCreditCents: desk } = tenant;
  if (average !== null && desk && average >= OUTLIER_FACTOR * desk)
    found.push(
      `an average credit of $${(average / 100).toFixed(2)} against $${(desk / 100).toFixed(2)} for the desk`,
    );
  return found.length ? `Dealer has ${found.join(' and ')}` : null;
}

const claimList = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

/** The sentence a signal shows for the other claims it found. */
export function signalText(kind: Exclude<SignalKind, 'dealer_outlier'>, ids: number[]): string {
  const others = `${ids.length === 1 ? 'claim' : 'claims'} ${claimList(ids)}`;
  if (kind === 'duplicate_dot') return `The same DOT serial is on ${others}`;
  const who = kind === 'repeat_customer' ? 'customer' : 'vehicle';
  return `The same ${who} has ${others} within ${REPEAT_WINDOW_DAYS} days`;
}
