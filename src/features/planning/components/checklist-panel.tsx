import { useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useAuth } from '@/features/auth';
import type { PartySectionProps } from '@/lib/party-section';
import { TIMELINE_PHASES } from '@/lib/suggestions';
import { personName, usePlanningPeople } from '../api/party-people';
import { useDeleteTask, useReorderTasks, useTasks, useToggleTask, type Task } from '../api/tasks';
import { useTasksChannel } from '../hooks/use-tasks-channel';
import { dueDateOf, formatDue, isOverdue, todayIso } from '../lib/due-dates';
import { planningErrorMessage } from '../lib/errors';
import { TaskDialog } from './task-dialog';

/**
 * The shared checklist (docs/product.md#planning-tools): the timeline's items as tasks with an
 * owner, a due date from the party date, and notes. Ticks arrive live for everyone on the page.
 * Editors tick any task; a view-only member ticks the tasks they own
 * (docs/decisions.md#who-may-tick-a-task).
 */
export function ChecklistPanel({ party, isPublicView, canView, canEdit }: PartySectionProps) {
  const { user } = useAuth();
  const shown = !isPublicView && canView;
  const tasks = useTasks(party.id, shown);
  const people = usePlanningPeople(party.id, shown);
  // A tick shows at once: the cache's optimistic update renders a moment later, and until then a
  // controlled checkbox would spring back. Cleared when the server has answered.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  const toggle = useToggleTask(party.id, {
    onSettled: ({ id }) =>
      setTicking((m) => {
        const next = new Map(m);
        next.delete(id);
        return next;
      }),
  });
  const reorder = useReorderTasks(party.id);
  const remove = useDeleteTask(party.id);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  useTasksChannel(party.id, user?.id, shown);
  if (!shown) return null;

  const today = todayIso();
  const peopleById = new Map((people.data ?? []).map((p) => [p.user_id, p]));
  const list = tasks.data ?? [];

  function onTick(t: Task, done: boolean) {
    setTicking((m) => new Map(m).set(t.id, done));
    toggle.mutate({ id: t.id, done }, { onError: (e) => toast.error(planningErrorMessage(e, 'Could not update the task')) });
  }

  function move(phaseTasks: Task[], index: number, by: -1 | 1) {
    const ids = phaseTasks.map((t) => t.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    reorder.mutate(ids, { onError: (e) => toast.error(planningErrorMessage(e, 'Could not move the task')) });
  }

  function onDelete(t: Task) {
    remove.mutate(t.id, {
      onSuccess: () => toast.success('Task deleted'),
      onError: (e) => toast.error(planningErrorMessage(e, 'Could not delete the task')),
    });
  }

  return (
    <section id="checklist" aria-labelledby="checklist-heading" className="scroll-mt-24 focus:outline-none">
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="checklist-heading" className="text-xl font-semibold text-gray-900">
            Checklist
          </h2>
          {canEdit && (
            <Button variant="gradient" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" /> Add Task
            </Button>
          )}
        </div>
        {tasks.isError ? (
          <p className="mt-4 text-sm text-red-700">Could not load the checklist.</p>
        ) : tasks.isPending ? (
          <p className="mt-4 text-sm text-gray-600">Loading the checklist...</p>
        ) : list.length === 0 ? (
          <p className="mt-4 text-sm text-gray-600">No tasks yet. Choose a timeline or add a task.</p>
        ) : (
          <div className="mt-4 space-y-6">
            {TIMELINE_PHASES.map(({ key, label }) => {
              const phaseTasks = list.filter((t) => t.phase === key).sort((a, b) => a.position - b.position);
              if (!phaseTasks.length) return null;
              return (
                <div key={key}>
                  <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">{label}</h3>
                  <ul className="mt-2 divide-y divide-gray-200">
                    {phaseTasks.map((t, i) => {
                      const due = dueDateOf(t, party.date);
                      const overdue = isOverdue(due, t.done, today);
                      const mayTick = canEdit || (!!user && t.owner_id === user.id);
                      const owner = t.owner_id ? personName(peopleById.get(t.owner_id)) : null;
                      return (
                        <li
                          key={t.id}
                          className={overdue ? 'flex items-start gap-3 bg-red-50 px-2 py-3' : 'flex items-start gap-3 px-2 py-3'}
                          data-testid="task-row"
                        >
                          <Checkbox
                            id={`task-${t.id}`}
                            className="mt-1"
                            checked={ticking.get(t.id) ?? t.done}
                            disabled={!mayTick}
                            onChange={(e) => onTick(t, e.target.checked)}
                          />
                          <div className="min-w-0 flex-1">
                            <label htmlFor={`task-${t.id}`} className={t.done ? 'font-medium text-gray-500 line-through' : 'font-medium text-gray-900'}>
                              {t.title}
                            </label>
                            <p className="text-xs text-gray-700">
                              {[t.timeframe, due && `Due ${formatDue(due)}`, owner ? `Owner: ${owner}` : 'No owner'].filter(Boolean).join(' · ')}
                              {overdue && (
                                <Badge variant="red" className="ml-2">
                                  Overdue
                                </Badge>
                              )}
                            </p>
                            {t.notes && <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{t.notes}</p>}
                          </div>
                          {canEdit && (
                            <div className="flex shrink-0 items-center">
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={`Move ${t.title} up`}
                                disabled={i === 0 || reorder.isPending}
                                onClick={() => move(phaseTasks, i, -1)}
                              >
                                <ArrowUp aria-hidden="true" />
                              </Button>
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={`Move ${t.title} down`}
                                disabled={i === phaseTasks.length - 1 || reorder.isPending}
                                onClick={() => move(phaseTasks, i, 1)}
                              >
                                <ArrowDown aria-hidden="true" />
                              </Button>
                              <Button variant="ghost" size="icon" aria-label={`Edit ${t.title}`} onClick={() => setEditing(t)}>
                                <Pencil aria-hidden="true" />
                              </Button>
                              <Button variant="ghost" size="icon" aria-label={`Delete ${t.title}`} onClick={() => onDelete(t)} disabled={remove.isPending}>
                                <Trash2 aria-hidden="true" />
                              </Button>
                            </div>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
          </div>
        )}
      </Card>
      {editing && (
        <TaskDialog
          key={editing === 'new' ? 'new' : editing.id}
          partyId={party.id}
          task={editing === 'new' ? null : editing}
          people={people.data ?? []}
          open
          onOpenChange={(o) => !o && setEditing(null)}
        />
      )}
    </section>
  );
}
