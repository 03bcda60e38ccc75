import { SUGGESTION_CATEGORIES, TIMELINE_PHASES } from '@/lib/suggestions';
import type { ListKey, Phase } from './selections';

/** Card titles of step 3, in order: the same titles as the party page's sections. */
export const CATEGORY_LABELS = Object.fromEntries(SUGGESTION_CATEGORIES.map((c) => [c.key, c.label])) as Record<ListKey, string>;

export const PHASE_LABELS = Object.fromEntries(TIMELINE_PHASES.map((p) => [p.key, p.label])) as Record<Phase, string>;
