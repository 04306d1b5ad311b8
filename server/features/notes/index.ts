/** Staff notes on a ticket. */
export { noteRoutes } from './notes.routes';
