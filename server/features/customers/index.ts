/** Customers: the people who raise tickets and claims, found again by phone and name. */
export type { CustomerRow } from './customer-dto';
export {
  customerSearchText,
  findCustomer,
  findCustomerByPhoneAndName,
  listCustomers,
  lockCustomer,
  searchCustomers,
} from './customers.queries';
export { createCustomerIn, deleteCustomerIn } from './customers.service';
