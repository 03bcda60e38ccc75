import { useId, type ReactNode } from 'react';
import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface Props {
  title: string;
  items: string[];
  selected: string[];
  onToggle: (item: string) => void;
  onMore: () => void;
  moreBusy: boolean;
  /** 'More Ideas' for another card is on its way: one at a time. */
  moreDisabled: boolean;
  footer?: ReactNode;
}

/** One category of step 3: a checkbox per suggestion and 'More Ideas'. */
export function SuggestionCard({ title, items, selected, onToggle, onMore, moreBusy, moreDisabled, footer }: Props) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={`${id}-title`} className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle as="h3" id={`${id}-title`} className="text-lg">
          {title}
        </CardTitle>
        <span className="text-xs font-medium text-gray-600">{selected.length ? `${selected.length} selected` : 'None selected'}</span>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <ul className="space-y-1">
          {items.map((item) => {
            const checked = selected.includes(item);
            return (
              <li key={item}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 text-sm text-gray-800 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                  <input type="checkbox" checked={checked} onChange={() => onToggle(item)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
                  <span className={checked ? 'font-medium text-gray-900' : undefined}>{item}</span>
                  {checked && <Check aria-hidden="true" className="ml-auto size-4 shrink-0 text-brand-600" />}
                </label>
              </li>
            );
          })}
        </ul>
        {footer}
        <Button
          variant="outline"
          size="sm"
          className="mt-auto self-start"
          onClick={onMore}
          disabled={moreBusy || moreDisabled}
          aria-describedby={`${id}-title`}
        >
          <Plus aria-hidden="true" />
          {moreBusy ? 'Finding more ideas...' : 'More Ideas'}
        </Button>
      </CardContent>
    </Card>
  );
}
