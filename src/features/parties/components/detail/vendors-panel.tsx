import { ExternalLink, Phone, Plus, Search, Star, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import type { PartyVendor } from '../../api/party-vendors';
import type { LocalVendorChoice } from '@/lib/suggestions';

function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

function VendorCard({ vendor, editable, chosen, onToggle }: { vendor: PartyVendor; editable: boolean; chosen: boolean; onToggle: () => void }) {
  const website = safeUrl(vendor.website);
  const id = `vendor-${vendor.id}`;
  return (
    <li className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3">
      {vendor.photo_url ? (
        <img src={vendor.photo_url} alt="" loading="lazy" className="size-16 shrink-0 rounded-md object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600">
          <Store className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex items-start gap-2">
          {editable && <Checkbox id={id} className="mt-0.5" checked={chosen} onChange={onToggle} aria-label={`Add ${vendor.name} to the plan`} />}
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{vendor.name}</p>
            <p className="text-gray-700">
              {vendor.category}
              {vendor.price_level && ` · ${vendor.price_level}`}
              {vendor.source === 'user_added' && ' · Added by your team'}
            </p>
          </div>
        </div>
        {vendor.rating !== null && (
          <p className="mt-1 flex items-center gap-1 text-gray-800">
            <Star aria-hidden="true" className="size-3.5 fill-yellow-400 text-yellow-400" />
            {Number(vendor.rating).toFixed(1)}
            {vendor.review_count !== null && <span className="text-gray-600">({vendor.review_count} reviews)</span>}
          </p>
        )}
        {vendor.address && <p className="mt-1 text-gray-700">{vendor.address}</p>}
        <div className="mt-1 flex flex-wrap gap-x-3">
          {vendor.phone && (
            <a href={`tel:${vendor.phone.replace(/[^+\d]/g, '')}`} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
              <Phone aria-hidden="true" className="size-3.5" /> {vendor.phone}
            </a>
          )}
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
              <ExternalLink aria-hidden="true" className="size-3.5" /> Website<span className="sr-only"> of {vendor.name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

/** The party's local vendors: found by search or added by hand (party_vendors). */
export function VendorsPanel({
  vendors,
  loading,
  failed,
  editable,
  chosen,
  searching,
  canSearch,
  message,
  onToggle,
  onFindMore,
  onAdd,
}: {
  vendors: PartyVendor[];
  loading: boolean;
  failed: boolean;
  editable: boolean;
  chosen: LocalVendorChoice[];
  searching: boolean;
  canSearch: boolean;
  message?: string;
  onToggle: (vendor: PartyVendor) => void;
  onFindMore: () => void;
  onAdd: () => void;
}) {
  if (!editable && !loading && !vendors.length) return null;
  const chosenIds = new Set(chosen.map((v) => v.id));
  return (
    <div className="mt-4 border-t border-gray-200 pt-4" aria-labelledby="local-vendors-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="local-vendors-heading" className="text-sm font-semibold text-gray-900">
          Local Vendors
        </h3>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={onFindMore}
              disabled={searching || !canSearch}
              title={canSearch ? undefined : 'Add a location, party type and budget first'}
            >
              <Search aria-hidden="true" />
              {searching ? 'Searching...' : 'Find More Vendors'}
            </Button>
            <Button variant="outline" size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" /> Add New Vendor
            </Button>
          </div>
        )}
      </div>
      {loading ? (
        <Spinner label="Loading vendors..." className="py-6" />
      ) : failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Failed to load vendors
        </p>
      ) : vendors.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">
          {searching ? 'Looking for vendors near your party...' : (message ?? 'No vendors yet. Add the ones you know with "Add New Vendor".')}
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {vendors.map((v) => (
            <VendorCard key={v.id} vendor={v} editable={editable} chosen={chosenIds.has(v.id)} onToggle={() => onToggle(v)} />
          ))}
        </ul>
      )}
    </div>
  );
}
