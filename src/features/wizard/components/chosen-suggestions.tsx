import { CATEGORY_LABELS, PHASE_LABELS } from '../lib/categories';
import { LIST_KEYS, PHASES } from '../lib/selections';

const isText = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '';

interface Item {
  task: string;
  timeframe: string;
}

/** Reads stored selected_suggestions leniently: saved plans may predate today's shape. */
function read(selected: unknown) {
  const s = (selected && typeof selected === 'object' ? selected : {}) as Record<string, unknown>;
  const lists = LIST_KEYS.map((k) => [k, Array.isArray(s[k]) ? (s[k] as unknown[]).filter(isText) : []] as const);
  const t = (s.timeline && typeof s.timeline === 'object' ? s.timeline : {}) as Record<string, unknown>;
  const phases = PHASES.map((p) => {
    const items = Array.isArray(t[p]) ? (t[p] as unknown[]) : [];
    return [
      p,
      items.flatMap((i): Item[] => {
        const o = i as { task?: unknown; timeframe?: unknown; timing?: unknown };
        return o && isText(o.task) ? [{ task: o.task, timeframe: isText(o.timeframe) ? o.timeframe : isText(o.timing) ? o.timing : '' }] : [];
      }),
    ] as const;
  });
  return { lists, phases };
}

/** The chosen suggestions, read-only (docs/product.md#results results). */
export function ChosenSuggestions({ selected }: { selected: unknown }) {
  const { lists, phases } = read(selected);
  const any = lists.some(([, v]) => v.length) || phases.some(([, v]) => v.length);
  if (!any) return <p className="text-sm text-gray-600">No suggestions chosen yet.</p>;
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        {lists
          .filter(([, items]) => items.length)
          .map(([key, items]) => (
            <div key={key}>
              <dt className="text-sm font-semibold text-gray-900">{CATEGORY_LABELS[key]}</dt>
              <dd>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-gray-800">
                  {items.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
      </dl>
      {phases.some(([, items]) => items.length) && (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Timeline</h3>
          <div className="mt-2 grid gap-4 sm:grid-cols-3">
            {phases
              .filter(([, items]) => items.length)
              .map(([phase, items]) => (
                <div key={phase}>
                  <h4 className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{PHASE_LABELS[phase]}</h4>
                  <ul className="mt-1 space-y-1 text-sm text-gray-800">
                    {items.map((t) => (
                      <li key={`${t.task}|${t.timeframe}`}>
                        {t.task}
                        {t.timeframe && <span className="text-gray-600"> — {t.timeframe}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
          </div>
        </div>
      )}
    </div>
  );
}
