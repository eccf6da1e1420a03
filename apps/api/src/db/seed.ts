import { addCalendarDays, todayIn } from '@taskflow/shared';
import { count, inArray } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { seedCustomers } from '../modules/customers';
import { seedEvents } from '../modules/events';
import { seedHolidays } from '../modules/holidays';
import { seedLeave } from '../modules/leave';
import { insertOrganizationWithRoles } from '../modules/organizations';
import { seedPeople } from '../modules/people';
import { seedDependencies } from '../modules/planning';
import { seedPricingPlans } from '../modules/pricing-plans';
import { seedProjectsAndTasks } from '../modules/tasks';
import { seedTime } from '../modules/time';
import type { Db } from './client';
import { billingSettings, departments, users } from './schema';

export const DEMO_PASSWORD = 'demo-pass-2026';

type DemoRole = 'Admin' | 'Manager' | 'Employee';

/** Listed managers first: each person's manager is the earlier row named by `reportsTo`. */
export const DEMO_USERS: {
  name: string;
  email: string;
  role: DemoRole | null;
  jobTitle?: string;
  department?: string;
  reportsTo?: string;
  /** How long before the seeding day the person joined (the platform admin belongs to no firm). */
  joinedDaysAgo?: number;
  isPlatformAdmin: boolean;
}[] = [
  { name: 'Priya Platform', email: 'platform@taskflow.demo', role: null, isPlatformAdmin: true },
  {
    name: 'Arjun Mehta',
    email: 'admin@acme.demo',
    joinedDaysAgo: 2950,
    role: 'Admin',
    jobTitle: 'Managing Partner',
    department: 'Operations',
    isPlatformAdmin: false,
  },
  {
    name: 'Meera Iyer',
    email: 'manager@acme.demo',
    joinedDaysAgo: 1480,
    role: 'Manager',
    jobTitle: 'Audit Manager',
    department: 'Audit & Assurance',
    reportsTo: 'admin@acme.demo',
    isPlatformAdmin: false,
  },
  {
    name: 'Asha Rao',
    email: 'asha@acme.demo',
    joinedDaysAgo: 690,
    role: 'Employee',
    jobTitle: 'Senior Associate',
    department: 'Audit & Assurance',
    reportsTo: 'manager@acme.demo',
    isPlatformAdmin: false,
  },
  {
    name: 'Ravi Kumar',
    email: 'ravi@acme.demo',
    joinedDaysAgo: 410,
    role: 'Employee',
    jobTitle: 'Tax Associate',
    department: 'Tax',
    reportsTo: 'manager@acme.demo',
    isPlatformAdmin: false,
  },
];

/** The demo firm's zone: its "today" (joining dates, seeded work) is that zone's day. */
const DEMO_ZONE = 'Asia/Kolkata';

const DEMO_DEPARTMENTS = [
  { name: 'Audit & Assurance', description: 'Statutory and internal audits for client companies.' },
  { name: 'Tax', description: 'Direct and indirect tax filings and advisory.' },
  { name: 'Operations', description: 'Firm administration, HR and IT.' },
];

/** Seeds the demo organization once, into an empty database. Returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  // Plans are product content, not demo data: seeded on their own whenever the table is empty,
  // so a database created before the pricing-plans table existed gets them too.
  await seedPricingPlans(db);
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { organization, roleIdByName } = await insertOrganizationWithRoles(tx, {
      name: 'Acme Advisory LLP',
      industry: 'Accounting & compliance',
      address: '4th Floor, 100 Feet Road, Indiranagar, Bengaluru 560038',
      timeZone: DEMO_ZONE,
      currency: 'INR',
    });
    const createdDepartments = await tx
      .insert(departments)
      .values(DEMO_DEPARTMENTS.map((department) => ({ ...department, organizationId: organization.id })))
      .returning({ id: departments.id, name: departments.name });
    const departmentIdByName = new Map(
      createdDepartments.map((department) => [department.name, department.id]),
    );
    const userIdByEmail = new Map<string, string>();
    const today = todayIn(DEMO_ZONE);
    for (const { role, department, reportsTo, joinedDaysAgo, ...user } of DEMO_USERS) {
      const joinedOn = joinedDaysAgo === undefined ? null : addCalendarDays(today, -joinedDaysAgo);
      const [row] = await tx
        .insert(users)
        .values({
          ...user,
          passwordHash,
          phone: '9876543210',
          countryCode: 'IN',
          organizationId: role ? organization.id : null,
          roleId: role ? roleIdByName[role] : null,
          departmentId: department ? departmentIdByName.get(department) : null,
          managerId: reportsTo ? userIdByEmail.get(reportsTo) : null,
          joinedOn,
          ...(joinedOn ? { createdAt: new Date(`${joinedOn}T04:00:00Z`) } : {}),
        })
        .returning({ id: users.id });
      if (row) userIdByEmail.set(user.email, row.id);
    }
    await seedPeople(tx, organization.id, {
      passwordHash,
      roleIdByName,
      departmentIdByName,
      userIdByEmail,
      today,
    });
    await seedCustomers(tx, organization.id, userIdByEmail.get('admin@acme.demo') ?? null);
    await seedHolidays(tx, organization.id);
    await seedEvents(tx, organization.id, userIdByEmail);
    await seedProjectsAndTasks(tx, organization.id);
    await seedDependencies(tx, organization.id, { every: 3 });
    await seedLeave(tx, organization.id);
    await seedTime(tx, organization.id);
    // The firm as its invoices name it (issue 42): a Bengaluru GSTIN, so a client in Karnataka is billed
    // CGST and SGST and one elsewhere IGST.
    await tx.insert(billingSettings).values({
      organizationId: organization.id,
      legalName: 'Acme Advisory LLP',
      gstin: '29AAJFA1234B1ZZ',
      gstStateCode: '29',
      pan: 'AAJFA1234B',
      invoicePrefix: 'ACME',
      paymentInstructions: 'HDFC Bank, A/c 50200012345678, IFSC HDFC0000123 · UPI acme@hdfcbank',
    });
  });
  return true;
}

/**
 * What the start log says when the demo organization is in the database, whoever seeded it: its
 * accounts' passwords are published, so an operator must see that it is there. Null when it is not.
 */
export async function demoNotice(db: Db): Promise<string | null> {
  const demoEmails = DEMO_USERS.map((user) => user.email);
  const [present] = await db.select({ users: count() }).from(users).where(inArray(users.email, demoEmails));
  if (!present?.users) return null;
  return `The demo organization is in this database, with published passwords: remove it (or use SEED_DEMO=false on a new database) before real use.\n${demoCredentialsText()}`;
}

export function demoCredentialsText(): string {
  const rows = DEMO_USERS.map((user) => {
    const role = user.isPlatformAdmin ? 'platform admin' : `${user.role?.toLowerCase()}`;
    return `  ${role.padEnd(16)} ${user.email}`;
  });
  return `Demo accounts (password "${DEMO_PASSWORD}"):\n${rows.join('\n')}`;
}
