import fc from 'fast-check';
import { expect } from 'vitest';
import type { Note, Ticket, TicketStats, WarrantyClaim } from '../../../domain/api-types';
import type { TicketPriority, TicketStatus } from '../../../domain/tickets';
import type { TestClient } from '../http-client';
import * as v from './valid-values';

/** The staff account the sequences run as (created by the test in its own tenant). */
export const MODEL_AGENT = 'model.agent';

/** What staff did to the tenant's tickets, as the model expects the API to report it. */
export type TicketModel = {
  subject: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  notes: number;
  claims: number;
};
export type Model = { tickets: TicketModel[]; base: TicketStats };
export type Real = { client: TestClient; ids: number[] };
type Command = fc.AsyncCommand<Model, Real>;
type Patch = Partial<Pick<TicketModel, 'subject' | 'description' | 'status' | 'priority'>>;

/** Text with odd but storable characters, and padding the API trims. */
const freeText = fc
  .tuple(
    fc.constantFrom('', ' ', '\t'),
    fc.oneof(v.text(4), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 })),
  )
  .map(([pad, body]) => `${pad}${body.replaceAll('\u0000', '')}${pad}`)
  .filter((value) => value.trim().length > 0);

const has = (model: Model) => model.tickets.length > 0;
const at = (model: Model, index: number) => index % model.tickets.length;

async function expected<T>(promise: Promise<{ status: number; body: T; text: string }>, status: number) {
  const response = await promise;
  expect(response.status, response.text).toBe(status);
  return response.body;
}

function expectTicket(actual: Ticket, model: TicketModel) {
  const { subject, description, status, priority } = model;
  expect({ ...actual }).toMatchObject({ subject, description, status, priority });
  expect(actual.closedAt === null).toBe(status !== 'closed');
}

class CreateTicket implements Command {
  constructor(
    readonly subject: string,
    readonly priority: TicketPriority,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const body = { subject: this.subject, description: 'Modelled ticket', priority: this.priority };
    const ticket = await expected(
      real.client.post<Ticket>('/api/tickets', {
        ...body,
        customer: { name: 'Model Driver', phone: '5550001111' },
      }),
      201,
    );
    const entry: TicketModel = { ...body, subject: this.subject.trim(), status: 'open', notes: 0, claims: 0 };
    expectTicket(ticket, entry);
    model.tickets.push(entry);
    real.ids.push(ticket.id);
  }
  toString = () => `create(${JSON.stringify(this.subject)}, ${this.priority})`;
}

class EditTicket implements Command {
  constructor(
    readonly index: number,
    readonly patch: Patch,
  ) {}
  check = has;
  async run(model: Model, real: Real) {
    const i = at(model, this.index);
    const ticket = await expected(real.client.patch<Ticket>(`/api/tickets/${real.ids[i]}`, this.patch), 200);
    const trimmed = Object.fromEntries(
      Object.entries(this.patch).map(([key, value]) => [
        key,
        key === 'subject' || key === 'description' ? value.trim() : value,
      ]),
    );
    Object.assign(model.tickets[i]!, trimmed);
    expectTicket(ticket, model.tickets[i]!);
  }
  toString = () => `edit(${this.index}, ${JSON.stringify(this.patch)})`;
}

class AddNote implements Command {
  constructor(
    readonly index: number,
    readonly content: string,
  ) {}
  check = has;
  async run(model: Model, real: Real) {
    const i = at(model, this.index);
    const note = await expected(
      real.client.post<Note>('/api/notes', {
        ticketId: real.ids[i],
        content: this.content,
        authorName: 'Support Team',
      }),
      201,
    );
    expect(note).toMatchObject({
      ticketId: real.ids[i],
      content: this.content.trim(),
      // Whatever name the client sends, a note is the signed-in user's.
      authorName: MODEL_AGENT,
    });
    model.tickets[i]!.notes += 1;
  }
  toString = () => `note(${this.index}, ${JSON.stringify(this.content)})`;
}

class AddClaim implements Command {
  constructor(
    readonly index: number,
    readonly fields: Record<string, unknown>,
  ) {}
  check = has;
  async run(model: Model, real: Real) {
    const i = at(model, this.index);
    const claim = await expected(
      real.client.post<WarrantyClaim>('/api/warranties', { ticketId: real.ids[i], ...this.fields }),
      201,
    );
    expect(claim.ticketId).toBe(real.ids[i]);
    model.tickets[i]!.claims += 1;
  }
  toString = () => `claim(${this.index}, ${JSON.stringify(this.fields)})`;
}

class CloseTicket extends EditTicket {
  constructor(index: number) {
    super(index, { status: 'closed' });
  }
  override toString = () => `close(${this.index})`;
}

/** Reads everything back: each ticket, its notes and claims, the stats and the list total. */
class Verify implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    for (const [i, entry] of model.tickets.entries()) {
      const id = real.ids[i]!;
      expectTicket(await expected(real.client.get<Ticket>(`/api/tickets/${id}`), 200), entry);
      const query = { ticketId: String(id) };
      expect(await expected(real.client.get<Note[]>('/api/notes', { query }), 200)).toHaveLength(entry.notes);
      expect(
        await expected(real.client.get<WarrantyClaim[]>('/api/warranties', { query }), 200),
      ).toHaveLength(entry.claims);
    }
    const count = (status: TicketStatus) => model.tickets.filter((ticket) => ticket.status === status).length;
    const stats = await expected(real.client.get<TicketStats>('/api/tickets/stats'), 200);
    expect(stats).toEqual({
      totalTickets: model.base.totalTickets + model.tickets.length,
      openTickets: model.base.openTickets + count('open'),
      inProgressTickets: model.base.inProgressTickets + count('in-progress'),
      resolvedToday: model.base.resolvedToday + count('closed'),
      // The fuzzed tenant sets no service targets: its tickets have no due time (decision 090).
      dueSoonTickets: model.base.dueSoonTickets,
    });
    const list = await real.client.get('/api/tickets');
    expect(Number(list.headers['x-total-count'])).toBe(stats.totalTickets);
  }
  toString = () => 'verify';
}

const index = fc.nat({ max: 50 });

export const ticketCommands = [
  fc.tuple(freeText, v.priority).map(([subject, priority]) => new CreateTicket(subject, priority)),
  fc
    .tuple(
      index,
      fc.record(
        { subject: freeText, description: freeText, status: v.status, priority: v.priority },
        { requiredKeys: [] },
      ),
    )
    .filter(([, patch]) => Object.keys(patch).length > 0)
    .map(([i, patch]) => new EditTicket(i, patch)),
  fc.tuple(index, freeText).map(([i, content]) => new AddNote(i, content)),
  fc.tuple(index, v.warrantyFields).map(([i, fields]) => new AddClaim(i, fields)),
  index.map((i) => new CloseTicket(i)),
  fc.constant(new Verify()),
];
