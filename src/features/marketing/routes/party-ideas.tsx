import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const IDEAS = [
  {
    title: 'Backyard Movie Night',
    type: 'Casual Get-together',
    text: 'A projector, a white sheet, blankets and a popcorn bar with five seasonings. Let guests vote on the film when they RSVP.',
  },
  {
    title: 'Around-the-World Potluck',
    type: 'Housewarming',
    text: 'Give each guest a country and a mini passport to stamp at every dish. Hand out a prize for the best-travelled plate.',
  },
  {
    title: 'Decades Dance-Off',
    type: 'Birthday Party',
    text: 'One decade per hour on the playlist, costume points for each era and a photo booth with matching props.',
  },
  {
    title: 'Escape-Room Team Day',
    type: 'Corporate Event',
    text: 'Split the team into mixed groups, run two rooms in parallel and finish with a taco bar and awards.',
  },
  {
    title: 'Garden Tea Shower',
    type: 'Baby Shower',
    text: 'Mismatched teacups, finger sandwiches, a onesie-decorating station and a guess-the-baby-photo game.',
  },
  {
    title: 'Cap-and-Gown Brunch',
    type: 'Graduation',
    text: 'A waffle bar in school colours, an advice jar for the graduate and a slideshow from first day to last.',
  },
  {
    title: 'Friendsgiving Feast',
    type: 'Holiday Party',
    text: 'Assign courses by sign-up sheet, set a long shared table and play a round of gratitude charades.',
  },
  {
    title: 'Vineyard Engagement Toast',
    type: 'Wedding/Engagement',
    text: 'A wine-tasting flight picked by the couple, a how-we-met trivia game and string lights at sunset.',
  },
];

export function PartyIdeas() {
  usePageMeta({
    title: 'Party Ideas',
    description: 'Party themes with games, food and decorations: borrow one as it is or let Confetti build a plan around it.',
    path: '/party-ideas',
  });
  return (
    <>
      <PageHero title="Party Ideas" eyebrow="Inspiration">
        Themes with their games, food and decorations. Borrow one as it is, or describe it in the wizard and let Confetti build the plan around it.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {IDEAS.map((idea) => (
            <li key={idea.title} className="rounded-xl border border-gray-200 p-6">
              <p className="text-sm font-semibold text-brand-700">{idea.type}</p>
              <h2 className="mt-1 text-xl font-bold text-gray-900">{idea.title}</h2>
              <p className="mt-2 text-gray-700">{idea.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <p className="text-gray-700">Want more? Browse what other hosts have shared.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/public-parties">Browse Public Parties</Link>
          </Button>
        </div>
      </div>
    </>
  );
}

export { PartyIdeas as Component };
