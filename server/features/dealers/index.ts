/** Tyre dealers that sold the tyres and forward claims. */
export type { DealerRow } from './dealer-dto';
export { dealerSearchText, findDealer, listDealers, lockDealer } from './dealers.queries';
export { deleteDealerIn } from './dealers.service';
