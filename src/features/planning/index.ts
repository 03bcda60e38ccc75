export { BudgetPanel, ChecklistPanel } from './components/lazy-sections';
export type { BudgetPanelProps } from './components/budget-panel';
export { MyTasks } from './home';
export type { GuestTotals } from './lib/print';
