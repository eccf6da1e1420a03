/** Only same-site paths are followed after sign-in, never another origin (no open redirect). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/app';
  return next;
}
