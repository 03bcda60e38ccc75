import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import type { DetailParty } from '../api/get-party';
import { useSaveSelectedSuggestions } from '../api/party-suggestions';
import { hasAnySuggestion, normalizeSuggestions, offered as offeredFrom } from '@/lib/suggestions';
import { useSelectionDraft } from './use-selection-draft';

/** The plan's AI suggestions, the selection being edited, what is on offer, and 'Save Changes'. */
export function useSuggestionsEditor(party: DetailParty) {
  const ai = useMemo(() => normalizeSuggestions(party.ai_suggestions), [party.ai_suggestions]);
  const selection = useSelectionDraft(party.selected_suggestions, party.party_timeline);
  const current = selection.current;
  const offered = useMemo(() => offeredFrom(ai, current), [ai, current]);
  const save = useSaveSelectedSuggestions();

  function saveSelection() {
    save.mutate(
      { partyId: party.id, selection: selection.current },
      {
        onSuccess: () => {
          selection.reset();
          toast.success('Suggestions updated successfully!');
        },
        onError: () => toast.error('Failed to update suggestions'),
      },
    );
  }

  return {
    ai,
    selection,
    offered,
    visible: hasAnySuggestion(ai) || hasAnySuggestion(selection.saved),
    saving: save.isPending,
    saveSelection,
  };
}
