import { describe, expect, it } from 'vitest';
import type { ClaimIntake } from '../../../domain/claim-intake';
import { CallClaim } from './claims/call-claim';
import { runClientTool } from './voice.tools';

function contextWithFiler() {
  const filed: Array<{ intake: ClaimIntake; endedEarly: boolean }> = [];
  const claim = new CallClaim(async (intake, endedEarly) => {
    filed.push({ intake, endedEarly });
    return {
      ticketId: 42,
      ticketNumber: '#TK-042',
      claimId: 7,
      creditPercent: 50,
      creditCents: null,
      incomplete: endedEarly,
    };
  });
  let summary = '';
  const context = { setSummary: (value: string) => (summary = value), claim };
  return { context, filed, claim, summary: () => summary };
}

describe('client tools', () => {
  it('sets the summary, refuses bad parameters and unknown tools', async () => {
    const { context, summary } = contextWithFiler();
    expect(
      await runClientTool(
        { tool_name: 'set_call_summary', tool_call_id: 'c1', parameters: { summary: 'Rotation' } },
        context,
      ),
    ).toEqual({ type: 'client_tool_result', tool_call_id: 'c1', result: '{"ok":true}', is_error: false });
    expect(summary()).toBe('Rotation');
    const bad = await runClientTool(
      { tool_name: 'set_call_summary', tool_call_id: 'c2', parameters: {} },
      context,
    );
    expect(bad.is_error).toBe(true);
    expect(await runClientTool({ tool_name: 'toString', tool_call_id: 'c3' }, context)).toMatchObject({
      result: 'Unknown tool: toString',
      is_error: true,
    });
  });

  it('records claim fields as said, and refuses what it cannot read', async () => {
    const { context, claim } = contextWithFiler();
    const record = (field: string, value: string | number) =>
      runClientTool(
        { tool_name: 'record_claim_field', tool_call_id: 'r', parameters: { field, value } },
        context,
      );
    expect((await record('tread_remaining_32nds', 'six thirty-seconds')).is_error).toBe(false);
    expect((await record('mileage_now', '42,000')).is_error).toBe(false);
    expect((await record('caller_phone', '(555) 123-4567')).is_error).toBe(false);
    expect((await record('tyre_size', 'two twenty five sixty five r seventeen')).is_error).toBe(false);
    expect((await record('mileage_now', 'lots')).result).toMatch(/Could not read mileage now/);
    expect((await record('price_paid', '£172')).result).toBe(
      'Could not read price paid from "£172": Claims are paid in US dollars, so I need the price in dollars.',
    );
    expect((await record('favourite_colour', 'red')).is_error).toBe(true);
    // A date code no tyre carries (week 73) is refused with the reason, for the agent to ask again.
    expect((await record('dot_number', 'DOT EH 7K 7318')).result).toBe(
      'A DOT number ends in the week and year the tyre was made, such as 2 2 1 9 for week 22 of 2019: please ask the caller again',
    );
    expect((await record('dot_number', 'DOT EH 7K 1718')).is_error).toBe(false);
    // Week 17 of 2018 is late April 2018: a purchase in March 2018 cannot be.
    expect((await record('purchase_date', 'March 2018')).result).toBe(
      'Purchase date cannot be before the tyre was made, in week 17 of 2018: please ask the caller again',
    );
    expect((await record('price_paid', '$8')).result).toBe(
      'A tyre costs at least $20: please ask the caller again',
    );
    expect((await record('price_paid', '$600 for the set of four')).is_error).toBe(false);
    expect(claim.fields).toEqual({
      tread_remaining_32nds: 6,
      mileage_now: 42_000,
      caller_phone: '5551234567',
      tyre_size: '225/65R17',
      dot_number: 'EH7K1718',
      price_paid: 150,
    });
  });

  it('files the claim once and answers the ticket number and credit', async () => {
    const { context, filed } = contextWithFiler();
    const fileClaim = () =>
      runClientTool(
        {
          tool_name: 'file_claim',
          tool_call_id: 'f',
          parameters: { caller_name: 'Ana Lopez', miles_warranted: 60000 },
        },
        context,
      );
    expect(JSON.parse((await fileClaim()).result)).toEqual({
      ok: true,
      ticket_number: '#TK-042',
      credit_percent: 50,
      credit_dollars: null,
      incomplete: false,
    });
    await fileClaim();
    expect(filed).toEqual([
      { intake: { caller_name: 'Ana Lopez', miles_warranted: 60_000 }, endedEarly: false },
    ]);
  });

  it('refuses to file an empty claim, and a call that ends half-way files what it has', async () => {
    const { context, filed, claim } = contextWithFiler();
    expect((await runClientTool({ tool_name: 'file_claim', tool_call_id: 'f' }, context)).is_error).toBe(
      true,
    );
    expect(await claim.finishCall()).toBeUndefined();
    claim.record('caller_name', 'my name is Ana Lopez');
    expect((await claim.finishCall())?.incomplete).toBe(true);
    expect(filed).toEqual([{ intake: { caller_name: 'Ana Lopez' }, endedEarly: true }]);
  });
});
