export const loadNewClaimDialog = () => import('./NewClaimDialog');
