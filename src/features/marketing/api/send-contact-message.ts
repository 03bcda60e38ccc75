import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

/** Mirrors the contact_messages table's checks. */
export const contactMessageSchema = z.object({
  first_name: z.string().trim().min(1).max(200),
  last_name: z.string().trim().min(1).max(200),
  email: z.email().max(320),
  phone: z
    .string()
    .trim()
    .max(50)
    .transform((v) => v || null),
  subject: z.string().trim().min(1).max(300),
  message: z.string().trim().min(1).max(10000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** Stores a contact-form message (insert-only: nobody but the service role reads them back). */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const row = contactMessageSchema.parse(input);
  const { error } = await supabase.from('contact_messages').insert(row);
  if (error) throw error;
}

export function useSendContactMessage(options?: Omit<UseMutationOptions<void, Error, ContactMessageInput>, 'mutationFn'>) {
  return useMutation({ mutationFn: sendContactMessage, ...options });
}
