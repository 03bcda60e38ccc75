import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Checkbox } from '@/components/ui/checkbox';
import { rpcErrorMessage } from '@/lib/rpc-error';
import { useGuestSettings, useSetAddressAfterAnswer } from '../api/address-setting';

/** The host's choice on the address (docs/product.md#answering-without-an-account): off by default. */
export function AddressSetting({ partyId }: { partyId: string }) {
  const settings = useGuestSettings(partyId);
  const save = useSetAddressAfterAnswer(partyId);
  // The box follows the press at once; a refusal puts it back.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const checked = pressed ?? settings.data?.address_after_answer ?? false;
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800">
      <Checkbox
        checked={checked}
        disabled={!settings.data}
        onChange={(e) => {
          const on = e.target.checked;
          setPressed(on);
          save.mutate(on, {
            onSuccess: () =>
              toast.success(
                on ? 'Invitation links now show only the city until the guest answers Going or Maybe.' : 'Invitation links show the address again.',
              ),
            onError: (err) => {
              setPressed(null);
              toast.error(rpcErrorMessage(err, 'Failed to save the address setting. Please try again.'));
            },
          });
        }}
      />
      Show the address only to guests who answered Going or Maybe
    </label>
  );
}
