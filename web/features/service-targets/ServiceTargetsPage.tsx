import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WEEKDAYS, type Weekday } from '@domain/business-time';
import { PRIORITY_LABELS, TICKET_PRIORITIES, type TicketPriority } from '@domain/ticket-labels';
import type { ServiceTargetPolicyInput, ServiceTargetsAnswer } from '@domain/service-targets';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { getJson, sendJson, serverFieldErrors, serverMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const TARGETS = [
  ['firstResponse', 'First response'],
  ['nextResponse', 'Next response'],
  ['resolution', 'Resolution'],
] as const;
type TargetName = (typeof TARGETS)[number][0];

const DAY_LABELS: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** The form as typed: every value a string, so a half-typed number stays on screen. */
type Draft = {
  timeZone: string;
  hours: Record<Weekday, { open: boolean; start: string; end: string }>;
  holidays: string;
  targets: Record<TicketPriority, Record<TargetName, string>>;
  /** Minutes a claim pending authorization may wait for a decision; blank: claims carry no due time. */
  authorization: string;
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A new policy starts as weekdays 09:00–17:00 in the browser's zone, with common targets. */
function draftOf(policy: ServiceTargetPolicyInput | null): Draft {
  const minutes: Record<TicketPriority, [number, number, number]> = {
    high: [60, 120, 480],
    medium: [240, 480, 1440],
    low: [480, 960, 2880],
  };
  return {
    timeZone: policy?.timeZone ?? browserZone(),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const set = policy ? policy.hours[day] : day === 'saturday' || day === 'sunday' ? null : undefined;
        return [
          day,
          set === null
            ? { open: false, start: '09:00', end: '17:00' }
            : { open: true, start: set?.start ?? '09:00', end: set?.end ?? '17:00' },
        ];
      }),
    ) as Draft['hours'],
    holidays: (policy?.holidays ?? []).join('\n'),
    targets: Object.fromEntries(
      TICKET_PRIORITIES.map((priority) => [
        priority,
        Object.fromEntries(
          TARGETS.map(([name], index) => [
            name,
            String(policy ? policy.targets[priority][name] : minutes[priority][index]),
          ]),
        ),
      ]),
    ) as Draft['targets'],
    authorization: policy ? String(policy.authorization ?? '') : '480',
  };
}

function policyOf(draft: Draft) {
  return {
    timeZone: draft.timeZone.trim(),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const { open, start, end } = draft.hours[day];
        return [day, open ? { start, end } : null];
      }),
    ),
    holidays: draft.holidays
      .split(/[\s,]+/)
      .map((date) => date.trim())
      .filter(Boolean),
    targets: Object.fromEntries(
      TICKET_PRIORITIES.map((priority) => [
        priority,
        Object.fromEntries(
          TARGETS.map(([name]) => {
            const typed = draft.targets[priority][name].trim();
            return [name, typed === '' ? null : Number(typed)];
          }),
        ),
      ]),
    ),
    authorization: draft.authorization.trim() === '' ? undefined : Number(draft.authorization.trim()),
  };
}

