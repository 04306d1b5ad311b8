/** Signed post-call deliveries from ElevenLabs, and the once-only claim of a delivery. */
export { elevenLabsEventSchema } from './elevenlabs-webhook.schema';
export { claimWebhookEvent, releaseWebhookEvent } from './webhooks.queries';
