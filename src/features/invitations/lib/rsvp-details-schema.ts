import { z } from 'zod';
import { guestInputProblem, MAX_NAME } from '@/lib/guest-limits';
import type { RsvpDetails } from './rsvp-details';

/**
 * The RSVP details form's schema: the database's limits, worded as it words them, each on its own
 * field so the focus goes there. Plus-ones' names typed out of order leave holes: they count as blank.
 */
export function rsvpDetailsSchema(plusOnesAllowed: number) {
  return z
    .object({
      headCount: z.number(),
      plusOneNames: z.array(z.string().optional()).transform((names) => Array.from(names, (n) => n ?? '')),
      dietary: z.string(),
      note: z.string(),
    })
    .superRefine((d, ctx) => {
      const checks = [
        ['headCount', { headCount: d.headCount, maxPeople: 1 + plusOnesAllowed, dietary: '', note: '' }],
        ['dietary', { headCount: 1, dietary: d.dietary, note: '' }],
        ['note', { headCount: 1, dietary: '', note: d.note }],
      ] as const;
      for (const [path, input] of checks) {
        const problem = guestInputProblem(input);
        if (problem) return void ctx.addIssue({ code: 'custom', path: [path], message: problem });
      }
      const tooLong = d.plusOneNames.slice(0, Math.max(d.headCount - 1, 0)).findIndex((n) => n.trim().length > MAX_NAME);
      if (tooLong >= 0) ctx.addIssue({ code: 'custom', path: ['plusOneNames', tooLong], message: `Each plus-one name must be 1 to ${MAX_NAME} characters.` });
    });
}

export type RsvpDetailsValues = z.input<ReturnType<typeof rsvpDetailsSchema>>;
export type { RsvpDetails };
