// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from '@/lib/typed-before-hydration';

describe('the text a prerendered field holds when its page hydrates', () => {
  it('is what was typed into the input or text area of that id', () => {
    document.body.innerHTML = '<input id="e" value="" /><textarea id="m"></textarea><div id="d">text</div>';
    (document.getElementById('e') as HTMLInputElement).value = 'ana@example.com';
    (document.getElementById('m') as HTMLTextAreaElement).value = 'Hello';
    expect(typedBeforeHydration('e')).toBe('ana@example.com');
    expect(typedBeforeHydration('m')).toBe('Hello');
  });

  it('is empty for a field not on the page yet (a page the app draws itself) or anything else', () => {
    document.body.innerHTML = '<div id="d">text</div>';
    expect(typedBeforeHydration('missing')).toBe('');
    expect(typedBeforeHydration('d')).toBe('');
  });
});
