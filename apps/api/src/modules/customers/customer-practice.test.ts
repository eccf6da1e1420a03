/**
 * Issue 40, item 1: clients with the fields firms use (entity type, PAN, GSTIN, TAN, year end, tags, a
 * responsible member, contacts), each rule on the server, and who reads contacts' numbers.
 */
import { gstinCheckCharacter } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerContacts, customers, users } from '../../db/schema';
import { call, newOrganization, sendForm } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let org: Awaited<ReturnType<typeof newOrganization>>;
let other: Awaited<ReturnType<typeof newOrganization>>;
let partner: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t);
  other = await newOrganization(t, 'Other Advisors LLP');
  partner = await org.member('Manager', { name: 'Meera Partner' });
});
afterAll(() => t.close());

const gstinOf = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;
const PAN = 'AAGCS4821K';
const GSTIN = gstinOf('27', PAN);

let counter = 0;
const SPEC = () => ({
  businessName: `Client ${++counter}`,
  email: 'accounts@client.example',
  address: 'Plot 12, MIDC Bhosari, Pune 411026',
});

async function add(fields: Record<string, string>, cookie = org.admin.cookie) {
  return sendForm(t, cookie, 'POST', '/customers', { ...SPEC(), ...fields });
}
async function added(fields: Record<string, string>) {
  const response = await add(fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('a client with the fields firms use', () => {
  it('saves entity type, PAN, GSTIN (with its state), TAN, year end, tags, responsible member and contacts', async () => {
    const client = await added({
      entityType: 'private_limited',
      pan: ' aagcs 4821k ',
      gstin: GSTIN.toLowerCase(),
      tan: 'pnes12345e',
      fyEndMonth: '12',
      fyEndDay: '31',
      tags: JSON.stringify([' GST  monthly filers ', 'TDS', 'gst monthly FILERS', '']),
      responsibleId: partner.id,
      contacts: JSON.stringify([
        {
          name: 'Vikram Deshpande',
          role: 'Director',
          email: 'Vikram@Client.example',
          phone: '+91 98220 41187',
          whatsapp: '+91 98220 41187',
        },
        { name: 'रमेश गुप्ता', role: 'Accountant', receivesRequests: false },
      ]),
    });
    expect(client).toMatchObject({
      entityType: 'private_limited',
      pan: PAN,
      gstin: GSTIN,
      gstStateCode: '27',
      tan: 'PNES12345E',
      fyEndMonth: 12,
      fyEndDay: 31,
      tags: ['GST monthly filers', 'TDS'],
      responsible: { id: partner.id, name: 'Meera Partner' },
      canReadContactNumbers: true,
      contacts: [
        {
          name: 'Vikram Deshpande',
          role: 'Director',
          email: 'vikram@client.example',
          phone: '+91 98220 41187',
          whatsapp: '+91 98220 41187',
          receivesRequests: true,
        },
        { name: 'रमेश गुप्ता', role: 'Accountant', email: null, phone: null, receivesRequests: false },
      ],
    });
    const read = await call(t, org.admin.cookie, 'GET', `/customers/${client.id}`);
    expect(read.json().data).toEqual(client);
  });

  it('a new client without them has none, no tags, no contacts and a year ending 31 March', async () => {
    const client = await added({});
    expect(client).toMatchObject({
      entityType: null,
      pan: null,
      gstin: null,
      gstStateCode: null,
      tan: null,
      fyEndMonth: 3,
      fyEndDay: 31,
      tags: [],
      responsible: null,
      contacts: [],
    });
  });

  it('takes the PAN from the GSTIN when none is given', async () => {
    const client = await added({ gstin: gstinOf('29', 'AAJFK7312M') });
    expect(client).toMatchObject({ pan: 'AAJFK7312M', gstStateCode: '29' });
  });

  it('names each invalid field with its message', async () => {
    const response = await add({
      entityType: 'company',
      pan: 'ABCDE12345',
      gstin: `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`,
      tan: 'MUM12345B',
      fyEndMonth: '13',
      tags: JSON.stringify(['x'.repeat(41)]),
      responsibleId: 'someone',
      contacts: JSON.stringify([{ name: ' ', email: 'not an address', whatsapp: '12' }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      entityType: 'Choose an entity type from the list',
      pan: 'PAN must be 5 letters, 4 digits and a letter, such as ABCPE1234F',
      gstin: 'GSTIN check character does not match: check the number for a typing mistake',
      tan: 'TAN must be 4 letters, 5 digits and a letter, such as MUMA12345B',
      fyEndMonth: 'Choose the month the financial year ends',
      tags: 'Each tag must be at most 40 characters',
      responsibleId: 'Choose an active member of your organization',
      'contacts.0.name': 'Contact name is required',
      'contacts.0.email': 'Enter a valid email address',
      'contacts.0.whatsapp': 'Enter a valid WhatsApp number',
    });
  });

  it('refuses a GSTIN of another state code, of a bad PAN, and lists that are not lists', async () => {
    const badState = `00${PAN}1Z`;
    const response = await add({
      gstin: `${badState}${gstinCheckCharacter(badState)}`,
      tags: 'GST, TDS',
      contacts: '{"name":"Vikram"}',
    });
    expect(response.json().error.details.fields).toEqual({
      gstin: 'GSTIN starts with a state code that does not exist',
      tags: 'Tags must be a list of words',
      contacts: 'Contacts must be a list',
    });
  });

  it("refuses a GSTIN that holds another PAN than the client's, and a day its year-end month lacks", async () => {
    const response = await add({ pan: 'AAJFK7312M', gstin: GSTIN, fyEndMonth: '4', fyEndDay: '31' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      gstin: "GSTIN holds a different PAN from the client's PAN",
      fyEndDay: 'Enter a day of that month',
    });
  });

  it('refuses more than 20 tags and more than 20 contacts', async () => {
    const response = await add({
      tags: JSON.stringify(Array.from({ length: 21 }, (_, index) => `Tag ${index}`)),
      contacts: JSON.stringify(Array.from({ length: 21 }, (_, index) => ({ name: `Person ${index}` }))),
    });
    expect(response.json().error.details.fields).toEqual({
      tags: 'A client can have at most 20 tags',
      contacts: 'A client can have at most 20 contacts',
    });
  });

  it('the responsible member must be an active member of the organization', async () => {
    const gone = await org.member('Employee');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    for (const responsibleId of [gone.id, other.admin.id]) {
      const response = await add({ responsibleId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toEqual({
        responsibleId: 'Choose an active member of your organization',
      });
    }
  });

  it('one client per GSTIN: a second is refused, and of two at once exactly one is saved', async () => {
    const gstin = gstinOf('24', 'AAECN4410R');
    await added({ gstin });
    const again = await add({ gstin });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.fields).toEqual({
      gstin: 'Another client of your organization has this GSTIN',
    });
    // Another organization may hold it: the rule is per organization.
    expect((await add({ gstin }, other.admin.cookie)).statusCode).toBe(201);

    const raced = gstinOf('33', 'AABCC1123E');
    const answers = await Promise.all([add({ gstin: raced }), add({ gstin: raced }), add({ gstin: raced })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const holders = await t.db.select().from(customers).where(eq(customers.gstin, raced));
    expect(holders).toHaveLength(1);
  });
});

describe('editing a client', () => {
  it('keeps the fields firms use when a form leaves them out, clears them when blank', async () => {
    const client = await added({
      entityType: 'llp',
      gstin: gstinOf('36', 'AAOFD6654L'),
      tags: JSON.stringify(['Audit']),
      responsibleId: partner.id,
      contacts: JSON.stringify([{ name: 'Farhan Ali' }]),
    });
    const kept = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${client.id}`, {
      ...SPEC(),
      businessName: 'Deccan Health Clinics LLP',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      businessName: 'Deccan Health Clinics LLP',
      entityType: 'llp',
      gstin: gstinOf('36', 'AAOFD6654L'),
      tags: ['Audit'],
      responsible: { id: partner.id },
      contacts: [{ name: 'Farhan Ali' }],
    });
    const cleared = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${client.id}`, {
      ...SPEC(),
      entityType: '',
      pan: '',
      gstin: '',
      tags: '',
      responsibleId: '',
      contacts: '[]',
    });
    expect(cleared.json().data).toMatchObject({
      entityType: null,
      pan: null,
      gstin: null,
      gstStateCode: null,
      tags: [],
      responsible: null,
      contacts: [],
    });
  });

  it('a GSTIN kept on the client is checked against a new PAN', async () => {
    const saved = await added({ gstin: gstinOf('05', 'AADCH7788P') });
    const response = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${saved.id}`, {
      ...SPEC(),
      pan: 'AAGCV6612N',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      gstin: "GSTIN holds a different PAN from the client's PAN",
    });
  });

  it('replaces the contacts as a whole in one transaction, keeping the rows sent back with their ids', async () => {
    const client = await added({
      contacts: JSON.stringify([{ name: 'Anita Negi' }, { name: 'Leaving Person' }]),
    });
    const [anita] = client.contacts;
    const response = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${client.id}`, {
      ...SPEC(),
      contacts: JSON.stringify([
        { name: 'New Person', role: 'Accountant' },
        { id: anita.id, name: 'Anita Negi', role: 'Accounts Head' },
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const contacts = response.json().data.contacts;
    expect(contacts.map((contact: { name: string }) => contact.name)).toEqual(['New Person', 'Anita Negi']);
    expect(contacts[1]).toMatchObject({ id: anita.id, role: 'Accounts Head' });
    const rows = await t.db.select().from(customerContacts).where(eq(customerContacts.customerId, client.id));
    expect(rows).toHaveLength(2);

    // A refused save changes none of them.
    const refused = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${client.id}`, {
      ...SPEC(),
      gstin: 'NOT A GSTIN',
      contacts: '[]',
    });
    expect(refused.statusCode).toBe(400);
    const after = await t.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.customerId, client.id));
    expect(after).toHaveLength(2);
  });

  it("another organization's contact id is not taken over: the contact is added as new", async () => {
    const theirs = await sendForm(t, other.admin.cookie, 'POST', '/customers', {
      ...SPEC(),
      contacts: JSON.stringify([{ name: 'Their Contact', phone: '9876543210' }]),
    });
    const theirContact = theirs.json().data.contacts[0];
    const mine = await added({});
    const response = await sendForm(t, org.admin.cookie, 'PATCH', `/customers/${mine.id}`, {
      ...SPEC(),
      contacts: JSON.stringify([{ id: theirContact.id, name: 'Mine Now' }]),
    });
    expect(response.json().data.contacts[0].id).not.toBe(theirContact.id);
    const [untouched] = await t.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.id, theirContact.id));
    expect(untouched).toMatchObject({ name: 'Their Contact', phone: '9876543210' });
  });
});

describe("contacts' phone and WhatsApp numbers", () => {
  it('are read by those who may edit clients; those who only view them read names, roles and emails', async () => {
    const client = await added({
      contacts: JSON.stringify([
        {
          name: 'Hetal Shah',
          role: 'CFO',
          email: 'cfo@narmada.example',
          phone: '+91 98250 40918',
          whatsapp: '+91 98250 40918',
        },
      ]),
    });
    const viewer = await org.memberWith(['customers.view']);
    const editor = await org.memberWith(['customers.view', 'customers.edit']);
    const asViewer = (await call(t, viewer.cookie, 'GET', `/customers/${client.id}`)).json().data;
    expect(asViewer.canReadContactNumbers).toBe(false);
    expect(asViewer.contacts).toEqual([
      expect.objectContaining({
        name: 'Hetal Shah',
        role: 'CFO',
        email: 'cfo@narmada.example',
        phone: null,
        whatsapp: null,
      }),
    ]);
    const asEditor = (await call(t, editor.cookie, 'GET', `/customers/${client.id}`)).json().data;
    expect(asEditor.canReadContactNumbers).toBe(true);
    expect(asEditor.contacts[0]).toMatchObject({ phone: '+91 98250 40918', whatsapp: '+91 98250 40918' });
  });
});

describe('tags', () => {
  it('take the spelling the organization uses, and are listed with their counts', async () => {
    const fresh = await newOrganization(t, 'Tag Counting LLP');
    const addTo = (tags: string[]) =>
      sendForm(t, fresh.admin.cookie, 'POST', '/customers', { ...SPEC(), tags: JSON.stringify(tags) });
    await addTo(['GST monthly filers', 'TDS']);
    const second = (await addTo(['gst MONTHLY filers'])).json().data;
    expect(second.tags).toEqual(['GST monthly filers']);
    await addTo(['TDS', 'Audit']);
    await addTo(['tds']);
    const listed = await call(t, fresh.admin.cookie, 'GET', '/customers/tags');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      { tag: 'TDS', count: 3 },
      { tag: 'GST monthly filers', count: 2 },
      { tag: 'Audit', count: 1 },
    ]);
    const employee = await fresh.memberWith(['customers.view']);
    expect((await call(t, employee.cookie, 'GET', '/customers/tags')).statusCode).toBe(200);
    const nobody = await fresh.memberWith([]);
    expect((await call(t, nobody.cookie, 'GET', '/customers/tags')).statusCode).toBe(403);
  });
});

describe('the Customer List', () => {
  it('filters by tag, responsible member (or nobody) and entity type, and searches PAN and GSTIN', async () => {
    const fresh = await newOrganization(t, 'Filtering Advisors LLP');
    const meera = await fresh.member('Manager', { name: 'Meera' });
    const addTo = async (fields: Record<string, string>) => {
      const response = await sendForm(t, fresh.admin.cookie, 'POST', '/customers', { ...SPEC(), ...fields });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.businessName as string;
    };
    const monthly = await addTo({
      tags: JSON.stringify(['GST monthly filers']),
      responsibleId: meera.id,
      entityType: 'llp',
      gstin: gstinOf('27', 'AAOFD6654L'),
    });
    const quarterly = await addTo({
      tags: JSON.stringify(['GST quarterly']),
      entityType: 'huf',
      pan: 'AAAHK5521G',
    });
    const untagged = await addTo({ responsibleId: meera.id });
    const names = async (query: string) =>
      (await call(t, fresh.admin.cookie, 'GET', `/customers?${query}`))
        .json()
        .data.map((client: { businessName: string }) => client.businessName)
        .sort();
    expect(await names('tag=GST%20monthly%20filers')).toEqual([monthly]);
    expect(await names(`responsibleId=${meera.id}`)).toEqual([monthly, untagged].sort());
    expect(await names('responsibleId=none')).toEqual([quarterly]);
    expect(await names('entityType=huf')).toEqual([quarterly]);
    expect(await names(`tag=GST%20monthly%20filers&responsibleId=${meera.id}&entityType=llp`)).toEqual([
      monthly,
    ]);
    expect(await names('q=aaahk5521')).toEqual([quarterly]);
    expect(await names('q=27AAOFD')).toEqual([monthly]);
    const list = (await call(t, fresh.admin.cookie, 'GET', `/customers?responsibleId=${meera.id}`)).json();
    expect(list.meta.total).toBe(2);
    expect(list.data[0].responsible).toEqual({ id: meera.id, name: 'Meera' });
    const bad = await call(t, fresh.admin.cookie, 'GET', '/customers?entityType=company&responsibleId=x');
    expect(bad.statusCode).toBe(400);
  });
});
