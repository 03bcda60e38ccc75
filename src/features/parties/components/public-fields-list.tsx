import { Spinner } from '@/components/ui/spinner';
import { usePreviewPublicPlan } from '../api/preview-public-plan';
import { NEVER_PUBLIC } from '../lib/public-fields';

/**
 * The exact list of what a visitor reads when the party is public (docs/decisions.md#make-public-confirms),
 * from the function that writes the public page, so it cannot promise less than goes out.
 */
export function PublicFieldsList({ partyId, heading }: { partyId: string; heading: string }) {
  const preview = usePreviewPublicPlan(partyId);
  if (preview.isPending) return <Spinner label="Loading what becomes public..." />;
  if (preview.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        We couldn't load what becomes public. Please try again.
      </p>
    );
  return (
    <>
      <p className="font-medium text-gray-900">{heading}</p>
      <ul aria-label="Public fields" className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-gray-800">
        {preview.data.map((f) => (
          <li key={f.label}>
            <span className="font-medium">{f.label}:</span> <span className="break-words">{f.value}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-700">Never public: {NEVER_PUBLIC.toLowerCase()}. A mention of the place or the date in a text shows as “…”.</p>
    </>
  );
}
