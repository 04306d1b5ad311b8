import { sql, type SQL } from 'drizzle-orm';
import { isoTimestamp, nullableTimestamp } from '../../db/json-text';
import { customers, dealers, tags, tenantStaff, tickets, ticketTags, warrantyClaims } from '../../db/schema';

/**
 * The Ticket answer (domain/api-types.ts), built by PostgreSQL as JSON text. The ticket list is the
 * hottest path of the API: mapping 50 joined rows through the ORM into objects and serialising them
 * again cost the server most of its CPU per request (docs/decisions/010-ticket-json-in-sql.md).
 * The embedded customer and dealer match toCustomerDto / toDealerDto; tests hold them equal.
 */

const customerJson = sql`case when ${customers.id} is null then null else json_build_object(
  'id', ${customers.id}, 'firstName', ${customers.firstName}, 'lastName', ${customers.lastName},
  'phone', ${customers.phone}, 'email', ${customers.email}, 'zipCode', ${customers.zipCode},
  'address', ${customers.address}, 'company', ${customers.company},
  'createdAt', ${isoTimestamp(customers.createdAt)}) end`;

const dealerJson = sql`case when ${dealers.id} is null then null else json_build_object(
  'id', ${dealers.id}, 'name', ${dealers.dealerName}, 'dealerId', ${dealers.dealerCode},
  'dealerName', ${dealers.dealerName}, 'contactName', ${dealers.contactName}, 'phone', ${dealers.phone},
  'email', ${dealers.email}, 'country', ${dealers.country}, 'address', ${dealers.address},
  'city', ${dealers.city}, 'state', ${dealers.state}, 'zipCode', ${dealers.zipCode},
  'createdAt', ${isoTimestamp(dealers.createdAt)}) end`;

/** Whether the list offers a claim package (decision 042); counted on the claims' ticket index. */
const claimCount = sql`(select count(*)::int from ${warrantyClaims}
  where ${warrantyClaims.tenantId} = ${tickets.tenantId} and ${warrantyClaims.ticketId} = ${tickets.id})`;

/** The owner by name, through the tenant's staff directory: a user moved to another tenant reads as none. */
const assigneeJson = sql`(select json_build_object('id', ${tenantStaff.id}, 'name', ${tenantStaff.username})
  from ${tenantStaff} where ${tenantStaff.id} = ${tickets.assigneeUserId})`;

/** The kept ticket a merged one leads to (decision 092); read only for a merged ticket. */
const mergedIntoJson = sql`case when ${tickets.mergedIntoId} is null then null else
  (select json_build_object('id', kept.id, 'number', kept.number) from tickets kept
   where kept.tenant_id = ${tickets.tenantId} and kept.id = ${tickets.mergedIntoId}) end`;
/** The ticket's tags by name (decision 089), through the primary key of ticket_tags. */
const tagsJson = sql`coalesce((select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name},
  'colour', ${tags.colour}) order by lower(${tags.name}), ${tags.id})
  from ${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId}
  where ${ticketTags.ticketId} = ${tickets.id}), '[]'::json)`;

export const ticketJson: SQL = sql`json_build_object(
  'id', ${tickets.id}, 'number', ${tickets.number}, 'subject', ${tickets.subject}, 'description', ${tickets.description},
  'status', ${tickets.status}, 'priority', ${tickets.priority}, 'category', ${tickets.category},
  'customerId', ${tickets.customerId}, 'dealerId', ${tickets.dealerId},
  'customer', ${customerJson}, 'dealer', ${dealerJson},
  'createdAt', ${isoTimestamp(tickets.createdAt)}, 'updatedAt', ${isoTimestamp(tickets.updatedAt)},
  'closedAt', ${nullableTimestamp(tickets.closedAt)}, 'claimCount', ${claimCount},
  'assignee', ${assigneeJson}, 'newReplyAt', ${nullableTimestamp(tickets.newReplyAt)},
  'dueAt', ${nullableTimestamp(tickets.dueAt)}, 'dueKind', ${tickets.dueKind},
  'waitingOn', ${tickets.waitingOn}, 'waitingSince', ${nullableTimestamp(tickets.waitingSince)},
  'mergedInto', ${mergedIntoJson}, 'tags', ${tagsJson})`;
