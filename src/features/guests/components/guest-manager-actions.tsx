import { useId, useState } from 'react';
import { BellRing, CalendarPlus, Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { functionErrorMessage } from '@/lib/function-error';
import { rpcErrorMessage } from '@/lib/rpc-error';
import type { Guest } from '../api/get-party-guests';
import { useSetGuestLimit } from '../api/manage-guests';
import { useSendGuestEmails } from '../api/send-reminders';
import { guestsCsv } from '../lib/csv';
import { AddressSetting } from './address-setting';
import { downloadText } from '@/lib/download';
import { MAX_PLUS_ONES } from '@/lib/guest-limits';

/** Guests left out today by the e-mail limits (docs/security.md #16); they can be sent to tomorrow. */
const limitedMessage = (n: number) =>
  `${n} guest${n === 1 ? ' was' : 's were'} not e-mailed: ${n === 1 ? 'their address has' : 'their addresses have'} had as many e-mails from Confetti today as we send. Try again tomorrow.`;

/** Managers only: export the list, remind those who have not answered, e-mail the .ics to those going, set the plus-ones limit and who sees the address. */
export function GuestManagerActions({ partyId, guests, plusOnesAllowed }: { partyId: string; guests: Guest[]; plusOnesAllowed: number }) {
  const id = useId();
  const remind = useSendGuestEmails();
  const invite = useSendGuestEmails();
  const setLimit = useSetGuestLimit();
  const [includeMaybe, setIncludeMaybe] = useState(false);
  const [limit, setLimitValue] = useState(String(plusOnesAllowed));

  function sendCalendarInvites() {
    invite.mutate(
      { partyId, kind: 'calendar' },
      {
        onSuccess: ({ sent, failed, limited, notice }) => {
          if (sent > 0) toast.success(`Calendar invite sent to ${sent} guest${sent === 1 ? '' : 's'}.`, notice ? { description: notice } : undefined);
          if (failed > 0) toast.error(`${failed} calendar invite${failed === 1 ? '' : 's'} could not be sent. Please try again.`);
          if (limited) toast.warning(limitedMessage(limited));
        },
        onError: async (e) => toast.error((await functionErrorMessage(e)) ?? 'Failed to send calendar invites. Please try again.'),
      },
    );
  }

  function sendReminders() {
    remind.mutate(
      { partyId, kind: 'reminder', includeMaybe },
      {
        onSuccess: ({ sent, failed, limited, notice }) => {
          if (sent > 0) toast.success(`Reminder sent to ${sent} guest${sent === 1 ? '' : 's'}.`, notice ? { description: notice } : undefined);
          if (failed > 0) toast.error(`${failed} reminder${failed === 1 ? '' : 's'} could not be sent. Please try again.`);
          if (limited) toast.warning(limitedMessage(limited));
        },
        onError: async (e) => toast.error((await functionErrorMessage(e)) ?? 'Failed to send reminders. Please try again.'),
      },
    );
  }

  function saveLimit() {
    const value = Number(limit);
    if (!Number.isInteger(value) || value < 0 || value > MAX_PLUS_ONES) {
      return void toast.error(`Plus-ones allowed must be between 0 and ${MAX_PLUS_ONES}.`);
    }
    setLimit.mutate(
      { partyId, plusOnes: value },
      {
        onSuccess: () => toast.success(`Each invitee may now bring ${value} extra guest${value === 1 ? '' : 's'}.`),
        onError: (e) => toast.error(rpcErrorMessage(e, 'Failed to save the plus-ones limit. Please try again.')),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
      <Button variant="outline" onClick={() => downloadText('guest-list.csv', guestsCsv(guests), 'text/csv;charset=utf-8')}>
        <Download aria-hidden="true" className="size-4" /> Export CSV
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={sendReminders} disabled={remind.isPending}>
          <BellRing aria-hidden="true" className="size-4" /> {remind.isPending ? 'Sending...' : 'Send Reminder'}
        </Button>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <Checkbox checked={includeMaybe} onChange={(e) => setIncludeMaybe(e.target.checked)} /> Also remind guests who said maybe
        </label>
      </div>
      <Button variant="outline" onClick={sendCalendarInvites} disabled={invite.isPending} title="E-mails the .ics to everyone going who has an address">
        <CalendarPlus aria-hidden="true" className="size-4" /> {invite.isPending ? 'Sending...' : 'E-mail Calendar Invites'}
      </Button>
      <div className="flex items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-plus`}>Plus-ones allowed per invitee</Label>
          <Input id={`${id}-plus`} type="number" min={0} max={MAX_PLUS_ONES} value={limit} onChange={(e) => setLimitValue(e.target.value)} className="w-24" />
        </div>
        <Button variant="outline" onClick={saveLimit} disabled={setLimit.isPending}>
          Save
        </Button>
      </div>
      <AddressSetting partyId={partyId} />
    </div>
  );
}
