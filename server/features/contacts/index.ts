/** Customers' and dealers' pages: their tickets and claims, and deleting one nothing refers to. */
export { contactRoutes } from './contacts.routes';
