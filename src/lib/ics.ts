// The calendar file and Google Calendar link (docs/decisions.md#calendar-files) come from
// supabase/functions/_shared so the app's download and the e-mail's attachment are the same file.
export { buildIcs, eventBounds, googleCalendarUrl, icsFileName, type CalendarParty } from '@shared/ics.ts';
