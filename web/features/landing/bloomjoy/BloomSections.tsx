import { CalendarHeart, Gift, HeartHandshake, PenLine, Sparkles, Truck } from 'lucide-react';

const SERVICES = [
  {
    title: 'Arrangements that fit',
    text: 'Suggestions by occasion, colour and budget, from posies to centrepieces.',
    icon: Sparkles,
  },
  {
    title: 'Card messages',
    text: 'Help finding the right words, read back before the order is placed.',
    icon: PenLine,
  },
  {
    title: 'Same-day delivery',
    text: 'Cut-off times and delivery windows for your address, confirmed on the call.',
    icon: Truck,
  },
  {
    title: 'Where is my order?',
    text: 'Live delivery status, and a text when the flowers arrive.',
    icon: Gift,
  },
  {
    title: 'Sympathy orders',
    text: 'Handled gently, with funeral-home delivery arranged for you.',
    icon: HeartHandshake,
  },
  {
    title: 'Weddings and events',
    text: 'Books a consultation with our designers at a time that suits you.',
    icon: CalendarHeart,
  },
];

export function BloomSections() {
  return (
    <>
      <section aria-labelledby="services-heading" className="bg-white py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="services-heading" className="font-serif text-3xl font-bold text-rose-950 sm:text-4xl">
            What our AI florist can do for you
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-3xl bg-rose-50/70 p-6">
                <Icon className="h-6 w-6 text-rose-600" aria-hidden />
                <h3 className="mt-3 font-semibold text-rose-950">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-rose-900/80">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="rush-heading" className="bg-rose-950 py-16 text-white">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id="rush-heading" className="font-serif text-3xl font-bold">
            Never a busy signal on Mother’s Day
          </h2>
          <p className="mt-4 text-lg text-rose-100">
            Our florists have 20+ years behind the counter. The AI takes 1000+ calls at once, so on the
            busiest mornings of the year every order still gets a friendly voice.
          </p>
        </div>
      </section>
    </>
  );
}
