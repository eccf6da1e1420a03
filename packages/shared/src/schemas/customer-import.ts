import { z } from 'zod';
import { CUSTOMER_ENTITY_TYPE_LABELS, CUSTOMER_ENTITY_TYPES, type CustomerEntityType } from './customers';
import { ImportRowErrorSchema } from './tasks/csv';

/** What a client import reads at most: a firm's whole client list (500 is the issue's; thousands fit). */
export const CUSTOMER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CUSTOMER_IMPORT_MAX_ROWS = 2000;

/**
 * The client fields an import column can fill: the spec's, the fields firms use, the parts of an address
 * that Tally and Zoho export in columns of their own (joined into Address), and one contact per row.
 */
export const CUSTOMER_IMPORT_FIELDS = [
  { key: 'businessName', label: 'Business Name' },
  { key: 'email', label: 'Email' },
  { key: 'address', label: 'Address' },
  { key: 'address2', label: 'Address 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'pinCode', label: 'PIN Code' },
  { key: 'phone', label: 'Phone' },
  { key: 'industry', label: 'Industry' },
  { key: 'entityType', label: 'Entity Type' },
  { key: 'pan', label: 'PAN' },
  { key: 'gstin', label: 'GSTIN' },
  { key: 'tan', label: 'TAN' },
  { key: 'yearEnd', label: 'Year End' },
  { key: 'tags', label: 'Tags' },
  { key: 'responsible', label: 'Responsible' },
  { key: 'contactName', label: 'Contact Name' },
  { key: 'contactLastName', label: 'Contact Last Name' },
  { key: 'contactRole', label: 'Contact Role' },
  { key: 'contactEmail', label: 'Contact Email' },
  { key: 'contactPhone', label: 'Contact Phone' },
  { key: 'contactWhatsapp', label: 'Contact WhatsApp' },
] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number]['key'];
const FIELD_KEYS = CUSTOMER_IMPORT_FIELDS.map((field) => field.key) as [
  CustomerImportField,
  ...CustomerImportField[],
];
export const CUSTOMER_IMPORT_FIELD_LABELS = Object.fromEntries(
  CUSTOMER_IMPORT_FIELDS.map((field) => [field.key, field.label]),
) as Record<CustomerImportField, string>;

/** The spec's required customer fields: a mapping without one of them cannot import. */
export const CUSTOMER_IMPORT_REQUIRED: readonly CustomerImportField[] = ['businessName', 'email', 'address'];

/** Which column (0-based) fills which field; a field left out is not imported. */
export const CustomerImportMappingSchema = z.partialRecord(
  z.enum(FIELD_KEYS),
  z.number({ error: 'Choose a column' }).int().min(0),
);
export type CustomerImportMapping = z.infer<typeof CustomerImportMappingSchema>;

/**
 * A header as compared: lower case, every run of marks and spaces one space ("GSTIN/UIN" is "gstin uin",
 * "E-Mail" is "e mail", "Mobile No." is "mobile no"); letters of every script kept.
 */
export const normalizeCustomerHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/**
 * The headers each field goes by, normalised: plain sheets; Tally's ledger export (Name of Ledger,
 * Mailing Name, Address 1, Address 2, State, Pincode, Income Tax Number or PAN/IT No., GSTIN/UIN,
 * Contact Person, Mobile No., E-Mail); Zoho Books and Invoice contacts (Display Name, Company Name,
 * EmailID, Phone, MobilePhone, First Name, Last Name, Designation, Billing Address, Billing Street2,
 * Billing City, Billing State, Billing Code, GST Identification Number (GSTIN), PAN Number). The first
 * name found wins and each column fills one field, so Zoho's Display Name is the client and its First
 * Name the contact.
 */
