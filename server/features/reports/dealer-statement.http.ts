import type { FastifyReply } from 'fastify';
import type { DealerStatement } from '../../../domain/dealer-statement';
import { statementCsv, statementFileName, statementPdf } from './dealer-statement-files';

/** The statement as a CSV download, for the staff's and the dealer's routes alike. */
export function sendStatementCsv(reply: FastifyReply, statement: DealerStatement) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${statementFileName(statement, 'csv')}"`)
    .header('Cache-Control', 'no-store')
    .send(statementCsv(statement));
}

/** The statement as a PDF shown in the browser, headed with the tenant's name. */
export function sendStatementPdf(
  reply: FastifyReply,
  statement: DealerStatement,
  tenantName: string,
  now: Date,
) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${statementFileName(statement, 'pdf')}"`)
    .header('Cache-Control', 'no-store')
    .send(statementPdf(statement, tenantName, now));
}
