import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import { functionErrorMessage } from '@/lib/function-error';

/**
 * 'Connect Canva': the server prepares the authorisation (a random state bound to this user and a
 * PKCE verifier it keeps, docs/decisions.md#oauth-state-is-a-nonce) and answers Canva's address; the browser goes there.
 */
export async function startCanvaConnection(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('canva-authorize', { body: {} });
  if (error) throw new Error((await functionErrorMessage(error)) ?? 'canva-authorize failed');
  if (!data?.url) throw new Error('canva-authorize answered no URL');
  return data.url;
}

/** docs/product.md#design-tool-messages: a failure says 'Failed to connect to the design tool' and goes to /my-parties. */
export function useConnectCanva() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startCanvaConnection,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      console.error('Connecting Canva failed', error);
      toast.error('Failed to connect to the design tool');
      navigate('/my-parties');
    },
  });
}
