import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Loader2, MapPin } from 'lucide-react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { searchLocations } from '../api/geocode-location';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type LocationPrediction } from '../lib/contract';

interface LocationComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  describedBy?: string;
}

type Status = 'idle' | 'loading' | 'results' | 'none';

/**
 * Location with autocomplete (docs/product.md#wizard-validation, #wizard-constants): asks geocode-location only at 3+ trimmed characters
 * after a 300 ms pause, drops stale answers, shows 'No locations found.' for none and silently
 * empties on failure. The ARIA 1.2 combobox pattern: arrows move, Enter picks, Escape closes.
 */
export function LocationCombobox({ id, value, onChange, required, placeholder, describedBy }: LocationComboboxProps) {
  const listId = useId();
  const [options, setOptions] = useState<LocationPrediction[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | undefined>(undefined);
  // The list on screen, for a newer answer to find the option the user has moved to.
  const shown = useRef(options);
  useEffect(() => {
    shown.current = options;
  }, [options]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  function cancel() {
    clearTimeout(timer.current);
    inflight.current?.abort();
    inflight.current = undefined;
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onType(next: string) {
    onChange(next);
    cancel();
    const q = next.trim();
    if (q.length < AUTOCOMPLETE_MIN_CHARS) {
      setOptions([]);
      setStatus('idle');
      close();
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      inflight.current = controller;
      setStatus('loading');
      try {
        const found = await searchLocations(q, controller.signal);
        if (controller.signal.aborted) return;
        // An answer that arrives after the user has moved to an option keeps that option chosen
        // when it is still there: Enter must not do nothing because a list was refreshed.
        const was = shown.current;
        setActive((a) => (a >= 0 && was[a] ? found.findIndex((p) => p.description === was[a]!.description) : -1));
        setOptions(found);
        setStatus(found.length ? 'results' : 'none');
        setOpen(true);
      } catch {
        // A failed lookup is not the user's problem: the list just stays empty (docs/product.md#product-and-vendor-messages).
        if (controller.signal.aborted) return;
        setOptions([]);
        setStatus('idle');
        close();
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }

  function choose(p: LocationPrediction) {
    cancel();
    onChange(p.description);
    setOptions([]);
    setStatus('idle');
    close();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!n) return;
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setOpen(true);
          setActive(step === 1 ? 0 : n - 1);
        } else setActive((a) => (a < 0 ? (step === 1 ? 0 : n - 1) : (a + step + n) % n));
        return;
      }
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          e.preventDefault();
          choose(options[active]);
        }
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  const showList = open && status === 'results' && options.length > 0;
  const showNone = open && status === 'none';
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <div className="relative">
      <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={cn(fieldClasses, 'h-10 pr-9 pl-9')}
      />
      {status === 'loading' && <Loader2 aria-hidden="true" className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-gray-500" />}
      <ul
        id={listId}
        role="listbox"
        aria-label="Location suggestions"
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {options.map((p, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's (aria-activedescendant points here)
          <li
            key={p.place_id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keep focus in the input so the list does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(p)}
            onMouseMove={() => setActive(i)}
            className={cn('flex cursor-pointer flex-col px-3 py-2 text-sm', i === active ? 'bg-brand-100 text-brand-900' : 'text-gray-900')}
          >
            <span className="font-medium">{p.structured_formatting.main_text}</span>
            {p.structured_formatting.secondary_text && <span className="text-xs text-gray-600">{p.structured_formatting.secondary_text}</span>}
          </li>
        ))}
      </ul>
      {/* One live region: the visible 'No locations found.' or, for screen readers, how many were found. */}
      <p
        role="status"
        className={showNone ? 'absolute z-20 mt-1 w-full rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm text-gray-700 shadow-lg' : 'sr-only'}
      >
        {showNone
          ? 'No locations found.'
          : showList
            ? `${options.length} location${options.length === 1 ? '' : 's'} found. Use the up and down arrows to choose.`
            : ''}
      </p>
    </div>
  );
}
