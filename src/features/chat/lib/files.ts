import { RASTER_IMAGE_TYPES } from '@/lib/constants';

/** docs/product.md#uploads: chat files are at most 10 MB, kept in the party-chat-files bucket, cached for an hour. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_BUCKET = 'party-chat-files';
export const CHAT_FILE_CACHE_SECONDS = 3600;
/** The bucket is private: files are shown through signed URLs that live this long. */
export const CHAT_FILE_URL_SECONDS = 600;

export type PickerKind = 'image' | 'file';
export type ChatMessageType = 'text' | 'image' | 'video' | 'file';

// SVG is left out of "images": it can carry script, and a shared file is opened from the link too.
const IMAGE_TYPES = RASTER_IMAGE_TYPES;
const DOCUMENT_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'];

/** Browsers leave `type` empty for some files (often .docx, sometimes videos): go by the name then. */
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
};

/** The `accept` attribute of each picker (docs/product.md#chat-validation). */
export const PICKER_ACCEPT: Record<PickerKind, string> = {
  image: IMAGE_TYPES.join(','),
  file: ['.pdf', '.doc', '.docx', '.txt', ...DOCUMENT_TYPES, 'video/*'].join(','),
};

export function extensionOf(name: string): string {
  const m = /\.([a-z0-9]{1,10})$/i.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
}

/** The file's MIME type, or the one its extension implies when the browser gave none. */
export function mimeTypeOf(file: { name: string; type: string }): string {
  return (file.type || BY_EXTENSION[extensionOf(file.name)] || '').toLowerCase();
}

/** docs/product.md#chat-validation: size first (the limit applies to both pickers), then the picker's types. Null when fine. */
export function validateChatFile(file: { name: string; type: string; size: number }, kind: PickerKind): string | null {
  if (file.size > CHAT_FILE_MAX_BYTES) return 'File size must be less than 10MB';
  const mime = mimeTypeOf(file);
  if (kind === 'image') return IMAGE_TYPES.includes(mime) ? null : 'Please choose an image (PNG, JPEG, GIF, WebP, AVIF or BMP).';
  if (DOCUMENT_TYPES.includes(mime) || mime.startsWith('video/')) return null;
  return 'Please choose a PDF, Word document, text file or video.';
}

/** docs/product.md#chat-validation: the message type follows the MIME type: image, video, else file. */
export function messageTypeFor(mime: string): Exclude<ChatMessageType, 'text'> {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'file';
}

/** docs/product.md#storage-calls: chat-files/{partyId}/{userId}/{timestamp}_{random}.{ext}. */
export function chatFilePath(
  partyId: string,
  userId: string,
  file: { name: string; type: string },
  now: number = Date.now(),
  random: string = Math.random().toString(36).slice(2, 10),
): string {
  const fromMime = Object.entries(BY_EXTENSION).find(([, m]) => m === mimeTypeOf(file))?.[0];
  const ext = extensionOf(file.name) || fromMime || 'bin';
  return `chat-files/${partyId}/${userId}/${now}_${random}.${ext}`;
}

export function formatFileSize(value: number | string | null | undefined): string {
  // bigint columns may arrive as strings (realtime payloads): read them as numbers.
  const bytes = value === null || value === undefined || value === '' ? NaN : Number(value);
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
