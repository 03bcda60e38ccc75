import { useId } from 'react';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { RsvpDetails } from '../lib/rsvp-details';

/**
 * How many people (the invitee included, up to the party's plus-ones limit), the plus-ones' names,
 * dietary needs (the hosts only see them) and a note to the host.
 */
export function RsvpDetailsFields({ value, onChange, plusOnesAllowed, disabled }: { value: RsvpDetails; onChange: (next: RsvpDetails) => void; plusOnesAllowed: number; disabled?: boolean }) {
  const id = useId();
  const max = 1 + plusOnesAllowed;
  // A saved head-count above a limit the host lowered since stays selectable until changed.
  const options = Array.from({ length: Math.max(max, value.headCount) }, (_, i) => i + 1);
  const set = (patch: Partial<RsvpDetails>) => onChange({ ...value, ...patch });

  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="sr-only">Your RSVP details</legend>
      <div className="space-y-1">
        <Label htmlFor={`${id}-people`}>How many people, you included?</Label>
        <select id={`${id}-people`} className={fieldClasses} value={value.headCount} onChange={(e) => set({ headCount: Number(e.target.value) })}>
          {options.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? 'Just me' : `${n} people`}
            </option>
          ))}
        </select>
        <p className="text-xs text-gray-600">{plusOnesAllowed === 0 ? 'This invitation is for you only.' : `You may bring up to ${plusOnesAllowed} extra guest${plusOnesAllowed === 1 ? '' : 's'}.`}</p>
      </div>
      {Array.from({ length: value.headCount - 1 }, (_, i) => (
        <div key={i} className="space-y-1">
          <Label htmlFor={`${id}-plus-${i}`}>Plus-one {i + 1} name (optional)</Label>
          <Input
            id={`${id}-plus-${i}`}
            value={value.plusOneNames[i] ?? ''}
            onChange={(e) => {
              const next = [...value.plusOneNames];
              next[i] = e.target.value;
              set({ plusOneNames: next });
            }}
            autoComplete="off"
          />
        </div>
      ))}
      <div className="space-y-1">
        <Label htmlFor={`${id}-dietary`}>Dietary needs or allergies (optional)</Label>
        <Textarea id={`${id}-dietary`} className="min-h-16" value={value.dietary} onChange={(e) => set({ dietary: e.target.value })} aria-describedby={`${id}-dietary-hint`} />
        <p id={`${id}-dietary-hint`} className="text-xs text-gray-600">Only the host and co-admins see this.</p>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-note`}>Note to the host (optional)</Label>
        <Textarea id={`${id}-note`} className="min-h-16" value={value.note} onChange={(e) => set({ note: e.target.value })} />
      </div>
    </fieldset>
  );
}
