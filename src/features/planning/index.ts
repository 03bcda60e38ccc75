export { BudgetPanel, ChecklistPanel } from './components/lazy-sections';
export { MyTasks } from './home';
export type { GuestTotals } from './lib/print';
