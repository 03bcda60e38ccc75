import { Link } from 'react-router';
import { BadgePercent, Megaphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { adKeyword, FEATURED_VENDORS } from '../../lib/ads';

/**
 * The advertising column (docs/product.md#party-page): sponsored slots targeted by a keyword (the large-party one
 * above 20 guests) and the two fixed Featured Vendors. No ad network is wired in, so the slots say
 * what would be shown there instead of showing invented ads.
 */
export function AdsPanel({ party }: { party: { party_type: string | null; guest_count: number | null } }) {
  const keyword = adKeyword(party);
  return (
    <aside aria-label="Sponsored" className="space-y-4" data-ad-keyword={keyword}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">Sponsored</h2>
      {[1, 2].map((slot) => (
        <div key={slot} className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-4 text-center">
          <Megaphone aria-hidden="true" className="size-5 text-gray-500" />
          <p className="text-xs font-semibold uppercase text-gray-600">Ad space</p>
          <p className="text-sm text-gray-700">
            Sponsored offers for <span className="font-medium">“{keyword}”</span> appear here.
          </p>
        </div>
      ))}
      <div>
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-600">Featured Vendors</h2>
        <ul className="space-y-3">
          {FEATURED_VENDORS.map((v) => (
            <li key={v.name} className="rounded-lg border border-brand-200 bg-brand-50 p-4">
              <div className="flex items-center justify-between gap-2">
                <Badge variant="default">
                  <BadgePercent aria-hidden="true" className="size-3" /> {v.offer}
                </Badge>
                <span className="text-xs text-gray-600">Sponsored</span>
              </div>
              <p className="mt-2 font-semibold text-gray-900">{v.name}</p>
              <p className="text-sm text-gray-700">
                {v.category} · {v.offer} {v.detail}
              </p>
            </li>
          ))}
        </ul>
        <Link to="/vendor-partners" className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
          Become a featured vendor
        </Link>
      </div>
    </aside>
  );
}
