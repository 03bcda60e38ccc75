import { Link } from 'react-router';
import { ClipboardList, Lightbulb, Share2, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const STEPS = [
  {
    Icon: ClipboardList,
    title: '1. Tell us about your party',
    text: 'Choose the party type and answer a few questions: who it is for, where, when, how many guests and your budget range.',
  },
  {
    Icon: Lightbulb,
    title: '2. Share your ideas and vision',
    text: 'Describe the feeling you are after and any special requirements — allergies, accessibility, a theme you already love.',
  },
  {
    Icon: Sparkles,
    title: '3. Pick from AI-powered suggestions',
    text: 'In 15 to 30 seconds you get party names, themes, games, food, vendors, products and a timeline. Tick what you like and save.',
  },
  {
    Icon: Share2,
    title: '4. Plan together',
    text: 'Invite co-hosts and guests by e-mail, chat in the party feed, find vendors nearby and design party T-shirts.',
  },
];

export function HowItWorks() {
  usePageMeta({
    title: 'How It Works',
    description: 'How Confetti works: describe your party, get an AI-assisted plan with themes, games, food and vendors, then invite guests and plan together.',
    path: '/how-it-works',
  });
  return (
    <>
      <PageHero title="How It Works" eyebrow="From idea to invitation">
        Confetti turns a few answers into a complete, editable party plan.
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <ol className="space-y-6">
          {STEPS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-5 rounded-xl border border-gray-200 p-6">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
                <p className="mt-1 text-gray-700">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="gradient" size="lg">
            <Link to="/watch-demo">Watch the Demo</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/pricing">See Pricing</Link>
          </Button>
        </div>
      </div>
    </>
  );
}

export { HowItWorks as Component };
