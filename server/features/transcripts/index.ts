/** Call transcripts: a finished call becomes a transcript on a ticket of the demo tenant, once per call. */
export {
  findCallTicketId,
  recordCallTranscript,
  ticketTranscriptsIn,
  type TranscriptLine,
} from './transcripts.service';
