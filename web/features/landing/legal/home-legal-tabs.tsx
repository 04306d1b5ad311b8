import type { LegalTab } from '../LegalDialog';
import { CookiePolicy } from './CookiePolicy';
import { PrivacyPolicy } from './PrivacyPolicy';
import { CcpaNotice, GdprNotice } from './PrivacyRights';
import { TermsOfService } from './TermsOfService';

export const HOME_LEGAL_TABS: LegalTab[] = [
  { value: 'privacy', label: 'Privacy Policy', content: <PrivacyPolicy /> },
  { value: 'terms', label: 'Terms of Service', content: <TermsOfService /> },
  { value: 'cookies', label: 'Cookie Policy', content: <CookiePolicy /> },
  { value: 'gdpr', label: 'GDPR', content: <GdprNotice /> },
  { value: 'ccpa', label: 'CCPA', content: <CcpaNotice /> },
];
