import { COMPANY } from '../company';

/** The privacy policy shared by the public pages; `audience` names who the demos are for. */
export function PrivacyPolicy({ audience = 'visitors' }: { audience?: string }) {
  return (
    <>
      <p>
        This policy explains how {COMPANY.name} collects, uses and protects personal information when{' '}
        {audience} use our website, try our AI voice demos, or use the {COMPANY.product} platform.
      </p>
      <h3>What we collect</h3>
      <ul>
        <li>Account details you give us: name, business e-mail, phone number and company.</li>
        <li>
          Demo call content: the audio you send during a demo is processed in real time to produce the
          agent&apos;s reply; a text transcript and a short summary are kept so our team can review the call.
        </li>
        <li>
          Technical data: IP address, browser type and pages visited, used for security and rate limiting.
        </li>
      </ul>
      <h3>How we use it</h3>
      <ul>
        <li>To run the demos and the platform, and to answer your questions.</li>
        <li>To prevent abuse, for example the daily limit on demo calls per device and per IP address.</li>
        <li>To improve our agents. We never sell personal information.</li>
      </ul>
      <h3>Retention and security</h3>
      <p>
        Demo transcripts are kept for up to 12 months, then deleted. Data is encrypted in transit, each
        customer&apos;s records are isolated from every other customer&apos;s, and staff access is logged.
      </p>
      <h3>Your choices</h3>
      <p>
        You may ask for a copy of your data, its correction or its deletion at any time by writing to{' '}
        {COMPANY.email}.
      </p>
    </>
  );
}
