import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useAiGenerationOutcome } from '@/features/checkout';
import { generateSectionSuggestions } from '@/lib/more-ideas';
import type { DetailParty } from '../api/get-party';
import { useSaveAiSuggestions } from '../api/party-suggestions';
import { detailsPartyData, timeFromColumn } from '@/lib/party-details';
import { addIdeas, categoryLabel, type CategoryKey, type Suggestions } from '@/lib/suggestions';

/**
 * 'More Ideas' on the party page: asks for ideas not offered yet and keeps them with the plan's AI
 * suggestions at once, so they are there after a reload (the selection changes only on save).
 */
export function usePartyMoreIdeas({
  party,
  ai,
  offered,
  themes,
}: {
  party: DetailParty;
  ai: Suggestions;
  offered: Record<CategoryKey, string[]>;
  themes: string[];
}) {
  const saveAi = useSaveAiSuggestions();
  const outcome = useAiGenerationOutcome();
  const [loadingFor, setLoadingFor] = useState<CategoryKey | null>(null);

  async function request(key: CategoryKey) {
    // Lower case mid-sentence, as the wizard says it: 'New games & activities suggestions added!'.
    const label = categoryLabel(key).toLowerCase();
    setLoadingFor(key);
    let ideas: string[];
    try {
      ({ suggestions: ideas } = await generateSectionSuggestions({
        category: key,
        // The wizard's answers shape the ideas as they did in the wizard (an age, a holiday, a start time).
        partyData: {
          partyType: party.party_type,
          guestCount: party.guest_count,
          budget: party.budget ?? undefined,
          partyFor: party.party_for ?? undefined,
          time: timeFromColumn(party.time_of_day) || undefined,
          ...detailsPartyData(party.party_type, party.details),
          themes,
        },
        existing: offered[key],
      }));
      outcome.succeeded();
    } catch (error) {
      setLoadingFor(null);
      await outcome.failed(error, `Failed to generate new ${label}`);
      return;
    }
    try {
      const { next, added } = addIdeas(
        ai,
        key,
        ideas.filter((i) => !offered[key].includes(i)),
      );
      if (!added.length) {
        toast.info(`No new ${label} ideas this time. Try again in a moment.`);
        return;
      }
      await saveAi.mutateAsync({ partyId: party.id, suggestions: next });
      toast.success(`New ${label} suggestions added!`);
    } catch {
      toast.error(`Failed to generate new ${label}`);
    } finally {
      setLoadingFor(null);
    }
  }

  return { loadingFor, request };
}
