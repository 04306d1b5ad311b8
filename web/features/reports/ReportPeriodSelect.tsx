import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportPeriod } from '@domain/report-figures';
import { ChoiceSelect, choicesOf } from '../../components/ui/ChoiceSelect';

const CHOICES = choicesOf(REPORT_PERIODS, REPORT_PERIOD_LABELS);

export function ReportPeriodSelect({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  return (
    <ChoiceSelect
      aria-label="Report period"
      className="w-44"
      value={value}
      onChange={(next) => onChange(next as ReportPeriod)}
      choices={CHOICES}
    />
  );
}
