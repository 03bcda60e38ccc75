import { Link } from 'react-router';
import { Baby, Briefcase, Cake, Gift, GraduationCap, Heart, House, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { signInPath, useAuth } from '@/features/auth';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const TYPES = [
  { name: 'Birthday Party', Icon: Cake, text: "Milestones, surprise parties and kids' birthdays with age-appropriate games." },
  { name: 'Corporate Event', Icon: Briefcase, text: 'Team building, product launches, award ceremonies and conferences.' },
  { name: 'Wedding/Engagement', Icon: Heart, text: 'Engagement parties, showers, rehearsal dinners and receptions.' },
  { name: 'Graduation', Icon: GraduationCap, text: 'From high school to PhD and professional certifications.' },
  { name: 'Housewarming', Icon: House, text: 'Show off the new place with food, drinks and easy activities.' },
  { name: 'Holiday Party', Icon: Gift, text: "Fourteen holidays, from New Year's and Halloween to Mardi Gras." },
  { name: 'Baby Shower', Icon: Baby, text: 'Traditional, co-ed, virtual, gender reveal, sip and see or diaper party.' },
  { name: 'Casual Get-together', Icon: Users, text: 'Game nights, barbecues and any excuse to gather friends.' },
];

export function PlanAParty() {
  usePageMeta({
    title: 'Plan a Party',
    description: 'Start planning your party with Confetti: tell us the occasion, guests and budget, and get themes, games, food and a timeline.',
    path: '/plan-a-party',
  });
  const { user } = useAuth();
  return (
    <>
      <PageHero title="Plan a Party" eyebrow="Start here">
        Pick the kind of celebration, tell us a little about it, and Confetti drafts the whole plan for you.
      </PageHero>
      <section aria-labelledby="types-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="types-heading" className="text-center text-3xl font-bold text-gray-900">
          Every kind of party
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TYPES.map(({ name, Icon, text }) => (
            <li key={name} className="rounded-xl border border-gray-200 p-5">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 font-semibold text-gray-900">{name}</h3>
              <p className="mt-1 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="what-heading" className="bg-gray-50 py-12">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="what-heading" className="text-3xl font-bold text-gray-900">
            What you get
          </h2>
          <p className="mt-4 text-gray-700">
            Party name ideas, themes, games, a food menu, local vendors, products to order and a timeline for before, during and after the party. Keep what you
            like, regenerate what you don't, then invite your co-hosts.
          </p>
          <Button asChild variant="gradient" size="lg" className="mt-8">
            <Link to={user ? '/party-planning' : signInPath('/party-planning')}>{user ? 'Start Planning Now' : 'Sign Up to Start Planning'}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export { PlanAParty as Component };
