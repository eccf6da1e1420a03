import type { INDUSTRIES } from './organizations';

type Industry = (typeof INDUSTRIES)[number];

/**
 * The work types a new organization starts with, by the industry chosen at setup (its own rows, renamed
 * or added to later like any other). The built-in General Task, Development and Design stay for every
 * organization (BUILT_IN_WORK_TYPES); IT firms and the unclassified get only those, as the spec lists.
 */
export const INDUSTRY_WORK_TYPES: Record<Industry, readonly string[]> = {
  'Accounting & compliance': [
    'Bookkeeping',
    'GST Return',
    'TDS Return',
    'Income Tax Return',
    'Audit',
    'Payroll',
    'ROC Filing',
    'Advisory',
  ],
  Legal: [
    'Drafting',
    'Legal Research',
    'Contract Review',
    'Court Hearing',
    'Client Consultation',
    'Filing',
    'Due Diligence',
  ],
  Outsourcing: [
    'Data Entry',
    'Back Office',
    'Customer Support',
    'Quality Check',
    'Reporting',
    'Payroll Processing',
  ],
  'Real estate': ['Site Visit', 'Listing', 'Documentation', 'Client Meeting', 'Registration', 'Follow-up'],
  Services: ['Client Brief', 'Content', 'Campaign', 'Client Review', 'Client Meeting', 'Reporting'],
  Events: ['Venue', 'Vendor Coordination', 'Logistics', 'Guest Management', 'On-site Execution'],
  'IT & software': [],
  Other: [],
};

/** The work types to seed for an industry as stored (free text from older forms seeds none). */
export function workTypesForIndustry(industry: string | null | undefined): readonly string[] {
  return INDUSTRY_WORK_TYPES[industry as Industry] ?? [];
}
