import Bowser from 'bowser';

/** "Chrome 120 on Windows" style label for the session history screen. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name;
  if (!browser) return userAgent.slice(0, 80);
  return os ? `${browser} on ${os}` : browser;
}
