import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dealerStatementSchema,
  ownStatementQuerySchema,
  type StatementPeriod,
} from '../../../domain/dealer-statement';
import {
  portalClaimSchema,
  portalClaimsQuerySchema,
  portalDealerSchema,
  portalNewClaimSchema,
} from '../../../domain/dealer-portal';
import { fileResponse } from '../../../domain/responses';
import { sendPage } from '../../lib/pagination';
import { authenticateDealer, requireDealer, type DealerContext } from '../../lib/request-context';
import { tenantNameOf } from '../../lib/tenant-name';
import { dealerStatement, statementCsv, statementFileName, statementPdf } from '../reports';
import { fileDealerClaim, portalClaims, portalDealer } from './portal.service';

const tags = ['portal'];

/** The dealer's own statement: the same ledger staff send, for the account's dealer only. */
const ownStatement = (ctx: DealerContext, period: StatementPeriod) =>
  dealerStatement(ctx, { ...period, dealerId: ctx.dealerId });

/** The dealer portal's API: dealer accounts only; staff get 403 (decision 086). */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateDealer);

  app.get('/api/portal/me', { schema: { response: { 200: portalDealerSchema }, tags } }, async (request) =>
    portalDealer(await requireDealer(request)),
  );

  app.get(
    '/api/portal/claims',
    {
      schema: { querystring: portalClaimsQuerySchema, response: { 200: z.array(portalClaimSchema) }, tags },
    },
    async (request, reply) =>
      sendPage(reply, await portalClaims(await requireDealer(request), request.query)),
  );

  app.post(
    '/api/portal/claims',
    { schema: { body: portalNewClaimSchema, response: { 201: portalClaimSchema }, tags } },
    async (request, reply) => {
      const claim = await fileDealerClaim(app.deps, await requireDealer(request), request.body);
      return reply.status(201).send(claim);
    },
  );

  const querystring = ownStatementQuerySchema;

  app.get(
    '/api/portal/statement',
    { schema: { querystring, response: { 200: dealerStatementSchema }, tags } },
    async (request) => ownStatement(await requireDealer(request), request.query),
  );

  app.get(
    '/api/portal/statement.csv',
    { schema: { querystring, response: { 200: fileResponse('text/csv', 'Your statement as CSV') }, tags } },
    async (request, reply) => {
      const statement = await ownStatement(await requireDealer(request), request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${statementFileName(statement, 'csv')}"`)
        .header('Cache-Control', 'no-store')
        .send(statementCsv(statement));
    },
  );

  app.get(
    '/api/portal/statement.pdf',
    {
      schema: {
        querystring,
        response: { 200: fileResponse('application/pdf', 'Your statement as a PDF') },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireDealer(request);
      const statement = await ownStatement(ctx, request.query);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${statementFileName(statement, 'pdf')}"`)
        .header('Cache-Control', 'no-store')
        .send(statementPdf(statement, tenantNameOf(ctx), ctx.now));
    },
  );
};
