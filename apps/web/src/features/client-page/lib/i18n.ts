import {
  CLIENT_DONE_NEEDS_NOTE,
  CLIENT_LINK_EXPIRED,
  REQUEST_CLIENT_NOTE_MAX,
  REQUEST_CLIENT_NOTE_TOO_LONG,
  REQUEST_ITEM_ACCEPTED,
  REQUEST_ITEM_FILES_FULL,
  REQUEST_ITEM_FILES_MAX,
  REQUEST_NOT_OPEN,
  type RequestItemStatus,
  TASK_FILE_TYPE_MESSAGE,
} from '@taskflow/shared';

/**
 * The client page's own words in the languages we have (issue 41: "in the client's browser language
 * where we have it"). The firm's words (titles, notes, its name) are shown as the firm wrote them.
 */
export const CLIENT_LANGUAGES = ['en', 'hi'] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<ClientLanguage, string> = { en: 'English', hi: 'हिन्दी' };

const en = {
  pageTitle: 'Documents requested',
  loading: 'Loading…',
  expiredTitle: 'This link cannot be opened',
  expired: CLIENT_LINK_EXPIRED,
  whyLink: 'Why did I get this link?',
  language: 'Language',
  intro: (client: string) => `Documents requested from ${client}`,
  linkExpires: (day: string) => `This link works until ${day}. Do not forward it.`,
  nothingWaiting: 'Nothing is waiting for you. Thank you!',
  nothingWaitingHint: 'The firm will send a new link when it needs something.',
  received: 'Received by the firm',
  due: (day: string) => `Due ${day}`,
  everythingIn: 'Everything sent',
  status: {
    pending: 'Waiting for you',
    submitted: 'Sent',
    accepted: 'Accepted',
    returned: 'Sent back to you',
  } satisfies Record<RequestItemStatus, string>,
  returnedBecause: 'The firm sent this back:',
  firmNote: 'Note from the firm',
  yourFiles: 'Files you sent',
  remove: (name: string) => `Remove ${name}`,
  chooseFiles: 'Add files',
  uploadHint: 'PDF, images, Excel, Word, CSV or ZIP. You can choose several files.',
  uploading: (n: number, of: number, percent: number) => `Uploading ${n} of ${of}: ${percent}%`,
  uploaded: (count: number) => (count === 1 ? 'File sent to the firm' : `${count} files sent to the firm`),
  removed: 'File removed',
  noteLabel: 'Your note to the firm',
  noteHint: 'Optional. For example: "No such statement this month".',
  saveNote: 'Save note',
  noteSaved: 'Note saved',
  markDone: 'Mark as done',
  markedDone: 'Marked as done: the firm will review it',
  acceptedHint: 'The firm has accepted this. Nothing more is needed.',
  sentHint: 'Sent. The firm will review it.',
  themeToDark: 'Switch to dark theme',
  themeToLight: 'Switch to light theme',
  failed: 'Something went wrong. Try again.',
};

type Strings = typeof en;

