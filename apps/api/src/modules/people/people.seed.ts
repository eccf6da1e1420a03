import { addCalendarDays } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/** Listed managers first; `reportsTo` names an earlier row or a demo account of db/seed.ts. */
const DEMO_PEOPLE: {
  name: string;
  handle: string;
  role: 'Manager' | 'Employee';
  jobTitle: string;
  department: string;
  reportsTo: string;
}[] = [
  {
    name: 'Vikram Shah',
    handle: 'vikram',
    role: 'Manager',
    jobTitle: 'Tax Partner',
    department: 'Tax',
    reportsTo: 'admin',
  },
  {
    name: 'Neha Kapoor',
    handle: 'neha',
    role: 'Manager',
    jobTitle: 'Head of Operations',
    department: 'Operations',
    reportsTo: 'admin',
  },
  {
    name: 'Karan Malhotra',
    handle: 'karan',
    role: 'Manager',
    jobTitle: 'Audit Senior',
    department: 'Audit & Assurance',
    reportsTo: 'manager',
  },
  {
    name: 'Divya Nair',
    handle: 'divya',
    role: 'Manager',
    jobTitle: 'Audit Senior',
    department: 'Audit & Assurance',
    reportsTo: 'manager',
  },
  {
    name: 'Sanjay Gupta',
    handle: 'sanjay',
    role: 'Manager',
    jobTitle: 'Tax Manager',
    department: 'Tax',
    reportsTo: 'vikram',
  },
  {
    name: 'Pooja Reddy',
    handle: 'pooja',
    role: 'Manager',
    jobTitle: 'GST Manager',
    department: 'Tax',
    reportsTo: 'vikram',
  },
  {
    name: 'Farhan Ali',
    handle: 'farhan',
    role: 'Manager',
    jobTitle: 'HR Lead',
    department: 'Operations',
    reportsTo: 'neha',
  },
  {
    name: 'Lakshmi Menon',
    handle: 'lakshmi',
    role: 'Manager',
    jobTitle: 'IT Lead',
    department: 'Operations',
    reportsTo: 'neha',
  },
  {
    name: 'Rohan Das',
    handle: 'rohan',
    role: 'Employee',
    jobTitle: 'Audit Associate',
    department: 'Audit & Assurance',
    reportsTo: 'karan',
  },
  {
    name: 'Sneha Pillai',
    handle: 'sneha',
    role: 'Employee',
    jobTitle: 'Audit Associate',
    department: 'Audit & Assurance',
    reportsTo: 'karan',
  },
  {
    name: 'Amit Joshi',
    handle: 'amit',
    role: 'Employee',
    jobTitle: 'Audit Associate',
    department: 'Audit & Assurance',
    reportsTo: 'divya',
  },
  {
    name: 'Kavya Bhat',
    handle: 'kavya',
    role: 'Employee',
    jobTitle: 'Internal Audit Analyst',
    department: 'Audit & Assurance',
    reportsTo: 'divya',
  },
  {
    name: 'Nikhil Verma',
    handle: 'nikhil',
    role: 'Employee',
    jobTitle: 'Tax Associate',
    department: 'Tax',
    reportsTo: 'sanjay',
  },
  {
    name: 'Isha Singh',
    handle: 'isha',
    role: 'Employee',
    jobTitle: 'Tax Associate',
    department: 'Tax',
    reportsTo: 'sanjay',
  },
  {
    name: 'Tanvi Kulkarni',
    handle: 'tanvi',
    role: 'Employee',
    jobTitle: 'GST Associate',
    department: 'Tax',
    reportsTo: 'pooja',
  },
  {
    name: 'Gaurav Patel',
    handle: 'gaurav',
    role: 'Employee',
    jobTitle: 'HR Executive',
    department: 'Operations',
    reportsTo: 'farhan',
  },
  {
    name: 'Deepak Rao',
    handle: 'deepak',
    role: 'Employee',
    jobTitle: 'IT Support Engineer',
    department: 'Operations',
    reportsTo: 'lakshmi',
  },
  {
    name: 'Ananya Iyer',
    handle: 'ananya',
    role: 'Employee',
    jobTitle: 'Systems Administrator',
    department: 'Operations',
    reportsTo: 'lakshmi',
  },
  {
    name: 'Manish Tiwari',
    handle: 'manish',
    role: 'Employee',
    jobTitle: 'Article Assistant',
    department: 'Audit & Assurance',
    reportsTo: 'asha',
  },
  {
    name: 'Ritu Sharma',
    handle: 'ritu',
    role: 'Employee',
    jobTitle: 'Tax Intern',
    department: 'Tax',
    reportsTo: 'ravi',
  },
];

/**
 * Managers joined years ago, associates months ago, and the last person (an intern) on the 1st of this
 * month: a joiner whose leave is prorated.
 */
function joiningDay(today: string, index: number): string {
  if (index === DEMO_PEOPLE.length - 1) return `${today.slice(0, 8)}01`;
  return addCalendarDays(today, -(1900 - index * 85));
}

/**
 * Twenty more demo colleagues in a three-level reporting tree under the demo accounts, so the people
 * list and the organization tree have something to show. They share the demo password.
 */
export async function seedPeople(
  tx: Tx,
  organizationId: string,
  context: {
    passwordHash: string;
    roleIdByName: Record<string, string>;
    departmentIdByName: Map<string, string>;
    userIdByEmail: Map<string, string>;
    /** The seeding day: joining dates are spread over the years before it. */
    today: string;
  },
) {
  const idByHandle = new Map<string, string>();
  for (const [email, id] of context.userIdByEmail) idByHandle.set(email.split('@')[0] ?? email, id);
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const joinedOn = joiningDay(context.today, index);
    const [row] = await tx
      .insert(users)
      .values({
        name: person.name,
        email: `${person.handle}@acme.demo`,
        passwordHash: context.passwordHash,
        organizationId,
        roleId: context.roleIdByName[person.role],
        departmentId: context.departmentIdByName.get(person.department) ?? null,
        managerId: idByHandle.get(person.reportsTo) ?? null,
        jobTitle: person.jobTitle,
        joinedOn,
        createdAt: new Date(`${joinedOn}T04:00:00Z`),
      })
      .returning({ id: users.id });
    if (row) idByHandle.set(person.handle, row.id);
  }
  // Employee codes as a firm numbers its people, the earliest joiner first: ACME-001, ACME-002, …
  await tx.execute(sql`
    update users as u set employee_code = 'ACME-' || lpad(n.rank::text, 3, '0')
    from (select id, row_number() over (order by coalesce(joined_on, created_at::date), name) as rank
          from users where organization_id = ${organizationId}) as n
    where u.id = n.id`);
}
