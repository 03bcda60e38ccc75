/**
 * A new tab opened at the press, for a page whose address the server has yet to give (a payment
 * page, a design in Canva). Opened from the press itself, a pop-up blocker lets it through, and the
 * person sees at once that the press did something; `sendTab` points it at the page once the
 * answer comes. The tab is not given `window.opener`. Null where the browser blocked it.
 */
export function openWaitingTab(message: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  // The blank tab is still this page's origin, so it can say what it is waiting for.
  try {
    tab.document.title = message;
    const note = tab.document.createElement('p');
    note.textContent = message;
    note.style.font = '16px system-ui, sans-serif';
    note.style.margin = '2rem';
    tab.document.body.append(note);
  } catch {
    // A browser that hands back a tab it will not let us write into still navigates it.
  }
  return tab;
}

/** Points a waiting tab at `url`; false when there is no tab to point (blocked, or closed by the person). */
export function sendTab(tab: Window | null, url: string): boolean {
  if (!tab || tab.closed) return false;
  tab.location.href = url;
  return true;
}

/**
 * Runs `work` with a waiting tab open meanwhile (`tab`, one opened already at the press, or a new
 * one), and answers both; the tab is closed if `work` fails.
 */
export async function withWaitingTab<T>(
  message: string,
  work: () => Promise<T>,
  tab: Window | null = openWaitingTab(message),
): Promise<{ result: T; tab: Window | null }> {
  try {
    return { result: await work(), tab };
  } catch (e) {
    tab?.close();
    throw e;
  }
}
