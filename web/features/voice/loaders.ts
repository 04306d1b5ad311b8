// Split point: the call dialog's code loads when a visitor starts a call.
export const loadVoiceDialog = () => import('./VoiceChatDialog');
