/** Tyre dealers that sold the tyres and forward claims. */
export { dealerRoutes } from './dealers.routes';
export type { DealerRow } from './dealer-dto';
export { findDealer, listDealers } from './dealers.queries';
