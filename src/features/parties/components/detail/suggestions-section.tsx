import type { ReactNode } from 'react';
import { Check, Loader2, Plus, Save, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { AiAllowanceMeter } from '@/features/checkout';
import { SECTION_IDS } from '../../lib/scroll';
import {
  SUGGESTION_CATEGORIES,
  TIMELINE_PHASES,
  timeframeOf,
  timelineKey,
  type CategoryKey,
  type PhaseKey,
  type Suggestions,
  type TimelineItem,
} from '@/lib/suggestions';

export interface SuggestionsSectionProps {
  /** What there is to choose from (the AI's lists plus anything already selected). */
  offered: Suggestions;
  current: Suggestions;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  moreIdeasFor: CategoryKey | null;
  onToggle: (category: CategoryKey, item: string) => void;
  onToggleTimeline: (phase: PhaseKey, item: TimelineItem) => void;
  onMoreIdeas: (category: CategoryKey) => void;
  onSave: () => void;
  onDiscard: () => void;
  /** Rendered under the Vendors category: the party's local vendors (none in public view). */
  vendorsPanel: ReactNode;
  /** Rendered under Food & Drinks: how many people to plan for (none in public view). */
  foodNote?: ReactNode;
}

function ReadOnlyList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm text-gray-800">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * AI Suggestions (docs/product.md#party-page, #detail-page-states): editors tick and untick suggestions, ask for more ideas per
 * category, and save; 'Save Changes' appears only when the ticks differ from the saved selection.
 * Everyone else sees the chosen suggestions, read-only.
 */
export function SuggestionsSection(props: SuggestionsSectionProps) {
  const { offered, current, editable } = props;
  // Editors see every category (an empty one still offers 'More Ideas'); others only what there is.
  const shownCategories = SUGGESTION_CATEGORIES.filter((c) => editable || (current[c.key].length ? current : offered)[c.key].length > 0);
  const timelineSource = editable ? offered.timeline : current.timeline;
  const hasTimelineItems = TIMELINE_PHASES.some((p) => timelineSource[p.key].length > 0);

  return (
    <section id={SECTION_IDS.suggestions} aria-labelledby="suggestions-heading" className="scroll-mt-24 focus:outline-none">
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="suggestions-heading" className="text-xl font-semibold text-gray-900">
              AI Suggestions
            </h2>
            <p className="text-sm text-gray-700">{editable ? 'Tick the ideas you want in your plan.' : 'The ideas chosen for this party.'}</p>
            {editable && <AiAllowanceMeter className="mt-1" />}
          </div>
          {editable && props.dirty && (
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" onClick={props.onDiscard} disabled={props.saving}>
                <Undo2 aria-hidden="true" /> Discard
              </Button>
              <Button variant="gradient" size="sm" onClick={props.onSave} disabled={props.saving}>
                <Save aria-hidden="true" /> {props.saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          )}
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {shownCategories.map(({ key, label }) => {
            const items = editable ? offered[key] : current[key].length ? current[key] : offered[key];
            const pending = props.moreIdeasFor === key;
            return (
              <fieldset key={key} className={`rounded-lg border border-gray-200 p-4 ${key === 'vendors' ? 'lg:col-span-2' : ''}`}>
                <legend className="px-1 text-base font-semibold text-gray-900">{label}</legend>
                {editable && items.length === 0 ? (
                  <p className="text-sm text-gray-600">No ideas yet.</p>
                ) : editable ? (
                  <ul className="space-y-2">
                    {items.map((item) => {
                      const id = `sugg-${key}-${item}`.replace(/[^A-Za-z0-9_-]/g, '_');
                      return (
                        <li key={item} className="flex items-start gap-2">
                          <Checkbox id={id} className="mt-0.5" checked={current[key].includes(item)} onChange={() => props.onToggle(key, item)} />
                          <label htmlFor={id} className="cursor-pointer text-sm text-gray-800">
                            {item}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <ReadOnlyList items={items} />
                )}
                {editable && (
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => props.onMoreIdeas(key)} disabled={props.moreIdeasFor !== null}>
                    {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
                    {pending ? 'Getting ideas...' : 'More Ideas'}
                    <span className="sr-only"> for {label}</span>
                  </Button>
                )}
                {key === 'food' && props.foodNote}
                {key === 'vendors' && props.vendorsPanel}
              </fieldset>
            );
          })}
          {props.vendorsPanel && !shownCategories.some((c) => c.key === 'vendors') && <div className="lg:col-span-2">{props.vendorsPanel}</div>}
        </div>

        {hasTimelineItems && (
          <fieldset className="mt-6 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 text-base font-semibold text-gray-900">Timeline</legend>
            <div className="grid gap-4 md:grid-cols-3">
              {TIMELINE_PHASES.map(({ key, label }) => {
                const items = timelineSource[key];
                if (!items.length) return null;
                const chosen = new Set(current.timeline[key].map(timelineKey));
                return (
                  <div key={key}>
                    <h3 className="mb-2 text-sm font-semibold text-gray-900">{label}</h3>
                    <ul className="space-y-2">
                      {items.map((item) => {
                        const k = timelineKey(item);
                        const id = `tl-${key}-${k}`.replace(/[^A-Za-z0-9_-]/g, '_');
                        return (
                          <li key={k} className="flex items-start gap-2 text-sm">
                            {editable ? (
                              <Checkbox id={id} className="mt-0.5" checked={chosen.has(k)} onChange={() => props.onToggleTimeline(key, item)} />
                            ) : (
                              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                            )}
                            {(() => {
                              const text = (
                                <>
                                  {item.task}
                                  {timeframeOf(item) && <span className="block text-xs text-gray-600">{timeframeOf(item)}</span>}
                                </>
                              );
                              return editable ? (
                                <label htmlFor={id} className="cursor-pointer text-gray-800">
                                  {text}
                                </label>
                              ) : (
                                <span className="text-gray-800">{text}</span>
                              );
                            })()}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
      </Card>
    </section>
  );
}
