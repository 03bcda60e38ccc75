import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/lazy-supabase';
import { functionErrorStatus } from '@/lib/function-error';
import type { ContactMessageInput } from './contact-message-schema';

/** What the function answers: the message's reference, and whether the sender's confirmation e-mail went out. */
export interface ContactReceipt {
  reference: string;
  acknowledged: boolean;
}

/** A refusal the sender can act on (too many messages, a field the server rejects), in the server's words. */
export class ContactRefusedError extends Error {}

/** The function's reason: the first field problem of a 400, else its `error`. */
async function reasonOf(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return null;
  try {
    const body = (await context.clone().json()) as { error?: unknown; details?: Array<{ message?: unknown }> };
    const detail = Array.isArray(body.details) ? body.details[0]?.message : undefined;
    if (typeof detail === 'string' && detail) return detail;
    return typeof body.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}

/**
 * Sends a contact-form message through send-contact-message, which e-mails it to support and
 * acknowledges it to the sender with a reference number (docs/product.md#static-pages).
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  const { contactMessageSchema } = await import('./contact-message-schema');
  const body = contactMessageSchema.parse(input);
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<ContactReceipt>('send-contact-message', { body });
  if (error) {
    const status = functionErrorStatus(error);
    const reason = status !== null && (status < 500 || status === 502) ? await reasonOf(error) : null;
    if (reason) throw new ContactRefusedError(reason);
    throw error;
  }
  if (!data?.reference) throw new Error('No reference received');
  return data;
}

export function useSendContactMessage(options?: Omit<UseMutationOptions<ContactReceipt, Error, ContactMessageInput>, 'mutationFn'>) {
  return useMutation({ mutationFn: sendContactMessage, ...options });
}
