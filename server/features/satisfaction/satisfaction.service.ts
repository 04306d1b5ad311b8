import { surveyLink } from '../../../domain/rate-link';
import { ticketLabel } from '../../../domain/ticket-labels';
import {
  SURVEY_ANSWERED,
  SURVEY_DAYS,
  SURVEY_EXPIRED,
  SURVEY_NOT_FOUND,
  SURVEY_SCORES,
  type answerSurveySchema,
  type SurveyView,
} from '../../../domain/satisfaction';
import type { z } from 'zod';
import { withSurveyToken, withTenant, type Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { addressKeyOf } from '../../lib/client-address';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { hashSessionToken } from '../../lib/session-token';
import { attemptSucceeded, reserveLoginAttempt } from '../auth';
import {
  findSurveyByToken,
  insertSurveys,
  recordAnswer,
  surveysEnabled,
  surveyTicket,
  type DueSurvey,
} from './satisfaction.queries';

const DAY_MS = 24 * 3600_000;

/** When a survey's link stops working, counted from its sending. */
export const surveyExpiry = (sentAt: Date) => new Date(sentAt.getTime() + SURVEY_DAYS * DAY_MS);

type TicketClose = {
  ticketId: number;
  agentUserId: number | null;
  customerEmail: string | null;
  closedAt: Date;
};

/**
 * Tickets have just closed, in their own transaction: each customer is asked to rate theirs when
 * the tenant asks for ratings and the customer has an e-mail address (decision 091).
 */
export async function queueSurveysIn(tx: Tx, tenantId: number, closes: readonly TicketClose[]) {
  const asked = closes
    .map((close) => ({ ...close, customerEmail: close.customerEmail?.trim() ?? '' }))
    .filter((close) => close.customerEmail !== '');
  if (asked.length === 0 || !(await surveysEnabled(tx, tenantId))) return;
  await insertSurveys(tx, tenantId, asked);
}

/** The e-mail asking for a rating: one link per score, each opening the page with it chosen. */
export function surveyMailOf(survey: DueSurvey, origin: string, token: string) {
  const label = ticketLabel({ number: survey.ticketNumber });
  const lines = [
    survey.firstName ? `Hello ${survey.firstName},` : 'Hello,',
    '',
    `Your ticket ${label} (${survey.subject}) has been closed. How did we do?`,
    'Choose a score from 1 (poor) to 5 (excellent); you can add a comment on the next page.',
    '',
    ...SURVEY_SCORES.map((score) => `${score}: ${surveyLink(origin, token, score)}`),
    '',
    `The links work once, for ${SURVEY_DAYS} days.`,
    '',
    `${survey.tenantName} support team`,
  ];
  return {
    to: survey.email,
    toName: survey.firstName,
    subject: `${label} How did we do?`,
    text: lines.join('\n'),
  };
}

/**
 * The survey a link's token opens, found across tenants by the token's hash alone. An unknown
 * token answers 404 and counts against the address like a failed sign-in: 429 past the limit.
 */
async function surveyOfToken(deps: AppDeps, token: string, ip: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const address = addressKeyOf(ip);
  const attemptId = await reserveLoginAttempt(db, `survey:${address}`, address, now);
  const tokenHash = hashSessionToken(token);
  const survey = await withSurveyToken(deps.database, tokenHash, (tx) => findSurveyByToken(tx, tokenHash));
  if (!survey || !survey.expiresAt || survey.status === 'failed')
    throw new AppError('NOT_FOUND', SURVEY_NOT_FOUND);
  await attemptSucceeded(db, attemptId);
  if (survey.status === 'answered') throw new AppError('CONFLICT', SURVEY_ANSWERED);
  if (survey.expiresAt <= now) throw new AppError('GONE', SURVEY_EXPIRED);
  return { ...survey, expiresAt: survey.expiresAt, tokenHash };
}

export async function describeSurvey(deps: AppDeps, token: string, ip: string): Promise<SurveyView> {
  const survey = await surveyOfToken(deps, token, ip);
  const ticket = await withTenant(deps.database, survey.tenantId, (tx) =>
    surveyTicket(tx, survey.tenantId, survey.ticketId),
  );
  if (!ticket) throw new AppError('NOT_FOUND', SURVEY_NOT_FOUND);
  return { ...ticket, expiresAt: survey.expiresAt.toISOString() };
}

/** The customer's answer, once: the link is then used up (409 on every later try). */
export async function answerSurvey(
  deps: AppDeps,
  token: string,
  input: z.output<typeof answerSurveySchema>,
  ip: string,
) {
  const survey = await surveyOfToken(deps, token, ip);
  const answeredAt = deps.clock.now();
  const answered = await withTenant(deps.database, survey.tenantId, async (tx) => {
    const row = await recordAnswer(tx, survey.tenantId, survey, { ...input, answeredAt });
    if (!row) return false;
    await recordAudit(tx, {
      tenantId: survey.tenantId,
      userId: null,
      action: 'update',
      entity: 'satisfaction_survey',
      entityId: survey.id,
      changes: { score: input.score, commented: input.comment !== null },
    });
    return true;
  });
  if (!answered) throw new AppError('CONFLICT', SURVEY_ANSWERED);
  return { score: input.score, answeredAt: answeredAt.toISOString() };
}
