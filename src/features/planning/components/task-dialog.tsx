import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { TIMELINE_PHASES } from '@/lib/suggestions';
import { cn } from '@/lib/utils';
import { personName, type PartyPerson } from '../api/party-people';
import { useSaveTask, type Task } from '../api/tasks';
import { planningErrorMessage } from '../lib/errors';
import { FormActions, useFormFields } from '@/components/ui/form-fields';

/** Add or edit a checklist task: title, phase, timeframe or a date, owner among the members, notes. */
export function TaskDialog({
  partyId,
  task,
  people,
  open,
  onOpenChange,
}: {
  partyId: string;
  task: Task | null;
  people: PartyPerson[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState({
    title: task?.title ?? '',
    phase: task?.phase ?? 'preParty',
    timeframe: task?.timeframe ?? '',
    due_date: task?.due_date ?? '',
    owner_id: task?.owner_id ?? '',
    notes: task?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTask(partyId);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!form.title.trim()) next.title = 'Give the task a title';
    else if (form.title.trim().length > 200) next.title = 'Keep the title under 200 characters';
    if (form.timeframe.trim().length > 60) next.timeframe = 'Keep the timeframe under 60 characters';
    if (form.notes.length > 2000) next.notes = 'Notes can be at most 2,000 characters';
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(
      {
        id: task?.id,
        values: {
          title: form.title.trim(),
          phase: form.phase,
          timeframe: form.timeframe.trim() || null,
          due_date: form.due_date || null,
          owner_id: form.owner_id || null,
          notes: form.notes.trim() || null,
        },
      },
      {
        onSuccess: () => {
          toast.success(task ? 'Task updated' : 'Task added');
          onOpenChange(false);
        },
        onError: (err) => toast.error(planningErrorMessage(err, 'Could not save the task')),
      },
    );
  }

  const controls = useFormFields(errors);
  const { id, error } = controls;
  const field = (k: keyof typeof form) => ({ ...controls.field(k), value: form[k], onChange: set(k) });

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{task ? 'Edit Task' : 'Add Task'}</DialogTitle>
        <DialogDescription>Who does what, and when.</DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-title`}>Task *</Label>
            <Input {...field('title')} maxLength={200} />
            {error('title')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-phase`}>When</Label>
              <select {...field('phase')} className={cn(fieldClasses, 'h-10')}>
                {TIMELINE_PHASES.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-owner_id`}>Owner</Label>
              <select {...field('owner_id')} className={cn(fieldClasses, 'h-10')}>
                <option value="">Nobody yet</option>
                {people.map((p) => (
                  <option key={p.user_id} value={p.user_id}>
                    {personName(p)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-timeframe`}>Timeframe</Label>
              <Input {...field('timeframe')} placeholder="2 weeks before" maxLength={60} />
              {error('timeframe')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-due_date`}>Due date (instead of the timeframe)</Label>
              <Input {...field('due_date')} type="date" />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-notes`}>Notes</Label>
            <Textarea {...field('notes')} rows={3} maxLength={2000} />
            {error('notes')}
          </div>
          <FormActions pending={save.isPending} label="Save Task" pendingLabel="Saving..." onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
