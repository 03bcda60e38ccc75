import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/lib/use-media-query';
import { useTrendingParties, type PublicPartyPlan } from '../api/get-trending-parties';
import { useTrendingPhotos } from '../api/trending-photos';
import { budgetCardLabel, partyDisplayName } from '@/lib/party-format';
import { cardsPerView, maxStart, stepIndex } from '../lib/carousel';
import { PartyCardArt } from './party-card-art';

function TrendingCard({ plan, photoUrl }: { plan: PublicPartyPlan; photoUrl: string | null | undefined }) {
  return (
    <Link
      to={`/public-party/${plan.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <PartyCardArt type={plan.party_type} photoUrl={photoUrl} />
      <div className="flex flex-1 flex-col gap-2 p-4 text-left">
        <div className="flex flex-wrap gap-2">
          <Badge>{plan.party_type}</Badge>
          <Badge variant="outline">{budgetCardLabel(plan.budget)}</Badge>
        </div>
        <h3 className="text-lg font-semibold text-gray-900 group-hover:text-brand-700">{partyDisplayName(plan)}</h3>
        {plan.party_for && <p className="text-sm text-gray-700">For: {plan.party_for}</p>}
        <p className="flex items-center gap-1 text-sm text-gray-700">
          <Users aria-hidden="true" className="size-4" />
          {plan.guest_count} guests
        </p>
        {plan.ideas?.trim() && <p className="line-clamp-2 text-sm text-gray-600">{plan.ideas}</p>}
      </div>
    </Link>
  );
}

function TrendingHeading() {
  return (
    <div>
      <h2 id="trending-heading" className="text-3xl font-bold text-gray-900">
        Trending Parties
      </h2>
      <p className="mt-1 text-gray-700">Fresh public plans from the Confetti community. Use one as your starting point.</p>
    </div>
  );
}

/** A row of cards and the dots under it. */
const TRENDING_ROW_HEIGHT = 'mt-8 min-h-[26rem]';

// Below the hero on every screen: its pictures wait until they are near the screen (no priority card).
/** Trending Parties: the 6 newest public plans, 1/2/3 per view, arrows, keyboard and swipe. */
export function TrendingCarousel() {
  const { data, isPending, isError } = useTrendingParties();
  const photos = useTrendingPhotos(data);
  const isMd = useMediaQuery('(min-width: 640px)');
  const isLg = useMediaQuery('(min-width: 1024px)');
  const perView = cardsPerView(isMd, isLg);
  const [rawIndex, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);

  if (isPending) {
    // The loaded section's heading and the height of its cards, so nothing below it moves when they arrive.
    return (
      <section aria-labelledby="trending-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <TrendingHeading />
        <Spinner label="Loading trending parties..." className={TRENDING_ROW_HEIGHT} />
      </section>
    );
  }
  if (isError || !data || data.length === 0) return null;

  const count = data.length;
  const index = Math.min(rawIndex, maxStart(count, perView));
  const canScroll = count > perView;
  const go = (delta: number) => setIndex(stepIndex(index, delta, count, perView));

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  }
  function onTouchStart(e: TouchEvent) {
    touchX.current = e.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(e: TouchEvent) {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
  }

  return (
    <section aria-labelledby="trending-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <TrendingHeading />
        {canScroll && (
          <div className="flex gap-2">
            <Button variant="outline" size="icon" aria-label="Previous parties" onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label="Next parties" onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {/* The carousel takes focus and browses with the arrow keys and swipes, as its label says; the buttons above do the same. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Trending parties (use the left and right arrow keys to browse)"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={canScroll ? 0 : undefined}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className="overflow-hidden rounded-xl"
      >
        <div className="flex transition-transform duration-500 ease-out" style={{ transform: `translateX(-${(index * 100) / perView}%)` }} aria-live="polite">
          {data.map((plan, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={plan.id ?? i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!visible}
                inert={!visible}
                className="shrink-0 px-2"
                style={{ width: `${100 / perView}%` }}
              >
                <TrendingCard plan={plan} photoUrl={plan.id ? photos[plan.id] : null} />
              </div>
            );
          })}
        </div>
      </div>
      {canScroll && (
        // Each dot sits in a 24 px tall button padded to at least 24 px wide (WCAG 2.5.8 target size).
        <div className="mt-6 flex justify-center">
          {Array.from({ length: maxStart(count, perView) + 1 }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Show parties from ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="group flex h-6 items-center rounded-full px-[7px]"
            >
              <span
                aria-hidden="true"
                className={`h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-gray-300 group-hover:bg-gray-400'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
