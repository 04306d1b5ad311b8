import { LegalDialog, type LegalDialogProps } from '../LegalDialog';
import { HOME_LEGAL_TABS } from './home-legal-tabs';
import { POLITICAL_LEGAL_TABS } from './political-legal-tabs';

type Props = Omit<LegalDialogProps, 'title' | 'tabs'>;

export function HomeLegalDialog(props: Props) {
  return <LegalDialog {...props} title="Legal and Compliance" tabs={HOME_LEGAL_TABS} />;
}

export function PoliticalLegalDialog(props: Props) {
  return <LegalDialog {...props} title="Legal and Compliance" tabs={POLITICAL_LEGAL_TABS} />;
}
