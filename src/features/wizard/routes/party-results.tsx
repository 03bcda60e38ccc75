import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { useSavePartyPlan, useUpdatePartyPlan } from '../api/save-party-plan';
import { ChosenSuggestions } from '../components/chosen-suggestions';
import { Field, GuestCountField, SelectField, TextField } from '../components/fields';
import { LocationCombobox } from '../components/location-combobox';
import { TypeSpecificFields } from '../components/type-specific-fields';
import { RESULTS_BUDGET_OPTIONS } from '../lib/budgets';
import { PARTY_TYPES, SuggestionsSchema } from '../lib/contract';
import { stepOneComplete, withPartyType, type WizardForm } from '../lib/form';
import { readResultsState } from '../lib/results-state';

/**
 * /party-results: review and edit before saving (docs/product.md#results). No user goes to /auth, no form data to
 * /party-planning; a new plan is saved ('Save Party Plan'), an edited one updated ('Update Party').
 */
export function PartyResults() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const input = readResultsState(useLocation().state);
  const [form, setForm] = useState<WizardForm | null>(input?.form ?? null);
  const save = useSavePartyPlan();
  const update = useUpdatePartyPlan();
  const id = useId();

  // RequireAuth (src/app/router.tsx) sends a signed-out visitor to sign in first.
  if (!user) return null;
  if (!input || !form) return <Navigate to="/party-planning" replace />;

  const editing = input.partyId;
  const pending = save.isPending || update.isPending;
  const set = (patch: Partial<WizardForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const complete = stepOneComplete(form);

  function onSave() {
    if (!complete || !form) return;
    if (editing) {
      update.mutate(
        { id: editing, form },
        {
          onSuccess: (partyId) => {
            toast.success('Party plan updated successfully!');
            navigate(`/party/${partyId}`);
          },
          onError: () => toast.error('Failed to update party plan. Please try again.'),
        },
      );
      return;
    }
    const ai = SuggestionsSchema.safeParse(input!.aiSuggestions);
    save.mutate(
      { userId: user!.id, form, suggestions: ai.success ? ai.data : null, selectedSuggestions: input!.selectedSuggestions },
      {
        onSuccess: (partyId) => {
          toast.success('Party plan saved successfully!');
          navigate(`/party/${partyId}`);
        },
        onError: () => toast.error('Failed to save party plan. Please try again.'),
      },
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">{editing ? 'Edit your party plan' : 'Review your party plan'}</h1>
        <p className="mt-1 text-gray-700">Check the details, change anything you like, then save.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Party details</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <TextField
            id={`${id}-name`}
            label="Party name"
            value={form.partyName}
            onValue={(partyName) => set({ partyName })}
            maxLength={200}
            placeholder={`${form.partyType || 'Your'} Party`}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={`${id}-type`}
              label="Party type"
              required
              value={form.partyType}
              onValue={(partyType) => setForm((f) => (f ? withPartyType(f, partyType) : f))}
              options={PARTY_TYPES}
              placeholder="Choose a party type"
            />
            <TextField id={`${id}-for`} label="Who is the party for?" value={form.partyFor} onValue={(partyFor) => set({ partyFor })} maxLength={200} />
          </div>
          <TypeSpecificFields form={form} onField={set} />
          <Field id={`${id}-location`} label="Location" required>
            <LocationCombobox id={`${id}-location`} value={form.location} onChange={(location) => set({ location })} required placeholder="City or venue" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={`${id}-date`} label="Date" type="date" required value={form.date} onValue={(date) => set({ date })} />
            <TextField id={`${id}-time`} label="Time" type="time" value={form.time} onValue={(time) => set({ time })} />
            <GuestCountField id={`${id}-guests`} value={form.guestCount} onValue={(guestCount) => set({ guestCount })} />
            <SelectField
              id={`${id}-budget`}
              label="Budget"
              value={form.budget}
              onValue={(budget) => set({ budget })}
              options={RESULTS_BUDGET_OPTIONS}
              placeholder="Choose a budget"
            />
          </div>
          <Field id={`${id}-ideas`} label="Party vision">
            <Textarea id={`${id}-ideas`} rows={4} maxLength={4000} value={form.ideas} onChange={(e) => set({ ideas: e.target.value })} />
          </Field>
          <Field id={`${id}-special`} label="Special requirements">
            <Textarea id={`${id}-special`} rows={3} maxLength={4000} value={form.specialRequests} onChange={(e) => set({ specialRequests: e.target.value })} />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Chosen suggestions</CardTitle>
        </CardHeader>
        <CardContent>
          <ChosenSuggestions selected={input.selectedSuggestions} />
          {editing && <p className="mt-4 text-xs text-gray-600">Change the chosen suggestions on the party page.</p>}
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={() => navigate('/my-parties')} disabled={pending}>
          Back to My Parties
        </Button>
        <div className="flex flex-col items-end gap-2">
          <Button variant="gradient" size="lg" onClick={onSave} disabled={pending || !complete}>
            {editing ? (update.isPending ? 'Updating...' : 'Update Party') : save.isPending ? 'Saving...' : 'Save Party Plan'}
          </Button>
          {!complete && <p className="text-sm text-gray-600">Party type, location, date and number of guests are required.</p>}
        </div>
      </div>
    </div>
  );
}

export { PartyResults as Component };
