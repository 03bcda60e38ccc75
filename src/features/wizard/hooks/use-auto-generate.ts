import { useEffect, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import { suggestionFingerprint } from '../lib/form';
import type { WizardAction, WizardState } from '../lib/wizard-state';
import { generatePartySuggestions } from '../api/generate-party-suggestions';

export type GenerationStatus = 'idle' | 'loading' | 'error';

/**
 * Step 3 starts generating on its own when there are no suggestions (docs/product.md#wizard-states); leaving the step
 * or Regenerate cancels the request in flight, and an answer for an old seed is dropped.
 */
export function useAutoGenerate(state: WizardState, dispatch: Dispatch<WizardAction>): { status: GenerationStatus; retry: () => void } {
  const [failedSeed, setFailedSeed] = useState<string | null>(null);
  const needed = state.step === 3 && !state.suggestions;
  const { seed, form } = state;

  useEffect(() => {
    if (!needed || failedSeed === seed) return;
    const controller = new AbortController();
    generatePartySuggestions({ form, seed, signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'suggestions', response, seed, madeFor: suggestionFingerprint(form) });
        // the text of docs/product.md#plan-messages every time; the description (and the notice above the cards) says
        // honestly when the built-in planner, not an AI service, made them.
        const description =
          response.source === 'ai'
            ? undefined
            : response.fellBack
              ? 'The AI service was unavailable, so the built-in planner made your suggestions.'
              : "Made by Confetti's built-in planner.";
        toast.success('AI suggestions generated successfully!', { description });
      },
      () => {
        if (controller.signal.aborted) return;
        setFailedSeed(seed);
        toast.error('Failed to generate AI suggestions. Please try again.');
      },
    );
    return () => controller.abort();
  }, [needed, seed, form, failedSeed, dispatch]);

  return { status: !needed ? 'idle' : failedSeed === seed ? 'error' : 'loading', retry: () => setFailedSeed(null) };
}
