import {
  statementDays,
  statementRange,
  statementTotals,
  type DealerStatement,
  type DealerStatementQuery,
} from '../../../domain/dealer-statement';
import { notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { findDealer } from '../dealers';
import { statementLines } from './dealer-statement.queries';

/**
 * What the tenant credited one dealer in a month or date range, from the ledger alone: a
 * statement sent once adds up the same later, since ledger rows never change (decision 074).
 */
export async function dealerStatement(
  ctx: Pick<StaffContext, 'tenantId' | 'inTenant'>,
  query: DealerStatementQuery,
): Promise<DealerStatement> {
  const days = statementDays(query);
  return ctx.inTenant(async (tx) => {
    const dealer = await findDealer(tx, ctx.tenantId, query.dealerId);
    if (!dealer) throw notFound('Dealer');
    const lines = await statementLines(tx, ctx.tenantId, dealer.id, statementRange(days));
    return {
      dealer: { id: dealer.id, dealerName: dealer.dealerName, dealerCode: dealer.dealerCode },
      ...days,
      lines,
      totals: statementTotals(lines),
    };
  });
}
