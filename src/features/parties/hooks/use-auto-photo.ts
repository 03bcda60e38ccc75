import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useAiGenerationOutcome } from '@/features/checkout';
import type { DetailParty } from '../api/get-party';
import { useGeneratePartyPhoto } from '../api/party-photo';

/** Parties this page load already tried: a party is attempted only once (docs/product.md#photo-states). */
const attempted = new Set<string>();

export const PHOTO_SUCCESS = 'Party photo generated successfully!';
export const PHOTO_FAILURE = 'Failed to generate party photo. Please try again.';

/**
 * Makes the party's photo once when it has none and has ideas text; an existing photo is never
 * regenerated. Only people who may edit it, or anyone for a public party, can start it.
 */
export function useAutoPartyPhoto(party: DetailParty) {
  const generate = useGeneratePartyPhoto();
  const outcome = useAiGenerationOutcome();
  const { mutate } = generate;
  const wanted = !party.photo_url && !!party.ideas?.trim();

  useEffect(() => {
    if (!wanted || attempted.has(party.id)) return;
    attempted.add(party.id);
    mutate(
      { party },
      {
        onSuccess: (r) => {
          if (r.cached) return;
          toast.success(PHOTO_SUCCESS, r.notice ? { description: r.notice } : undefined);
          outcome.succeeded();
        },
        onError: (error) => void outcome.failed(error, PHOTO_FAILURE),
      },
    );
    // Only the party's identity matters: edits to other fields must not start another attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, party.id, mutate]);

  return generate;
}
