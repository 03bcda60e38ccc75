import { supabase } from '@/lib/supabase';

/** canva-auth (docs/product.md#function-calls): the callback's code and state; the server checks the state and keeps the tokens. */
export async function completeCanvaConnection(code: string, state: string): Promise<void> {
  const { error } = await supabase.functions.invoke('canva-auth', { body: { code, state } });
  if (error) throw error;
}