/** Tenant administrators set the service targets (decision 090): hours, zone, holidays, minutes. */
export function ServiceTargetsPage() {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: queryKeys.serviceTargets,
    queryFn: () => getJson<ServiceTargetsAnswer>('/api/service-targets'),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (current.data && !draft) setDraft(draftOf(current.data.policy));
  }, [current.data, draft]);

  const save = useMutation({
    mutationFn: (policy: unknown) => sendJson<ServiceTargetsAnswer>('PUT', '/api/service-targets', policy),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.serviceTargets, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tickets });
      setDraft(draftOf(saved.policy));
      setErrors({});
      toast({
        title: 'Saved',
        description: saved.recomputing
          ? 'Service targets saved. Open tickets are being updated.'
          : 'Service targets saved',
      });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save service targets'),
        variant: 'destructive',
      });
    },
  });

  if (current.isError)
    return (
      <p className="p-6 text-red-800">{serverMessage(current.error, 'Failed to load service targets')}</p>
    );
  if (!current.data || !draft) return <p className="p-6 text-muted-foreground">Loading service targets...</p>;

  const setDay = (day: Weekday, patch: Partial<Draft['hours'][Weekday]>) =>
    setDraft({ ...draft, hours: { ...draft.hours, [day]: { ...draft.hours[day], ...patch } } });
  const setTarget = (priority: TicketPriority, name: TargetName, value: string) =>
    setDraft({
      ...draft,
      targets: { ...draft.targets, [priority]: { ...draft.targets[priority], [name]: value } },
    });
  const holidayError = Object.entries(errors).find(([key]) => key.startsWith('holidays'))?.[1][0];

  return (
    <form
      className="mx-auto grid max-w-4xl gap-4 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(policyOf(draft));
      }}
    >
      <div>
        <h1 className="text-2xl font-bold">Service Targets</h1>
        <p className="text-sm text-muted-foreground">
          How long tickets and warranty claims may wait, counted in business hours. The clock pauses while a
          ticket waits on the customer.
        </p>
        {current.data.policy === null ? (
          <p className="mt-2 text-sm text-muted-foreground">
            No targets are set yet: tickets have no due time.
          </p>
        ) : null}
        {current.data.recomputing ? (
          <p className="mt-2 text-sm text-muted-foreground" role="status">
            Open tickets are being updated to the new targets.
          </p>
        ) : null}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Business hours</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <FormField
            label="Time zone"
            error={errors.timeZone?.[0]}
            hint="An IANA name, such as America/Chicago"
          >
            <Input
              value={draft.timeZone}
              onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
            />
          </FormField>
          {errors.hours ? <p className="text-sm text-destructive">{errors.hours[0]}</p> : null}
          <div className="grid gap-2">
            {WEEKDAYS.map((day) => (
              <fieldset key={day} className="flex flex-wrap items-center gap-3">
                <legend className="sr-only">{DAY_LABELS[day]}</legend>
                <label className="flex w-32 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.hours[day].open}
                    onChange={(event) => setDay(day, { open: event.target.checked })}
                  />
                  {DAY_LABELS[day]}
                </label>
                {draft.hours[day].open ? (
                  <>
                    <Input
                      aria-label={`${DAY_LABELS[day]} opens`}
                      type="time"
                      className="w-32"
                      value={draft.hours[day].start}
                      onChange={(event) => setDay(day, { start: event.target.value })}
                    />
                    <span className="text-sm text-muted-foreground">to</span>
                    <Input
                      aria-label={`${DAY_LABELS[day]} closes`}
                      type="time"
                      className="w-32"
                      value={draft.hours[day].end}
                      onChange={(event) => setDay(day, { end: event.target.value })}
                    />
                    {errors[`hours.${day}.start`] || errors[`hours.${day}.end`] ? (
                      <span className="text-sm text-destructive">
                        {(errors[`hours.${day}.start`] ?? errors[`hours.${day}.end`])![0]}
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="text-sm text-muted-foreground">Closed</span>
                )}
              </fieldset>
            ))}
          </div>
          <FormField label="Holidays" error={holidayError} hint="One date per line, as YYYY-MM-DD">
            <Textarea
              rows={3}
              value={draft.holidays}
              onChange={(event) => setDraft({ ...draft, holidays: event.target.value })}
            />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Targets in business minutes</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {TICKET_PRIORITIES.map((priority) => (
            <fieldset key={priority} className="grid gap-2 sm:grid-cols-4 sm:items-end">
              <legend className="text-sm font-semibold">{PRIORITY_LABELS[priority]} priority</legend>
              {TARGETS.map(([name, label]) => (
                <FormField
                  key={name}
                  label={`${PRIORITY_LABELS[priority]}: ${label}`}
                  error={errors[`targets.${priority}.${name}`]?.[0]}
                >
                  <Input
                    inputMode="numeric"
                    value={draft.targets[priority][name]}
                    onChange={(event) => setTarget(priority, name, event.target.value)}
                  />
                </FormField>
              ))}
            </fieldset>
          ))}
          <fieldset className="grid gap-2 sm:grid-cols-4 sm:items-end">
            <legend className="text-sm font-semibold">Warranty claims</legend>
            <FormField
              label="Authorization decision"
              error={errors.authorization?.[0]}
              hint="For a claim pending authorization; blank for no due time"
            >
              <Input
                inputMode="numeric"
                value={draft.authorization}
                onChange={(event) => setDraft({ ...draft, authorization: event.target.value })}
              />
            </FormField>
          </fieldset>
        </CardContent>
      </Card>

      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Targets'}
        </Button>
      </div>
    </form>
  );
}
