import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { ArrowLeft, ArrowRight, RotateCcw, Save, Sparkles } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { currentPath, signInPath, useAuth } from '@/features/auth';
import { useSavePartyPlan } from '../api/save-party-plan';
import { useAutoGenerate } from '../hooks/use-auto-generate';
import { PartyDetailsStep } from '../components/party-details-step';
import { StepIndicator } from '../components/step-indicator';
import { SuggestionsStep } from '../components/suggestions-step';
import { VisionStep } from '../components/vision-step';
import { EMPTY_FORM, formFromPrefill, prefillFromState, stepOneComplete } from '../lib/form';
import { clearWizard, loadWizard, saveWizard } from '../lib/storage';
import { initialState, wizardReducer, type Step, type WizardState } from '../lib/wizard-state';

const TITLES: Record<Step, { title: string; description: string }> = {
  1: { title: 'What kind of party are you planning?', description: 'Tell us the basics. Fields marked * are required.' },
  2: { title: 'Share your ideas and vision', description: 'Optional, but it makes the suggestions yours.' },
  3: { title: 'AI-Powered Party Suggestions', description: 'Tick the ideas you like, then save your plan.' },
};

/**
 * Where the wizard starts: its saved state in this tab (a reload loses nothing), unless a template
 * prefill arrived with this navigation; a reload of that same navigation keeps the progress.
 */
function startingPoint(userId: string, location: Location): { state: WizardState; origin: string | null } {
  const prefill = prefillFromState(location.state);
  const stored = loadWizard(userId);
  if (stored && (!prefill || stored.origin === location.key)) return stored;
  if (prefill) return { state: initialState(formFromPrefill(prefill)), origin: location.key };
  return { state: initialState(EMPTY_FORM), origin: null };
}

/** /party-planning: the three-step wizard (docs/product.md#wizard, #wizard-states). */
export function PartyPlanning() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => (user ? startingPoint(user.id, location) : null));
  const [state, dispatch] = useReducer(wizardReducer, start?.state ?? initialState(EMPTY_FORM));
  const generation = useAutoGenerate(state, dispatch);
  const save = useSavePartyPlan();
  const saved = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const userId = user?.id;
  const origin = start?.origin ?? null;

  useEffect(() => {
    if (userId && !saved.current) saveWizard(userId, origin, state);
  }, [userId, origin, state]);

  // A new step starts at the top, with its heading focused for keyboard and screen-reader users.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [state.step]);

  if (!user) return <Navigate to={signInPath(currentPath(location))} replace />;

  const { step, form } = state;
  const busy = generation.status === 'loading' || save.isPending;

  function back() {
    if (step === 1) navigate('/');
    else dispatch({ type: 'step', step: (step - 1) as Step });
  }

  function next(e: FormEvent) {
    e.preventDefault();
    if (step === 1) {
      if (stepOneComplete(form)) dispatch({ type: 'step', step: 2 });
    } else if (step === 2) {
      dispatch({ type: 'step', step: 3 });
    } else if (!busy) {
      save.mutate(
        { userId: user!.id, form, suggestions: state.suggestions, selections: state.selections },
        {
          onSuccess: (id) => {
            saved.current = true;
            clearWizard();
            toast.success('Party plan saved successfully!');
            navigate(`/party/${id}`);
          },
          onError: () => toast.error('Failed to save party plan. Please try again.'),
        },
      );
    }
  }

  function startOver() {
    clearWizard();
    dispatch({ type: 'reset', state: initialState(EMPTY_FORM) });
  }

  const nextDisabled = step === 1 ? !stepOneComplete(form) : step === 3 ? busy : false;
  const hasProgress = JSON.stringify(form) !== JSON.stringify(initialState(EMPTY_FORM).form) || !!state.suggestions;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex items-start justify-between gap-4">
        <div className="flex-1">
          <StepIndicator step={step} />
        </div>
        {step === 1 && hasProgress && (
          <Button variant="ghost" size="sm" onClick={startOver}>
            <RotateCcw aria-hidden="true" />
            Start over
          </Button>
        )}
      </div>
      <form onSubmit={next} noValidate>
        <Card>
          <CardHeader>
            <CardTitle as="h1" ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
              {TITLES[step].title}
            </CardTitle>
            <CardDescription>{TITLES[step].description}</CardDescription>
          </CardHeader>
          <CardContent>
            {step === 1 && (
              <PartyDetailsStep
                form={form}
                onField={(patch) => dispatch({ type: 'field', patch })}
                onPartyType={(partyType) => dispatch({ type: 'partyType', partyType })}
              />
            )}
            {step === 2 && <VisionStep form={form} onField={(patch) => dispatch({ type: 'field', patch })} />}
            {step === 3 && (
              <SuggestionsStep state={state} dispatch={dispatch} status={generation.status} onRetry={generation.retry} exhausted={generation.exhausted} />
            )}
          </CardContent>
        </Card>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={back} disabled={save.isPending}>
            <ArrowLeft aria-hidden="true" />
            {step === 1 ? 'Back to Home' : 'Previous'}
          </Button>
          <Button type="submit" variant="gradient" size="lg" disabled={nextDisabled}>
            {step === 1 && (
              <>
                Next
                <ArrowRight aria-hidden="true" />
              </>
            )}
            {step === 2 && (
              <>
                <Sparkles aria-hidden="true" />
                Generate AI Suggestions
              </>
            )}
            {step === 3 && (
              <>
                <Save aria-hidden="true" />
                {save.isPending ? 'Saving...' : 'Save My Party Plan'}
              </>
            )}
          </Button>
        </div>
        {step === 1 && !stepOneComplete(form) && (
          <p className="mt-3 text-right text-sm text-gray-600">Choose a party type and fill in location, date and number of guests to continue.</p>
        )}
      </form>
    </div>
  );
}

export { PartyPlanning as Component };
