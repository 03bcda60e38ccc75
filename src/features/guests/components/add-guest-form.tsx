import { useId, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { rpcErrorMessage } from '@/lib/rpc-error';
import { useAddPartyGuest, type NewGuest } from '../api/manage-guests';
import { guestInputProblem, MAX_DIETARY, MAX_NAME, MAX_NOTE, MAX_PEOPLE } from '@/lib/guest-limits';

/** A guest who will never sign in (a grandparent without an account): name, e-mail, head-count. */
export function AddGuestForm({ partyId }: { partyId: string }) {
  const add = useAddPartyGuest();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [people, setPeople] = useState('1');
  const [answer, setAnswer] = useState<NewGuest['answer']>('accepted');
  const [dietary, setDietary] = useState('');
  const [note, setNote] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    if (!name.trim()) return void toast.error('Please enter the guest’s name.');
    const headCount = Number(people);
    const problem = guestInputProblem({ headCount, dietary, note });
    if (problem) return void toast.error(problem);
    add.mutate(
      { partyId, name: name.trim(), email: email.trim(), headCount, answer, dietary, note },
      {
        onSuccess: () => {
          toast.success(`${name.trim()} added to the guest list.`);
          setName('');
          setEmail('');
          setPeople('1');
          setDietary('');
          setNote('');
        },
        onError: (e) => toast.error(rpcErrorMessage(e, 'Failed to add the guest. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2" aria-label="Add a guest">
      <h3 className="flex items-center gap-2 font-semibold text-gray-900 sm:col-span-2">
        <UserPlus aria-hidden="true" className="size-4" /> Add a guest without an account
      </h3>
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={name} maxLength={MAX_NAME} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-email`}>E-mail (optional)</Label>
        <Input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-people`}>People</Label>
        <Input id={`${id}-people`} type="number" min={1} max={MAX_PEOPLE} value={people} onChange={(e) => setPeople(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-answer`}>Answer</Label>
        <select id={`${id}-answer`} value={answer} onChange={(e) => setAnswer(e.target.value as NewGuest['answer'])} className="h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600">
          <option value="accepted">Going</option>
          <option value="maybe">Maybe</option>
          <option value="declined">Can't go</option>
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-dietary`}>Dietary needs / allergies</Label>
        <Input id={`${id}-dietary`} value={dietary} maxLength={MAX_DIETARY} onChange={(e) => setDietary(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Input id={`${id}-note`} value={note} maxLength={MAX_NOTE} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Guest'}
        </Button>
      </div>
    </form>
  );
}
