import { FileCheck, KeyRound, Lock, ScrollText } from 'lucide-react';

const POINTS = [
  {
    title: 'Each business sealed off',
    text: 'Row-level security in the database keeps every store’s tickets, customers and calls apart.',
    icon: Lock,
  },
  {
    title: 'Sign-ins done properly',
    text: 'Passwords hashed with Argon2id, sessions in HttpOnly cookies, and throttled sign-in attempts.',
    icon: KeyRound,
  },
  {
    title: 'A full audit trail',
    text: 'Every change to a ticket, claim or account is recorded with who made it and when.',
    icon: ScrollText,
  },
  {
    title: 'GDPR and CCPA ready',
    text: 'Access, correction and deletion requests handled within the legal deadlines.',
    icon: FileCheck,
  },
];

export function TrustSection() {
  return (
    <section aria-labelledby="trust-heading" className="bg-slate-900 py-20 text-white">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-amber-400 uppercase">Security and trust</p>
          <h2 id="trust-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Your customers’ data stays yours
          </h2>
          <p className="mt-3 text-lg text-slate-300">
            Warranty claims carry names, phone numbers and vehicle details. We treat them that way.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <Icon className="h-6 w-6 text-amber-400" aria-hidden />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
