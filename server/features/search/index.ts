/** Search everything: tickets with their notes, calls and claims, customers and dealers, ranked (decision 061). */
export { CANDIDATES_PER_SOURCE } from './search.service';
export { englishQueryStatement, searchStatement } from './search.queries';
export { searchTermsOf } from './search-terms';