const HEADER_NAMES: Record<CustomerImportField, readonly string[]> = {
  businessName: [
    'business name',
    'client name',
    'customer name',
    'display name',
    'name of ledger',
    'ledger name',
    'party name',
    'company name',
    'name',
    'client',
    'customer',
    'company',
    'mailing name',
  ],
  email: ['email', 'e mail', 'emailid', 'email id', 'e mail id', 'email address', 'billing email', 'mail'],
  address: [
    'address',
    'address 1',
    'address1',
    'address line 1',
    'billing address',
    'billing street',
    'street',
    'mailing address',
  ],
  address2: ['address 2', 'address2', 'address line 2', 'billing street2', 'billing street 2'],
  city: ['city', 'billing city', 'town', 'district'],
  state: ['state', 'billing state', 'state name'],
  pinCode: ['pincode', 'pin code', 'pin', 'billing code', 'postal code', 'zip code', 'zip', 'postcode'],
  phone: [
    'phone',
    'phone no',
    'phone number',
    'telephone',
    'telephone no',
    'landline',
    'work phone',
    'office phone',
    'billing phone',
  ],
  industry: ['industry', 'sector', 'nature of business'],
  entityType: [
    'entity type',
    'type of entity',
    'entity',
    'constitution',
    'constitution of business',
    'legal status',
  ],
  pan: [
    'pan',
    'pan number',
    'pan no',
    'pan it no',
    'income tax number',
    'it pan',
    'pan card',
    'permanent account number',
  ],
  gstin: [
    'gstin',
    'gstin uin',
    'gst identification number gstin',
    'gst identification number',
    'gst number',
    'gst no',
    'gstin no',
    'gstin number',
    'gst registration number',
  ],
  tan: ['tan', 'tan number', 'tan no'],
  yearEnd: ['year end', 'financial year end', 'fy end', 'year ending', 'accounting year end'],
  tags: ['tags', 'tag', 'groups', 'group', 'client group', 'category', 'labels'],
  responsible: [
    'responsible',
    'responsible member',
    'responsible person',
    'partner',
    'partner in charge',
    'manager',
    'account manager',
    'client manager',
    'relationship manager',
    'assigned to',
  ],
  contactName: [
    'contact person',
    'contact person name',
    'first name',
    'primary contact',
    'contact name',
    'billing attention',
    'attention',
    'contact',
  ],
  contactLastName: ['last name', 'contact last name', 'surname'],
  contactRole: ['contact role', 'designation', 'contact designation', 'role', 'position'],
  contactEmail: ['contact email', 'contact e mail', 'contact email id', 'contact person email'],
  contactPhone: [
    'contact phone',
    'mobile',
    'mobile no',
    'mobile number',
    'mobilephone',
    'mobile phone',
    'cell',
    'contact number',
    'contact mobile',
  ],
  contactWhatsapp: ['whatsapp', 'whatsapp number', 'whatsapp no', 'contact whatsapp', 'whatsapp mobile'],
};

