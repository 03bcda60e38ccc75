import { Calendar, Music, Sparkles, Users } from 'lucide-react';

const FEATURES = [
  {
    title: 'Smart Scheduling',
    Icon: Calendar,
    text: 'A three-phase timeline — before, during and after the party — so every task lands at the right moment.',
  },
  {
    title: 'Guest Management',
    Icon: Users,
    text: 'Invite guests and co-hosts by e-mail, give them the right permissions and see who has answered.',
  },
  {
    title: 'Entertainment',
    Icon: Music,
    text: 'Games, music and activities picked for your crowd, from toddlers to the office team.',
  },
  {
    title: 'Full Service',
    Icon: Sparkles,
    text: 'Local vendors, products to order, custom T-shirts and a party chat, all in one plan.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="features-heading" className="text-center text-3xl font-bold text-gray-900">
          Everything you need for an unforgettable party
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-gray-700">
          From the first idea to the last guest leaving, Confetti keeps the whole celebration in one place.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, Icon, text }) => (
            <li key={title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
