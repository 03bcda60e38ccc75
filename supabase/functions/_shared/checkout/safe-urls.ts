// Checks on addresses the browser sends, kept free of Deno APIs so unit tests run them under Node.

/** Where saved designs live: `<project>/storage/v1/object/public/tshirt-designs/<path>`. */
const DESIGN_PATH = /^\/storage\/v1\/object\/public\/tshirt-designs\/(.+)$/;

/** The storage path of a saved design's public URL; null when the URL is not one. */
export function designObjectPath(designUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(designUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const m = DESIGN_PATH.exec(url.pathname);
  if (!m) return null;
  let path: string;
  try {
    path = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  if (path.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return null;
  return path;
}

/** A path inside the app ('/x?y'); anything else (other hosts, '//evil', 'javascript:') is refused. */
export function safeAppPath(path: string | undefined | null, fallback: string): string {
  if (!path) return fallback;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /\p{Cc}/u.test(path)) return fallback;
  return path;
}
