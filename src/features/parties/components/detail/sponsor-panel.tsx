import { ExternalLink } from 'lucide-react';
import type { Sponsor } from '@/lib/contact-details';

/**
 * The Advanced Mode column's one sponsor, set by the operator (docs/configuration.md). Without one
 * there is no ad column at all: no placeholders, no sample offers.
 */
export function SponsorPanel({ sponsor }: { sponsor: Sponsor }) {
  return (
    <aside aria-label="Sponsored" className="space-y-2">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">Sponsored</h2>
      <a
        href={sponsor.url}
        target="_blank"
        rel="sponsored noopener noreferrer"
        className="block rounded-lg border border-gray-200 bg-white p-4 hover:border-brand-300"
      >
        <span className="flex items-center gap-1 font-semibold text-gray-900">
          {sponsor.name}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </span>
        {sponsor.text && <span className="mt-1 block text-sm text-gray-700">{sponsor.text}</span>}
      </a>
    </aside>
  );
}
