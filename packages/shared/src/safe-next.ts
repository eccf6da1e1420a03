/** Where sign-in lands when `next` is missing or not a safe same-site path. */
const DEFAULT_NEXT = '/app';

/**
 * Only same-site paths are followed after sign-in, never another origin (no open redirect).
 *
 * The check runs on the string as a browser will read it: browsers drop tabs and newlines from URLs
 * and treat `\` as `/`, so `/\t/evil.example` or `/\evil.example` become `//evil.example` (another host)
 * when they follow a redirect. Percent-encoded forms are decoded first, since a `next` taken from a
 * query string may have been encoded once more than expected. What remains must be a single `/`
 * followed by a path character (or nothing): no scheme, no second slash, no control character.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2000) return DEFAULT_NEXT;
  let decoded = next;
  try {
    // Repeatedly, so %252F and the like cannot hide a slash behind a second layer of encoding.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return DEFAULT_NEXT;
  }
  const asBrowserReads = decoded.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  // No other control character either (a browser would drop or keep them; neither is a path we mean).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(asBrowserReads)) return DEFAULT_NEXT;
  if (!/^\/(?:$|[A-Za-z0-9\-._~?#&=+%])/.test(asBrowserReads)) return DEFAULT_NEXT;
  return next;
}
