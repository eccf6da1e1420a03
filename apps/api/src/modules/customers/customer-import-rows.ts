/**
 * One row of a client import read into the client form's fields, and checked as the form is, plus what
 * only a file has: entity types and year ends as people write them, a responsible member by name or
 * email, an address in several columns, and duplicates within the file and against the clients the
 * organization has. Every problem is named by its line and the file's column.
 */
import {
  CUSTOMER_IMPORT_FIELD_LABELS,
  CustomerFieldsSchema,
  type CustomerImportField,
  type CustomerImportMapping,
  ENTITY_TYPE_TEXT_MESSAGE,
  entityTypeOfText,
  GSTIN_TAKEN_MESSAGE,
  normaliseTaxId,
  tagsOfText,
  YEAR_END_TEXT_MESSAGE,
  yearEndOfText,
} from '@taskflow/shared';
import type { CsvRow } from '../../lib/csv';
import type { ContactValues } from './customer-contacts';
import { type CustomerValues, fieldErrorsOf, practiceOf, type SettledPractice } from './customer-fields';

export interface ImportMember {
  id: string;
  name: string;
  email: string;
}

/** What the organization has that a row is checked against. */
export interface ImportContext {
  members: readonly ImportMember[];
  /** Its clients' names, compared as `nameKey` makes them. */
  names: ReadonlySet<string>;
  gstins: ReadonlySet<string>;
}

export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

export interface ImportedClient {
  line: number;
  values: CustomerValues;
  practice: SettledPractice;
  contacts: ContactValues[];
  responsibleName: string;
}

/** A name as two rows or clients are compared: the same letters (NFC), spaces and case aside. */
export const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The import field each form field's problems belong to. */
const FIELD_OF: Record<string, CustomerImportField> = {
  businessName: 'businessName',
  email: 'email',
  address: 'address',
  phone: 'phone',
  industry: 'industry',
  entityType: 'entityType',
  pan: 'pan',
  gstin: 'gstin',
  tan: 'tan',
  fyEndMonth: 'yearEnd',
  fyEndDay: 'yearEnd',
  tags: 'tags',
  responsibleId: 'responsible',
  'contacts.0.name': 'contactName',
  'contacts.0.role': 'contactRole',
  'contacts.0.email': 'contactEmail',
  'contacts.0.phone': 'contactPhone',
  'contacts.0.whatsapp': 'contactWhatsapp',
};

/** Finds active members by email, or by a name only one of them has. */
function memberFinder(members: readonly ImportMember[]) {
  const byEmail = new Map(members.map((member) => [member.email.toLowerCase(), member]));
  const byName = new Map<string, ImportMember[]>();
  for (const member of members) {
    const key = nameKey(member.name);
    byName.set(key, [...(byName.get(key) ?? []), member]);
  }
  return (text: string): ImportMember | string => {
    const found = byEmail.get(text.toLowerCase()) ?? byName.get(nameKey(text));
    if (!found) return 'No active member of your organization has this name or email';
    if (Array.isArray(found)) {
      if (found.length > 1) return 'More than one member has this name: write their email instead';
      return found[0] as ImportMember;
    }
    return found;
  };
}

/**
 * Reads and checks every row. Answers the clients the rows would be and every problem (none may be
 * created while there is one). `columns` are the file's headers, which name the problems' columns.
 */
