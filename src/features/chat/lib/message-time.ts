import { formatTime as formatClock } from '@/lib/party-details';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * '3:05 PM' today, else 'Nov 27, 3:05 PM', in the reader's time zone, as en-US writes them. By
 * hand: the feed's first message would otherwise load the browser's locale data while the party
 * page starts (docs/decisions.md#a-light-main-thread).
 */
export function messageTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const clock = formatClock(`${two(d.getHours())}:${two(d.getMinutes())}`);
  return d.toDateString() === now.toDateString() ? clock : `${SHORT_MONTHS[d.getMonth()]} ${d.getDate()}, ${clock}`;
}
