import { useId, useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { changeEmailErrorMessage, useChangeEmail } from '../api/change-email';

/** The 'Change email' button and its dialog: asks for the new address and mails the confirmation links. */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const ids = { input: useId(), error: useId() };
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeEmail();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setValue('');
      setError(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = value.trim();
    if (email.toLowerCase() === currentEmail.toLowerCase()) {
      setError('That is already your e-mail address');
      return;
    }
    setError(null);
    change.mutate(email, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success(`Confirmation links sent to ${email} and ${currentEmail}`);
      },
      onError: (e) => setError(changeEmailErrorMessage(e)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Mail aria-hidden="true" />
          Change email
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Change your e-mail</DialogTitle>
        <DialogDescription>
          We will send a confirmation link to the new address and one to {currentEmail}. Your e-mail changes once both links are followed.
        </DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={ids.input}>New e-mail address</Label>
            <Input
              id={ids.input}
              type="email"
              autoComplete="email"
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            {error ? (
              <p id={ids.error} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={change.isPending || !value.trim()}>
              {change.isPending ? 'Sending...' : 'Send confirmation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
