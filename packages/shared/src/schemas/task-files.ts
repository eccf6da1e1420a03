import { TASK_ATTACHMENT_MIME_TYPES } from './tasks/attachments';

/**
 * What a task accepts (issue 31): the files firms exchange, text formats included. Binary types are
 * known by their magic bytes; text types (CSV, TXT, JSON, XML, SVG) are judged on the content too, and
 * active content (HTML, scripts, SVG with scripts, programs) is refused whatever the name says.
 * Leave documents keep the narrower TASK_ATTACHMENT_MIME_TYPES.
 */
export const TASK_FILE_MIME_TYPES = [
  ...TASK_ATTACHMENT_MIME_TYPES,
  'image/tiff',
  'image/bmp',
  'image/heic',
  'image/svg+xml',
  'text/csv',
  'text/plain',
  'application/json',
  'application/xml',
  /** Legacy .doc, .xls, .ppt (OLE compound files). */
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'application/x-7z-compressed',
  'application/gzip',
] as const;
/** The organization setting's default and bounds (organizations.attachment_max_mb). */
export const ATTACHMENT_MAX_MB_DEFAULT = 25;
export const ATTACHMENT_MAX_MB_LIMIT = 100;
export const TASK_FILE_TYPE_MESSAGE =
  'Attach a document, spreadsheet, CSV, text, image, PDF or ZIP file (programs and web pages are refused)';
export const taskFileSizeMessage = (maxMb: number) => `Attachments must be at most ${maxMb} MB`;

// Markup that runs when a browser renders it: a document, a script, a frame, an embed, a redirect.
const ACTIVE_MARKUP =
  /<\s*(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script|iframe|frame[\s>]|object|embed|applet|meta\s+http-equiv|base\s|form[\s>])/i;
const SVG_ROOT = /<svg[\s>]/i;
// Inside SVG also handlers (onload=…), javascript: links and foreign HTML.
const SVG_ACTIVE = /\son[a-z]+\s*=|javascript\s*:|<\s*foreignObject|<\s*handler/i;

/**
 * The type of a text attachment from its content (server and browser judge alike): undefined for
 * HTML, scripts and SVG with scripts, whatever the name says; else SVG, CSV, JSON, XML or plain text.
 */
export function textAttachmentType(text: string, fileName: string | undefined): string | undefined {
  const body = text.replace(/^\uFEFF/, '');
  if (body.includes('\u0000') || /^\s*#!/.test(body) || ACTIVE_MARKUP.test(body)) return undefined;
  if (SVG_ROOT.test(body)) return SVG_ACTIVE.test(body) ? undefined : 'image/svg+xml';
  const extension = (fileName ?? '').toLowerCase().split('.').pop() ?? '';
  if (extension === 'csv') return 'text/csv';
  if (extension === 'json') return 'application/json';
  if (extension === 'xml' || /^\s*<\?xml/.test(body)) return 'application/xml';
  return 'text/plain';
}