export function readImportRows(
  rows: readonly CsvRow[],
  columns: readonly string[],
  mapping: CustomerImportMapping,
  context: ImportContext,
): { clients: ImportedClient[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const clients: ImportedClient[] = [];
  const columnOf = (field: CustomerImportField) => {
    const index = mapping[field];
    return index === undefined
      ? CUSTOMER_IMPORT_FIELD_LABELS[field]
      : columns[index] || `Column ${index + 1}`;
  };
  const findMember = memberFinder(context.members);
  const firstLineOfName = new Map<string, number>();
  const firstLineOfGstin = new Map<string, number>();

  for (const row of rows) {
    const cell = (field: CustomerImportField) => {
      const index = mapping[field];
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    const fail = (field: CustomerImportField, message: string) =>
      problems.push({ line: row.line, field: columnOf(field), message });
    const before = problems.length;

    const entityText = cell('entityType');
    const entityType = entityText ? entityTypeOfText(entityText) : undefined;
    if (entityText && !entityType) fail('entityType', ENTITY_TYPE_TEXT_MESSAGE);
    const yearEndText = cell('yearEnd');
    const yearEnd = yearEndText ? yearEndOfText(yearEndText) : undefined;
    if (yearEndText && !yearEnd) fail('yearEnd', YEAR_END_TEXT_MESSAGE);
    const responsibleText = cell('responsible');
    const responsible = responsibleText ? findMember(responsibleText) : undefined;
    if (typeof responsible === 'string') fail('responsible', responsible);

    const businessName = cell('businessName');
    const contactName = [cell('contactName'), cell('contactLastName')].filter(Boolean).join(' ');
    const hasContact = [
      contactName,
      cell('contactRole'),
      cell('contactEmail'),
      cell('contactPhone'),
      cell('contactWhatsapp'),
    ].some(Boolean);
    // The parts of an address as exports split them, the PIN code after the last ("Chennai 600098").
    const address = [cell('address'), cell('address2'), cell('city'), cell('state')]
      .filter(Boolean)
      .join(', ')
      .concat(cell('pinCode') ? ` ${cell('pinCode')}` : '')
      .trim();
    // Duplicates are named whatever else is wrong with the row (a blank name is the schema's to name).
    const name = nameKey(businessName);
    if (name) {
      const sameName = firstLineOfName.get(name);
      if (sameName) fail('businessName', `"${businessName}" is also on line ${sameName}`);
      else if (context.names.has(name)) fail('businessName', 'A client with this name exists already');
      else firstLineOfName.set(name, row.line);
    }
    const gstin = normaliseTaxId(cell('gstin'));
    if (gstin) {
      const sameGstin = firstLineOfGstin.get(gstin);
      if (sameGstin) fail('gstin', `This GSTIN is also on line ${sameGstin}`);
      else if (context.gstins.has(gstin)) fail('gstin', GSTIN_TAKEN_MESSAGE);
      else firstLineOfGstin.set(gstin, row.line);
    }

    const parsed = CustomerFieldsSchema.safeParse({
      businessName,
      email: cell('email'),
      address,
      phone: cell('phone'),
      industry: cell('industry'),
      entityType: entityType ?? '',
      pan: cell('pan'),
      gstin: cell('gstin'),
      tan: cell('tan'),
      ...(yearEnd ? { fyEndMonth: yearEnd.month, fyEndDay: yearEnd.day } : {}),
      tags: tagsOfText(cell('tags')),
      responsibleId: typeof responsible === 'object' ? responsible.id : '',
      // A row's contact without a name of its own is the client's person (a proprietor's mobile).
      contacts: hasContact
        ? [
            {
              name: contactName || businessName,
              role: cell('contactRole'),
              email: cell('contactEmail'),
              phone: cell('contactPhone'),
              whatsapp: cell('contactWhatsapp'),
            },
          ]
        : [],
    });
    if (!parsed.success) {
      for (const [key, message] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
        fail(FIELD_OF[key] ?? 'businessName', message);
      }
      continue;
    }
    const { settled, problems: together } = practiceOf(parsed.data);
    for (const [key, message] of Object.entries(together)) fail(FIELD_OF[key] ?? 'gstin', message);

    if (problems.length > before) continue;
    clients.push({
      line: row.line,
      values: parsed.data,
      practice: settled,
      contacts: parsed.data.contacts ?? [],
      responsibleName: typeof responsible === 'object' ? responsible.name : '',
    });
  }
  return { clients, problems };
}
