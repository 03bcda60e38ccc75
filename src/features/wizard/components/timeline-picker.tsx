import { useId } from 'react';
import { CalendarClock, PartyPopper, Sparkle } from 'lucide-react';
import type { Timeline } from '../lib/contract';
import { PHASE_LABELS } from '../lib/categories';
import { isTimelineSelected, PHASES, timelineKey, type AnyTimelineItem, type Phase, type Selections } from '../lib/selections';
import { timelineClock, timelineDate } from '@/lib/timeline-dates';
import { cn } from '@/lib/utils';

const ICONS = { preParty: CalendarClock, duringParty: PartyPopper, afterParty: Sparkle } as const;

interface Props {
  timeline: Timeline;
  selections: Selections;
  onToggle: (phase: Phase, item: AnyTimelineItem) => void;
  /** The party date (YYYY-MM-DD): relative labels get their calendar date beside them. */
  date?: string;
  /** The start time (HH:MM): labels timed from the start get their clock time beside them. */
  time?: string;
}

/** The selectable visual timeline of step 3: pre-party, during, after (docs/product.md#wizard). */
export function TimelinePicker({ timeline, selections, onToggle, date, time }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        Party Timeline
      </h3>
      <p className="mt-1 text-sm text-gray-600">Tick the tasks to keep in your plan.</p>
      <div className="mt-5 grid gap-6 lg:grid-cols-3">
        {PHASES.map((phase) => {
          const Icon = ICONS[phase];
          const count = selections.timeline[phase].length;
          return (
            <div key={phase} role="group" aria-labelledby={`${id}-${phase}`}>
              <h4 id={`${id}-${phase}`} className="flex items-center gap-2 font-semibold text-gray-900">
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {PHASE_LABELS[phase]}
                <span className="text-xs font-normal text-gray-600">({count} selected)</span>
              </h4>
              <ol className="mt-3 border-l-2 border-brand-100 pl-4">
                {timeline[phase].map((item) => {
                  const checked = isTimelineSelected(selections, phase, item);
                  const when = timelineDate(date, item.timeframe) ?? timelineClock(time, item.timeframe);
                  return (
                    <li key={timelineKey(item)} className="relative pb-3 last:pb-0">
                      <span
                        aria-hidden="true"
                        className={cn('absolute top-2 -left-[23px] size-3 rounded-full border-2 border-white', checked ? 'bg-brand-600' : 'bg-brand-200')}
                      />
                      <label className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                        <input type="checkbox" checked={checked} onChange={() => onToggle(phase, item)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
                        <span className="flex flex-col gap-1">
                          <span className={checked ? 'font-medium text-gray-900' : 'text-gray-800'}>{item.task}</span>
                          <span className="w-fit rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                            {item.timeframe}
                            {when && ` · ${when}`}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ol>
            </div>
          );
        })}
      </div>
    </section>
  );
}
