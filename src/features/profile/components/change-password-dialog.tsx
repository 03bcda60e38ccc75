import { useId, useState, type FormEvent } from 'react';
import { isAuthError } from '@supabase/supabase-js';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { passwordProblem, PASSWORD_RULE } from '@/lib/password-rule';
import { changePasswordErrorMessage, useChangePassword, useResendReauthentication } from '../api/change-password';

const EMPTY = { current: '', next: '', confirm: '', code: '' };

/**
 * The 'Change password' button and its dialog. The current password is asked for (a stolen session
 * alone cannot change it); when the session signed in long ago the server also e-mails a code,
 * and the dialog asks for it (docs/security.md #22).
 */
export function ChangePasswordDialog({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const ids = { current: useId(), next: useId(), rule: useId(), confirm: useId(), code: useId(), error: useId() };
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [askCurrent, setAskCurrent] = useState(hasPassword);
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const resend = useResendReauthentication();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setFields(EMPTY);
      setCodeSent(false);
      setError(null);
      setAskCurrent(hasPassword);
    }
  }

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.next !== fields.confirm) return setError('Passwords do not match. Please try again.');
    const problem = passwordProblem(fields.next);
    if (problem) return setError(problem);
    setError(null);
    change.mutate(
      { password: fields.next, currentPassword: askCurrent ? fields.current : undefined, nonce: codeSent ? fields.code.trim() : undefined },
      {
        onSuccess: (result) => {
          if (result === 'code-sent') {
            setCodeSent(true);
            return;
          }
          onOpenChange(false);
          toast.success('Your password is changed. Your other devices were signed out.');
        },
        onError: (e) => {
          if (!askCurrent && isAuthError(e) && e.code === 'current_password_required') {
            setAskCurrent(true);
            return setError('Enter your current password too.');
          }
          setError(changePasswordErrorMessage(e));
        },
      },
    );
  }

  function sendAgain() {
    resend.mutate(undefined, {
      onSuccess: () => {
        setFields((f) => ({ ...f, code: '' }));
        setError(null);
        toast.success(`A new code is on its way to ${email}`);
      },
      onError: (e) => setError(changePasswordErrorMessage(e)),
    });
  }

  const describedBy = (hint?: string) => [hint, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Change your password</DialogTitle>
        <DialogDescription>
          {codeSent
            ? `For your security we e-mailed a code to ${email}. Enter it to finish changing your password.`
            : askCurrent
              ? 'For your security, enter your current password first. Your other devices will be signed out.'
              : 'Set a password to sign in with your e-mail address too.'}
        </DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          {askCurrent ? (
            <div className="space-y-1.5">
              <Label htmlFor={ids.current}>Current password</Label>
              <Input id={ids.current} type="password" autoComplete="current-password" required value={fields.current} onChange={set('current')} readOnly={codeSent} />
            </div>
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor={ids.next}>New password</Label>
            <Input
              id={ids.next}
              type="password"
              autoComplete="new-password"
              required
              value={fields.next}
              onChange={set('next')}
              readOnly={codeSent}
              aria-invalid={error && !codeSent ? true : undefined}
              aria-describedby={describedBy(ids.rule)}
            />
            <p id={ids.rule} className="text-xs text-gray-600">
              {PASSWORD_RULE}
            </p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.confirm}>Confirm new password</Label>
            <Input id={ids.confirm} type="password" autoComplete="new-password" required value={fields.confirm} onChange={set('confirm')} readOnly={codeSent} />
          </div>
          {codeSent ? (
            <div className="space-y-1.5">
              <Label htmlFor={ids.code}>Code from the e-mail</Label>
              <Input
                id={ids.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={fields.code}
                onChange={set('code')}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy()}
              />
              <Button type="button" variant="link" className="h-6 p-0" onClick={sendAgain} disabled={resend.isPending}>
                Send a new code
              </Button>
            </div>
          ) : null}
          {error ? (
            <p id={ids.error} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={change.isPending || !fields.next || (codeSent && !fields.code.trim()) || (askCurrent && !fields.current)}>
              {change.isPending ? 'Changing...' : 'Change password'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
