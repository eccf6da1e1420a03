import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { seedPricingPlans } from '../modules/pricing-plans/pricing-plans.service';
import type { Db } from './client';
import { type OrgRole, organizations, users } from './schema';

export const DEMO_PASSWORD = 'demo-pass-2026';

export const DEMO_USERS: {
  name: string;
  email: string;
  orgRole: OrgRole | null;
  isPlatformAdmin: boolean;
}[] = [
  { name: 'Priya Platform', email: 'platform@taskflow.demo', orgRole: null, isPlatformAdmin: true },
  { name: 'Arjun Mehta', email: 'admin@acme.demo', orgRole: 'admin', isPlatformAdmin: false },
  { name: 'Meera Iyer', email: 'manager@acme.demo', orgRole: 'manager', isPlatformAdmin: false },
  { name: 'Asha Rao', email: 'asha@acme.demo', orgRole: 'employee', isPlatformAdmin: false },
  { name: 'Ravi Kumar', email: 'ravi@acme.demo', orgRole: 'employee', isPlatformAdmin: false },
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
    const [org] = await tx.insert(organizations).values({ name: 'Acme Advisory LLP' }).returning();
    if (!org) throw new Error('Organization insert returned no row');
    await tx.insert(users).values(
      DEMO_USERS.map((user) => ({
        ...user,
        passwordHash,
        phone: '9876543210',
        countryCode: 'IN',
        organizationId: user.orgRole ? org.id : null,
      })),
    );
  });
  return true;
}

export function demoCredentialsText(): string {
  const rows = DEMO_USERS.map((user) => {
    const role = user.isPlatformAdmin ? 'platform admin' : `org ${user.orgRole}`;
    return `  ${role.padEnd(16)} ${user.email}`;
  });
  return `Demo accounts (password "${DEMO_PASSWORD}"):\n${rows.join('\n')}`;
}
