import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFigures, ReportPeriod } from '@domain/report-figures';
import { getJson, withQuery } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useReportFigures(period: ReportPeriod) {
  return useQuery({
    queryKey: [...queryKeys.reports, 'figures', period],
    queryFn: () => getJson<ReportFigures>(withQuery('/api/reports/figures', { period })),
    placeholderData: keepPreviousData,
  });
}
