import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import { canvaConnectionQueryKey } from './canva-connection';

/** 'Disconnect': deletes the user's canva_integrations record (docs/product.md#table-calls; row-level security allows only their own). */
export async function disconnectCanva(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('canva_integrations').delete().eq('user_id', userId);
  if (error) throw error;
}

/** docs/product.md#design-tool-messages: 'Disconnected'; a failure says 'Failed to disconnect from the design tool' and goes to /my-parties. */
export function useDisconnectCanva(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => disconnectCanva(userId),
    onSuccess: () => {
      queryClient.setQueryData(canvaConnectionQueryKey(userId), null);
      toast.success('Disconnected');
    },
    onError: (error) => {
      console.error('Disconnecting Canva failed', error);
      toast.error('Failed to disconnect from the design tool');
      navigate('/my-parties');
    },
  });
}
