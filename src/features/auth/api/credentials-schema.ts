import { z } from 'zod';

// Loaded with the first sign-in or sign-up, not with the page: zod's own start costs a phone's
// main thread about 100 ms (docs/decisions.md#a-light-main-thread).

export const signInInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = signInInputSchema.extend({
  /** Where the confirmation link returns to (a safe path on this site); / without one. */
  next: z.string().nullish(),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;
