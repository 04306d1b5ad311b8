/**
 * Tyre-warranty proration (reference/tyre-warranty.md). Tread depths are in 32nds of an inch;
 * percentages are carried in basis points (1 % = 100 bp) so recomputation matches exactly.
 */
export const LEGAL_MINIMUM_32NDS = 2;
const FULL_BP = 10_000;

/** 'exact' keeps the share in basis points instead of rounding it to a whole percent. */
export const ROUNDING_POLICIES = ['nearest', 'up', 'down', 'exact'] as const;
export type RoundingPolicy = (typeof ROUNDING_POLICIES)[number];
export const ROUNDING_LABELS: Record<RoundingPolicy, string> = {
  nearest: 'Nearest whole percent',
  up: 'Up to a whole percent',
  down: 'Down to a whole percent',
  exact: 'Exact (no rounding)',
};
export type ProrationBasis = 'tread' | 'mileage';

function clampBp(bp: number): number {
  return Math.min(FULL_BP, Math.max(0, bp));
}

/** Percent worn = (original − remaining) / (original − 2), clamped to 0..100 %. */
export function treadWornBp(original32nds: number, remaining32nds: number): number | null {
  const usable = original32nds - LEGAL_MINIMUM_32NDS;
  if (!Number.isFinite(usable) || !Number.isFinite(remaining32nds) || usable <= 0) return null;
  return clampBp(Math.round(((original32nds - remaining32nds) / usable) * FULL_BP));
}

/** Remaining depth is the average of the readings taken in the centre two grooves. */
export function averageReading(readings: number[]): number | null {
  if (readings.length === 0) return null;
  return readings.reduce((sum, value) => sum + value, 0) / readings.length;
}

/** Percent of miles used = (odometer at claim − at installation) / miles warranted, clamped. */
export function mileageUsedBp(mileageOn: number, mileageOff: number, milesWarranted: number): number | null {
  if (![mileageOn, mileageOff, milesWarranted].every(Number.isFinite) || milesWarranted <= 0) return null;
  if (mileageOff < mileageOn) return null;
  return clampBp(Math.round(((mileageOff - mileageOn) / milesWarranted) * FULL_BP));
}

/** Rounds basis points to a whole percent under a programme's rounding policy ('exact' keeps it). */
export function toWholePercent(bp: number, policy: RoundingPolicy): number {
  const percent = bp / 100;
  if (policy === 'exact') return percent;
  if (policy === 'up') return Math.ceil(percent - 1e-9);
  if (policy === 'down') return Math.floor(percent + 1e-9);
  return Math.round(percent);
}

/** Customer pays = percent worn × price basis, in cents (mounting, balancing and taxes are extra). */
export function customerPaysCents(priceBasisCents: number, wornPercent: number): number {
  return Math.round((priceBasisCents * wornPercent) / 100);
}

/** Price basis is the lower of the dealer's selling price and the manufacturer's base list price. */
export function priceBasisCents(dealerPriceCents: number, listPriceCents: number): number {
  return Math.min(dealerPriceCents, listPriceCents);
}

export type ProrationInput = {
  creditBasisName?: string | null;
  treadOriginal?: number | null;
  treadRemaining?: number | null;
  mileageOn?: number | null;
  mileageOff?: number | null;
  milesWarranted?: number | null;
};

export type Proration = { basis: ProrationBasis; wornPercent: number; creditPercent: number };
export type RoundingSettings = Record<ProrationBasis, RoundingPolicy>;

/** Tread depth rounds to the nearest percent; mileage programmes round the customer's share up. */
export const DEFAULT_ROUNDING: RoundingSettings = { tread: 'nearest', mileage: 'up' };

function preferredBasis(creditBasisName: string | null | undefined): ProrationBasis | null {
  const name = creditBasisName?.toLowerCase() ?? '';
  if (name.includes('mile')) return 'mileage';
  if (name.includes('tread')) return 'tread';
  return null;
}

function wornBpFor(basis: ProrationBasis, input: ProrationInput): number | null {
  if (basis === 'tread') {
    if (input.treadOriginal == null || input.treadRemaining == null) return null;
    return treadWornBp(input.treadOriginal, input.treadRemaining);
  }
  if (input.mileageOn == null || input.mileageOff == null || input.milesWarranted == null) return null;
  return mileageUsedBp(input.mileageOn, input.mileageOff, input.milesWarranted);
}

/**
 * The claim's proration: the basis named by the credit basis when it says tread or mileage,
 * otherwise tread depth when its readings are present, otherwise mileage.
 */
export function prorateClaim(
  input: ProrationInput,
  rounding: RoundingSettings = DEFAULT_ROUNDING,
): Proration | null {
  const preferred = preferredBasis(input.creditBasisName);
  const order: ProrationBasis[] = preferred ? [preferred] : ['tread', 'mileage'];
  for (const basis of order) {
    const wornBp = wornBpFor(basis, input);
    if (wornBp === null) continue;
    const wornPercent = toWholePercent(wornBp, rounding[basis]);
    return { basis, wornPercent, creditPercent: (10_000 - wornPercent * 100) / 100 };
  }
  return null;
}

export type ClaimMoneyInput = {
  wornPercent: number;
  /** Per tyre, in cents. */
  sellingPriceCents?: number | null;
  listPriceCents?: number | null;
  numberOfTires?: number | null;
  /** Claim totals, in cents, never prorated. */
  mountingCents?: number | null;
  balancingCents?: number | null;
  taxCents?: number | null;
  /** Within the free-replacement window the customer pays only the extras. */
  freeReplacement?: boolean;
};

export type ClaimMoney = { priceBasisCents: number; creditCents: number; customerPaysCents: number };

/**
 * The claim's money: price basis (the lower of the two prices) times tyres, split by the worn
 * share into what the customer pays and what is credited; extras go to the customer unprorated.
 */
export function claimMoney(input: ClaimMoneyInput): ClaimMoney | null {
  const prices = [input.sellingPriceCents, input.listPriceCents].filter(
    (value): value is number => typeof value === 'number',
  );
  if (prices.length === 0) return null;
  const basis = Math.min(...prices) * Math.max(1, input.numberOfTires ?? 1);
  const extras = (input.mountingCents ?? 0) + (input.balancingCents ?? 0) + (input.taxCents ?? 0);
  const worn = input.freeReplacement ? 0 : customerPaysCents(basis, input.wornPercent);
  return { priceBasisCents: basis, creditCents: basis - worn, customerPaysCents: worn + extras };
}

/** Michelin's window: free while no more than 2/32" or 25 % is worn, whichever suits the customer. */
export function withinFreeReplacement(
  wornBp: number,
  original32nds: number | null,
  remaining32nds: number | null,
) {
  const wornDepthOk =
    original32nds !== null &&
    remaining32nds !== null &&
    original32nds - remaining32nds <= LEGAL_MINIMUM_32NDS;
  return wornBp <= 2_500 || wornDepthOk;
}
