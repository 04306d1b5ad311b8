export { ProgrammesPage } from './ProgrammesPage';
