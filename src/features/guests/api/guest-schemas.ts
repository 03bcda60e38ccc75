import { z } from 'zod';

const GuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  answer: z.enum(['pending', 'accepted', 'maybe', 'declined']),
  head_count: z.number().int(),
  plus_one_names: z.array(z.string()),
  responded_at: z.string().nullable(),
  source: z.enum(['invitation', 'host']),
  is_me: z.boolean(),
  // Managers only (get_party_guests leaves them out for everyone else).
  email: z.string().nullable().optional(),
  dietary: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  last_reminded_at: z.string().nullable().optional(),
  invitation_id: z.string().nullable().optional(),
});
export type Guest = z.infer<typeof GuestSchema>;

export const GuestListSchema = z.object({
  can_manage: z.boolean(),
  plus_ones_allowed: z.number().int(),
  planned_guests: z.number().int().nullable(),
  guests: z.array(GuestSchema),
});
export type GuestList = z.infer<typeof GuestListSchema>;
