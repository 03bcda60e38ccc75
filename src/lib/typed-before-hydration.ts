/**
 * The text already in a prerendered page's field when the page hydrates (typed before its scripts
 * arrived), else ''. It is a controlled field's first state (useState's initializer): React leaves
 * a hydrated field's text in place, but the field's next render would replace it with the state
 * (docs/decisions.md#prerendered-public-pages).
 */
export function typedBeforeHydration(id: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
}
