import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { ProBadge, UpgradeToProButton } from '@/features/checkout';
import { profileQueryOptions } from '@/features/profile';
import { PRO_PRICE_PER_MONTH } from '@/lib/constants';
import { cn } from '@/lib/utils';
import { PageHero } from '../components/page-hero';
import { ADD_ONS, PRICING_TIERS } from '../lib/claims';
import { usePageMeta } from '@/lib/page-meta';

export function Pricing() {
  const { hash } = useLocation();
  // 'Upgrade to Pro' elsewhere in the app leads to /pricing#pro.
  useEffect(() => {
    if (hash === '#pro') document.getElementById('pro')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  usePageMeta({
    title: 'Pricing',
    description: 'Planning with Confetti’s AI is free. Choose a per-event package for hands-on help, or Confetti Pro: simple, transparent pricing.',
    path: '/pricing',
  });
  return (
    <>
      <PageHero title="Simple, transparent pricing" eyebrow="Pricing">
        Planning with Confetti's AI is free, with a daily allowance of AI generations; Confetti Pro makes them unlimited. When
        you want hands-on help, choose a per-event package — budgets from $500 to $50,000+ are welcome.
      </PageHero>

      <section aria-labelledby="packages-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="packages-heading" className="text-center text-3xl font-bold text-gray-900">
          Event packages
        </h2>
        <p className="mt-2 text-center text-gray-700">One price per event. No subscriptions required.</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PRICING_TIERS.map((tier) => (
            <li key={tier.name}>
              <Card className={cn('flex h-full flex-col', tier.popular && 'border-2 border-brand-600 shadow-lg')}>
                <CardHeader>
                  {tier.popular && <Badge className="w-fit">Most Popular</Badge>}
                  <CardTitle as="h3">{tier.name}</CardTitle>
                  <CardDescription>{tier.guests}</CardDescription>
                  <p className="mt-2">
                    <span className="text-4xl font-extrabold text-gray-900">${tier.price}</span>
                    <span className="text-gray-700"> per event</span>
                  </p>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="space-y-2">
                    {tier.features.map((f) => (
                      <li key={f} className="flex gap-2 text-sm text-gray-800">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                        {f}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button asChild variant={tier.popular ? 'gradient' : 'outline'} className="w-full">
                    <Link to="/contact-us">
                      Book {tier.name}
                      <span className="sr-only"> package</span>
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="addons-heading" className="bg-gray-50 py-12">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="addons-heading" className="text-center text-3xl font-bold text-gray-900">
            Add-ons
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {ADD_ONS.map((a) => (
              <li key={a.name} className="rounded-xl border border-gray-200 bg-white p-5">
                <h3 className="font-semibold text-gray-900">{a.name}</h3>
                <p className="mt-1 text-2xl font-bold text-brand-700">+${a.price}</p>
                <p className="mt-2 text-sm text-gray-700">{a.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="pro" aria-labelledby="pro-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-12 sm:px-6">
        <Card className="border-brand-200 bg-gradient-to-br from-brand-50 to-pink-50">
          <CardHeader className="items-center text-center">
            <Crown aria-hidden="true" className="size-10 text-brand-700" />
            <CardTitle id="pro-heading">Confetti Pro</CardTitle>
            <p>
              <span className="text-4xl font-extrabold text-gray-900">${PRO_PRICE_PER_MONTH}</span>
              <span className="text-gray-700">/month</span>
            </p>
            <CardDescription>For hosts who plan often: unlimited AI plans, regenerations and saved designs.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-4">
            <ul className="space-y-2 text-sm text-gray-800">
              {['Unlimited AI party plans and regenerations', 'Unlimited T-shirt designs', 'Early access to new features', 'No contract: cancel any time'].map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                  {f}
                </li>
              ))}
            </ul>
            <p className="max-w-md text-center text-sm text-gray-700">
              Free accounts get a daily allowance of AI generations (party plans, More Ideas, party photos and T-shirt designs),
              which starts again at midnight UTC.
            </p>
            <ProPlanAction />
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="policy-heading" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h2 id="policy-heading" className="text-2xl font-bold text-gray-900">
          Cancellations and changes
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-gray-800">
          <li>Cancel 60 or more days before your event for a full refund.</li>
          <li>Cancel 30 to 59 days before your event for a 50% refund.</li>
          <li>Cancellations less than 30 days before the event are not refunded.</li>
          <li>Downgrading to a smaller package needs 30 days' notice before the event.</li>
          <li>Upgrades are possible at any time; you pay only the difference.</li>
        </ul>
      </section>
    </>
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
