/** CSV exports of tickets and claims, streamed. */
export { exportRoutes } from './exports.routes';
