// The wizard survives a reload: its state lives in session storage, per tab and per user.
import { SuggestionsSchema } from './contract';
import { EMPTY_FORM, type WizardForm } from './form';
import { EMPTY_SELECTIONS, LIST_KEYS, PHASES, type Selections } from './selections';
import type { WizardState } from './wizard-state';

export const WIZARD_STORAGE_KEY = 'confetti:party-planning';

interface Stored {
  v: 1;
  userId: string;
  /** The navigation entry whose template prefill started this plan, so a reload does not re-apply it. */
  origin: string | null;
  state: WizardState;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function readForm(v: unknown): WizardForm | null {
  if (!v || typeof v !== 'object') return null;
  const form = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as (keyof WizardForm)[]) {
    const value = (v as Record<string, unknown>)[key];
    if (typeof value === 'string') form[key] = value;
  }
  return form;
}

function readSelections(v: unknown): Selections {
  if (!v || typeof v !== 'object') return EMPTY_SELECTIONS;
  const s = v as Record<string, unknown>;
  const out: Selections = { ...EMPTY_SELECTIONS, timeline: { ...EMPTY_SELECTIONS.timeline } };
  for (const k of LIST_KEYS) if (isStringArray(s[k])) out[k] = s[k];
  const t = s.timeline as Record<string, unknown> | undefined;
  for (const p of PHASES) {
    const items = t?.[p];
    if (Array.isArray(items)) out.timeline[p] = items.filter((i) => i && typeof i.task === 'string' && typeof i.timeframe === 'string');
  }
  return out;
}

/** The stored wizard of this user in this tab, or null (none, another user's, or unreadable). */
export function loadWizard(userId: string): { state: WizardState; origin: string | null } | null {
  try {
    const raw = storage()?.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.v !== 1 || stored.userId !== userId || !stored.state) return null;
    const s = stored.state as Partial<WizardState>;
    const form = readForm(s.form);
    if (!form) return null;
    const suggestions = s.suggestions ? SuggestionsSchema.safeParse(s.suggestions) : null;
    const state: WizardState = {
      step: s.step === 2 || s.step === 3 ? s.step : 1,
      form,
      nameSource: s.nameSource === 'ai' ? 'ai' : 'default',
      suggestions: suggestions?.success ? suggestions.data : null,
      meta: suggestions?.success && s.meta && typeof s.meta === 'object' ? s.meta : null,
      seed: typeof s.seed === 'string' && s.seed ? s.seed : `${Date.now()}`,
      madeFor: typeof s.madeFor === 'string' ? s.madeFor : null,
      selections: readSelections(s.selections),
    };
    return { state, origin: typeof stored.origin === 'string' ? stored.origin : null };
  } catch {
    return null;
  }
}

export function saveWizard(userId: string, origin: string | null, state: WizardState): void {
  try {
    const stored: Stored = { v: 1, userId, origin, state };
    storage()?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or blocked storage: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizard(): void {
  try {
    storage()?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
