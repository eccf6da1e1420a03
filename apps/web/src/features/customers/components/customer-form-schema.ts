import { type CustomerDetail, CustomerFieldsSchema, customerFieldProblems } from '@taskflow/shared';
import { z } from 'zod';

/** The client form's schema: the shared one, a logo and whether to remove it, and the checks across fields. */
export const CustomerFormSchema = CustomerFieldsSchema.extend({
  // Checked when chosen (ImageFileField); the server checks again.
  logo: z.custom<File | undefined>((value) => value === undefined || value instanceof File),
  removeLogo: z.boolean(),
}).superRefine((values, context) => {
  // What no one field shows (a GSTIN holding another PAN, 31 April): the server's own check.
  for (const [path, message] of Object.entries(customerFieldProblems(values))) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
});
export type CustomerFormValues = z.input<typeof CustomerFormSchema>;
export type CustomerFormOutput = z.output<typeof CustomerFormSchema>;

const TEXT_FIELDS = ['businessName', 'email', 'phone', 'industry', 'address', 'anniversaryDate'] as const;
/** The fields firms use, sent every time (blank clears them). */
const PRACTICE_FIELDS = [
  'entityType',
  'pan',
  'gstin',
  'tan',
  'fyEndMonth',
  'fyEndDay',
  'responsibleId',
] as const;

/** The form's starting values: the client's, or an empty client with a year ending 31 March. */
export function defaultsOf(customer: CustomerDetail | undefined): CustomerFormValues {
  return {
    businessName: customer?.businessName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    industry: customer?.industry ?? '',
    address: customer?.address ?? '',
    anniversaryDate: customer?.anniversaryDate ?? '',
    entityType: (customer?.entityType ?? '') as CustomerFormValues['entityType'],
    pan: customer?.pan ?? '',
    gstin: customer?.gstin ?? '',
    tan: customer?.tan ?? '',
    fyEndMonth: String(customer?.fyEndMonth ?? 3),
    fyEndDay: String(customer?.fyEndDay ?? 31),
    tags: customer?.tags ?? [],
    responsibleId: customer?.responsible?.id ?? '',
    contacts: (customer?.contacts ?? []).map((contact) => ({
      id: contact.id,
      name: contact.name,
      role: contact.role ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      whatsapp: contact.whatsapp ?? '',
      receivesRequests: contact.receivesRequests,
    })),
    logo: undefined,
    removeLogo: false,
  };
}

/** The form's values as the API's multipart body: the lists as JSON, blanks as ''. */
export function customerFormData(values: CustomerFormOutput): FormData {
  const body = new FormData();
  for (const key of TEXT_FIELDS) body.append(key, values[key] ?? '');
  for (const key of PRACTICE_FIELDS) body.append(key, values[key] == null ? '' : String(values[key]));
  body.append('tags', JSON.stringify(values.tags ?? []));
  body.append('contacts', JSON.stringify(values.contacts ?? []));
  if (values.logo) body.append('logo', values.logo);
  else if (values.removeLogo) body.append('removeLogo', 'true');
  return body;
}
