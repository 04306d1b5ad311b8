/**
 * Customer satisfaction: a closed ticket's customer rates it once by e-mail, on a public page
 * behind a single-use token (docs/decisions/091-satisfaction-surveys.md).
 */
export { queueSurveysIn, surveyExpiry, surveyMailOf } from './satisfaction.service';
export {
  failQueuedSurveys,
  leaseDueSurveys,
  ticketRatings as ticketRatingsIn,
  updateSurvey,
} from './satisfaction.queries';
