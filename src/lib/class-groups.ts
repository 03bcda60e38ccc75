// The tailwind-merge class groups the app's class names fall in (`cn` in ./utils.ts merges with
// these alone). Kept in step with the code by tests/unit/class-groups.test.ts, which lists any
// group a class name in src/ needs and this list lacks.
export const CLASS_GROUPS = [
  'accent', 'align-items', 'align-self', 'animate', 'aspect', 'backdrop-blur', 'bg-clip', 'bg-color', 'border-collapse',
  'border-color', 'border-color-t', 'border-style', 'border-w', 'border-w-b', 'border-w-l', 'border-w-r', 'border-w-t', 'bottom',
  'break', 'break-inside', 'col-start-end', 'cursor', 'display', 'divide-color', 'divide-y', 'drop-shadow', 'duration', 'ease',
  'fill', 'filter', 'flex', 'flex-direction', 'flex-wrap', 'font-family', 'font-size', 'font-style', 'font-weight', 'gap', 'gap-x',
  'gap-y', 'gradient-from', 'gradient-to', 'gradient-via', 'grid-cols', 'grow', 'h', 'inset', 'inset-y', 'justify-content',
  'leading', 'left', 'line-clamp', 'list-style-type', 'max-h', 'max-w', 'mb', 'min-h', 'min-w', 'ml', 'mt', 'mx', 'my',
  'object-fit', 'opacity', 'outline-color', 'outline-offset', 'outline-style', 'outline-w', 'overflow', 'overflow-x',
  'overflow-y', 'p', 'pb', 'pl', 'pointer-events', 'position', 'pr', 'pt', 'px', 'py', 'resize', 'right', 'ring-color', 'ring-w',
  'rotate', 'rounded', 'rounded-r', 'rounded-tl', 'rounded-tr', 'scroll-behavior', 'scroll-mt', 'select', 'shadow', 'shrink',
  'size', 'snap-align', 'snap-strictness', 'snap-type', 'space-y', 'sr', 'text-alignment', 'text-color', 'text-decoration',
  'text-overflow', 'text-transform', 'top', 'tracking', 'transform', 'transition', 'translate-x', 'translate-y',
  'underline-offset', 'vertical-align', 'visibility', 'w', 'whitespace', 'z',
] as const;
