import type { ReactNode } from 'react';
import { budgetLabel, formatDate, partyDisplayName } from '@/lib/party-format';
import { normalizeSuggestions, SUGGESTION_CATEGORIES, TIMELINE_PHASES } from '@/lib/suggestions';
import { timelineClock } from '@/lib/timeline-dates';
import { personName } from '../api/party-people';
import type { PrintPlan } from '../api/print-plan';
import { budgetSummary } from '../lib/budget';
import { dueDateOf, formatDue } from '../lib/due-dates';
import type { GuestTotals } from '../lib/print';
import { BudgetSummaryView } from './budget-summary';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="break-inside-avoid rounded-lg border border-gray-300 p-4 print:rounded-none print:border-gray-500">
      <h2 className="text-lg font-bold text-black">{title}</h2>
      <div className="mt-2 text-sm text-black">{children}</div>
    </section>
  );
}

/**
 * The printable plan (docs/decisions.md#the-printable-plan): overview, chosen ideas, checklist with
 * owners and due dates, vendors with phones, budget and guests. Plain black on white so it reads
 * on a black-and-white printer; each block keeps together on the page.
 */
export function PrintPlanView({ plan, guestTotals }: { plan: PrintPlan; guestTotals: GuestTotals | null }) {
  const { party, tasks, vendors, people, totals } = plan;
  const chosen = normalizeSuggestions(party.selected_suggestions, party.party_timeline);
  const peopleById = new Map(people.map((p) => [p.user_id, p]));
  const summary = budgetSummary({ sums: totals, budget: party.budget, guestCount: party.guest_count, attending: guestTotals?.attending ?? null });
  const ideas = SUGGESTION_CATEGORIES.filter((c) => c.key !== 'vendors' && chosen[c.key].length > 0);
  const facts: [string, string][] = [
    ['Party type', party.party_type],
    ['For', party.party_for || '—'],
    ['Date', formatDate(party.date)],
    ['Time', party.time_of_day ? (timelineClock(party.time_of_day, 'Start') ?? party.time_of_day) : '—'],
    ['Location', party.location || '—'],
    ['Guests', String(party.guest_count)],
    ['Budget', party.budget ? budgetLabel(party.budget) : '—'],
  ];

  return (
    <div className="space-y-4">
      <Block title="Overview">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt className="font-semibold">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {party.ideas && <p className="mt-2">{party.ideas}</p>}
      </Block>

      <Block title="Chosen Ideas">
        {ideas.length === 0 ? (
          <p>No ideas chosen yet.</p>
        ) : (
          <dl className="space-y-2">
            {ideas.map((c) => (
              <div key={c.key}>
                <dt className="font-semibold">{c.label}</dt>
                <dd>{chosen[c.key].join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
      </Block>

      <Block title="Checklist">
        {tasks.length === 0 ? (
          <p>No tasks yet.</p>
        ) : (
          TIMELINE_PHASES.map(({ key, label }) => {
            const list = tasks.filter((t) => t.phase === key).sort((a, b) => a.position - b.position);
            if (!list.length) return null;
            return (
              <div key={key} className="mt-2">
                <h3 className="font-semibold">{label}</h3>
                <table className="mt-1 w-full border-collapse text-left">
                  <thead>
                    <tr className="border-b border-gray-500">
                      <th className="w-10 py-1 font-semibold">Done</th>
                      <th className="py-1 font-semibold">Task</th>
                      <th className="py-1 font-semibold">Due</th>
                      <th className="py-1 font-semibold">Owner</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((t) => {
                      const due = dueDateOf(t, party.date);
                      return (
                        <tr key={t.id} className="break-inside-avoid border-b border-gray-300 align-top">
                          <td className="py-1">{t.done ? '[x]' : '[ ]'}</td>
                          <td className="py-1">
                            {t.title}
                            {t.notes && <span className="block text-xs">{t.notes}</span>}
                          </td>
                          <td className="py-1">{[due ? formatDue(due) : null, t.timeframe].filter(Boolean).join(' · ') || '—'}</td>
                          <td className="py-1">{t.owner_id ? personName(peopleById.get(t.owner_id)) : '—'}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            );
          })
        )}
      </Block>

      <Block title="Vendors">
        {vendors.length === 0 ? (
          <p>No vendors yet.</p>
        ) : (
          <ul className="space-y-1">
            {vendors.map((v) => (
              <li key={v.id}>
                <span className="font-semibold">{v.name}</span> ({v.category}) — {v.phone || 'No phone'}
              </li>
            ))}
          </ul>
        )}
      </Block>

      <Block title="Budget">
        <BudgetSummaryView summary={summary} />
      </Block>

      <Block title="Guests">
        <p>
          {party.guest_count} guests planned
          {guestTotals &&
            ` · Attending ${guestTotals.attending} · Maybe ${guestTotals.maybe} · Declined ${guestTotals.declined} · No answer ${guestTotals.noAnswer}`}
        </p>
      </Block>
      <p className="sr-only">{partyDisplayName(party)}</p>
    </div>
  );
}
