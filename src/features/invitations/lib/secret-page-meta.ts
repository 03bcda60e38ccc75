import { useEffect } from 'react';

/**
 * The invitation page's address holds its token, a credential (docs/security.md #29-#30): the
 * page asks search engines not to index it and browsers to send no Referer from it. The static
 * host sends the same as headers for /invitation/* (docs/deploying.md#headers-for-the-static-host);
 * these tags also cover a visit that reached the page without a fresh load.
 */
export function useSecretPageMeta(): void {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      meta.dataset.secretPage = '';
      document.head.append(meta);
      return meta;
    });
    return () => added.forEach((m) => m.remove());
  }, []);
}
