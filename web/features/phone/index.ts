export { loadPhoneDialog } from './loaders';
