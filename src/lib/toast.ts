// The app's toasts, raised through sonner once it has loaded. sonner is about 9 KB (gzipped) that
// every page imported for a toast it raises only after a press or an answer: a phone waited for it
// before a page went live. It loads on the first toast (or when the region is mounted,
// src/app/providers.tsx), and sonner shows a toast raised before its region subscribes.

type Toast = (typeof import('sonner'))['toast'];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<typeof import('sonner')> | undefined;
const load = () => (sonner ??= import('sonner'));

function raise(kind: Kind | null, args: Parameters<Toast>): void {
  load().then(
    ({ toast }) => void (kind ? toast[kind] : toast)(...args),
    (error: unknown) => console.error('Could not load the toasts', error, args[0]),
  );
}

/** sonner's `toast`, `toast.success`, `.error`, `.info` and `.warning`: the same arguments, shown a moment later on a first use. */
export const toast = Object.assign((...args: Parameters<Toast>) => raise(null, args), {
  success: (...args: Parameters<Toast['success']>) => raise('success', args),
  error: (...args: Parameters<Toast['error']>) => raise('error', args),
  info: (...args: Parameters<Toast['info']>) => raise('info', args),
  warning: (...args: Parameters<Toast['warning']>) => raise('warning', args),
});
