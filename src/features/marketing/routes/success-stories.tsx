import { Star } from 'lucide-react';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const STORIES = [
  {
    name: 'Maya R.',
    event: '40th birthday, 60 guests',
    quote:
      'I had a theme, a menu and a timeline before my coffee got cold. The "Decades" suggestion became the whole party — people are still talking about it.',
  },
  {
    name: 'Jordan T.',
    event: 'Product launch, 120 guests',
    quote:
      'Our team planned the launch together in one place. Co-admins handled vendors, I handled the run-of-show, and nobody lost track of anything.',
  },
  {
    name: 'Priya and Sam',
    event: 'Engagement party, 45 guests',
    quote:
      'We each added ideas from our phones and the suggestions blended them perfectly. The vineyard toast was exactly us.',
  },
  {
    name: 'Luis M.',
    event: 'Graduation brunch, 30 guests',
    quote: 'Budget under $500 and it still felt special. The games were a hit with both grandparents and my daughter\'s friends.',
  },
];

export function SuccessStories() {
  usePageMeta({
    title: 'Success Stories',
    description: 'Stories from hosts who planned birthdays, weddings and showers with Confetti, rated 4.9 out of 5 in more than 500 reviews.',
    path: '/success-stories',
  });
  return (
    <>
      <PageHero title="Success Stories" eyebrow="4.9/5 from 500+ reviews">
        More than 10,000 parties have been planned with Confetti. Here are a few of the hosts behind them.
      </PageHero>
      <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        {STORIES.map((s) => (
          <li key={s.name}>
            <figure className="h-full rounded-xl border border-gray-200 p-6">
              <div className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-4 fill-yellow-400 text-yellow-400" />
                ))}
              </div>
              <blockquote className="mt-3 text-gray-800">“{s.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-gray-900">{s.name}</span>
                <span className="text-gray-700"> · {s.event}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

export { SuccessStories as Component };
