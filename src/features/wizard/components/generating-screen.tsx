import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { LOADING_STEPS, LOADING_TOTAL_MS, loadingStepAt } from '../lib/loading-steps';

/**
 * The loading screen of step 3 (docs/product.md#wizard-states, #wizard-constants): four messages for 2000, 3000, 2500 and 1500 ms, the
 * last one staying until the suggestions arrive. The parent swaps it out as soon as they do.
 */
export function GeneratingScreen() {
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const start = performance.now();
    const tick = setInterval(() => setElapsed(performance.now() - start), 250);
    return () => clearInterval(tick);
  }, []);

  const step = loadingStepAt(elapsed);
  // Creeps towards 95% over the four messages; it never claims to be done before it is.
  const progress = Math.min(95, Math.round((elapsed / LOADING_TOTAL_MS) * 95));

  return (
    <div className="flex flex-col items-center gap-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg">
        <Sparkles aria-hidden="true" className="size-8 animate-pulse" />
      </span>
      <div role="status" aria-live="polite" className="space-y-2">
        <p className="text-lg font-semibold text-gray-900">{LOADING_STEPS[step].message}</p>
        <p className="text-sm text-gray-600">This usually takes 15-30 seconds.</p>
      </div>
      <Progress value={progress} label="Generating suggestions" className="max-w-md" />
      <ol className="flex gap-2" aria-hidden="true">
        {LOADING_STEPS.map((s, i) => (
          <li key={s.message} className={`size-2 rounded-full ${i <= step ? 'bg-brand-600' : 'bg-brand-100'}`} />
        ))}
      </ol>
    </div>
  );
}
