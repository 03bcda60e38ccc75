import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

/**
 * Only stories hosts have told us and agreed to publish belong here; none has been published yet,
 * so the page says so and points at the parties hosts chose to share (docs/decisions.md#nothing-invented).
 */
export function SuccessStories() {
  usePageMeta({
    title: 'Success Stories',
    description: 'Stories from hosts who planned their parties with Confetti, published only with their permission.',
    path: '/success-stories',
  });
  return (
    <>
      <PageHero title="Success Stories" eyebrow="From our hosts">
        Parties planned with Confetti, told by the hosts who threw them.
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 text-gray-800 sm:px-6">
        <section aria-labelledby="no-stories-heading" className="rounded-xl border border-gray-200 p-6">
          <h2 id="no-stories-heading" className="text-xl font-bold text-gray-900">
            No stories published yet
          </h2>
          <p className="mt-2">
            We publish a story here only when a host has told it to us and agreed that we share it, under the name they choose. None has been published so far,
            and we would rather show nothing than invent one.
          </p>
          <p className="mt-2">
            Meanwhile, the parties hosts have chosen to make public are real plans you can read and reuse: their themes, games, food and timelines, without
            anyone’s location or date.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="gradient">
              <Link to="/public-parties">Browse public parties</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/public-templates">Browse templates</Link>
            </Button>
          </div>
        </section>
        <section aria-labelledby="tell-us-heading">
          <h2 id="tell-us-heading" className="text-xl font-bold text-gray-900">
            Planned a party with Confetti?
          </h2>
          <p className="mt-2">
            Tell us how it went through the{' '}
            <Link to="/contact-us" className="text-brand-700 underline">
              contact form
            </Link>
            . If you would like it published here, say so in your message; we ask before publishing anything.
          </p>
        </section>
      </div>
    </>
  );
}

export { SuccessStories as Component };
