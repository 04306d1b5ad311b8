import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportFiguresResponseSchema, reportPeriodQuerySchema } from '../../../domain/report-figures';
import { reportSummaryResponseSchema } from '../../../domain/reports';
import { fileResponse } from '../../../domain/responses';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { tenantNameOf } from '../../lib/tenant-name';
import { reportPdf } from './report-pdf';
import type { ReportFigures, ReportPeriod } from '../../../domain/report-figures';
import type { StaffContext } from '../../lib/request-context';
import { figuresCache } from './figures-cache';
import { reportFigures } from './report-figures.service';
import { reportSummary } from './reports.service';
import { dealerStatementQuerySchema, dealerStatementSchema } from '../../../domain/dealer-statement';
import { dealerStatement } from './dealer-statement.service';
import { sendStatementCsv, sendStatementPdf } from './dealer-statement.http';

const tags = ['reports'];

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);
  const cache = figuresCache<ReportFigures>(app.deps.config.REPORT_CACHE_SECONDS * 1000);
  const figuresOf = (ctx: StaffContext, period: ReportPeriod) =>
    cache.get(`${ctx.tenantId}:${period}`, () => reportFigures(ctx, period));

  app.get(
    '/api/reports/summary',
    { schema: { response: { 200: reportSummaryResponseSchema }, tags } },
    async (request) => reportSummary(await requireStaff(request)),
  );

  app.get(
    '/api/reports/figures',
    {
      schema: { querystring: reportPeriodQuerySchema, response: { 200: reportFiguresResponseSchema }, tags },
    },
    async (request) => figuresOf(await requireStaff(request), request.query.period),
  );

  app.get(
    '/api/reports/figures.pdf',
    {
      schema: {
        querystring: reportPeriodQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The report figures as a PDF') },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      const figures = await figuresOf(ctx, request.query.period);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="report-${figures.period}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(reportPdf(figures, tenantNameOf(ctx), ctx.now));
    },
  );

  const querystring = dealerStatementQuerySchema;

  app.get(
    '/api/reports/dealer-statement',
    { schema: { querystring, response: { 200: dealerStatementSchema }, tags } },
    async (request) => dealerStatement(await requireStaff(request), request.query),
  );

  app.get(
    '/api/reports/dealer-statement.csv',
    {
      schema: {
        querystring,
        response: { 200: fileResponse('text/csv', 'The dealer statement as CSV') },
        tags,
      },
    },
    async (request, reply) => {
      return sendStatementCsv(reply, await dealerStatement(await requireStaff(request), request.query));
    },
  );

  app.get(
    '/api/reports/dealer-statement.pdf',
    {
      schema: {
        querystring,
        response: { 200: fileResponse('application/pdf', 'The dealer statement as a PDF') },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      return sendStatementPdf(reply, await dealerStatement(ctx, request.query), tenantNameOf(ctx), ctx.now);
    },
  );
};
