/**
 * Text a user chose (an organization's or a person's name, an event's title), as quoted data on one
 * line of a mail: no line breaks or controls, bounded, in quotes, so it cannot pose as our own words.
 */
export function quotedInMail(value: string, max = 80): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const oneLine = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  const short = oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
  return `"${short.replaceAll('"', "'")}"`;
}
