import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Mail } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { changeEmailErrorMessage, useChangeEmail } from '../api/change-email';

const emailSchema = (currentEmail: string) =>
  z.object({
    email: z
      .string()
      .trim()
      .refine((email) => email.toLowerCase() !== currentEmail.toLowerCase(), 'That is already your e-mail address'),
  });

/** The 'Change email' button and its dialog: asks for the new address and mails the confirmation links. */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(emailSchema(currentEmail)), defaultValues: { email: '' } });
  const value = useWatch({ control: form.control, name: 'email' });
  const change = useChangeEmail();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset();
  }

  const onSubmit = form.handleSubmit(({ email }) => {
    change.mutate(email, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success(`Confirmation links sent to ${email} and ${currentEmail}`);
      },
      onError: (e) => form.setError('email', { message: changeEmailErrorMessage(e) }, { shouldFocus: true }),
    });
  });

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
        <Form {...form}>
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>New e-mail address</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" required {...field} />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={change.isPending || !value.trim()}>
                {change.isPending ? 'Sending...' : 'Send confirmation'}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
