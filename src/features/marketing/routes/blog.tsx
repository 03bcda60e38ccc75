import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

/** No post is listed until it has been written in full (docs/decisions.md#nothing-invented). */
export function Blog() {
  usePageMeta({
    title: 'Blog',
    description: 'The Confetti blog: articles on planning parties with Confetti. Meanwhile, the Party Planning Guide and the Help Center.',
    path: '/blog',
  });
  return (
    <>
      <PageHero title="The Confetti Blog" eyebrow="Blog">
        Articles from the Confetti team on planning parties.
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-gray-800 sm:px-6">
        <h2 className="text-xl font-bold text-gray-900">No posts yet</h2>
        <p>We list an article here only once it is written in full. The first ones are not ready, so there is nothing to read on this page for now.</p>
        <p>What we can already offer:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            The{' '}
            <Link to="/party-planning-guide" className="text-brand-700 underline">
              Party Planning Guide
            </Link>
            : how to plan a party from the first idea to the thank-you notes.
          </li>
          <li>
            The{' '}
            <Link to="/help-center" className="text-brand-700 underline">
              Help Center
            </Link>
            : how each part of Confetti works, from the wizard to inviting guests and ordering T-shirts.
          </li>
          <li>
            <Link to="/party-ideas" className="text-brand-700 underline">
              Party Ideas
            </Link>
            : themes and activities by type of party.
          </li>
        </ul>
      </div>
    </>
  );
}

export { Blog as Component };
