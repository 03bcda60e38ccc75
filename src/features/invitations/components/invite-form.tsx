import { useId, useState, type FormEvent } from 'react';
import { Send, Users } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { useCreateInvitations } from '../api/create-invitations';
import { parseBulkEmails } from '../lib/bulk-emails';
import { inviteErrorMessage } from '../lib/invite-errors';
import { emailContext, looksLikeEmail } from '../lib/inviter';
import type { PermissionLevel, ResponseType } from '../lib/permissions';
import { copyInvitationLink } from './copy-link-button';
import { PermissionSelect, ResponseTypeSelect } from './permission-fields';

type Mode = 'single' | 'bulk';

/** Invite one address or many (one per line), with a permission level and a response type. */
export function InviteForm({ partyId, partyType }: { partyId: string; partyType: string }) {
  const { user } = useAuth();
  const create = useCreateInvitations(partyId);
  const [mode, setMode] = useState<Mode>('single');
  const [email, setEmail] = useState('');
  const [bulk, setBulk] = useState('');
  const [permission, setPermission] = useState<PermissionLevel>('view_only');
  const [responseType, setResponseType] = useState<ResponseType>('collaboration');
  const emailId = useId();
  const bulkId = useId();
  const bulkCount = parseBulkEmails(bulk).length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (!user) {
      toast.error('You must be logged in to send invitations');
      return;
    }
    let emails: string[];
    if (mode === 'single') {
      const value = email.trim();
      if (!value) return void toast.error('Please enter an email address');
      if (!looksLikeEmail(value)) return void toast.error('Please enter a valid email address');
      emails = [value];
    } else {
      emails = parseBulkEmails(bulk);
      if (emails.length === 0) return void toast.error('Please enter valid email addresses');
      // A line with @ counts (docs/product.md#invitation-validation), but one the database would refuse ('ana@') fails the whole
      // batch: name it before anything is sent.
      const malformed = emails.filter((e) => !looksLikeEmail(e));
      if (malformed.length) {
        return void toast.error('Please enter valid email addresses', { description: `Check ${malformed.map((e) => `"${e}"`).join(', ')}.` });
      }
    }
    const single = mode === 'single';
    create.mutate(
      { partyId, invitedBy: user.id, emails, permissionLevel: permission, responseType, ...emailContext(user, partyType) },
      {
        onSuccess: ({ invitations, unsent }) => {
          if (single) setEmail('');
          else setBulk('');
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
  }

  return (
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
            onClick={() => setMode(value)}
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
        <div className="space-y-1.5">
          <Label htmlFor={emailId}>Email address</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            placeholder="friend@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={bulkId}>Email addresses (one per line)</Label>
          <Textarea
            id={bulkId}
            rows={5}
            placeholder={'ana@example.com\nben@example.com'}
            value={bulk}
            onChange={(e) => setBulk(e.target.value)}
            aria-describedby={`${bulkId}-count`}
          />
          <p id={`${bulkId}-count`} className="text-xs text-gray-600" aria-live="polite">
            {bulkCount === 1 ? '1 address' : `${bulkCount} addresses`} (only lines with an @ count)
          </p>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <PermissionSelect value={permission} onChange={setPermission} />
        <ResponseTypeSelect value={responseType} onChange={setResponseType} />
      </div>

      <Button type="submit" variant="gradient" disabled={create.isPending}>
        {mode === 'single' ? <Send aria-hidden="true" /> : <Users aria-hidden="true" />}
        {create.isPending ? 'Sending...' : mode === 'single' ? 'Send Invitation' : 'Send Invitations'}
      </Button>
    </form>
  );
}
