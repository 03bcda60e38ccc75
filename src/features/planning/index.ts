export { BudgetPanel, ChecklistPanel, MyTasks } from './components/lazy-sections';
export type { BudgetPanelProps } from './components/budget-panel';
export type { GuestTotals } from './lib/print';
