import { useMemo, useState } from 'react';
import type { Json } from '@/lib/database.types';
import { normalizeSuggestions, sameSelection, type Suggestions } from '@/lib/suggestions';

/**
 * The selection being edited on the detail page. Until the user changes something it follows the
 * saved one; `dirty` is true only when it really differs from it (order does not count).
 */
export function useSelectionDraft(savedJson: Json | null, timelineJson: Json | null) {
  const saved = useMemo(() => normalizeSuggestions(savedJson, timelineJson), [savedJson, timelineJson]);
  const [draft, setDraft] = useState<Suggestions | null>(null);
  const current = draft ?? saved;
  const dirty = draft !== null && !sameSelection(draft, saved);
  return {
    saved,
    current,
    dirty,
    update: (fn: (s: Suggestions) => Suggestions) => setDraft((d) => fn(d ?? saved)),
    reset: () => setDraft(null),
  };
}
