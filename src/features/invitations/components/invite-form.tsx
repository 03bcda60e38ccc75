import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Send, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { firstErrorMessage, Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { useCreateInvitations } from '../api/create-invitations';
import { parseBulkEmails } from '../lib/bulk-emails';
import { inviteErrorMessage } from '../lib/invite-errors';
import { emailContext, looksLikeEmail } from '../lib/inviter';
import type { PermissionLevel, ResponseType } from '../lib/permissions';
import { copyInvitationLink } from './copy-link-button';
import { PermissionField, ResponseTypeField } from './permission-fields';

/** Lines with an @ (docs/product.md#invitation-validation) the database would still refuse ('ana@'). */
const malformed = (bulk: string) => parseBulkEmails(bulk).filter((e) => !looksLikeEmail(e));

const inviteSchema = z
  .object({
    mode: z.enum(['single', 'bulk']),
    email: z.string(),
    bulk: z.string(),
    permission: z.custom<PermissionLevel>(),
    responseType: z.custom<ResponseType>(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'single') {
      const value = v.email.trim();
      if (!value) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter an email address' });
      else if (!looksLikeEmail(value)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter a valid email address' });
    } else if (parseBulkEmails(v.bulk).length === 0 || malformed(v.bulk).length) {
      // One malformed line would fail the whole batch: nothing is sent until it is fixed.
      ctx.addIssue({ code: 'custom', path: ['bulk'], message: 'Please enter valid email addresses' });
    }
  })
  .transform((v) => ({ ...v, emails: v.mode === 'single' ? [v.email.trim()] : parseBulkEmails(v.bulk) }));

/** Invite one address or many (one per line), with a permission level and a response type. */
export function InviteForm({ partyId, partyType }: { partyId: string; partyType: string }) {
  const { user } = useAuth();
  const create = useCreateInvitations(partyId);
  const form = useForm({
    resolver: zodResolver(inviteSchema),
    defaultValues: { mode: 'single', email: '', bulk: '', permission: 'view_only', responseType: 'collaboration' } as z.input<typeof inviteSchema>,
  });
  const mode = useWatch({ control: form.control, name: 'mode' });

  const send = form.handleSubmit(
    ({ mode, emails, permission, responseType }) => {
      if (!user) return;
      const single = mode === 'single';
      create.mutate(
        { partyId, invitedBy: user.id, emails, permissionLevel: permission, responseType, ...emailContext(user, partyType) },
        {
          onSuccess: ({ invitations, unsent }) => {
            form.setValue(single ? 'email' : 'bulk', '');
            if (unsent.length === 0) {
              toast.success(single ? 'Invitation sent successfully!' : `${invitations.length} invitations sent successfully!`);
            } else if (single) {
              toast.warning('Invitation created but email could not be sent. Please share the invitation manually.', {
                action: { label: 'Copy link', onClick: () => void copyInvitationLink(unsent[0].invitation_token) },
                duration: 15_000,
              });
            } else {
              toast.warning('Invitation created but email could not be sent', {
                description: `${unsent.length} of ${invitations.length} e-mails could not be sent. Copy their links from Pending Responses.`,
                duration: 15_000,
              });
            }
          },
          onError: (error) => {
            console.error('Invitation failed', error);
            toast.error(inviteErrorMessage(error, !single));
          },
        },
      );
    },
    (errors) => {
      const bad = errors.bulk ? malformed(form.getValues('bulk')) : [];
      toast.error(firstErrorMessage(errors), bad.length ? { description: `Check ${bad.map((e) => `"${e}"`).join(', ')}.` } : undefined);
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (!user) {
      toast.error('You must be logged in to send invitations');
      return;
    }
    void send(event);
  }

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Invite people">
        <div role="group" aria-label="How many people" className="inline-flex rounded-lg border border-gray-300 p-1">
          {(
            [
              ['single', 'Single invite'],
              ['bulk', 'Bulk invite'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => form.setValue('mode', value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                mode === value ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {label}
            </button>
          ))}
        </div>

        {mode === 'single' ? (
          <TextField name="email" label="Email address" message={false} type="email" autoComplete="email" placeholder="friend@example.com" />
        ) : (
          <FormField
            control={form.control}
            name="bulk"
            render={({ field }) => {
              const count = parseBulkEmails(field.value).length;
              return (
                <FormItem>
                  <FormLabel>Email addresses (one per line)</FormLabel>
                  <FormControl>
                    <Textarea rows={5} placeholder={'ana@example.com\nben@example.com'} {...field} />
                  </FormControl>
                  <FormDescription aria-live="polite">{count === 1 ? '1 address' : `${count} addresses`} (only lines with an @ count)</FormDescription>
                </FormItem>
              );
            }}
          />
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <PermissionField name="permission" />
          <ResponseTypeField name="responseType" />
        </div>

        <Button type="submit" variant="gradient" disabled={create.isPending}>
          {mode === 'single' ? <Send aria-hidden="true" /> : <Users aria-hidden="true" />}
          {create.isPending ? 'Sending...' : mode === 'single' ? 'Send Invitation' : 'Send Invitations'}
        </Button>
      </form>
    </Form>
  );
}
