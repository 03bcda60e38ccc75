// The invitation e-mail lives in _shared/invitation-email.ts: send-guest-reminders sends it too.
export * from '../_shared/invitation-email.ts';
