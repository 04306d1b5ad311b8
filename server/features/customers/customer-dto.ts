import type { Customer } from '../../../domain/api-types';
import type { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomerDto(row: CustomerRow): Customer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    zipCode: row.zipCode,
    address: row.address,
    company: row.company,
    createdAt: row.createdAt.toISOString(),
  };
}
