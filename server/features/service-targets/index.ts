/**
 * The tenant's service targets (decisions 090, 096): staff read them, tenant administrators set
 * them, and a change recomputes the due times of open tickets and of claims awaiting a decision.
 */
export { serviceTargetsSettled } from './service-targets.service';
