/** Liveness and readiness for load balancers and the two-instance setup. */
export { healthRoutes } from './health.routes';
