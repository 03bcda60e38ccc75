import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthError } from '@supabase/supabase-js';
import { useForm, useWatch } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { passwordProblem, PASSWORD_RULE } from '@/lib/password-rule';
import { changePasswordErrorMessage, useChangePassword, useResendReauthentication } from '../api/change-password';

/** Both checks land on the new password; the server's answers go to the form's root error. */
const passwordSchema = z.object({ current: z.string(), next: z.string(), confirm: z.string(), code: z.string().trim() }).superRefine((v, ctx) => {
  const problem = v.next !== v.confirm ? 'Passwords do not match. Please try again.' : passwordProblem(v.next);
  if (problem) ctx.addIssue({ code: 'custom', path: ['next'], message: problem });
});

const EMPTY = { current: '', next: '', confirm: '', code: '' };

/**
 * The 'Change password' button and its dialog. The current password is asked for (a stolen session
 * alone cannot change it); when the session signed in long ago the server also e-mails a code,
 * and the dialog asks for it (docs/security.md #22).
 */
export function ChangePasswordDialog({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });
  const fields = useWatch({ control: form.control });
  const [askCurrent, setAskCurrent] = useState(hasPassword);
  const [codeSent, setCodeSent] = useState(false);
  const change = useChangePassword();
  const resend = useResendReauthentication();
  const { errors } = form.formState;
  const error = errors.next?.message ?? errors.root?.message ?? null;
  const setError = (message: string) => form.setError('root', { message });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setCodeSent(false);
      setAskCurrent(hasPassword);
    }
  }

  const onSubmit = form.handleSubmit(({ current, next, code }) => {
    change.mutate(
      { password: next, currentPassword: askCurrent ? current : undefined, nonce: codeSent ? code : undefined },
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
  });

  function sendAgain() {
    resend.mutate(undefined, {
      onSuccess: () => {
        form.setValue('code', '');
        form.clearErrors();
        toast.success(`A new code is on its way to ${email}`);
      },
      onError: (e) => setError(changePasswordErrorMessage(e)),
    });
  }

  // One message for the whole form, under it: every field it may concern points at it.
  const errorRef = error ? errorId : undefined;
  const password = (name: 'current' | 'next' | 'confirm', label: string, autoComplete: string, invalid?: boolean, rule?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl aria-describedby={name === 'next' ? errorRef : undefined} aria-invalid={invalid ? true : undefined}>
            <Input type="password" autoComplete={autoComplete} required readOnly={codeSent} {...field} />
          </FormControl>
          {rule ? <FormDescription>{rule}</FormDescription> : null}
        </FormItem>
      )}
    />
  );

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
        <Form {...form}>
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
            {askCurrent ? password('current', 'Current password', 'current-password') : null}
            {password('next', 'New password', 'new-password', Boolean(error) && !codeSent, PASSWORD_RULE)}
            {password('confirm', 'Confirm new password', 'new-password')}
            {codeSent ? (
              <FormField
                control={form.control}
                name="code"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Code from the e-mail</FormLabel>
                    <FormControl aria-describedby={errorRef} aria-invalid={error ? true : undefined}>
                      <Input inputMode="numeric" autoComplete="one-time-code" required {...field} />
                    </FormControl>
                    <Button type="button" variant="link" className="h-6 p-0" onClick={sendAgain} disabled={resend.isPending}>
                      Send a new code
                    </Button>
                  </FormItem>
                )}
              />
            ) : null}
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={change.isPending || !fields.next || (codeSent && !fields.code?.trim()) || (askCurrent && !fields.current)}>
                {change.isPending ? 'Changing...' : 'Change password'}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
