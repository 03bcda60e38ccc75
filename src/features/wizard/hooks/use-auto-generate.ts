import { useEffect, useState, type Dispatch } from 'react';
import { toast } from '@/lib/toast';
import { useAiGenerationOutcome } from '@/features/checkout';
import { asAllowanceError } from '@/lib/ai-allowance';
import { suggestionFingerprint } from '../lib/form';
import type { WizardAction, WizardState } from '../lib/wizard-state';
import { generatePartySuggestions } from '../api/generate-party-suggestions';

export type GenerationStatus = 'idle' | 'loading' | 'error';

/**
 * Step 3 starts generating on its own when there are no suggestions (docs/product.md#wizard-states); leaving the step
 * or Regenerate cancels the request in flight, and an answer for an old seed is dropped.
 */
export function useAutoGenerate(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
): { status: GenerationStatus; retry: () => void; exhausted: string | null } {
  const [failedSeed, setFailedSeed] = useState<string | null>(null);
  // The server's words when today's free generations are used up (docs/product.md#ai-allowance).
  const [exhausted, setExhausted] = useState<string | null>(null);
  const outcome = useAiGenerationOutcome();
  const needed = state.step === 3 && !state.suggestions;
  const { seed, form } = state;

  useEffect(() => {
    if (!needed || failedSeed === seed) return;
    const controller = new AbortController();
    generatePartySuggestions({ form, seed, signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'suggestions', response, seed, madeFor: suggestionFingerprint(form) });
        outcome.succeeded();
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
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        setExhausted((await asAllowanceError(error))?.message ?? null);
        setFailedSeed(seed);
        void outcome.failed(error, 'Failed to generate AI suggestions. Please try again.');
      },
    );
    return () => controller.abort();
  }, [needed, seed, form, failedSeed, dispatch, outcome]);

  const status = !needed ? 'idle' : failedSeed === seed ? 'error' : 'loading';
  return { status, retry: () => setFailedSeed(null), exhausted: status === 'error' ? exhausted : null };
}
