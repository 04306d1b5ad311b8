import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DealerStatement } from '@domain/dealer-statement';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The statement's address parameters: a dealer and a month ('YYYY-MM'). */
export type StatementQuery = { dealerId: number; month: string };

export function useDealerStatement(query: StatementQuery | null) {
  return useQuery({
    queryKey: [...queryKeys.reports, 'dealer-statement', query],
    queryFn: () => getJson<DealerStatement>('/api/reports/dealer-statement', query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The month before now's, as 'YYYY-MM': a statement is most often asked for last month. */
export function lastMonthOf(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}