/** The mapping guessed from a file's header row (a plain sheet, Tally, Zoho Books or Invoice). */
export function guessCustomerImportMapping(headers: readonly string[]): CustomerImportMapping {
  const normalized = headers.map(normalizeCustomerHeader);
  const used = new Set<number>();
  const mapping: CustomerImportMapping = {};
  for (const field of FIELD_KEYS) {
    for (const name of HEADER_NAMES[field]) {
      const index = normalized.findIndex((header, i) => header === name && !used.has(i));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** The required fields a mapping leaves out, by label. */
export function missingCustomerImportFields(mapping: CustomerImportMapping): string[] {
  return CUSTOMER_IMPORT_REQUIRED.filter((field) => mapping[field] === undefined).map(
    (field) => CUSTOMER_IMPORT_FIELD_LABELS[field],
  );
}

const entityKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** How firms and their tools write each entity type (Tally's and the GST portal's "constitution"). */
const ENTITY_WORDS: Record<CustomerEntityType, readonly string[]> = {
  individual: ['individual', 'person', 'salaried'],
  proprietorship: [
    'proprietorship',
    'proprietor',
    'sole proprietorship',
    'sole proprietor',
    'proprietary concern',
    'proprietorship firm',
  ],
  partnership: ['partnership', 'partnership firm', 'firm'],
  llp: ['llp', 'limited liability partnership'],
  private_limited: [
    'private limited',
    'private limited company',
    'pvt ltd',
    'pvt ltd company',
    'pvt limited',
    'private ltd',
    'one person company',
    'opc',
  ],
  public_limited: [
    'public limited',
    'public limited company',
    'public ltd',
    'ltd',
    'limited',
    'listed company',
  ],
  trust: ['trust', 'private trust', 'public trust', 'charitable trust'],
  huf: ['huf', 'hindu undivided family'],
  other: [
    'other',
    'others',
    'aop',
    'boi',
    'society',
    'co operative society',
    'government',
    'local authority',
  ],
};
const ENTITY_BY_WORD = new Map<string, CustomerEntityType>(
  CUSTOMER_ENTITY_TYPES.flatMap((type) =>
    [type, CUSTOMER_ENTITY_TYPE_LABELS[type], ...ENTITY_WORDS[type]].map(
      (word) => [entityKey(word), type] as [string, CustomerEntityType],
    ),
  ),
);

/** The entity type a cell names ("Pvt Ltd", "Hindu Undivided Family", "LLP"), or undefined. */
export function entityTypeOfText(value: string): CustomerEntityType | undefined {
  return ENTITY_BY_WORD.get(entityKey(value));
}

export const ENTITY_TYPE_TEXT_MESSAGE = `Entity type must be one of: ${CUSTOMER_ENTITY_TYPES.map(
  (type) => CUSTOMER_ENTITY_TYPE_LABELS[type],
).join(', ')}`;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthOfWord = (word: string) => {
  const lower = word.toLowerCase();
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return index >= 0 ? index + 1 : undefined;
};
const LAST_DAY = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const YEAR_END_TEXT_MESSAGE = 'Year end must be a day and month, such as 31 March or 31/03';

/**
 * A year end as firms write it: "31 March", "March 31", "31-Mar", "31/03", "31.03" (day first), or a
 * month alone ("March", its last day). Undefined when it is none of these or the day is not in the month.
 */
export function yearEndOfText(value: string): { month: number; day: number } | undefined {
  const text = value.trim();
  const parts = text.split(/[\s\-/.,]+/).filter(Boolean);
  let month: number | undefined;
  let day: number | undefined;
  if (parts.length === 1) {
    month = monthOfWord(parts[0] as string);
    day = month ? LAST_DAY[month - 1] : undefined;
    if (month === 2) day = 28;
  } else if (parts.length === 2) {
    const [first, second] = parts as [string, string];
    if (/^\d{1,2}$/.test(first) && /^\d{1,2}$/.test(second)) {
      day = Number(first);
      month = Number(second);
    } else if (/^\d{1,2}$/.test(first)) {
      day = Number(first);
      month = monthOfWord(second);
    } else if (/^\d{1,2}$/.test(second)) {
      day = Number(second);
      month = monthOfWord(first);
    }
  }
  if (!month || !day || month < 1 || month > 12 || day < 1 || day > (LAST_DAY[month - 1] ?? 0))
    return undefined;
  return { month, day };
}

/** Tags in one cell, split at ; , or |. */
export const tagsOfText = (value: string) => value.split(/[;,|]/);

export const CustomerImportPreviewRowSchema = z.object({
  line: z.number(),
  businessName: z.string(),
  email: z.string(),
  entityType: z.string(),
  pan: z.string(),
  gstin: z.string(),
  tags: z.array(z.string()),
  responsible: z.string(),
  contact: z.string(),
});
export type CustomerImportPreviewRow = z.infer<typeof CustomerImportPreviewRowSchema>;

export const CustomerImportResultSchema = z.object({
  isCommitted: z.boolean(),
  rowCount: z.number(),
  /** The file's header row, as written. */
  columns: z.array(z.string()),
  /** The mapping this answer used (the one sent, or the one guessed from the headers). */
  mapping: CustomerImportMappingSchema,
  /** Every problem, by line and column (the column's field label); line 1 is the header. */
  errors: z.array(ImportRowErrorSchema),
  /** The rows as they would be created (the first ones; the count is rowCount). */
  preview: z.array(CustomerImportPreviewRowSchema),
  /** Clients created (0 until committed) and contacts with them. */
  createdCount: z.number(),
  contactCount: z.number(),
});
export type CustomerImportResult = z.infer<typeof CustomerImportResultSchema>;
