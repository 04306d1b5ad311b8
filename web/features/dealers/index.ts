export { AddDealerDialog } from './AddDealerDialog';
export { DealerCard } from './DealerCard';
export { useDealer, useDealerList, useDealerTotal } from './use-dealers';
export { loadAddDealerDialog } from './loaders';
export { DealerPortalActivity } from './DealerPortalActivity';
