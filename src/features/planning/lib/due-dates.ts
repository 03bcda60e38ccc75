import { timelineDay } from '@/lib/timeline-dates';

// Due dates of checklist tasks (docs/decisions.md#task-due-dates). A task stores its timeline's
// relative label ('2 weeks before', 'Day of', '45 min in'); its due date is worked out from the
// party date on screen, so changing the date moves every due date with it.

export type Phase = 'preParty' | 'duringParty' | 'afterParty';

export interface DueInput {
  phase: Phase | string;
  timeframe: string | null;
  /** An explicit date set on the task wins over the label. */
  due_date?: string | null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function validIso(s: string | null | undefined): string | null {
  const m = s?.trim().match(ISO);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? m[0] : null;
}

/**
 * The day a task is due ('YYYY-MM-DD'), or null: without a party date, or with a label that is not
 * relative to the day. Moments during the party ('Start', '1 hr in') are due on the party day.
 */
export function dueDateOf(task: DueInput, partyDate: string | null | undefined): string | null {
  const explicit = validIso(task.due_date);
  if (explicit) return explicit;
  const day = validIso(partyDate);
  if (!day) return null;
  const rel = timelineDay(day, task.timeframe);
  if (rel) return rel.day;
  if (task.phase === 'duringParty') return day;
  return null;
}

/** Today's calendar day where the user is. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An open task whose due day is before today. */
export function isOverdue(due: string | null, done: boolean, today: string = todayIso()): boolean {
  return !done && due !== null && due < today;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 14, 2027'. */
export function formatDue(iso: string): string {
  const m = iso.match(ISO)!;
  return `${MONTHS[+m[2] - 1]} ${+m[3]}, ${m[1]}`;
}

/** Soonest first; tasks without a due date last, then by title. */
export function bySoonest<T extends { due: string | null; title: string }>(a: T, b: T): number {
  if (a.due !== b.due) {
    if (a.due === null) return 1;
    if (b.due === null) return -1;
    return a.due < b.due ? -1 : 1;
  }
  return a.title.localeCompare(b.title);
}
