/** Call transcripts on tickets, and what other features read of them. */
export { transcriptRoutes } from './transcripts.routes';
export { ticketTranscriptsIn } from './transcripts.service';
