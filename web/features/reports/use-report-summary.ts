import { useQuery } from '@tanstack/react-query';
import type { ReportSummary } from '@domain/api-types';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useReportSummary(isEnabled = true) {
  return useQuery({
    queryKey: [...queryKeys.reports, 'summary'],
    queryFn: () => getJson<ReportSummary>('/api/reports/summary'),
    enabled: isEnabled,
  });
}
