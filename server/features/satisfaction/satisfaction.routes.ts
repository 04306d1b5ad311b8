import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerSurveySchema,
  surveyAnswerResponseSchema,
  surveyTokenParams,
  surveyViewSchema,
} from '../../../domain/satisfaction';
import { apiErrorSchema } from '../../../domain/responses';
import { answerSurvey, describeSurvey } from './satisfaction.service';

const tags = ['satisfaction'];
const refusals = { 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };

/** The rating link's own routes, for a customer who never signs in. The token is a secret: the log names the route only. */
export const satisfactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { secretInPath: true };

  app.get(
    '/api/surveys/:token',
    {
      config,
      schema: {
        params: surveyTokenParams,
        response: { 200: surveyViewSchema, ...refusals },
        tags,
        summary: 'What a rating link asks about: 404 unknown, 410 expired, 409 already answered',
      },
    },
    async (request) => describeSurvey(app.deps, request.params.token, request.ip),
  );

  app.post(
    '/api/surveys/:token',
    {
      config,
      schema: {
        params: surveyTokenParams,
        body: answerSurveySchema,
        response: { 200: surveyAnswerResponseSchema, ...refusals },
        tags,
        summary: "Record a customer's rating of a closed ticket, once",
      },
    },
    async (request) => answerSurvey(app.deps, request.params.token, request.body, request.ip),
  );
};
