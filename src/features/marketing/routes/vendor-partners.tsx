import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const CATEGORIES = [
  'Catering',
  'Photography',
  'DJ/Music',
  'Venue',
  'Decorations',
  'Flowers',
  'Entertainment',
  'Transportation',
  'Equipment Rental',
  'Bakery/Cakes',
  'Bar Service',
  'Event Planning',
];

export function VendorPartners() {
  usePageMeta({
    title: 'Vendor Partners',
    description: 'How Confetti suggests local vendors to hosts while they plan, and how to get in touch about working with us.',
    path: '/vendor-partners',
  });
  return (
    <>
      <PageHero title="Vendor Partners" eyebrow="For businesses">
        Confetti suggests local vendors to hosts at the moment they are planning. Here is how those suggestions are made.
      </PageHero>
      <section aria-labelledby="categories-heading" className="bg-gray-50 py-12">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="categories-heading" className="text-2xl font-bold text-gray-900">
            Categories hosts look for
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {CATEGORIES.map((c) => (
              <li key={c} className="rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800">
                {c}
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-bold text-gray-900">How vendors are suggested</h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-gray-800">
            <li>The suggestions come from public business listings near the party’s location, matched to the kind of party.</li>
            <li>Hosts see the listing’s name, category, address, phone, website and rating, and contact the business directly.</li>
            <li>
              Nobody pays to be suggested, and Confetti takes no commission: keeping your business listing’s category, address and website current is what helps
              hosts find you.
            </li>
          </ul>
          <h2 className="mt-10 text-2xl font-bold text-gray-900">Working with us</h2>
          <p className="mt-4 text-gray-800">
            We do not run a partner programme yet. If you would like to hear when we do, or have a question about how your business appears, write to us.
          </p>
          <Button asChild variant="gradient" className="mt-8">
            <Link to="/contact-us">Contact us</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export { VendorPartners as Component };
