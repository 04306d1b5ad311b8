export { AddCustomerDialog } from './AddCustomerDialog';
export { CustomerCard } from './CustomerCard';
export { customerName } from './customer-display';
export { useCustomerMatches } from './use-customer-matches';
export { useCustomer, useCustomerList, useCustomerTotal } from './use-customers';
export { loadAddCustomerDialog } from './loaders';
