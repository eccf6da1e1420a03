import { z } from 'zod';
import { PRICING_PERIODS } from '../constants';

export const PricingPeriodSchema = z.enum(PRICING_PERIODS);
export type PricingPeriod = z.infer<typeof PricingPeriodSchema>;

/** A plan as the pricing page shows it and the admin area edits it; price in whole rupees. */
export const PricingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().min(0),
  period: PricingPeriodSchema,
  description: z.string(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  badgeText: z.string().nullable(),
  badgeSubtext: z.string().nullable(),
  buttonText: z.string(),
  sortOrder: z.number().int(),
  /** Uploaded files an organization on this plan may keep, in megabytes (issue 38). */
  storageQuotaMb: z.number().int().min(1),
});
export type PricingPlan = z.infer<typeof PricingPlanSchema>;

export const PricingPlanListSchema = z.object({ data: z.array(PricingPlanSchema) });

/** Section 9 plans: what a new installation starts with (quotas as migration 0032 sets them by name). */
export const DEFAULT_PRICING_PLANS: Omit<PricingPlan, 'id'>[] = [
  {
    name: 'Personal',
    price: 0,
    period: 'Free forever',
    description: 'For individuals and small teams getting organised.',
    features: [
      'Up to 10 teammates',
      '100MB per file',
      'Unlimited tasks and projects',
      'Task tracker with time tracking',
      'Leave requests and approvals',
      'Light and dark themes',
    ],
    isPopular: false,
    badgeText: null,
    badgeSubtext: null,
    buttonText: 'Get started free',
    sortOrder: 1,
    storageQuotaMb: 1024,
  },
  {
    name: 'Starter',
    price: 899,
    period: 'per user/month',
    description: 'For growing firms that run client work across teams.',
    features: [
      'Everything in Personal',
      'Unlimited teammates',
      '250 AI actions/month',
      'Gantt and calendar views with milestones',
      'Reports and analytics with exports',
      'Roles and fine-grained permissions',
    ],
    isPopular: true,
    badgeText: 'Most popular',
    badgeSubtext: 'Best for growing teams',
    buttonText: 'Start free trial',
    sortOrder: 2,
    storageQuotaMb: 100 * 1024,
  },
  {
    name: 'Advanced',
    price: 2049,
    period: 'per user/month',
    description: 'For organisations managing many teams and portfolios.',
    features: [
      'Everything in Starter',
      '100 portfolios',
      '25,000 automation actions/month',
      'Organization tree with departments',
      'Session history and audit of sign-ins',
      'Priority support',
    ],
    isPopular: false,
    badgeText: null,
    badgeSubtext: null,
    buttonText: 'Start free trial',
    sortOrder: 3,
    storageQuotaMb: 500 * 1024,
  },
];
