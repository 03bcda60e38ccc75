import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { supabase } from '@/lib/supabase';
import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';
import { planningKeys } from '@/lib/query-keys';

export type Expense = Tables<'party_expenses'>;
export type ExpenseInput = Pick<
  TablesInsert<'party_expenses'>,
  'description' | 'category' | 'estimated_cents' | 'actual_cents' | 'paid' | 'paid_by' | 'paid_by_other' | 'vendor_id' | 'currency'
>;

/** Editors only: row-level security gives view-only members no lines (they read the totals). */
export async function getExpenses(partyId: string): Promise<Expense[]> {
  const { data, error } = await supabase.from('party_expenses').select('*').eq('party_id', partyId).order('created_at').order('id');
  if (error) throw error;
  return data ?? [];
}

export const expensesQueryOptions = (partyId: string) => queryOptions({ queryKey: planningKeys.expenses(partyId), queryFn: () => getExpenses(partyId) });

export function useExpenses(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...expensesQueryOptions(partyId), enabled });
}

function useInvalidateBudget(partyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planningKeys.expenses(partyId) }),
      queryClient.invalidateQueries({ queryKey: planningKeys.totals(partyId) }),
    ]);
}

export function useSaveExpense(partyId: string) {
  const invalidate = useInvalidateBudget(partyId);
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: ExpenseInput }) => {
      const q = id
        ? supabase
            .from('party_expenses')
            .update(values satisfies TablesUpdate<'party_expenses'>)
            .eq('id', id)
        : supabase.from('party_expenses').insert({ ...values, party_id: partyId });
      const { error } = await q;
      if (error) throw error;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteExpense(partyId: string) {
  const invalidate = useInvalidateBudget(partyId);
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.from('party_expenses').delete().eq('id', id);
      if (error) throw error;
    },
    onSuccess: invalidate,
  });
}

/** The starting estimates, one line per category, in one request. */
export function useAddEstimates(partyId: string) {
  const invalidate = useInvalidateBudget(partyId);
  return useMutation({
    mutationFn: async (lines: { category: string; cents: number }[]) => {
      const rows = lines.map((l) => ({
        party_id: partyId,
        description: `${l.category} (estimate)`,
        category: l.category,
        estimated_cents: l.cents,
        actual_cents: null,
        paid: false,
        currency: 'USD',
      }));
      const { error } = await supabase.from('party_expenses').insert(rows);
      if (error) throw error;
    },
    onSuccess: invalidate,
  });
}
