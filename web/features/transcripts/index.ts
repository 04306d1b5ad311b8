export { TranscriptsPanel } from './TranscriptsPanel';
