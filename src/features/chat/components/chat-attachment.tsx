import { useState } from 'react';
import { Download, FileText, FileX, ImageOff, Loader2, Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { supabaseUrl } from '@/lib/supabase-config';
import { useChatFileUrl } from '../api/chat-file-urls';
import type { ChatMessage } from '../api/get-chat-messages';
import { formatFileSize } from '../lib/files';
import { isHttpUrl, partyChatFilePath } from '../lib/send-rules';

/**
 * The signed URL a preview loads from. It keeps the first one (a renewed URL would download the
 * file again, or restart a playing video) unless loading fails, then tries the current one: a
 * preview first loaded after its URL expired (a lazy image scrolled to late) gets a fresh one.
 */
function useMediaSource(url: string): { src: string; failed: boolean; onError: () => void } {
  const [src, setSrc] = useState(url);
  const [failed, setFailed] = useState(false);
  return { src, failed, onError: () => (src !== url ? setSrc(url) : setFailed(true)) };
}

/** docs/product.md#invitation-and-chat-constants: previews are capped at 300×250; a broken image becomes a placeholder. */
function ChatImage({ url, name, onLoad }: { url: string; name: string; onLoad?: () => void }) {
  const { src, failed: broken, onError } = useMediaSource(url);
  if (broken) {
    return (
      <div
        role="img"
        aria-label={`Image could not be loaded: ${name}`}
        className="flex h-[120px] w-[200px] max-w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-gray-300 bg-gray-50 text-xs text-gray-600"
      >
        <ImageOff aria-hidden="true" className="size-6" />
        Image unavailable
      </div>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
      <img
        src={src}
        alt={name}
        loading="lazy"
        onLoad={onLoad}
        onError={onError}
        className="block h-auto max-h-[250px] w-auto max-w-[min(300px,100%)] rounded-lg object-contain"
      />
    </a>
  );
}

/**
 * A signed URL that downloads rather than opens: storage serves every file sandboxed
 * (docs/security.md #19), where a browser's PDF viewer does not run, and a cross-origin link's
 * `download` attribute is ignored, so Storage is asked for the attachment by its `download` parameter.
 */
function asDownload(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('download', name);
  return u.href;
}

function FileLink({ url, name, size, icon }: { url: string; name: string; size: string; icon: 'file' | 'video' }) {
  const Icon = icon === 'video' ? Video : FileText;
  return (
    <a
      href={url}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      className="flex max-w-[300px] items-center gap-3 rounded-lg border border-gray-200 bg-white p-3 text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{name}</span>
        {size && <span className="block text-xs text-gray-600">{size}</span>}
      </span>
      <Download aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      <span className="sr-only">Download</span>
    </a>
  );
}

const NOTE_CLASS = 'flex max-w-[300px] items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3 text-sm text-gray-700';

/** While the file's signed URL is being made. */
function Signing({ name }: { name: string }) {
  return (
    <p role="status" className={NOTE_CLASS}>
      <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-gray-500" />
      <span className="min-w-0 truncate">Loading {name}...</span>
    </p>
  );
}

/** The file cannot be read: deleted, or the reader no longer belongs to the party. */
function Unavailable({ name, onRetry }: { name: string; onRetry?: () => void }) {
  return (
    <div className={NOTE_CLASS}>
      <FileX aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{name}</span>
        <span className="block text-xs">{onRetry ? 'File could not be loaded.' : 'File no longer available'}</span>
      </span>
      {onRetry && (
        <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

/**
 * A file in this party's chat folder, shown through a signed URL made when it is displayed. The
 * bucket is private: the URL a message stores opens nothing by itself.
 */
function PartyFile({ path, message, onMediaLoad }: { path: string; message: ChatMessage; onMediaLoad?: () => void }) {
  const signed = useChatFileUrl(path);
  const name = message.file_name || 'Attachment';
  const size = formatFileSize(message.file_size);
  if (signed.isPending) return <Signing name={name} />;
  if (signed.isError && !signed.data) return <Unavailable name={name} onRetry={() => void signed.refetch()} />;
  const url = signed.data;
  if (!url) return <Unavailable name={name} />;

  if (message.message_type === 'image') return <ChatImage url={url} name={name} onLoad={onMediaLoad} />;
  if (message.message_type === 'video') {
    return (
      <div className="space-y-2">
        <ChatVideo url={url} name={name} onLoad={onMediaLoad} />
        <FileLink url={asDownload(url, name)} name={name} size={size} icon="video" />
      </div>
    );
  }
  return <FileLink url={asDownload(url, name)} name={name} size={size} icon="file" />;
}

function ChatVideo({ url, name, onLoad }: { url: string; name: string; onLoad?: () => void }) {
  const { src, onError } = useMediaSource(url);
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- members' own uploads: there is no caption track to offer
    <video
      src={src}
      controls
      preload="metadata"
      onLoadedMetadata={onLoad}
      onError={onError}
      aria-label={name}
      className="block max-h-[250px] max-w-[min(300px,100%)] rounded-lg bg-black"
    />
  );
}

/**
 * An image, video or file message. Only files stored in this party's chat folder are shown
 * inline; any other address a message carries is offered as a plain link, never loaded.
 */
export function ChatAttachment({ message, partyId, onMediaLoad }: { message: ChatMessage; partyId: string; onMediaLoad?: () => void }) {
  const url = message.file_url;
  if (!isHttpUrl(url)) return <p className="text-sm italic">Attachment unavailable</p>;
  const path = partyChatFilePath(url, supabaseUrl, partyId);
  if (path) return <PartyFile path={path} message={message} onMediaLoad={onMediaLoad} />;
  const name = message.file_name || 'Attachment';
  return <FileLink url={url} name={name} size={formatFileSize(message.file_size)} icon={message.message_type === 'video' ? 'video' : 'file'} />;
}
