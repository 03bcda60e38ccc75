import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, Crown, MessageSquare, PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { signInPath, useAuth } from '@/features/auth';
import { ProBadge, UpgradeToProButton } from '@/features/checkout';
import { profileQueryOptions } from '@/features/profile';
import { freeAllowanceQueryOptions } from '@/lib/ai-allowance';
import { PRO_PRICE_PER_MONTH } from '@/lib/constants';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';
import { HydratedApart } from '@/lib/hydrated-apart';

/** What the free plan includes; the AI line carries the configured number (docs/product.md#static-pages). */
const FREE_FEATURES = [
  'Plan, save and share as many parties as you like',
  'Guests, invitations and RSVPs, co-planners and the party chat',
  'Checklist, budget and a printable plan',
];

const PRO_FEATURES = ['Everything in Free', 'Unlimited AI generations', 'Cancel any time from your profile: Pro stays until the end of the month you paid for'];

export function Pricing() {
  const { hash } = useLocation();
  // 'Upgrade to Pro' elsewhere in the app leads to /pricing#pro; a request for help to #request.
  useEffect(() => {
    if (hash === '#pro' || hash === '#request') document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  usePageMeta({
    title: 'Pricing',
    description: 'Planning with Confetti is free, with a daily allowance of AI generations. Confetti Pro makes them unlimited for $9.99 a month.',
    path: '/pricing',
  });
  // The hero, the free plan and the request form are hydrated apart, so 'Upgrade to Pro' pressed
  // before the page is live waits for its own card only.
  return (
    <>
      <HydratedApart>
        <PageHero title="Simple, transparent pricing" eyebrow="Pricing">
          Planning with Confetti is free, with a daily allowance of AI generations. Confetti Pro makes them unlimited. That is all we sell.
        </PageHero>
      </HydratedApart>

      <section aria-labelledby="plans-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          <li>
            <HydratedApart>
              <FreePlan />
            </HydratedApart>
          </li>
          <li id="pro" className="scroll-mt-20">
            <Card className="flex h-full flex-col border-2 border-brand-600 bg-gradient-to-br from-brand-50 to-pink-50">
              <CardHeader>
                <Crown aria-hidden="true" className="size-8 text-brand-700" />
                <CardTitle as="h3" id="pro-heading">
                  Confetti Pro
                </CardTitle>
                <CardDescription>For hosts who plan often.</CardDescription>
                <p className="mt-2">
                  <span className="text-4xl font-extrabold text-gray-900">${PRO_PRICE_PER_MONTH}</span>
                  <span className="text-gray-700">/month</span>
                </p>
              </CardHeader>
              <CardContent className="flex-1">
                <FeatureList features={PRO_FEATURES} />
              </CardContent>
              <CardFooter className="justify-center">
                <ProPlanAction />
              </CardFooter>
            </Card>
          </li>
        </ul>
      </section>

      <HydratedApart>
        <section id="request" aria-labelledby="request-heading" className="scroll-mt-20 bg-gray-50 py-12">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <h2 id="request-heading" className="flex items-center gap-2 text-2xl font-bold text-gray-900">
              <MessageSquare aria-hidden="true" className="size-6 text-brand-700" />
              Request hands-on help
            </h2>
            <p className="mt-3 text-gray-800">
              Confetti does not sell event packages, planners or vendor bookings. If you would like help with your event beyond the app, tell us what you need.{' '}
              <strong>This is a request, not an order:</strong> nothing is booked and nothing is charged. We reply by e-mail to say whether we can help.
            </p>
            <div className="mt-6">
              <ContactForm defaultSubject="Request: hands-on help with my event" submitLabel="Send Request" />
            </div>
          </div>
        </section>
      </HydratedApart>
    </>
  );
}

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {features.map((f) => (
        <li key={f} className="flex gap-2 text-sm text-gray-800">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
          {f}
        </li>
      ))}
    </ul>
  );
}

/** The free plan, with the allowance the database really applies (free_ai_allowance). */
function FreePlan() {
  const { user } = useAuth();
  const allowance = useQuery(freeAllowanceQueryOptions());
  const aiLine =
    allowance.data === undefined ? 'A daily allowance of AI generations' : `${allowance.data} AI generation${allowance.data === 1 ? '' : 's'} a day`;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <PartyPopper aria-hidden="true" className="size-8 text-brand-700" />
        <CardTitle as="h3">Free</CardTitle>
        <CardDescription>For every host.</CardDescription>
        <p className="mt-2">
          <span className="text-4xl font-extrabold text-gray-900">$0</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-2">
        <FeatureList
          features={[
            ...FREE_FEATURES,
            `${aiLine} that you ask for (suggestions, Regenerate, More Ideas, a new party photo, T-shirt designs), starting again at midnight UTC`,
            'Never counted: the photo made when you save a plan, and anything made when someone opens your party',
          ]}
        />
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild variant="outline">
          <Link to={user ? '/party-planning' : signInPath('/party-planning')}>{user ? 'Plan a Party' : 'Sign Up Free'}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** 'Upgrade to Pro', or for a member who already has it, that they do (the server would refuse a second one). */
function ProPlanAction() {
  const { user } = useAuth();
  const profile = useQuery({ ...profileQueryOptions(user ?? { id: '', email: '', user_metadata: {} }), enabled: !!user });
  if (user && profile.data?.is_pro) {
    return (
      <p className="flex items-center gap-2 font-medium text-gray-900">
        <ProBadge /> You are a Confetti Pro member.{' '}
        <Link to="/profile" className="text-brand-700 underline">
          Your membership
        </Link>
      </p>
    );
  }
  return <UpgradeToProButton size="lg" />;
}

export { Pricing as Component };
