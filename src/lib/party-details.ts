// The wizard's type-specific answers and start time as a saved plan keeps them
// (docs/product.md#party-plans): `party_plans.details` (a JSON object the database checks against
// the party type) and `party_plans.time_of_day` (private like the date). The wizard writes them,
// the party page shows them, Edit and templates carry them back: all of them read this file.
import type { Json } from './database.types';
import type { PartyType } from '@shared/party-constants.ts';

/** The form fields that are type-specific, in the order the wizard asks them. */
export type DetailField =
  | 'selectedHoliday'
  | 'weddingType'
  | 'partner1Name'
  | 'partner2Name'
  | 'birthdayAge'
  | 'companyName'
  | 'corporateEventType'
  | 'graduationLevel'
  | 'graduateName'
  | 'babyShowerType';

/** The conditional fields each party type shows (docs/product.md#wizard, step 1). */
export const TYPE_FIELDS: Record<PartyType, DetailField[]> = {
  'Birthday Party': ['birthdayAge'],
  'Corporate Event': ['companyName', 'corporateEventType'],
  'Wedding/Engagement': ['weddingType', 'partner1Name', 'partner2Name'],
  Graduation: ['graduationLevel', 'graduateName'],
  Housewarming: [],
  'Holiday Party': ['selectedHoliday'],
  'Baby Shower': ['babyShowerType'],
  'Casual Get-together': [],
};

/** The wizard's own labels, so the party page names each answer as it was asked. */
export const DETAIL_LABELS: Record<DetailField, string> = {
  selectedHoliday: 'Which holiday?',
  weddingType: 'Type of celebration',
  partner1Name: 'Partner 1 name',
  partner2Name: 'Partner 2 name',
  birthdayAge: 'Age they are turning',
  companyName: 'Company name',
  corporateEventType: 'Corporate event type',
  graduationLevel: 'Graduation level',
  graduateName: "Graduate's name",
  babyShowerType: 'Baby shower type',
};

export const TIME_LABEL = 'Time';

/** Names of people and companies: a template is someone else's next party, so it leaves them out. */
export const NAME_FIELDS: readonly DetailField[] = ['partner1Name', 'partner2Name', 'companyName', 'graduateName'];

export type PartyDetails = Partial<Record<DetailField, string | number>>;

export function typeFields(partyType: string): DetailField[] {
  return (TYPE_FIELDS as Record<string, DetailField[] | undefined>)[partyType] ?? [];
}

/**
 * The stored details from the form's strings: only the party type's own fields, trimmed, empty
 * ones left out, the age as a whole number (a value the database would refuse is left out too).
 */
export function detailsFromForm(form: { partyType: string } & Record<DetailField, string>): PartyDetails {
  const out: PartyDetails = {};
  for (const field of typeFields(form.partyType)) {
    const v = (form[field] ?? '').trim();
    if (!v) continue;
    if (field === 'birthdayAge') {
      if (/^\d{1,3}$/.test(v) && Number(v) <= 129) out.birthdayAge = Number(v);
      continue;
    }
    out[field] = v;
  }
  return out;
}

/** The stored details as the form's strings (every type-specific field, '' when not stored). */
export function formFieldsFromDetails(details: Json | null | undefined): Record<DetailField, string> {
  const d = details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, Json | undefined>) : {};
  const out = {} as Record<DetailField, string>;
  for (const field of Object.keys(DETAIL_LABELS) as DetailField[]) {
    const v = d[field];
    out[field] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  }
  return out;
}

/** The details a template keeps: the choices, without names. */
export function templateDetails(details: Json | null | undefined): PartyDetails {
  const fields = formFieldsFromDetails(details);
  const out: PartyDetails = {};
  for (const field of Object.keys(DETAIL_LABELS) as DetailField[]) {
    if (NAME_FIELDS.includes(field) || !fields[field]) continue;
    out[field] = field === 'birthdayAge' ? Number(fields[field]) : fields[field];
  }
  return out;
}

/** The overview's rows: the party type's answers in the wizard's order, with the wizard's labels. */
export function detailRows(partyType: string, details: Json | null | undefined): { field: DetailField; label: string; value: string }[] {
  const fields = formFieldsFromDetails(details);
  return typeFields(partyType)
    .filter((field) => fields[field])
    .map((field) => ({ field, label: DETAIL_LABELS[field], value: fields[field] }));
}

/** 'HH:MM' from the column's 'HH:MM:SS' (or '' when there is none). */
export function timeFromColumn(value: string | null | undefined): string {
  const m = value?.match(/^(\d{2}):(\d{2})/);
  return m ? `${m[1]}:${m[2]}` : '';
}

/** 'HH:MM' (24-hour) as people read it: '18:30' → '6:30 PM'. */
export function formatTime(value: string | null | undefined): string {
  const hm = timeFromColumn(value);
  if (!hm) return 'Time not set';
  const [h, m] = hm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The answers as the planning functions read them (the wizard form's names, strings), for 'More Ideas'. */
export function detailsPartyData(partyType: string, details: Json | null | undefined): Partial<Record<DetailField, string>> {
  return Object.fromEntries(detailRows(partyType, details).map((row) => [row.field, row.value]));
}
