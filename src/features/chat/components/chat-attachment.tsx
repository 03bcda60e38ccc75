import { useState } from 'react';
import { Download, FileText, ImageOff, Video } from 'lucide-react';
import { supabaseUrl } from '@/lib/supabase-config';
import type { ChatMessage } from '../api/get-chat-messages';
import { formatFileSize } from '../lib/files';
import { isHttpUrl, isPartyChatFileUrl } from '../lib/send-rules';

/** Spec §9: previews are capped at 300×250; a broken image becomes a placeholder. */
function ChatImage({ url, name, onLoad }: { url: string; name: string; onLoad?: () => void }) {
  const [broken, setBroken] = useState(false);
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
        src={url}
        alt={name}
        loading="lazy"
        onLoad={onLoad}
        onError={() => setBroken(true)}
        className="block h-auto max-h-[250px] w-auto max-w-[min(300px,100%)] rounded-lg object-contain"
      />
    </a>
  );
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

/**
 * An image, video or file message. Only files stored in this party's chat folder are shown
 * inline; any other address a message carries is offered as a plain link, never loaded.
 */
export function ChatAttachment({ message, partyId, onMediaLoad }: { message: ChatMessage; partyId: string; onMediaLoad?: () => void }) {
  const url = message.file_url;
  if (!isHttpUrl(url)) return <p className="text-sm italic">Attachment unavailable</p>;
  const name = message.file_name || 'Attachment';
  const size = formatFileSize(message.file_size);
  const inline = isPartyChatFileUrl(url, supabaseUrl, partyId);

  if (inline && message.message_type === 'image') return <ChatImage url={url} name={name} onLoad={onMediaLoad} />;
  if (inline && message.message_type === 'video') {
    return (
      <div className="space-y-2">
        <video
          src={url}
          controls
          preload="metadata"
          onLoadedMetadata={onMediaLoad}
          aria-label={name}
          className="block max-h-[250px] max-w-[min(300px,100%)] rounded-lg bg-black"
        />
        <FileLink url={url} name={name} size={size} icon="video" />
      </div>
    );
  }
  return <FileLink url={url} name={name} size={size} icon={message.message_type === 'video' ? 'video' : 'file'} />;
}
