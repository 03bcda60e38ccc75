import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { signInPath, useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { DetailsIllustration, IdeasIllustration, SuggestionsIllustration } from '../components/demo-illustrations';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const STEPS = [
  {
    title: 'Tell us about your party',
    text: "Choose the party type, who it is for, where and when it happens, how many guests are coming and your budget range. Type-specific questions appear as you go — the couple's names for a wedding, the graduation level for a graduation.",
    Illustration: DetailsIllustration,
  },
  {
    title: 'Share your ideas and vision',
    text: 'Describe the party you imagine in your own words, plus anything the plan must respect: allergies, accessibility, a strict end time.',
    Illustration: IdeasIllustration,
  },
  {
    title: 'Pick your favourite suggestions',
    text: "In 15 to 30 seconds Confetti suggests names, themes, games, food, vendors, products and a before-during-after timeline. Tick what you like, regenerate what you don't, and save your plan.",
    Illustration: SuggestionsIllustration,
  },
];

/** A guided walkthrough of the three wizard steps, with illustrations of each screen. */
export function WatchDemo() {
  usePageMeta({
    title: 'Watch Demo',
    description:
      'See how Confetti plans a party in three steps: tell it about the party, share your ideas, and pick from AI suggestions for themes, games, food, vendors and a timeline.',
    path: '/watch-demo',
  });
  const { user } = useAuth();
  const [step, setStep] = useState(0);
  const { title, text, Illustration } = STEPS[step]!;
  const last = step === STEPS.length - 1;

  return (
    <>
      <PageHero title="See how Confetti plans a party" eyebrow="Demo">
        Three steps, about a minute. Walk through them below.
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ol className="mb-8 flex justify-center gap-2" aria-label="Demo steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <button
                type="button"
                onClick={() => setStep(i)}
                aria-current={i === step ? 'step' : undefined}
                className={cn(
                  'rounded-full px-4 py-2 text-sm font-semibold',
                  i === step ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-800 hover:bg-gray-200',
                )}
              >
                {i + 1}. {s.title}
              </button>
            </li>
          ))}
        </ol>
        <section aria-live="polite" aria-labelledby="demo-step-heading" className="grid items-center gap-10 md:grid-cols-2">
          <div>
            <p className="text-sm font-semibold text-brand-700">
              Step {step + 1} of {STEPS.length}
            </p>
            <h2 id="demo-step-heading" className="mt-1 text-3xl font-bold text-gray-900">
              {title}
            </h2>
            <p className="mt-4 text-gray-700">{text}</p>
            <div className="mt-8 flex gap-3">
              <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0}>
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              {last ? (
                <Button asChild variant="gradient">
                  <Link to={user ? '/party-planning' : signInPath('/party-planning')}>{user ? 'Start Planning Now' : 'Sign Up to Start Planning'}</Link>
                </Button>
              ) : (
                <Button variant="gradient" onClick={() => setStep(step + 1)}>
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
          <figure>
            <Illustration />
            <figcaption className="mt-3 text-center text-sm text-gray-600">
              Illustration of step {step + 1}: {title}
            </figcaption>
          </figure>
        </section>
      </div>
    </>
  );
}

export { WatchDemo as Component };
