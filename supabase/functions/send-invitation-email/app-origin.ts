export function acceptUrl(origin: string, token: string): string {
  return `${origin}/invitation/${encodeURIComponent(token)}`;
}
