import { z } from 'zod';

// Loaded when the form is first sent, not with the page: zod's own start costs a phone's main
// thread about 100 ms (docs/decisions.md#a-light-main-thread).

/** Mirrors what send-contact-message accepts (the contact_messages table's limits). */
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
