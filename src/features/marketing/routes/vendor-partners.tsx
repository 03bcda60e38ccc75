import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const NETWORK = [
  { count: '500+', label: 'caterers and bakeries' },
  { count: '200+', label: 'photographers' },
  { count: '150+', label: 'DJs, bands and entertainers' },
  { count: '100+', label: 'venues' },
];

const CATEGORIES = [
  'Catering', 'Photography', 'DJ/Music', 'Venue', 'Decorations', 'Flowers', 'Entertainment',
  'Transportation', 'Equipment Rental', 'Bakery/Cakes', 'Bar Service', 'Event Planning',
];

export function VendorPartners() {
  usePageMeta({
    title: 'Vendor Partners',
    description: 'Confetti suggests local vendors to hosts while they plan. Join the Confetti vendor partner network to be found.',
    path: '/vendor-partners',
  });
  return (
    <>
      <PageHero title="Vendor Partners" eyebrow="For businesses">
        Confetti suggests local vendors to hosts at the moment they are planning. Join our partner network to be found.
      </PageHero>
      <section aria-labelledby="network-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="network-heading" className="text-center text-3xl font-bold text-gray-900">
          Our network
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
          {NETWORK.map((n) => (
            <li key={n.label} className="rounded-xl bg-brand-50 p-6 text-center">
              <p className="text-3xl font-extrabold text-brand-800">{n.count}</p>
              <p className="mt-1 text-sm text-gray-800">{n.label}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="categories-heading" className="bg-gray-50 py-12">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="categories-heading" className="text-2xl font-bold text-gray-900">
            Categories we work with
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {CATEGORIES.map((c) => (
              <li key={c} className="rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800">
                {c}
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-bold text-gray-900">How partnership works</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-gray-800">
            <li>Tell us about your business, your service area and your price level ($ to $$$$).</li>
            <li>We verify your listing, reviews and insurance.</li>
            <li>Hosts planning in your area see you among their suggested vendors and contact you directly.</li>
          </ol>
          <Button asChild variant="gradient" className="mt-8">
            <Link to="/contact-us">Apply to become a partner</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export { VendorPartners as Component };
