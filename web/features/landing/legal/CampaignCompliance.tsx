export function CampaignCompliance() {
  return (
    <>
      <p>
        Campaign AI is built for lawful voter contact. Campaigns using it remain responsible for complying
        with federal, state and local election and telecommunications law.
      </p>
      <h3>Calling rules</h3>
      <ul>
        <li>
          Calls follow the Telephone Consumer Protection Act: prior express consent is required for automated
          calls to mobile numbers, and calling hours are limited to 8 a.m. to 9 p.m. in the recipient&apos;s
          time zone.
        </li>
        <li>
          Do-not-call requests are honoured at once and kept on a suppression list across all campaigns.
        </li>
        <li>Every call states that the caller is an AI agent and names the organisation it calls for.</li>
      </ul>
      <h3>Disclaimers and records</h3>
      <ul>
        <li>
          Paid-for messages carry the &quot;paid for by&quot; disclaimer the Federal Election Commission
          requires.
        </li>
        <li>Call transcripts and consent records are kept for audit for at least 4 years.</li>
        <li>Voter data is used only for the campaign that supplied it and is never resold.</li>
      </ul>
    </>
  );
}
