import { useState, type Dispatch } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Crown, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AiAllowanceMeter, UPGRADE_PATH, useAiGenerationOutcome } from '@/features/checkout';
import { useMoreIdeas } from '../api/generate-section-suggestions';
import type { GenerationStatus } from '../hooks/use-auto-generate';
import { CATEGORY_LABELS } from '../lib/categories';
import { toPartyData } from '../lib/form';
import { LIST_KEYS, type ListKey } from '../lib/selections';
import { newSeed, suggestionsAreStale, type WizardAction, type WizardState } from '../lib/wizard-state';
import { GeneratingScreen } from './generating-screen';
import { SourceNotice } from './source-notice';
import { SuggestionCard } from './suggestion-card';
import { TimelinePicker } from './timeline-picker';

interface Props {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  status: GenerationStatus;
  onRetry: () => void;
  /** Why generating failed when today's free AI generations are used up. */
  exhausted?: string | null;
}

/** Step 3 'AI-Powered Party Suggestions' (docs/product.md#wizard): loading, then cards, Regenerate and the timeline. */
export function SuggestionsStep({ state, dispatch, status, onRetry, exhausted }: Props) {
  const more = useMoreIdeas();
  const outcome = useAiGenerationOutcome();
  const [moreFor, setMoreFor] = useState<ListKey | null>(null);
  const { suggestions, selections, meta } = state;

  if (status === 'error' && exhausted) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <Crown aria-hidden="true" className="size-10 text-amber-600" />
        <p className="max-w-xl text-gray-800">{exhausted}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="gradient" asChild>
            <Link to={UPGRADE_PATH}>
              <Crown aria-hidden="true" />
              Upgrade to Pro
            </Link>
          </Button>
          <Button variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <AlertTriangle aria-hidden="true" className="size-10 text-red-600" />
        <p className="text-gray-800">Failed to generate AI suggestions. Please try again.</p>
        <Button variant="gradient" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  if (!suggestions || !meta) return <GeneratingScreen />;

  function regenerate() {
    dispatch({ type: 'regenerate', seed: newSeed() });
  }

  function moreIdeas(key: ListKey) {
    const label = CATEGORY_LABELS[key].toLowerCase();
    setMoreFor(key);
    more.mutate(
      { category: key, partyData: { ...toPartyData(state.form), themes: selections.themes }, existing: suggestions![key] },
      {
        onSuccess: (answer) => {
          const fresh = answer.suggestions.filter((s) => !suggestions![key].includes(s));
          if (!fresh.length) {
            toast.info(`No new ${label} ideas left for this party.`);
            return;
          }
          dispatch({ type: 'moreIdeas', key, items: fresh });
          toast.success(`New ${label} suggestions added!`);
        },
        onError: (error) => void outcome.failed(error, `Failed to generate new ${label}`),
        onSettled: () => {
          setMoreFor(null);
          outcome.succeeded();
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <SourceNotice meta={meta} />
          <AiAllowanceMeter />
        </div>
        <Button variant="outline" onClick={regenerate} className="shrink-0">
          <RefreshCw aria-hidden="true" />
          Regenerate
        </Button>
      </div>
      {suggestionsAreStale(state) && (
        <p role="note" className="rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900">
          You changed the party details after these ideas were made. Regenerate to get ideas for the new details.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {LIST_KEYS.map((key) => (
          <SuggestionCard
            key={key}
            title={CATEGORY_LABELS[key]}
            items={suggestions[key]}
            selected={selections[key]}
            onToggle={(item) => dispatch({ type: 'toggle', key, item })}
            onMore={() => moreIdeas(key)}
            moreBusy={moreFor === key}
            moreDisabled={moreFor !== null}
            footer={
              key === 'partyNames' ? (
                <p className="flex flex-wrap items-center gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800" aria-live="polite">
                  <span>
                    Party name: <strong>{state.form.partyName || 'Not set yet'}</strong>
                  </span>
                  <Badge variant={state.nameSource === 'ai' ? 'default' : 'gray'}>{state.nameSource === 'ai' ? 'Chosen suggestion' : 'Default'}</Badge>
                </p>
              ) : undefined
            }
          />
        ))}
      </div>
      <TimelinePicker
        timeline={suggestions.timeline}
        selections={selections}
        date={state.form.date}
        time={state.form.time}
        onToggle={(phase, item) => dispatch({ type: 'toggleTimeline', phase, item })}
      />
    </div>
  );
}
