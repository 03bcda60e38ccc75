import { useState } from 'react';
import { Pencil, Plus, Trash2, Wand2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PartySectionProps } from '@/lib/party-section';
import { useBudgetTotals } from '../api/budget-totals';
import { useAddEstimates, useDeleteExpense, useExpenses, type Expense } from '../api/expenses';
import { personName, usePlanningPeople } from '../api/party-people';
import { useVendorChoices } from '../api/vendors';
import { budgetSummary, formatMoney, startingEstimates, sumExpenses, type ExpenseSums } from '../lib/budget';
import { planningErrorMessage } from '../lib/errors';
import { BudgetSummaryView } from './budget-summary';
import { ExpenseDialog } from './expense-dialog';

export interface BudgetPanelProps extends PartySectionProps {
  /** Guests attending once they answered; null or absent: the plan's guest count. */
  attendingHeadcount?: number | null;
}

/**
 * The budget tracker (docs/product.md#planning-tools). Editors see and change the lines;
 * view-only members see the totals only (row-level security gives them no lines); visitors nothing.
 */
export function BudgetPanel({ party, isPublicView, canView, canEdit, attendingHeadcount = null }: BudgetPanelProps) {
  const shown = !isPublicView && canView;
  const expenses = useExpenses(party.id, shown && canEdit);
  const totals = useBudgetTotals(party.id, shown && !canEdit);
  const people = usePlanningPeople(party.id, shown && canEdit);
  const fill = useAddEstimates(party.id);
  const remove = useDeleteExpense(party.id);
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  // The party's vendors are asked for only when an expense names one or the form is open: the
  // party page already loads its vendors once, and this panel should not double that on every visit.
  const vendors = useVendorChoices(party.id, shown && canEdit && (editing !== null || !!expenses.data?.some((e) => e.vendor_id)));
  if (!shown) return null;

  const rows = expenses.data ?? [];
  const sums: ExpenseSums | undefined = canEdit ? (expenses.data ? sumExpenses(rows) : undefined) : totals.data;
  const summary = sums && budgetSummary({ sums, budget: party.budget, guestCount: party.guest_count, attending: attendingHeadcount });
  const estimates = startingEstimates(party.party_type, party.budget).filter((e) => !rows.some((r) => r.category === e.category));
  const failed = canEdit ? expenses.isError : totals.isError;
  const peopleById = new Map((people.data ?? []).map((p) => [p.user_id, p]));
  const vendorById = new Map((vendors.data ?? []).map((v) => [v.id, v]));

  function fillEstimates() {
    fill.mutate(estimates, {
      onSuccess: () => toast.success('Estimates added from the plan'),
      onError: (e) => toast.error(planningErrorMessage(e, 'Could not add the estimates')),
    });
  }

  function onDelete(e: Expense) {
    remove.mutate(e.id, {
      onSuccess: () => toast.success('Expense deleted'),
      onError: (err) => toast.error(planningErrorMessage(err, 'Could not delete the expense')),
    });
  }

  return (
    <section id="budget" aria-labelledby="budget-heading" className="scroll-mt-24 focus:outline-none">
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="budget-heading" className="text-xl font-semibold text-gray-900">
            Budget
          </h2>
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              {estimates.length > 0 && (
                <Button variant="outline" onClick={fillEstimates} disabled={fill.isPending}>
                  <Wand2 aria-hidden="true" />
                  {fill.isPending ? 'Adding...' : 'Fill estimates from the plan'}
                </Button>
              )}
              <Button variant="gradient" onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" /> Add Expense
              </Button>
            </div>
          )}
        </div>
        <div className="mt-4 space-y-4">
          {failed ? (
            <p className="text-sm text-red-700">Could not load the budget.</p>
          ) : !summary ? (
            <p className="text-sm text-gray-600">Loading the budget...</p>
          ) : (
            <BudgetSummaryView summary={summary} />
          )}
          {canEdit && rows.length > 0 && (
            <ul className="divide-y divide-gray-200" aria-label="Expenses">
              {rows.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900">{e.description}</p>
                    <p className="text-xs text-gray-600">
                      {e.category}
                      {e.vendor_id && vendorById.get(e.vendor_id) ? ` · ${vendorById.get(e.vendor_id)!.name}` : ''}
                      {' · '}
                      {e.paid ? `Paid${e.paid_by ? ` by ${personName(peopleById.get(e.paid_by))}` : e.paid_by_other ? ' by someone else' : ''}` : 'Not paid'}
                    </p>
                  </div>
                  <div className="flex items-center gap-3 text-sm">
                    <span className="text-gray-700">Est. {formatMoney(e.estimated_cents, e.currency)}</span>
                    <span className="font-semibold text-gray-900">{e.actual_cents === null ? '—' : formatMoney(e.actual_cents, e.currency)}</span>
                    <Button variant="ghost" size="icon" aria-label={`Edit ${e.description}`} onClick={() => setEditing(e)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${e.description}`} onClick={() => onDelete(e)} disabled={remove.isPending}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {canEdit && expenses.data && rows.length === 0 && <p className="text-sm text-gray-600">No expenses yet.</p>}
        </div>
      </Card>
      {editing && (
        <ExpenseDialog
          key={editing === 'new' ? 'new' : editing.id}
          partyId={party.id}
          expense={editing === 'new' ? null : editing}
          currency={rows[0]?.currency ?? 'USD'}
          currencyLocked={rows.length > (editing === 'new' ? 0 : 1)}
          people={people.data ?? []}
          vendors={vendors.data ?? []}
          open
          onOpenChange={(o) => !o && setEditing(null)}
        />
      )}
    </section>
  );
}
