// The wizard form's rules (docs/product.md#states-and-transitions, #validation): type-specific fields, step gating, template prefill, and
// the party data the suggestion functions read. The form's shape is shared with the party pages
// (src/lib/wizard-navigation.ts).
import { EMPTY_FORM, type TemplatePrefill, type WizardField, type WizardForm } from '@/lib/wizard-navigation';
import { formFieldsFromDetails, TYPE_FIELDS } from '@/lib/party-details';
import type { Json } from '@/lib/database.types';
import { PARTY_TYPES, type PartyType } from './contract';

export { EMPTY_FORM, TYPE_FIELDS, type TemplatePrefill, type WizardField, type WizardForm };

export const TYPE_SPECIFIC_FIELDS: WizardField[] = [
  'selectedHoliday',
  'partner1Name',
  'partner2Name',
  'weddingType',
  'birthdayAge',
  'companyName',
  'corporateEventType',
  'graduationLevel',
  'graduateName',
  'babyShowerType',
];

export function isPartyType(value: string): value is PartyType {
  return (PARTY_TYPES as readonly string[]).includes(value);
}

/** Choosing a party type clears every type-specific field (docs/product.md#wizard-states). */
export function withPartyType(form: WizardForm, partyType: string): WizardForm {
  const next = { ...form, partyType };
  for (const field of TYPE_SPECIFIC_FIELDS) next[field] = '';
  return next;
}

/** '' when fine; otherwise why the guest count cannot be used (the functions need a whole number from 1). */
export function guestCountProblem(value: string): string {
  const v = value.trim();
  if (!v) return '';
  if (!/^\d+$/.test(v)) return 'Enter the number of guests as a whole number.';
  const n = Number.parseInt(v, 10);
  if (n < 1) return 'At least 1 guest.';
  if (n > 100_000) return 'At most 100,000 guests.';
  return '';
}

/** Step 1 may continue only with partyType, location, date and guestCount (docs/product.md#wizard-states, #wizard-validation). */
export function stepOneComplete(form: WizardForm): boolean {
  return Boolean(form.partyType && form.location.trim() && form.date && form.guestCount.trim() && !guestCountProblem(form.guestCount));
}

/** guestCount is parsed as an integer on save (docs/product.md#wizard-validation). */
export function parseGuestCount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value).trim(), 10);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** Reads `{ prefill: {...} }` from navigation state (the fields at the top level work too). */
export function prefillFromState(state: unknown): TemplatePrefill | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const s = state as { prefill?: unknown };
  const p = (s.prefill && typeof s.prefill === 'object' ? s.prefill : s) as Record<string, unknown>;
  const keys = ['party_type', 'location', 'guest_count', 'budget', 'ideas', 'party_for', 'details'];
  return keys.some((k) => p[k] !== undefined && p[k] !== null && p[k] !== '') ? (p as TemplatePrefill) : undefined;
}

export function formFromPrefill(prefill: TemplatePrefill | undefined): WizardForm {
  if (!prefill) return { ...EMPTY_FORM };
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const partyType = isPartyType(str(prefill.party_type)) ? str(prefill.party_type) : '';
  // Only the chosen type's answers: a template never fills in another type's fields.
  const own = new Set<string>(partyType ? TYPE_FIELDS[partyType as PartyType] : []);
  const details = Object.fromEntries(Object.entries(formFieldsFromDetails((prefill.details ?? null) as Json)).filter(([k]) => own.has(k)));
  return {
    ...EMPTY_FORM,
    ...details,
    partyType,
    location: str(prefill.location),
    guestCount: str(prefill.guest_count),
    budget: str(prefill.budget),
    ideas: str(prefill.ideas),
    partyFor: str(prefill.party_for),
  };
}

/**
 * The party data the suggestion functions read: trimmed, empty fields left out, and only the
 * type-specific fields of the chosen type.
 */
export function toPartyData(form: WizardForm): Record<string, string> {
  const own = new Set<WizardField>(isPartyType(form.partyType) ? TYPE_FIELDS[form.partyType] : []);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form) as [WizardField, string][]) {
    if (key === 'partyName') continue;
    if (TYPE_SPECIFIC_FIELDS.includes(key) && !own.has(key)) continue;
    const v = value.trim();
    if (v) out[key] = v;
  }
  return out;
}

/** What the suggestions depend on: when it changes after generating, the ideas may be stale. */
export function suggestionFingerprint(form: WizardForm): string {
  return JSON.stringify(toPartyData(form));
}
