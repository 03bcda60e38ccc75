import { toast } from 'sonner';
import { Checkbox } from '@/components/ui/checkbox';
import { rpcErrorMessage } from '@/lib/rpc-error';
import { useGuestSettings, useSetAddressAfterAnswer } from '../api/address-setting';

/** The host's choice on the address (docs/product.md#answering-without-an-account): off by default. */
export function AddressSetting({ partyId }: { partyId: string }) {
  const settings = useGuestSettings(partyId);
  const save = useSetAddressAfterAnswer(partyId);
  const checked = save.isPending ? save.variables : (settings.data?.address_after_answer ?? false);
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800">
      <Checkbox
        checked={checked}
        disabled={!settings.data || save.isPending}
        onChange={(e) =>
          save.mutate(e.target.checked, {
            onSuccess: (_d, on) =>
              toast.success(
                on ? 'Invitation links now show only the city until the guest answers Going or Maybe.' : 'Invitation links show the address again.',
              ),
            onError: (err) => toast.error(rpcErrorMessage(err, 'Failed to save the address setting. Please try again.')),
          })
        }
      />
      Show the address only to guests who answered Going or Maybe
    </label>
  );
}
