import { type CustomerEntityType, gstinCheckCharacter } from '@taskflow/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerContacts, customers, users } from '../../db/schema';

/** A GSTIN as the GST network issues it: state code, PAN, entity number 1, Z, check character. */
const gstinOf = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

interface DemoClient {
  name: string;
  email: string;
  phone: string;
  industry: string;
  address: string;
  /** Months from today to the anniversary, and its day; none without one. */
  anniversary: [months: number, day: number] | null;
  entityType: CustomerEntityType;
  pan: string;
  /** The GST state code; none for a client not registered for GST. */
  state: string | null;
  tan: string | null;
  tags: string[];
  responsible: string;
  contact: [name: string, role: string, email: string, mobile: string];
}

const GST_MONTHLY = 'GST monthly filers';
const GST_QUARTERLY = 'GST quarterly (QRMP)';

/** An Indian chartered accountants' clients: the fourth letter of each PAN says who holds it. */
const DEMO_CLIENTS: DemoClient[] = [
  {
    name: 'Sahyadri Textiles Pvt Ltd',
    email: 'accounts@sahyadritextiles.in',
    phone: '+91 20 2712 4455',
    industry: 'Manufacturing',
    address: 'Plot 12, MIDC Bhosari, Pune 411026',
    anniversary: [1, 3],
    entityType: 'private_limited',
    pan: 'AAGCS4821K',
    state: '27',
    tan: 'PNES12345E',
    tags: [GST_MONTHLY, 'TDS', 'Audit'],
    responsible: 'manager@acme.demo',
    contact: ['Vikram Deshpande', 'Director', 'vikram@sahyadritextiles.in', '+91 98220 41187'],
  },
  {
    name: 'Kaveri Software Solutions',
    email: 'finance@kaverisoft.in',
    phone: '+91 80 4123 9876',
    industry: 'IT',
    address: '3rd Floor, Prestige Tech Park, Marathahalli, Bengaluru 560103',
    anniversary: [1, 12],
    entityType: 'partnership',
    pan: 'AAJFK7312M',
    state: '29',
    tan: 'BLRK04512C',
    tags: [GST_MONTHLY, 'TDS'],
    responsible: 'ravi@acme.demo',
    contact: ['Lakshmi Narayan', 'Partner', 'lakshmi@kaverisoft.in', '+91 98450 22190'],
  },
  {
    name: 'Ganga Retail Mart',
    email: 'owner@gangaretail.in',
    phone: '+91 522 402 1188',
    industry: 'Retail',
    address: '22 Hazratganj, Lucknow 226001',
    anniversary: [2, 5],
    entityType: 'proprietorship',
    pan: 'BQRPG5521H',
    state: '09',
    tan: null,
    tags: [GST_QUARTERLY],
    responsible: 'asha@acme.demo',
    contact: ['रमेश गुप्ता', 'Proprietor', 'owner@gangaretail.in', '+91 94150 77102'],
  },
  {
    name: 'Malabar Spice Exports',
    email: 'ca@malabarspice.in',
    phone: '+91 484 236 7711',
    industry: 'Manufacturing',
    address: 'Willingdon Island, Kochi 682003',
    anniversary: null,
    entityType: 'partnership',
    pan: 'AAHFM2210Q',
    state: '32',
    tan: 'CHNM07781D',
    tags: [GST_MONTHLY, 'Exporters'],
    responsible: 'manager@acme.demo',
    contact: ['Thomas Kurian', 'Managing Partner', 'thomas@malabarspice.in', '+91 94470 31256'],
  },
  {
    name: 'Deccan Health Clinics LLP',
    email: 'admin@deccanhealth.in',
    phone: '+91 40 2335 6600',
    industry: 'Healthcare',
    address: 'Road No. 10, Banjara Hills, Hyderabad 500034',
    anniversary: [3, 20],
    entityType: 'llp',
    pan: 'AAOFD6654L',
    state: '36',
    tan: 'HYDD02214F',
    tags: [GST_MONTHLY, 'TDS'],
    responsible: 'ravi@acme.demo',
    contact: ['Dr. Farhan Ali', 'Designated Partner', 'farhan@deccanhealth.in', '+91 98490 66321'],
  },
  {
    name: 'Thar Logistics',
    email: 'billing@tharlogistics.in',
    phone: '+91 291 265 4321',
    industry: 'Logistics',
    address: 'Basni Industrial Area, Jodhpur 342005',
    anniversary: null,
    entityType: 'proprietorship',
    pan: 'CXTPT9087B',
    state: '08',
    tan: null,
    tags: [GST_QUARTERLY],
    responsible: 'asha@acme.demo',
    contact: ['Mahendra Singh Rathore', 'Proprietor', 'billing@tharlogistics.in', '+91 94141 55230'],
  },
  {
    name: 'Coromandel Pharma Ltd',
    email: 'compliance@coromandelpharma.in',
    phone: '+91 44 2496 1200',
    industry: 'Pharmaceuticals',
    address: 'Guindy Industrial Estate, Chennai 600032',
    anniversary: [4, 2],
    entityType: 'public_limited',
    pan: 'AABCC1123E',
    state: '33',
    tan: 'CHNC01234A',
    tags: [GST_MONTHLY, 'TDS', 'Audit'],
    responsible: 'manager@acme.demo',
    contact: ['S. Venkatesan', 'Company Secretary', 'cs@coromandelpharma.in', '+91 98410 12877'],
  },
  {
    name: 'Narmada Finserv',
    email: 'cfo@narmadafinserv.in',
    phone: '+91 79 2658 9090',
    industry: 'Finance',
    address: 'C G Road, Navrangpura, Ahmedabad 380009',
    anniversary: null,
    entityType: 'private_limited',
    pan: 'AAECN4410R',
    state: '24',
    tan: 'AHMN03321B',
    tags: [GST_MONTHLY, 'TDS', 'Audit'],
    responsible: 'admin@acme.demo',
    contact: ['Hetal Shah', 'CFO', 'cfo@narmadafinserv.in', '+91 98250 40918'],
  },
  {
    name: 'Himalaya Hospitality Group',
    email: 'accounts@himalayahotels.in',
    phone: '+91 135 274 3300',
    industry: 'Hospitality',
    address: 'Rajpur Road, Dehradun 248001',
    anniversary: [5, 15],
    entityType: 'private_limited',
    pan: 'AADCH7788P',
    state: '05',
    tan: 'MRTH01122G',
    tags: [GST_MONTHLY],
    responsible: 'asha@acme.demo',
    contact: ['Anita Negi', 'Accounts Head', 'anita@himalayahotels.in', '+91 94120 58744'],
  },
  {
    name: 'Brahmaputra Tea Estates',
    email: 'office@brahmaputratea.in',
    phone: '+91 361 254 8800',
    industry: 'Manufacturing',
    address: 'G S Road, Guwahati 781005',
    anniversary: null,
    entityType: 'partnership',
    pan: 'AAFFB3390D',
    state: '18',
    tan: null,
    tags: [GST_QUARTERLY, 'Audit'],
    responsible: 'ravi@acme.demo',
    contact: ['Bikash Baruah', 'Partner', 'bikash@brahmaputratea.in', '+91 94350 21673'],
  },
  {
    name: 'Konkan Academy Trust',
    email: 'trustee@konkanacademy.org',
    phone: '+91 832 222 5566',
    industry: 'Education',
    address: 'Altinho, Panaji, Goa 403001',
    anniversary: [1, 25],
    entityType: 'trust',
    pan: 'AAATK5521G',
    state: null,
    tan: 'BLRK09876H',
    tags: ['Trusts', 'TDS'],
    responsible: 'admin@acme.demo',
    contact: ['Fr. Joseph D’Souza', 'Managing Trustee', 'trustee@konkanacademy.org', '+91 98221 90345'],
  },
  {
    name: 'Vindhya Realty Developers',
    email: 'legal@vindhyarealty.in',
    phone: '+91 755 427 3030',
    industry: 'Real estate',
    address: 'Arera Colony, Bhopal 462016',
    anniversary: null,
    entityType: 'private_limited',
    pan: 'AAGCV6612N',
    state: '23',
    tan: 'BPLV00456C',
    tags: [GST_MONTHLY, 'TDS'],
    responsible: 'manager@acme.demo',
    contact: ['Rajesh Tiwari', 'Director', 'rajesh@vindhyarealty.in', '+91 98260 73410'],
  },
];

