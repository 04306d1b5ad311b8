export { ContactPageLayout } from './ContactPageLayout';
export { ContactPicker } from './ContactPicker';
export type { PickedContact } from './ContactPicker';
