import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { firstErrorMessage, Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { rpcErrorMessage } from '@/lib/rpc-error';
import { useAddPartyGuest, type NewGuest } from '../api/manage-guests';
import { guestInputProblem, MAX_DIETARY, MAX_NAME, MAX_NOTE, MAX_PEOPLE } from '@/lib/guest-limits';

/** Each limit is checked on its own, so the problem lands on (and focuses) its field. */
const guestSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter the guest’s name.'),
    email: z.string().trim(),
    people: z.string(),
    answer: z.custom<NewGuest['answer']>(),
    dietary: z.string(),
    note: z.string(),
  })
  .superRefine((v, ctx) => {
    const checks = [
      ['people', { headCount: Number(v.people), dietary: '', note: '' }],
      ['dietary', { headCount: 1, dietary: v.dietary, note: '' }],
      ['note', { headCount: 1, dietary: '', note: v.note }],
    ] as const;
    for (const [path, input] of checks) {
      const problem = guestInputProblem(input);
      if (problem) return void ctx.addIssue({ code: 'custom', path: [path], message: problem });
    }
  });

const EMPTY: z.input<typeof guestSchema> = { name: '', email: '', people: '1', answer: 'accepted', dietary: '', note: '' };

/** A guest who will never sign in (a grandparent without an account): name, e-mail, head-count. */
export function AddGuestForm({ partyId }: { partyId: string }) {
  const add = useAddPartyGuest();
  const form = useForm({ resolver: zodResolver(guestSchema), defaultValues: EMPTY });

  const submit = form.handleSubmit(
    ({ name, email, people, answer, dietary, note }) => {
      if (add.isPending) return;
      add.mutate(
        { partyId, name, email, headCount: Number(people), answer, dietary, note },
        {
          onSuccess: () => {
            toast.success(`${name} added to the guest list.`);
            // The answer stays: the next guest is often another 'Going'.
            form.reset({ ...EMPTY, answer });
          },
          onError: (e) => toast.error(rpcErrorMessage(e, 'Failed to add the guest. Please try again.')),
        },
      );
    },
    (errors) => toast.error(firstErrorMessage(errors)),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2" aria-label="Add a guest">
        <h3 className="flex items-center gap-2 font-semibold text-gray-900 sm:col-span-2">
          <UserPlus aria-hidden="true" className="size-4" /> Add a guest without an account
        </h3>
        <TextField name="name" label="Name" message={false} className="space-y-1" maxLength={MAX_NAME} autoComplete="off" />
        <TextField name="email" label="E-mail (optional)" message={false} className="space-y-1" type="email" autoComplete="off" />
        <TextField name="people" label="People" message={false} className="space-y-1" type="number" min={1} max={MAX_PEOPLE} />
        <SelectField name="answer" label="Answer" message={false} className="space-y-1">
          <option value="accepted">Going</option>
          <option value="maybe">Maybe</option>
          <option value="declined">Can't go</option>
        </SelectField>
        <TextField name="dietary" label="Dietary needs / allergies" message={false} className="space-y-1" maxLength={MAX_DIETARY} />
        <TextField name="note" label="Note" message={false} className="space-y-1" maxLength={MAX_NOTE} />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Guest'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
