import { Card } from '@/components/ui/card';
import { SECTION_IDS } from '../../lib/scroll';
import { TIMELINE_PHASES, timeframeOf, timelineKey, type Timeline } from '@/lib/suggestions';
import { timelineClock, timelineDate } from '@/lib/timeline-dates';

/**
 * The chosen three-phase timeline, as a vertical timeline per phase. `date` is the party date when
 * the viewer may see it (members): relative labels then get their calendar date beside them; `time`
 * likewise gives labels timed from the start their clock time.
 */
export function TimelineSection({ timeline, date, time }: { timeline: Timeline; date?: string | null; time?: string | null }) {
  const when = (label: string) => timelineDate(date, label) ?? timelineClock(time, label);
  return (
    <section id={SECTION_IDS.timeline} aria-labelledby="timeline-heading" className="scroll-mt-24 focus:outline-none">
      <Card className="p-6">
        <h2 id="timeline-heading" className="text-xl font-semibold text-gray-900">
          Party Timeline
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          {TIMELINE_PHASES.map(({ key, label }) =>
            timeline[key].length ? (
              <div key={key}>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">{label}</h3>
                <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4">
                  {timeline[key].map((item) => (
                    <li key={timelineKey(item)} className="relative">
                      <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-500" />
                      <p className="text-sm font-medium text-gray-900">{item.task}</p>
                      {timeframeOf(item) && (
                        <p className="text-xs text-gray-600">
                          {timeframeOf(item)}
                          {when(timeframeOf(item)) && <span className="text-gray-500"> · {when(timeframeOf(item))}</span>}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null,
          )}
        </div>
      </Card>
    </section>
  );
}
