/** The reports page: ticket and claim figures for a period, and its PDF. */
export { reportRoutes } from './reports.routes';
