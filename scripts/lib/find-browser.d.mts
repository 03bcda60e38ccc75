export function findBrowser(env?: NodeJS.ProcessEnv): { path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | null;
export const NO_BROWSER_HINT: string;
