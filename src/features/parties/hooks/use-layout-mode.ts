import { useCallback, useState } from 'react';

export type LayoutMode = 'simple' | 'advanced';
const KEY = 'confetti:party-layout';

function read(): LayoutMode {
  try {
    return window.localStorage.getItem(KEY) === 'advanced' ? 'advanced' : 'simple';
  } catch {
    return 'simple';
  }
}

/** Simple or Advanced, remembered in this browser so a reload keeps the user's choice. */
export function useLayoutMode(): [LayoutMode, (mode: LayoutMode) => void] {
  const [mode, setMode] = useState<LayoutMode>(read);
  const set = useCallback((next: LayoutMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // storage blocked: the choice lasts for this visit only
    }
  }, []);
  return [mode, set];
}
