import { z } from 'zod';
import { count, rowId, timestamp } from './responses';

/**
 * A customer's rating of a closed ticket (docs/decisions/091-satisfaction-surveys.md): queued when
 * the ticket closes, e-mailed with a one-click link per score, answered once, within SURVEY_DAYS.
 */
export const SURVEY_STATUSES = ['queued', 'sent', 'answered', 'failed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** How long a survey's link works after it is sent. */
export const SURVEY_DAYS = 14;
export const SURVEY_COMMENT_MAX = 2000;
export const SURVEY_SCORES = [1, 2, 3, 4, 5] as const;

/** The link's token as given: anything that is not a survey's answers 404. */
export const surveyTokenParams = z.object({ token: z.string().max(100) });

export const SURVEY_NOT_FOUND = 'This rating link is not valid.';
export const SURVEY_EXPIRED = 'This rating link has expired.';
export const SURVEY_ANSWERED = 'Thank you: this ticket has already been rated.';

/** GET /api/surveys/:token: what the customer is asked to rate. */
export const surveyViewSchema = z.object({
  ticketNumber: z.number().int(),
  subject: z.string(),
  tenantName: z.string(),
  expiresAt: timestamp,
});
export type SurveyView = z.output<typeof surveyViewSchema>;

/** POST /api/surveys/:token: the score, and an optional comment. */
export const answerSurveySchema = z.object({
  score: z.coerce
    .number({ error: 'Choose a score from 1 to 5' })
    .int('Choose a score from 1 to 5')
    .min(1, 'Choose a score from 1 to 5')
    .max(5, 'Choose a score from 1 to 5'),
  comment: z
    .string()
    .trim()
    .max(SURVEY_COMMENT_MAX, `Keep the comment under ${SURVEY_COMMENT_MAX} characters`)
    .optional()
    .transform((value) => value || null),
});
export type AnswerSurveyInput = z.input<typeof answerSurveySchema>;

export const surveyAnswerResponseSchema = z.object({ score: z.number().int(), answeredAt: timestamp });

/** The Reports page's satisfaction figures: answers given in the period. */
const satisfactionFigureSchema = z.object({
  responses: count,
  /** Mean score, one decimal; null without answers. */
  averageScore: z.number().nullable(),
  /** Share of answers scoring 4 or 5, in percent. */
  satisfiedRate: z.number(),
});
export const satisfactionFiguresSchema = satisfactionFigureSchema.extend({
  byAgent: z.array(satisfactionFigureSchema.extend({ userId: rowId, name: z.string() })),
});
export type SatisfactionFigures = z.output<typeof satisfactionFiguresSchema>;
