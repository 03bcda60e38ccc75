import { Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { onFirstUse } from '@/lib/on-first-use';
import { rpcErrorMessage } from '@/lib/rpc-error';
import type { Guest } from '../api/get-party-guests';
import { useRemovePartyGuest } from '../api/manage-guests';
import { ANSWER_LABELS } from '../lib/totals';

const whenFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const when = (iso: string) => whenFormat().format(new Date(iso));

/** The guests as a table; managers also see e-mails, dietary needs, notes and reminders. */
export function GuestTable({ partyId, guests, manager }: { partyId: string; guests: Guest[]; manager: boolean }) {
  const remove = useRemovePartyGuest();
  if (guests.length === 0) return <p className="text-sm text-gray-700">No guests with this answer.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Guests</caption>
        <thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Name
            </th>
            <th scope="col" className="py-2 pr-3">
              Answer
            </th>
            <th scope="col" className="py-2 pr-3">
              People
            </th>
            <th scope="col" className="py-2 pr-3">
              Plus-ones
            </th>
            {manager && (
              <>
                <th scope="col" className="py-2 pr-3">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-3">
                  Dietary needs
                </th>
                <th scope="col" className="py-2 pr-3">
                  Note
                </th>
                <th scope="col" className="py-2 pr-3">
                  Last reminded
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {guests.map((g) => (
            <tr key={g.id}>
              <th scope="row" className="py-2 pr-3 font-medium text-gray-900">
                {g.name}
                {g.source === 'host' && <span className="ml-1 text-xs font-normal text-gray-600">(added by host)</span>}
              </th>
              <td className="py-2 pr-3">{ANSWER_LABELS[g.answer]}</td>
              <td className="py-2 pr-3">{g.head_count}</td>
              <td className="py-2 pr-3">{g.plus_one_names.join(', ')}</td>
              {manager && (
                <>
                  <td className="py-2 pr-3 break-all">{g.email ?? ''}</td>
                  <td className="py-2 pr-3 whitespace-pre-line">{g.dietary ?? ''}</td>
                  <td className="py-2 pr-3 whitespace-pre-line">{g.note ?? ''}</td>
                  <td className="py-2 pr-3">{g.last_reminded_at ? when(g.last_reminded_at) : g.source === 'invitation' ? 'Never' : ''}</td>
                  <td className="py-2 text-right">
                    {g.source === 'host' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${g.name}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(
                            { partyId, guestId: g.id },
                            {
                              onSuccess: () => toast.success(`${g.name} removed from the guest list.`),
                              onError: (e) => toast.error(rpcErrorMessage(e, 'Failed to remove the guest. Please try again.')),
                            },
                          )
                        }
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    )}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
