import { CalendarCheck, HandHeart, Landmark, MapPin, MessageSquareText, Users } from 'lucide-react';

const USES = [
  {
    title: 'Voter ID and persuasion',
    text: 'Find out where voters stand and which issues move them.',
    icon: MessageSquareText,
  },
  {
    title: 'Get out the vote',
    text: 'Polling places, hours and ID rules, in the voter’s own words.',
    icon: MapPin,
  },
  {
    title: 'Event reminders',
    text: 'Fill town halls and rallies, and confirm who is coming.',
    icon: CalendarCheck,
  },
  {
    title: 'Volunteer recruitment',
    text: 'Sign up canvassers and phone bankers, then hand them to staff.',
    icon: Users,
  },
  {
    title: 'Donor thank-yous',
    text: 'Thank every donor personally, the same day they give.',
    icon: HandHeart,
  },
  {
    title: 'Constituent hotline',
    text: 'Answer office questions around the clock after the election.',
    icon: Landmark,
  },
];

const STEPS = [
  {
    title: 'Load your list and script',
    text: 'Upload consented contacts, talking points and the questions to ask.',
  },
  { title: 'The AI makes the calls', text: 'It listens, answers follow-up questions and stays on message.' },
  { title: 'Results flow back', text: 'Supporter IDs, volunteer sign-ups and full transcripts, per call.' },
];

export function PoliticalSections() {
  return (
    <>
      <section aria-labelledby="uses-heading" className="bg-white py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="uses-heading" className="text-3xl font-bold tracking-tight text-blue-950 sm:text-4xl">
            One agent, every stage of the campaign
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {USES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-2xl border border-slate-200 p-6">
                <Icon className="h-6 w-6 text-red-700" aria-hidden />
                <h3 className="mt-3 font-semibold text-blue-950">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="steps-heading" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="steps-heading" className="text-3xl font-bold tracking-tight text-blue-950 sm:text-4xl">
            Live in days, not weeks
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-blue-950 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-blue-950">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-10 text-center text-sm text-slate-600">
            Backed by 20+ years of contact-centre experience and built to run 1000+ concurrent calls on
            election day.
          </p>
        </div>
      </section>
    </>
  );
}
