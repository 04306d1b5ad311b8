import { MIC_DENIED, MIC_UNSUPPORTED, VoiceCallError } from './voice-errors';

/** Spec section 9: mono, with the browser's echo cancellation, noise suppression and gain control. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

/** Asks for the microphone; failures carry the spec's texts. */
export async function requestMicrophone(mediaDevices: MediaDevices | undefined = navigator.mediaDevices) {
  if (!mediaDevices?.getUserMedia) throw new VoiceCallError(MIC_UNSUPPORTED);
  try {
    return await mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
  } catch (error) {
    if (error instanceof DOMException && DENIED.has(error.name)) throw new VoiceCallError(MIC_DENIED);
    throw error;
  }
}

export function releaseMicrophone(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}
