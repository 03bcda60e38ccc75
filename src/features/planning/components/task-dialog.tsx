import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormActions, SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { TIMELINE_PHASES } from '@/lib/suggestions';
import { personName, type PartyPerson } from '../api/party-people';
import { useSaveTask, type Task } from '../api/tasks';
import { planningErrorMessage } from '../lib/errors';

const taskSchema = z.object({
  title: z.string().trim().min(1, 'Give the task a title').max(200, 'Keep the title under 200 characters'),
  phase: z.string(),
  timeframe: z.string().trim().max(60, 'Keep the timeframe under 60 characters'),
  due_date: z.string(),
  owner_id: z.string(),
  notes: z.string().max(2000, 'Notes can be at most 2,000 characters'),
});

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
  const form = useForm({
    resolver: zodResolver(taskSchema),
    defaultValues: {
      title: task?.title ?? '',
      phase: task?.phase ?? 'preParty',
      timeframe: task?.timeframe ?? '',
      due_date: task?.due_date ?? '',
      owner_id: task?.owner_id ?? '',
      notes: task?.notes ?? '',
    },
  });
  const save = useSaveTask(partyId);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      {
        id: task?.id,
        values: {
          title: values.title,
          phase: values.phase,
          timeframe: values.timeframe || null,
          due_date: values.due_date || null,
          owner_id: values.owner_id || null,
          notes: values.notes.trim() || null,
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
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{task ? 'Edit Task' : 'Add Task'}</DialogTitle>
        <DialogDescription>Who does what, and when.</DialogDescription>
        <Form {...form}>
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
            <TextField name="title" label="Task *" maxLength={200} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField name="phase" label="When">
                {TIMELINE_PHASES.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.label}
                  </option>
                ))}
              </SelectField>
              <SelectField name="owner_id" label="Owner">
                <option value="">Nobody yet</option>
                {people.map((p) => (
                  <option key={p.user_id} value={p.user_id}>
                    {personName(p)}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="timeframe" label="Timeframe" placeholder="2 weeks before" maxLength={60} />
              <TextField name="due_date" label="Due date (instead of the timeframe)" type="date" />
            </div>
            <TextareaField name="notes" label="Notes" rows={3} maxLength={2000} />
            <FormActions pending={save.isPending} label="Save Task" pendingLabel="Saving..." onCancel={() => onOpenChange(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
