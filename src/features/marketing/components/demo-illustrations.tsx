import type { ReactNode } from 'react';
import { Cake, Check, MapPin, Sparkles, Users } from 'lucide-react';

/** Miniature, non-interactive renderings of the wizard's screens for the demo walkthrough. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg">
      <div className="flex items-center gap-1.5 border-b border-gray-200 bg-gray-50 px-3 py-2" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-yellow-400" />
        <span className="size-2.5 rounded-full bg-green-400" />
      </div>
      <div className="p-5">
        <p className="mb-4 text-sm font-semibold text-gray-900">{title}</p>
        {children}
      </div>
    </div>
  );
}

function FakeField({ label, value, icon }: { label: string; value: string; icon?: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-medium text-gray-700">{label}</p>
      <p className="mt-1 flex items-center gap-1.5 rounded-md border border-gray-300 px-2 py-1.5 text-sm text-gray-900">
        {icon}
        {value}
      </p>
    </div>
  );
}

export function DetailsIllustration() {
  const types = ['Birthday Party', 'Corporate Event', 'Wedding/Engagement', 'Graduation'];
  return (
    <Frame title="What kind of party are you planning?">
      <div className="grid grid-cols-2 gap-2">
        {types.map((t, i) => (
          <span
            key={t}
            className={`flex items-center gap-1.5 rounded-md border px-2 py-2 text-xs ${i === 0 ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-gray-200 text-gray-700'}`}
          >
            {i === 0 && <Cake aria-hidden="true" className="size-3.5" />}
            {t}
          </span>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <FakeField label="Who is it for?" value="Maya's 40th" />
        <FakeField label="Location" value="Chicago, IL" icon={<MapPin aria-hidden="true" className="size-3.5 text-gray-600" />} />
        <FakeField label="Guests" value="60" icon={<Users aria-hidden="true" className="size-3.5 text-gray-600" />} />
        <FakeField label="Budget" value="$1,000 - $2,500" />
      </div>
    </Frame>
  );
}

export function IdeasIllustration() {
  return (
    <Frame title="Share your ideas and vision">
      <p className="text-xs font-medium text-gray-700">Your party vision</p>
      <p className="mt-1 min-h-20 rounded-md border border-gray-300 p-2 text-sm text-gray-900">
        A 90s throwback with a dance floor, neon colours and a late-night taco truck. Maya loves karaoke.
      </p>
      <p className="mt-3 text-xs font-medium text-gray-700">Special requirements</p>
      <p className="mt-1 rounded-md border border-gray-300 p-2 text-sm text-gray-900">Two vegetarian guests, step-free venue.</p>
    </Frame>
  );
}

export function SuggestionsIllustration() {
  const items = [
    { group: 'Themes', text: 'Totally 90s Neon Night', on: true },
    { group: 'Games', text: 'Karaoke battle with a trophy', on: true },
    { group: 'Food', text: 'Taco truck + vegetarian bar', on: true },
    { group: 'Games', text: 'Retro trivia', on: false },
  ];
  const timeline = [
    ['2 weeks before', 'Book the taco truck'],
    ['During', 'Karaoke at 9 pm'],
    ['Day after', 'Share the photo album'],
  ];
  return (
    <Frame title="AI-Powered Party Suggestions">
      <ul className="space-y-2">
        {items.map((it) => (
          <li key={it.text} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className={`flex size-4 items-center justify-center rounded border ${it.on ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-400'}`}
            >
              {it.on && <Check className="size-3" />}
            </span>
            <span className="text-xs text-gray-600">{it.group}</span>
            <span className="text-gray-900">{it.text}</span>
          </li>
        ))}
      </ul>
      <ol className="mt-4 flex gap-2">
        {timeline.map(([when, task]) => (
          <li key={task} className="flex-1 rounded-md bg-brand-50 p-2 text-xs">
            <p className="font-semibold text-brand-800">{when}</p>
            <p className="text-gray-800">{task}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex items-center gap-1 text-xs text-gray-700">
        <Sparkles aria-hidden="true" className="size-3.5 text-brand-700" /> Generated in about 20 seconds
      </p>
    </Frame>
  );
}
