import { COMPANY } from './company';
import { LegalContact } from './LegalDialog';
import { PrivacyPolicy } from './legal/PrivacyPolicy';
import { Modal } from '../../components/ui/Modal';
import { LEGAL_PROSE } from './ui/prose';

type PrivacyPolicyDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; audience?: string };

/** The Privacy Policy on its own, for pages without the full legal dialog. */
export function PrivacyPolicyDialog({ open, onOpenChange, audience }: PrivacyPolicyDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Privacy Policy">
      <div className={LEGAL_PROSE}>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          Effective date: {COMPANY.effectiveDate}
        </p>
        <PrivacyPolicy audience={audience} />
      </div>
      <LegalContact />
    </Modal>
  );
}
