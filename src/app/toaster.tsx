import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

// sonner's rich colours put mid-tone text on pale backgrounds (about 4:1); these darker tones keep
// every toast at WCAG AA contrast (4.5:1 or better) on the same backgrounds.
const readableColours = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#991b1b',
} as CSSProperties;

/** The app's toasts: one visible at a time, top centre (docs/product.md#toast-rule). */
export default function Toaster() {
  return <Sonner visibleToasts={1} position="top-center" richColors closeButton style={readableColours} />;
}
