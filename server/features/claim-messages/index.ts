/** The conversation between a claim's dealer and the warranty team; the dealer portal writes its side. */
export { addClaimMessageIn, claimMessagesIn } from './claim-messages.service';
