/** The link an invitee opens: the app's own /invitation/{token} page. */
export function invitationLink(token: string, origin: string = window.location.origin): string {
  return `${origin}/invitation/${encodeURIComponent(token)}`;
}
