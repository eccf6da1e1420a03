/**
 * Indian tax identifiers of a client, checked as the issuing systems define them: the PAN (income tax),
 * the TAN (tax deducted at source) and the GSTIN (goods and services tax), whose state code, embedded PAN
 * and check character are all verified. A value is compared in capitals without spaces.
 */

/** GST state and territory codes (the first two digits of a GSTIN), as the GST portal lists them. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** The fourth character of a PAN: who holds it (company, person, firm, HUF, trust …). */
const PAN_HOLDER_TYPES = 'ABCFGHJLPT';
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const TAN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
const GSTIN = /^([0-9]{2})([A-Z0-9]{10})([1-9A-Z])Z([0-9A-Z])$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The form in which identifiers are stored and compared: capitals, no spaces. */
export function normaliseTaxId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export const PAN_MESSAGE = 'PAN must be 5 letters, 4 digits and a letter, such as ABCPE1234F';
export const TAN_MESSAGE = 'TAN must be 4 letters, 5 digits and a letter, such as MUMA12345B';
export const GSTIN_FORMAT_MESSAGE =
  'GSTIN must be 15 characters: a state code, the PAN, an entity number, Z and a check character';
export const GSTIN_STATE_MESSAGE = 'GSTIN starts with a state code that does not exist';
export const GSTIN_PAN_MESSAGE = 'GSTIN does not hold a valid PAN in characters 3 to 12';
export const GSTIN_CHECKSUM_MESSAGE =
  'GSTIN check character does not match: check the number for a typing mistake';
export const GSTIN_OTHER_PAN_MESSAGE = "GSTIN holds a different PAN from the client's PAN";

export function isPan(value: string): boolean {
  const pan = normaliseTaxId(value);
  return PAN.test(pan) && PAN_HOLDER_TYPES.includes(pan[3] as string);
}

export function isTan(value: string): boolean {
  return TAN.test(normaliseTaxId(value));
}

/** The check character of a GSTIN's first 14 characters (the GST network's base-36 weighted sum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = BASE36.indexOf(first14[index] as string) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

/** What is wrong with a GSTIN (the first problem found), or undefined when it is valid. */
export function gstinProblem(value: string): string | undefined {
  const gstin = normaliseTaxId(value);
  const parts = GSTIN.exec(gstin);
  if (!parts) return GSTIN_FORMAT_MESSAGE;
  if (!GST_STATE_CODES[parts[1] as string]) return GSTIN_STATE_MESSAGE;
  if (!isPan(parts[2] as string)) return GSTIN_PAN_MESSAGE;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_CHECKSUM_MESSAGE;
  return undefined;
}

/** The state code and PAN a valid GSTIN holds. */
export function gstinParts(value: string): { stateCode: string; pan: string } {
  const gstin = normaliseTaxId(value);
  return { stateCode: gstin.slice(0, 2), pan: gstin.slice(2, 12) };
}