const hi: Strings = {
  pageTitle: 'माँगे गए दस्तावेज़',
  loading: 'लोड हो रहा है…',
  expiredTitle: 'यह लिंक नहीं खुल सकता',
  expired: 'इस लिंक की समय-सीमा समाप्त हो गई है। फ़र्म से नया लिंक माँगें।',
  whyLink: 'मुझे यह लिंक क्यों मिला?',
  language: 'भाषा',
  intro: (client) => `${client} से माँगे गए दस्तावेज़`,
  linkExpires: (day) => `यह लिंक ${day} तक काम करेगा। इसे किसी और को न भेजें।`,
  nothingWaiting: 'आपसे अभी कुछ नहीं चाहिए। धन्यवाद!',
  nothingWaitingHint: 'फ़र्म को कुछ चाहिए होगा तो वह नया लिंक भेजेगी।',
  received: 'फ़र्म को मिल गया',
  due: (day) => `अंतिम तिथि ${day}`,
  everythingIn: 'सब भेज दिया गया',
  status: {
    pending: 'आपकी प्रतीक्षा है',
    submitted: 'भेज दिया',
    accepted: 'स्वीकार किया गया',
    returned: 'आपको लौटाया गया',
  },
  returnedBecause: 'फ़र्म ने इसे लौटाया:',
  firmNote: 'फ़र्म की टिप्पणी',
  yourFiles: 'आपकी भेजी फ़ाइलें',
  remove: (name) => `${name} हटाएँ`,
  chooseFiles: 'फ़ाइलें जोड़ें',
  uploadHint: 'PDF, चित्र, Excel, Word, CSV या ZIP। आप कई फ़ाइलें चुन सकते हैं।',
  uploading: (n, of, percent) => `${of} में से ${n} अपलोड हो रही है: ${percent}%`,
  uploaded: (count) => (count === 1 ? 'फ़ाइल फ़र्म को भेज दी गई' : `${count} फ़ाइलें फ़र्म को भेज दी गईं`),
  removed: 'फ़ाइल हटा दी गई',
  noteLabel: 'फ़र्म के लिए आपकी टिप्पणी',
  noteHint: 'वैकल्पिक। जैसे: "इस महीने ऐसा कोई विवरण नहीं है"।',
  saveNote: 'टिप्पणी सहेजें',
  noteSaved: 'टिप्पणी सहेजी गई',
  markDone: 'पूरा हुआ',
  markedDone: 'पूरा चिह्नित किया: फ़र्म इसकी जाँच करेगी',
  acceptedHint: 'फ़र्म ने इसे स्वीकार कर लिया है। और कुछ नहीं चाहिए।',
  sentHint: 'भेज दिया। फ़र्म इसकी जाँच करेगी।',
  themeToDark: 'गहरी थीम पर जाएँ',
  themeToLight: 'हल्की थीम पर जाएँ',
  failed: 'कुछ गड़बड़ हो गई। फिर से कोशिश करें।',
};

export const CLIENT_STRINGS: Record<ClientLanguage, Strings> = { en, hi };

/** The server's messages the client may meet, in Hindi; anything else is shown as the server wrote it. */
const HINDI_MESSAGES: Record<string, string> = {
  [CLIENT_LINK_EXPIRED]: hi.expired,
  [TASK_FILE_TYPE_MESSAGE]:
    'दस्तावेज़, स्प्रेडशीट, CSV, टेक्स्ट, चित्र, PDF या ZIP फ़ाइल भेजें (प्रोग्राम और वेब पेज स्वीकार नहीं होते)',
  [REQUEST_ITEM_ACCEPTED]: 'फ़र्म ने इसे स्वीकार कर लिया है: अब इसे बदला नहीं जा सकता',
  [REQUEST_ITEM_FILES_FULL]: `एक मद में अधिकतम ${REQUEST_ITEM_FILES_MAX} फ़ाइलें हो सकती हैं`,
  [REQUEST_NOT_OPEN]: 'यह अनुरोध अब खुला नहीं है',
  [CLIENT_DONE_NEEDS_NOTE]: 'फ़ाइल जोड़ें, या टिप्पणी में बताएँ कि फ़ाइल क्यों नहीं है',
  [REQUEST_CLIENT_NOTE_TOO_LONG]: `टिप्पणी अधिकतम ${REQUEST_CLIENT_NOTE_MAX} अक्षरों की हो सकती है`,
};

export function serverMessage(language: ClientLanguage, message: string): string {
  return language === 'hi' ? (HINDI_MESSAGES[message] ?? message) : message;
}

/** Hindi when the browser prefers it to English, else English. */
export function chooseLanguage(preferred: readonly string[]): ClientLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** A calendar day (YYYY-MM-DD) or an instant as a date in the page's language: "10 Apr 2031", "10 अप्रैल 2031". */
export function formatClientDay(language: ClientLanguage, value: string): string {
  const date = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: value.length === 10 ? 'UTC' : undefined,
  }).format(date);
}
