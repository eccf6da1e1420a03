/**
 * Issue 40, item 2: client import from the files firms have (Tally's ledger list, Zoho Books contacts,
 * a plain sheet saved by Excel with `;`, an .xlsx), with the mapping guessed from the headers, every
 * problem named by line and column, all or nothing, other scripts kept, and 500 clients in one file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { gstinCheckCharacter } from '@taskflow/shared';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerContacts, customers } from '../../db/schema';
import { newOrganization, type OrganizationFixture, sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let meera: { id: string };
let ravi: { id: string };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIXTURES = join(import.meta.dirname, 'import-fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const gstinOf = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

function importFile(
  org: OrganizationFixture,
  data: Buffer,
  options: { name?: string; type?: string; commit?: boolean; mapping?: object; cookie?: string } = {},
) {
  return sendForm(t, options.cookie ?? org.admin.cookie, 'POST', '/customers/import', {
    file: { name: options.name ?? 'clients.csv', type: options.type ?? CSV, data },
    ...(options.commit ? { commit: 'true' } : {}),
    ...(options.mapping ? { mapping: JSON.stringify(options.mapping) } : {}),
  });
}

async function freshOrganization(name: string) {
  const org = await newOrganization(t, name);
  meera = await org.member('Manager', { name: 'Meera Iyer' });
  ravi = await org.member('Employee', { name: 'Ravi Kumar' });
  return org;
}

const clientsOf = (orgId: string) =>
  t.db
    .select()
    .from(customers)
    .where(eq(customers.organizationId, orgId))
    .orderBy(asc(customers.businessName));
const contactsOf = (orgId: string) =>
  t.db.select().from(customerContacts).where(eq(customerContacts.organizationId, orgId));

describe("Tally's list of ledgers", () => {
  it('finds the header below the title lines, reads its columns and imports every ledger', async () => {
    const org = await freshOrganization('Tally Firm LLP');
    const preview = await importFile(org, fixture('tally-ledgers.csv'));
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json().data;
    expect(result.columns[0]).toBe('Name of Ledger');
    const column = (field: string) => result.columns[result.mapping[field]];
    expect(Object.fromEntries(Object.keys(result.mapping).map((field) => [field, column(field)]))).toEqual({
      businessName: 'Name of Ledger',
      email: 'E-Mail',
      address: 'Address 1',
      address2: 'Address 2',
      state: 'State',
      pinCode: 'Pincode',
      pan: 'Income Tax Number',
      gstin: 'GSTIN/UIN',
      contactName: 'Contact Person',
      contactPhone: 'Mobile No.',
    });
    expect(result).toMatchObject({ isCommitted: false, rowCount: 6, errors: [], createdCount: 0 });
    expect(result.preview[0]).toMatchObject({
      line: 6,
      businessName: 'श्री गणेश ट्रेडर्स',
      gstin: '23ABMPG4412C1ZB',
      contact: 'गणेश प्रसाद',
    });
    expect(await clientsOf(org.orgId)).toEqual([]);

    const committed = (await importFile(org, fixture('tally-ledgers.csv'), { commit: true })).json().data;
    expect(committed).toMatchObject({ isCommitted: true, createdCount: 6, contactCount: 6 });
    const clients = await clientsOf(org.orgId);
    expect(clients).toHaveLength(6);
    const ganesh = clients.find((client) => client.gstin === '23ABMPG4412C1ZB');
    expect(ganesh).toMatchObject({
      businessName: 'श्री गणेश ट्रेडर्स',
      address: '12, सियागंज मुख्य मार्ग, इंदौर, Madhya Pradesh 452007',
      email: 'ganesh.traders@gmail.com',
      pan: 'ABMPG4412C',
      gstStateCode: '23',
      createdById: org.admin.id,
    });
    const joshi = clients.find((client) => client.businessName === 'Dr. Anil Joshi');
    expect(joshi).toMatchObject({ pan: 'AFJPJ2231K', gstin: null });
    // A ledger's mobile without a contact person is the client's own person.
    const kanpur = clients.find((client) => client.businessName === 'Kanpur Leather Works');
    const [kanpurContact] = await t.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.customerId, kanpur?.id as string));
    expect(kanpurContact).toMatchObject({ name: 'Kanpur Leather Works', phone: '9415123098' });
  });
});

describe('Zoho Books contacts', () => {
  it('takes Display Name as the client and First and Last Name as its contact', async () => {
    const org = await freshOrganization('Zoho Firm LLP');
    const result = (await importFile(org, fixture('zoho-books-contacts.csv'), { commit: true })).json().data;
    expect(result.errors).toEqual([]);
    const column = (field: string) => result.columns[result.mapping[field]];
    expect(column('businessName')).toBe('Display Name');
    expect(column('email')).toBe('EmailID');
    expect(column('gstin')).toBe('GST Identification Number (GSTIN)');
    expect(column('pan')).toBe('PAN Number');
    expect(column('contactName')).toBe('First Name');
    expect(column('contactPhone')).toBe('MobilePhone');
    expect(result).toMatchObject({ isCommitted: true, createdCount: 5, contactCount: 5 });
    const clients = await clientsOf(org.orgId);
    const durga = clients.find((client) => client.businessName === 'दुर्गा एंटरप्राइजेज');
    expect(durga).toMatchObject({
      gstin: '19AABFD9045K1Z5',
      gstStateCode: '19',
      phone: '+91 33 2265 4400',
      address: '7, बड़ाबाज़ार, कलाकार स्ट्रीट, Kolkata, West Bengal 700007',
    });
    const contacts = await contactsOf(org.orgId);
    expect(contacts.find((contact) => contact.customerId === durga?.id)).toMatchObject({
      name: 'अमित बनर्जी',
      role: 'Partner',
      phone: '+91 98300 22110',
    });
    const sanjana = clients.find((client) => client.businessName === 'Sanjana Designs');
    expect(sanjana?.address).toBe('"Sai Krupa", 5th Cross, Indiranagar, Bengaluru, Karnataka 560038');
  });
});

describe('a plain sheet saved by Excel with semicolons', () => {
  it('reads entity types, year ends, tags and responsible members as people write them', async () => {
    const org = await freshOrganization('Plain Sheet LLP');
    const result = (await importFile(org, fixture('plain-semicolon.csv'), { commit: true })).json().data;
    expect(result.errors).toEqual([]);
    expect(result.createdCount).toBe(5);
    const byName = new Map((await clientsOf(org.orgId)).map((client) => [client.businessName, client]));
    expect(byName.get('Nizam Foods Pvt Ltd')).toMatchObject({
      entityType: 'private_limited',
      tan: 'HYDN01234A',
      fyEndMonth: 3,
      fyEndDay: 31,
      tags: ['GST monthly filers', 'TDS'],
      responsibleId: meera.id,
      address: 'Road No. 2, Banjara Hills, Hyderabad 500034',
    });
    expect(byName.get('Travancore Spice Growers Trust')).toMatchObject({
      entityType: 'trust',
      responsibleId: ravi.id,
      address: 'Kacheripady; Ernakulam, Kochi 682018',
    });
    expect(byName.get('Bhatia HUF')).toMatchObject({ entityType: 'huf', tags: ['GST quarterly (QRMP)'] });
    expect(byName.get('कृष्णा कंस्ट्रक्शन्स प्राइवेट लिमिटेड')).toMatchObject({
      entityType: 'private_limited',
      address: 'सर्वे नं. 45, बाणेर, पुणे 411045',
      tags: ['GST monthly filers', 'TDS', 'Audit'],
    });
    expect(byName.get('Meenakshi Textiles')).toMatchObject({
      entityType: 'proprietorship',
      fyEndMonth: 3,
      fyEndDay: 31,
      responsibleId: null,
    });
    const contacts = await contactsOf(org.orgId);
    expect(contacts.find((contact) => contact.name === 'सुरेश पाटील')).toMatchObject({
      role: 'संचालक',
      email: 'suresh@krishnaconstructions.in',
      whatsapp: '+91 98230 55667',
    });
  });
});

describe('an Excel workbook (.xlsx)', () => {
  it("reads its first sheet's cells as text: links, rich text, numbers and formulas", async () => {
    const org = await freshOrganization('Workbook LLP');
    const result = (
      await importFile(org, fixture('clients.xlsx'), { name: 'clients.xlsx', type: XLSX, commit: true })
    ).json().data;
    expect(result.errors).toEqual([]);
    expect(result.createdCount).toBe(3);
    const byName = new Map((await clientsOf(org.orgId)).map((client) => [client.businessName, client]));
    expect(byName.get('Sundaram Auto Components Pvt Ltd')).toMatchObject({
      email: 'accounts@sundaramauto.in',
      phone: '914422334455',
      address: 'SIDCO Industrial Estate, Ambattur, Chennai 600098',
      gstin: '33AAFCS7781B1ZE',
      tags: ['GST monthly filers', 'TDS'],
    });
    expect(byName.get('लक्ष्मी फ़ूड्स')).toMatchObject({
      entityType: 'partnership',
      address: 'E-22, VKI Area, जयपुर 302013',
    });
    expect(byName.get('Oberoi Family Trust')).toMatchObject({
      phone: '2224567890',
      fyEndMonth: 12,
      fyEndDay: 31,
    });
    expect(byName.size).toBe(3);
  });

  it('refuses an old .xls, a workbook that unpacks to too much, one too wide and one that is not a workbook', async () => {
    const org = await freshOrganization('Bad Workbooks LLP');
    const refusal = async (data: Buffer) => {
      const response = await importFile(org, data, { name: 'clients.xlsx', type: XLSX });
      expect(response.statusCode).toBe(400);
      return response.json().error.details.fields.file;
    };
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect(await refusal(xls)).toBe(
      'Excel 97-2003 workbooks (.xls) cannot be read: save the sheet as .xlsx or CSV',
    );
    // 41 MB of XML deflates to about 40 KB: refused before anything inflates it whole.
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(41 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toBe(
      'The workbook unpacks to more than 40 MB; save its first sheet as a file of its own',
    );
    const wide = new ExcelJS.Workbook();
    wide.addWorksheet('Wide').addRow(Array.from({ length: 201 }, (_, index) => `Column ${index}`));
    expect(await refusal(Buffer.from(await wide.xlsx.writeBuffer()))).toBe(
      'The sheet has 201 columns; at most 200 can be imported',
    );
    expect(await refusal(zipOf([{ name: 'notes.txt', data: Buffer.from('not a workbook') }]))).toBe(
      'The file is not a readable Excel workbook (.xlsx)',
    );
  });
});

describe('problems', () => {
  it('names each by line and column, and nothing is imported while there is one', async () => {
    const org = await freshOrganization('Problem Files LLP');
    const existingGstin = gstinOf('27', 'AAGCS4821K');
    await t.db.insert(customers).values({
      organizationId: org.orgId,
      businessName: 'Sahyadri Textiles Pvt Ltd',
      email: 'a@sahyadri.example',
      address: 'Pune',
      gstin: existingGstin,
    });
    const good = gstinOf('29', 'AAJFK7312M');
    const typo = `${good.slice(0, 14)}${good[14] === 'A' ? 'B' : 'A'}`;
    const file = [
      'Client Name,GSTIN/UIN,Email,Address,Constitution,Year End,Partner',
      `Kaveri Software,${good},a@kaveri.example,Bengaluru,Partnership,31 March,Meera Iyer`,
      `KAVERI  software,${good},b@kaveri.example,Bengaluru,Firm,31 March,`,
      `Ganga Retail,${typo},c@ganga.example,Lucknow,Company,31 June,Nobody Here`,
      `sahyadri textiles pvt ltd,${existingGstin},d@sahyadri.example,Pune,,,`,
      'Thar Logistics,,,Jodhpur,,,',
    ].join('\n');
    const response = await importFile(org, Buffer.from(file), { commit: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.isCommitted).toBe(false);
    expect(result.errors).toEqual([
      { line: 3, field: 'Client Name', message: '"KAVERI  software" is also on line 2' },
      { line: 3, field: 'GSTIN/UIN', message: 'This GSTIN is also on line 2' },
      {
        line: 4,
        field: 'Constitution',
        message: expect.stringContaining('Entity type must be one of: Individual'),
      },
      { line: 4, field: 'Year End', message: 'Year end must be a day and month, such as 31 March or 31/03' },
      {
        line: 4,
        field: 'Partner',
        message: 'No active member of your organization has this name or email',
      },
      {
        line: 4,
        field: 'GSTIN/UIN',
        message: 'GSTIN check character does not match: check the number for a typing mistake',
      },
      { line: 5, field: 'Client Name', message: 'A client with this name exists already' },
      { line: 5, field: 'GSTIN/UIN', message: 'Another client of your organization has this GSTIN' },
      { line: 6, field: 'Email', message: 'Email is required' },
    ]);
    expect(await clientsOf(org.orgId)).toHaveLength(1);
  });

  it('asks for the columns of the required fields it could not find, and uses a mapping it is sent', async () => {
    const org = await freshOrganization('Mapping LLP');
    const file = Buffer.from('Party,Mail,Where\nNarmada Finserv,cfo@narmada.example,Ahmedabad\n');
    const guessed = (await importFile(org, file)).json().data;
    expect(guessed.errors).toEqual([
      { line: 1, field: 'Business Name', message: 'Choose the column for Business Name' },
      { line: 1, field: 'Address', message: 'Choose the column for Address' },
    ]);
    const mapped = await importFile(org, file, {
      commit: true,
      mapping: { businessName: 0, email: 1, address: 2 },
    });
    expect(mapped.json().data).toMatchObject({ isCommitted: true, createdCount: 1 });
    const outside = await importFile(org, file, { mapping: { businessName: 7, email: 1, address: 2 } });
    expect(outside.json().error.details.fields).toEqual({
      mapping: 'The column mapping names a column the file does not have',
    });
  });

  it('refuses a file of one column with what its header looks like', async () => {
    const org = await freshOrganization('One Column LLP');
    const response = await importFile(org, Buffer.from('Name:Email:Address\nA:b@c.example:d\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.file).toContain('The file has one column');
  });
});

describe('a firm at scale', () => {
  it('imports 500 clients with their contacts from one file, in one transaction', async () => {
    const org = await freshOrganization('Five Hundred LLP');
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const lines = ['Client Name,Entity Type,PAN,GSTIN,Email,Address,Tags,Contact Person,Mobile No.'];
    for (let index = 0; index < 500; index++) {
      const pan = `AA${letters[Math.floor(index / 26) % 26]}C${letters[index % 26]}${String(1000 + index).slice(-4)}K`;
      lines.push(
        `Client ${index} Pvt Ltd,Private Limited,${pan},${gstinOf('27', pan)},c${index}@clients.example,"Plot ${index}, Pune",GST monthly filers,Person ${index},98${String(index).padStart(8, '0')}`,
      );
    }
    const file = Buffer.from(lines.join('\n'));
    const preview = (await importFile(org, file)).json().data;
    expect(preview).toMatchObject({ rowCount: 500, errors: [] });
    expect(preview.preview).toHaveLength(50);
    const result = (await importFile(org, file, { commit: true })).json().data;
    expect(result).toMatchObject({ isCommitted: true, createdCount: 500, contactCount: 500 });
    expect(await clientsOf(org.orgId)).toHaveLength(500);
    expect(await contactsOf(org.orgId)).toHaveLength(500);
    const tagged = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.organizationId, org.orgId), eq(customers.entityType, 'private_limited')));
    expect(tagged).toHaveLength(500);
  }, 60_000);

  it('two imports of the same file at once add its clients once', async () => {
    const org = await freshOrganization('Twice At Once LLP');
    const file = Buffer.from(
      'Client Name,Email,Address\nThar Logistics,a@thar.example,Jodhpur\nKonkan Academy Trust,b@konkan.example,Panaji\n',
    );
    const answers = await Promise.all([
      importFile(org, file, { commit: true }),
      importFile(org, file, { commit: true }),
    ]);
    const results = answers.map((answer) => answer.json().data);
    expect(results.map((result) => result.isCommitted).sort()).toEqual([false, true]);
    expect(results.find((result) => !result.isCommitted)?.errors).toEqual([
      { line: 2, field: 'Client Name', message: 'A client with this name exists already' },
      { line: 3, field: 'Client Name', message: 'A client with this name exists already' },
    ]);
    expect(await clientsOf(org.orgId)).toHaveLength(2);
  });

  it('needs Create Customer, and imports into the caller organization only', async () => {
    const org = await freshOrganization('Permission LLP');
    const viewer = await org.memberWith(['customers.view', 'customers.edit']);
    const file = fixture('plain-semicolon.csv');
    expect((await importFile(org, file, { cookie: viewer.cookie })).statusCode).toBe(403);
    const creator = await org.memberWith(['customers.create']);
    const result = await importFile(org, file, { cookie: creator.cookie, commit: true });
    expect(result.json().data.createdCount).toBe(5);
    expect(await clientsOf(org.orgId)).toHaveLength(5);
  });
});

/** A zip of stored-then-deflated entries, as the smallest writer would make one. */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const deflated = deflateRawSync(entry.data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(deflated.length, 18);
    header.writeUInt32LE(entry.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, deflated);
    directory.push(central, name);
    offset += header.length + name.length + deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
