import { Toaster as Sonner } from 'sonner';

/** The app's toasts: one visible at a time, top centre (spec §4). */
export default function Toaster() {
  return <Sonner visibleToasts={1} position="top-center" richColors closeButton />;
}
