import type { Json } from '@/lib/database.types';
import { detailRows } from '@/lib/party-details';
import { budgetLabel } from '@/lib/party-format';

/** One line of the Make Public confirmation: what a visitor would read, as they would read it. */
export interface PublicField {
  label: string;
  value: string;
}

type Preview = Record<string, Json | undefined>;

const SUGGESTION_KINDS = ['partyNames', 'themes', 'games', 'food', 'vendors', 'products'] as const;

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function suggestionItems(value: Json | undefined): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return SUGGESTION_KINDS.flatMap((kind) => {
    const list = value[kind];
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  });
}

function timelineTasks(value: Json | undefined): number {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 0;
  return (['preParty', 'duringParty', 'afterParty'] as const).reduce((n, phase) => n + (Array.isArray(value[phase]) ? value[phase].length : 0), 0);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The fields of the public projection (preview_public_plan, the function that writes it) that have a
 * value, labelled as the party page labels them (docs/decisions.md#make-public-confirms).
 */
export function publicFields(preview: Preview): PublicField[] {
  const fields: PublicField[] = [];
  const add = (label: string, value: string) => value && fields.push({ label, value });
  const type = text(preview.party_type);
  add('Party name', text(preview.party_name));
  add('Party type', type);
  add('Who it is for', text(preview.party_for));
  add('Guest count', typeof preview.guest_count === 'number' ? String(preview.guest_count) : '');
  add('Budget', preview.budget ? budgetLabel(text(preview.budget)) : '');
  add('Ideas', text(preview.ideas));
  for (const row of detailRows(type, preview.details ?? null)) add(row.label, row.value);
  const chosen = suggestionItems(preview.selected_suggestions);
  add('Chosen ideas', chosen.join(', '));
  const suggested = suggestionItems(preview.ai_suggestions).length;
  add('AI suggestions', suggested ? plural(suggested, 'suggestion', 'suggestions') : '');
  // The public page shows the plan's own timeline, or else the suggested one.
  const tasks = timelineTasks(preview.party_timeline) || timelineTasks(isObject(preview.ai_suggestions) ? preview.ai_suggestions.timeline : undefined);
  add('Timeline', tasks ? plural(tasks, 'task (without dates or times)', 'tasks (without dates or times)') : '');
  add('Party photo', text(preview.photo_url) ? 'Yes' : '');
  return fields;
}

function isObject(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** Never public, whatever the plan holds (docs/decisions.md#location-and-date-are-private). */
export const NEVER_PUBLIC = 'Location, date, time, special requests, guests, invitations, chat and vendors';
