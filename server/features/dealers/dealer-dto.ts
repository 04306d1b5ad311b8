import type { Dealer } from '../../../domain/api-types';
import type { dealers } from '../../db/schema';

export type DealerRow = typeof dealers.$inferSelect;

export function toDealerDto(row: DealerRow): Dealer {
  return {
    id: row.id,
    name: row.dealerName,
    dealerId: row.dealerCode,
    dealerName: row.dealerName,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    country: row.country,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    createdAt: row.createdAt.toISOString(),
  };
}
