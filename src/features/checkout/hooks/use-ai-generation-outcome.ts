import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { asAllowanceError } from '@/lib/ai-allowance';
import { aiAllowanceKeys } from '@/lib/query-keys';

/** Where 'Upgrade to Pro' leads: the Pro plan on the pricing page, with its subscribe button. */
export const UPGRADE_PATH = '/pricing#pro';

/**
 * What every place that generates does afterwards (docs/product.md#ai-allowance): the counter is
 * read again, and a refusal for an exhausted allowance is said in the server's words with an
 * 'Upgrade to Pro' action; any other failure keeps the place's own message.
 */
export function useAiGenerationOutcome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // useNavigate changes with the location; the answer stays the same object so effects that
  // generate need not start again.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: aiAllowanceKeys.all }), [queryClient]);
  const failed = useCallback(
    async (error: unknown, message: string) => {
      refresh();
      const exhausted = await asAllowanceError(error);
      if (!exhausted) {
        toast.error(message);
        return;
      }
      toast.error(exhausted.message, {
        id: 'ai-allowance-exhausted',
        duration: 15_000,
        action: { label: 'Upgrade to Pro', onClick: () => navigateRef.current(UPGRADE_PATH) },
      });
    },
    [refresh],
  );
  return useMemo(() => ({ succeeded: refresh, failed }), [refresh, failed]);
}
