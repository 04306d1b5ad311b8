import { COMPANY } from '../company';

/** The GDPR tab: rights of people in the EU and the UK. */
export function GdprNotice() {
  return (
    <>
      <p>
        For visitors in the European Economic Area and the United Kingdom, {COMPANY.name} is the controller of
        the personal data described in our Privacy Policy. We process it on the basis of your consent (demo
        calls), our contract with you (the platform) and our legitimate interest in keeping the service
        secure.
      </p>
      <h3>Your rights</h3>
      <ul>
        <li>Access, rectification and erasure of your personal data.</li>
        <li>Restriction of and objection to processing, and data portability.</li>
        <li>Withdrawal of consent at any time, without affecting earlier processing.</li>
        <li>A complaint to your local data protection authority.</li>
      </ul>
      <p>
        Transfers outside the EEA rely on the European Commission&apos;s Standard Contractual Clauses. We
        answer requests within one month.
      </p>
    </>
  );
}

/** The CCPA tab: rights of California residents. */
export function CcpaNotice() {
  return (
    <>
      <p>
        California residents have rights under the California Consumer Privacy Act, as amended by the CPRA,
        over the personal information listed in our Privacy Policy.
      </p>
      <h3>Your rights</h3>
      <ul>
        <li>To know what personal information we collect, use and disclose.</li>
        <li>To delete or correct personal information we hold about you.</li>
        <li>To opt out of the sale or sharing of personal information. We do not sell or share it.</li>
        <li>Not to be discriminated against for exercising these rights.</li>
      </ul>
      <p>
        To make a request, write to {COMPANY.email}. We verify requests before acting on them and answer
        within 45 days.
      </p>
    </>
  );
}
