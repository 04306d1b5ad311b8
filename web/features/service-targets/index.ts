export { ServiceTargetsPage } from './ServiceTargetsPage';