/**
 * Demo client companies of an Indian advisory firm, with the fields a firm keeps (entity type, PAN,
 * GSTIN, TAN, tags, the member responsible, a contact); anniversaries fall in the months after `today`.
 */
export async function seedCustomers(
  tx: Tx,
  organizationId: string,
  createdById: string | null,
  today = new Date(),
) {
  const anniversaryOf = ([months, day]: [number, number]) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, day));
    // An anniversary is the founding day: keep the month and day, set a founding year in the past.
    return `${2008 + ((months * 3) % 12)}-${date.toISOString().slice(5, 10)}`;
  };
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(
          users.email,
          DEMO_CLIENTS.map((client) => client.responsible),
        ),
      ),
    );
  const memberId = new Map(members.map((member) => [member.email, member.id]));
  const rows = await tx
    .insert(customers)
    .values(
      DEMO_CLIENTS.map((client) => {
        const gstin = client.state ? gstinOf(client.state, client.pan) : null;
        return {
          organizationId,
          businessName: client.name,
          email: client.email,
          phone: client.phone,
          industry: client.industry,
          address: client.address,
          anniversaryDate: client.anniversary ? anniversaryOf(client.anniversary) : null,
          entityType: client.entityType,
          pan: client.pan,
          gstin,
          gstStateCode: client.state,
          tan: client.tan,
          tags: client.tags,
          responsibleId: memberId.get(client.responsible) ?? null,
          createdById,
        };
      }),
    )
    .returning({ id: customers.id, name: customers.businessName });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await tx.insert(customerContacts).values(
    DEMO_CLIENTS.map(({ name, contact: [contactName, role, email, mobile] }) => ({
      organizationId,
      customerId: idOf.get(name) as string,
      name: contactName,
      role,
      email,
      phone: mobile,
      whatsapp: mobile,
    })),
  );
}
