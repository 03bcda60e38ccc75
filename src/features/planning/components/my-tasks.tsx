import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useMyTasks } from '../api/my-tasks';
import { formatDue, isOverdue, todayIso } from '../lib/due-dates';

/** Home page section: the signed-in user's open tasks across parties, soonest first. */
export default function MyTasks({ userId }: { userId: string }) {
  const { data } = useMyTasks(userId);
  if (!data || data.length === 0) return null;
  const today = todayIso();
  return (
    <section aria-labelledby="my-tasks-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="my-tasks-heading" className="mb-6 text-3xl font-bold text-gray-900">
        My Tasks
      </h2>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white shadow-sm">
        {data.map((t) => (
          <li key={t.id}>
            <Link to={`/party/${t.partyId}#checklist`} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 hover:bg-gray-50">
              <span>
                <span className="font-medium text-gray-900">{t.title}</span>
                <span className="block text-sm text-gray-700">{t.partyName}</span>
              </span>
              <span className="flex items-center gap-2 text-sm text-gray-700">
                {t.due ? `Due ${formatDue(t.due)}` : 'No due date'}
                {isOverdue(t.due, false, today) && <Badge variant="red">Overdue</Badge>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
