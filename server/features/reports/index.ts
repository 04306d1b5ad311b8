/** Figures over a period, and the dealer statement the dealer portal also serves. */
export { dealerStatement } from './dealer-statement.service';
export { sendStatementCsv, sendStatementPdf } from './dealer-statement.http';
