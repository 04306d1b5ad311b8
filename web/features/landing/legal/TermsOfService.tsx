import { COMPANY } from '../company';

export function TermsOfService() {
  return (
    <>
      <p>
        These terms govern your use of the {COMPANY.product} website, the AI voice demos and the platform
        provided by {COMPANY.name}. By using them you agree to these terms.
      </p>
      <h3>Demos</h3>
      <ul>
        <li>Demo calls are time-limited and capped at 10 calls per device and 10 per IP address each day.</li>
        <li>
          The demo agents are for evaluation only. Their answers are not professional, legal, financial or
          warranty advice and do not create a contract.
        </li>
        <li>Do not share sensitive personal data such as card numbers or health details during a demo.</li>
      </ul>
      <h3>Acceptable use</h3>
      <p>
        You must not use the service to harass anyone, to place unlawful calls, to probe or disrupt our
        systems, or to impersonate another person or business.
      </p>
      <h3>Liability</h3>
      <p>
        The service is provided &quot;as is&quot;. To the extent the law allows, our liability for any claim
        is limited to the fees you paid us in the 12 months before the claim. These terms are governed by the
        laws of the State of Ohio.
      </p>
    </>
  );
}
