import { describe, expect, it } from 'vitest';
import {
  entityTypeOfText,
  guessCustomerImportMapping,
  missingCustomerImportFields,
  normalizeCustomerHeader,
  yearEndOfText,
} from './customer-import';

describe('guessing the columns of a client list', () => {
  it('normalises headers as exports write them', () => {
    expect(normalizeCustomerHeader(' GSTIN/UIN ')).toBe('gstin uin');
    expect(normalizeCustomerHeader('\uFEFFE-Mail')).toBe('e mail');
    expect(normalizeCustomerHeader('GST Identification Number (GSTIN)')).toBe(
      'gst identification number gstin',
    );
    expect(normalizeCustomerHeader('ग्राहक का नाम')).toBe('ग्राहक का नाम');
  });

  it("reads Tally's ledger columns", () => {
    const headers = [
      'Name of Ledger',
      'Under',
      'Mailing Name',
      'Address 1',
      'Address 2',
      'State',
      'Pincode',
      'Income Tax Number',
      'GSTIN/UIN',
      'Contact Person',
      'Mobile No.',
      'E-Mail',
    ];
    expect(guessCustomerImportMapping(headers)).toEqual({
      businessName: 0,
      address: 3,
      address2: 4,
      state: 5,
      pinCode: 6,
      pan: 7,
      gstin: 8,
      contactName: 9,
      contactPhone: 10,
      email: 11,
    });
  });

  it("reads Zoho's: Display Name is the client, First Name its contact, not Contact Name", () => {
    const headers = [
      'Display Name',
      'Company Name',
      'First Name',
      'Last Name',
      'Phone',
      'Billing Address',
      'Billing Street2',
      'Billing City',
      'Billing State',
      'Billing Code',
      'Designation',
      'GST Identification Number (GSTIN)',
      'PAN Number',
      'EmailID',
      'MobilePhone',
      'Contact Name',
      'Owner Name',
    ];
    expect(guessCustomerImportMapping(headers)).toEqual({
      businessName: 0,
      contactName: 2,
      contactLastName: 3,
      phone: 4,
      address: 5,
      address2: 6,
      city: 7,
      state: 8,
      pinCode: 9,
      contactRole: 10,
      gstin: 11,
      pan: 12,
      email: 13,
      contactPhone: 14,
    });
  });

  it('names the required fields a mapping leaves out', () => {
    expect(missingCustomerImportFields({ businessName: 0 })).toEqual(['Email', 'Address']);
    expect(missingCustomerImportFields({ businessName: 0, email: 1, address: 2 })).toEqual([]);
  });
});

describe('entity types and year ends as people write them', () => {
  it.each([
    ['Pvt. Ltd.', 'private_limited'],
    ['Private Limited Company', 'private_limited'],
    ['LLP', 'llp'],
    ['Limited Liability Partnership', 'llp'],
    ['Hindu Undivided Family', 'huf'],
    ['Sole Proprietor', 'proprietorship'],
    ['Partnership Firm', 'partnership'],
    ['Public Ltd', 'public_limited'],
    ['AOP', 'other'],
    ['individual', 'individual'],
    ['Company', undefined],
  ])('%s is %s', (text, type) => {
    expect(entityTypeOfText(text)).toBe(type);
  });

  it.each([
    ['31 March', { month: 3, day: 31 }],
    ['March 31', { month: 3, day: 31 }],
    ['31-Mar', { month: 3, day: 31 }],
    ['31/03', { month: 3, day: 31 }],
    ['31.12', { month: 12, day: 31 }],
    ['December', { month: 12, day: 31 }],
    ['Feb', { month: 2, day: 28 }],
    ['30 June', { month: 6, day: 30 }],
    ['31 June', undefined],
    ['2027-03-31', undefined],
    ['Ma', undefined],
  ])('%s is %o', (text, yearEnd) => {
    expect(yearEndOfText(text)).toEqual(yearEnd);
  });
});
