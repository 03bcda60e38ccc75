import { ALL_BUDGETS, BUDGET_LABELS, WIZARD_BUDGETS } from './contract';

export interface BudgetOption {
  value: string;
  label: string;
}

/** The wizard offers the five ranges (docs/product.md#wizard-constants). */
export const WIZARD_BUDGET_OPTIONS: BudgetOption[] = WIZARD_BUDGETS.map(({ value, label }) => ({ value, label }));

/** The results screen also allows cheap, moderate and expensive (docs/product.md#results, #wizard-constants). */
export const RESULTS_BUDGET_OPTIONS: BudgetOption[] = ALL_BUDGETS.map(({ value, label }) => ({ value, label }));

/** The label of docs/product.md#budget-codes for a budget code; unknown codes are shown as stored. */
export function wizardBudgetLabel(code: string): string {
  return (BUDGET_LABELS as Record<string, string>)[code] ?? code;
}

/**
 * The wizard's choices for a form: the five ranges, plus the form's own value when it holds one of
 * the descriptive codes (a template saved as 'moderate' keeps its budget instead of losing it).
 */
export function wizardBudgetOptions(current: string): BudgetOption[] {
  if (!current || WIZARD_BUDGET_OPTIONS.some((o) => o.value === current)) return WIZARD_BUDGET_OPTIONS;
  return [...WIZARD_BUDGET_OPTIONS, { value: current, label: wizardBudgetLabel(current) }];
}
