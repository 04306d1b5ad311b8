import type { LegalTab } from '../LegalDialog';
import { CampaignCompliance } from './CampaignCompliance';
import { PrivacyPolicy } from './PrivacyPolicy';
import { TermsOfService } from './TermsOfService';

export const POLITICAL_LEGAL_TABS: LegalTab[] = [
  { value: 'privacy', label: 'Privacy Policy', content: <PrivacyPolicy audience="campaigns and voters" /> },
  { value: 'terms', label: 'Terms of Service', content: <TermsOfService /> },
  { value: 'compliance', label: 'Campaign Compliance', content: <CampaignCompliance /> },
];
