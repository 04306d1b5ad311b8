import {
  intakeReadingProblem,
  isClaimField,
  type ClaimField,
  type ClaimIntake,
} from '../../../../domain/claim-intake';
import { readClaimField, whyNotRead } from '../../../../domain/claim-field-reading';
import { fileCallClaim, type FiledClaim, type NotTaken } from './claim-filing';

export class ClaimFieldError extends Error {}

/** Files a claim's fields (the real one writes to the database; tests may stand in). */
export type ClaimFiler = (intake: ClaimIntake, endedEarly: boolean) => Promise<FiledClaim>;

export function claimFilerFor(deps: Parameters<typeof fileCallClaim>[0]): ClaimFiler {
  return (intake, endedEarly) => fileCallClaim(deps, intake, endedEarly);
}

/**
 * The claim one call is taking: fields recorded as the agent confirms them (its tool calls, or a
 * provider's data-collection results), filed once, on the agent's request or when the call ends.
 */
export class CallClaim {
  private readonly intake: ClaimIntake = {};
  private readonly notTaken: NotTaken[] = [];
  private filing?: Promise<FiledClaim>;

  constructor(
    private readonly filer: ClaimFiler,
    /** The call's day, for the rule that a purchase date is not in the future. */
    private readonly today: () => Date = () => new Date(),
  ) {}

  private problemWith<F extends ClaimField>(field: F, value: ClaimIntake[F] | null) {
    return intakeReadingProblem(this.intake, field, value, this.today().toISOString().slice(0, 10))?.message;
  }

  /** Records one field from a raw value; a value that cannot be read is an error the agent is told. */
  record(field: string, raw: string | number) {
    if (!isClaimField(field)) throw new ClaimFieldError(`Unknown claim field: ${field.slice(0, 60)}`);
    const value = readClaimField(field, raw, this.today());
    if (value === undefined) {
      const why = whyNotRead(field, String(raw));
      throw new ClaimFieldError(
        `Could not read ${field.replace(/_/g, ' ')} from "${String(raw).slice(0, 60)}"${why ? `: ${why}` : ''}`,
      );
    }
    const problem = this.problemWith(field, value);
    if (problem) throw new ClaimFieldError(`${problem}: please ask the caller again`);
    if (value !== null) this.set(field, value);
    return value;
  }

  /** Several fields at once (data-collection results, or file_claim's parameters); unreadable ones are skipped. */
  recordAll(values: Record<string, unknown>) {
    for (const [field, raw] of Object.entries(values)) {
      if (!isClaimField(field) || (typeof raw !== 'string' && typeof raw !== 'number')) continue;
      if (this.intake[field] !== undefined) continue;
      const value = readClaimField(field, raw, this.today());
      const problem =
        value === undefined ? 'could not be read' : value !== null && this.problemWith(field, value);
      if (problem) this.notTaken.push({ field, said: String(raw).slice(0, 120), why: problem });
      else if (value !== null && value !== undefined) this.set(field, value);
    }
  }

  /** Values of a data collection that were not recorded, with why: staff see them on the ticket. */
  get valuesNotTaken(): readonly NotTaken[] {
    return this.notTaken;
  }

  get fields(): Readonly<ClaimIntake> {
    return this.intake;
  }

  get hasFields() {
    return Object.keys(this.intake).length > 0;
  }

  /** Files the claim (once; a second request answers the same ticket). */
  file(): Promise<FiledClaim> {
    this.filing ??= this.filer({ ...this.intake }, false);
    return this.filing;
  }

  /** At the end of the call: the claim's ticket, filing what was recorded (marked incomplete) if the agent never filed it. */
  async finishCall(): Promise<FiledClaim | undefined> {
    if (!this.filing && this.hasFields) this.filing = this.filer({ ...this.intake }, true);
    return this.filing;
  }

  private set<F extends ClaimField>(field: F, value: NonNullable<ClaimIntake[F]>) {
    this.intake[field] = value;
  }
}
