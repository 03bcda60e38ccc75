import { Check } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { Step } from '../lib/wizard-state';

const STEP_NAMES = ['Party details', 'Ideas & vision', 'Suggestions'] as const;

/** 'Step X of 3' with a progress bar (docs/product.md#wizard). */
export function StepIndicator({ step }: { step: Step }) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <p className="font-semibold text-brand-800">Step {step} of 3</p>
        <p className="text-gray-600">{Math.round((step / 3) * 100)}% complete</p>
      </div>
      <Progress value={(step / 3) * 100} label={`Step ${step} of 3`} />
      <ol className="hidden grid-cols-3 gap-2 text-xs sm:grid">
        {STEP_NAMES.map((name, i) => {
          const n = i + 1;
          return (
            <li
              key={name}
              aria-current={n === step ? 'step' : undefined}
              className={cn('flex items-center gap-2', n <= step ? 'text-brand-800' : 'text-gray-600', i === 1 && 'justify-center', i === 2 && 'justify-end')}
            >
              <span
                className={cn(
                  'flex size-5 items-center justify-center rounded-full text-[11px] font-bold',
                  n < step ? 'bg-brand-600 text-white' : n === step ? 'border-2 border-brand-600' : 'border border-gray-300',
                )}
              >
                {n < step ? <Check aria-hidden="true" className="size-3" /> : n}
              </span>
              {name}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
