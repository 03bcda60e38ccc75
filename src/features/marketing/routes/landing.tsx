import { Link } from 'react-router';
import { PlayCircle, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { signInPath, useAuth } from '@/features/auth';
import { InvitedParties } from '@/features/invitations';
import { TrendingCarousel } from '@/features/parties';
import { MyTasks } from '@/features/planning/home';
import { FeatureCards } from '../components/feature-cards';
import { LANDING_CLAIMS } from '../lib/claims';
import { SITE_TITLE, usePageMeta } from '@/lib/page-meta';
import { VISITOR_ONLY } from '@/lib/visitor';

export function Landing() {
  usePageMeta({
    title: SITE_TITLE,
    description:
      'Plan a party in about 60 seconds: Confetti’s AI suggests themes, games, food, vendors and a timeline for birthdays, weddings, showers and more.',
    path: '/',
  });
  const { user, loading } = useAuth();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-pink-50">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 sm:py-28">
          <Badge className="px-4 py-1.5 text-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            AI-Powered Party Planning
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-6xl">
            Plan the perfect party <span className="bg-gradient-to-r from-brand-600 to-accent-600 bg-clip-text text-transparent">in 60 seconds</span>
          </h1>
          <p className="max-w-2xl text-lg text-gray-700">
            Tell Confetti what you are celebrating and get party names, themes, games, food, local vendors and a step-by-step timeline — then invite your
            co-hosts and plan together.
          </p>
          <div className="flex min-h-12 flex-col gap-3 sm:flex-row">
            {loading && <span className="inline-block h-12 w-64 visitor:hidden" aria-hidden="true" />}
            {user ? (
              <Button asChild variant="gradient" size="lg">
                <Link to="/party-planning">Start Planning Now</Link>
              </Button>
            ) : (
              <Button asChild variant="gradient" size="lg" className={loading ? VISITOR_ONLY : undefined}>
                <Link to={signInPath('/party-planning')}>Sign Up to Start Planning</Link>
              </Button>
            )}
            <Button asChild variant="outline" size="lg">
              <Link to="/watch-demo">
                <PlayCircle aria-hidden="true" />
                Watch Demo
              </Link>
            </Button>
          </div>
          <ul className="mt-6 grid w-full max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4" aria-label="Confetti at a glance">
            {LANDING_CLAIMS.map((c) => (
              <li key={c.label} className="flex flex-col items-center">
                <span className="flex items-center gap-1 text-2xl font-bold text-gray-900">{c.value}</span>
                <span className="text-sm text-gray-700">{c.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {user && <MyTasks userId={user.id} />}
      {user && <InvitedParties userId={user.id} />}
      <TrendingCarousel />
      <FeatureCards />
      <section className="bg-gradient-to-r from-brand-700 to-accent-700 py-16 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h2 className="text-3xl font-bold">Ready to throw a party people will talk about?</h2>
          <p className="mt-3 text-white/90">Planning is free: tell Confetti about your party and get a plan to build on.</p>
          <Button asChild size="lg" className="mt-6 bg-white text-brand-800 hover:bg-brand-50">
            <Link to={user ? '/party-planning' : signInPath('/party-planning')}>{user ? 'Plan a New Party' : 'Create Your Account'}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export { Landing as Component };
