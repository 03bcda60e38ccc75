import { linkify } from '../lib/linkify';

/** Message text as text (never HTML), with http(s) addresses as links that open in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {linkify(text).map((part, i) =>
        part.type === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium underline underline-offset-2 hover:opacity-80"
          >
            {part.value}
          </a>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}
