export { NotesPanel } from './NotesPanel';
