import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage } from '@/lib/function-error';

/**
 * 'Connect Canva': the server prepares the authorisation (a random state bound to this user and a
 * PKCE verifier it keeps, design decision 5) and answers Canva's address; the browser goes there.
 */
export async function startCanvaConnection(): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('canva-authorize', { body: {} });
  if (error) throw new Error((await functionErrorMessage(error)) ?? 'Failed to connect to the design tool');
  if (!data?.url) throw new Error('Failed to connect to the design tool');
  return data.url;
}

export function useConnectCanva() {
  return useMutation({
    mutationFn: startCanvaConnection,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => toast.error(error.message),
  });
}
