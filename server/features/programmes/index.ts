/** Each tenant's warranty programmes, which the eligibility verdict reads (docs/decisions/071). */
export { listProgrammes as listProgrammeTerms } from './programmes.queries';
export { insertProgramme, programmeTermsJson } from './programmes.queries';
