import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { budgetLabel } from '@/features/parties';
import { canContinue, formFromPrefill, PARTY_TYPES, WIZARD_BUDGETS, type PartyFormData, type TemplatePrefill } from '../lib/options';

/**
 * The party details form: the wizard's first two steps on one page. The AI suggestions step is
 * added by the wizard issue; today the details go straight to the review page and are saved there.
 */
export function PartyPlanning() {
  const navigate = useNavigate();
  const location = useLocation();
  const prefill = (location.state as { prefill?: TemplatePrefill } | null)?.prefill;
  const [form, setForm] = useState<PartyFormData>(() => formFromPrefill(prefill));
  const id = useId();
  const set = (patch: Partial<PartyFormData>) => setForm((f) => ({ ...f, ...patch }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canContinue(form)) return;
    navigate('/party-results', { state: { formData: form } });
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <Button variant="ghost" onClick={() => navigate('/')} className="mb-4">
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Button>
      <Card>
        <CardHeader>
          <CardTitle as="h1">What kind of party are you planning?</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-5">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-type`}>Party type *</Label>
              <select id={`${id}-type`} required value={form.partyType} onChange={(e) => set({ partyType: e.target.value })} className={`${fieldClasses} h-10`}>
                <option value="">Choose a party type</option>
                {PARTY_TYPES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-for`}>Who is the party for?</Label>
              <Input id={`${id}-for`} value={form.partyFor} onChange={(e) => set({ partyFor: e.target.value })} placeholder="e.g. Maya's 40th" />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-loc`}>Location *</Label>
              <Input id={`${id}-loc`} required value={form.location} onChange={(e) => set({ location: e.target.value })} placeholder="City or venue" />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-date`}>Date *</Label>
                <Input id={`${id}-date`} type="date" required value={form.date} onChange={(e) => set({ date: e.target.value })} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-time`}>Time</Label>
                <Input id={`${id}-time`} type="time" value={form.time} onChange={(e) => set({ time: e.target.value })} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-guests`}>Guests *</Label>
                <Input id={`${id}-guests`} type="number" min={1} required value={form.guestCount} onChange={(e) => set({ guestCount: e.target.value })} />
              </div>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-budget`}>Budget range</Label>
              <select id={`${id}-budget`} value={form.budget} onChange={(e) => set({ budget: e.target.value })} className={`${fieldClasses} h-10`}>
                <option value="">Choose a budget</option>
                {WIZARD_BUDGETS.map((b) => (
                  <option key={b} value={b}>
                    {budgetLabel(b)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-ideas`}>Your party vision</Label>
              <Textarea id={`${id}-ideas`} value={form.ideas} onChange={(e) => set({ ideas: e.target.value })} placeholder="Describe the party you imagine" />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-special`}>Special requirements</Label>
              <Textarea id={`${id}-special`} value={form.specialRequests} onChange={(e) => set({ specialRequests: e.target.value })} placeholder="Allergies, accessibility, timing..." />
            </div>
            <div className="flex justify-end">
              <Button type="submit" variant="gradient" disabled={!canContinue(form)}>
                Review Party Plan
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

export { PartyPlanning as Component };
