import { describe, expect, it } from 'vitest';
import {
  APPLY_CLIENT_INVALID,
  APPLY_CLIENTS_INVALID,
  APPLY_CLIENTS_REQUIRED,
  ApplyServiceBodySchema,
  CLIENT_SERVICE_CHANGE_REQUIRED,
  ClientServiceChangeBodySchema,
  JobDateRuleSchema,
  SERVICE_EVERY_MONTHS_INVALID,
  SERVICE_PATTERN_NEEDS_PERIOD,
  SERVICE_RULE_DATE_INVALID,
  SERVICE_RULE_INVALID,
  SERVICE_STEPS_REQUIRED,
  ServiceFieldsSchema,
  STEP_MEMBER_REQUIRED,
  STEP_OFFSET_INVALID,
} from './services';

const step = { title: 'File', dueOffset: -2, startOffset: -4, dueUnit: 'working_days' };
const service = {
  name: 'GSTR-3B',
  namePattern: 'GSTR-3B – {period}',
  frequency: 'monthly',
  jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
  steps: [step],
};

/** The first message per field path, as the API answers them. */
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('service fields', () => {
  it('takes a service with its defaults: lead time 0, steps of the responsible rule in calendar days', () => {
    const parsed = ServiceFieldsSchema.parse(service);
    expect(parsed).toMatchObject({ leadDays: 0, everyMonths: null, description: null });
    expect(parsed.steps[0]).toMatchObject({
      workType: 'General Task',
      assigneeRule: 'responsible',
      assigneeId: null,
      startUnit: 'days',
      dueUnit: 'working_days',
    });
  });

  it('names each field it refuses', () => {
    expect(
      problems(
        ServiceFieldsSchema.safeParse({
          ...service,
          namePattern: 'GSTR-3B',
          frequency: 'every_n_months',
          steps: [{ ...step, assigneeRule: 'member', startOffset: 400 }],
        }),
      ),
    ).toEqual({
      namePattern: SERVICE_PATTERN_NEEDS_PERIOD,
      everyMonths: SERVICE_EVERY_MONTHS_INVALID,
      'steps.0.startOffset': STEP_OFFSET_INVALID,
      'steps.0.assigneeId': STEP_MEMBER_REQUIRED,
    });
    expect(problems(ServiceFieldsSchema.safeParse({ ...service, steps: [] }))).toEqual({
      steps: SERVICE_STEPS_REQUIRED,
    });
  });

  it('lets a one-off job go without its period', () => {
    expect(
      ServiceFieldsSchema.safeParse({ ...service, frequency: 'one_off', namePattern: 'Incorporation' })
        .success,
    ).toBe(true);
  });
});

describe('job date rules', () => {
  it('takes each kind with its own fields, and 29 February as a fixed date', () => {
    for (const rule of [
      { kind: 'day_after_period', day: 11, monthsAfter: 1 },
      { kind: 'last_working_day', monthsAfter: 0, adjust: 'previous_working_day' },
      { kind: 'fixed_date', month: 2, day: 29 },
      { kind: 'client_year_end', monthsAfter: 6 },
    ])
      expect(JobDateRuleSchema.safeParse(rule).success, rule.kind).toBe(true);
  });

  it('refuses an unknown kind and a day its month lacks', () => {
    expect(problems(JobDateRuleSchema.safeParse({ kind: 'whenever' }))).toEqual({
      kind: SERVICE_RULE_INVALID,
    });
    expect(problems(JobDateRuleSchema.safeParse({ kind: 'fixed_date', month: 4, day: 31 }))).toEqual({
      day: SERVICE_RULE_DATE_INVALID,
    });
  });
});

describe('applying and changing', () => {
  it('picks clients by ids, tag or filter, and names what is wrong', () => {
    expect(ApplyServiceBodySchema.parse({ clients: { by: 'tag', tag: 'GST monthly' } })).toMatchObject({
      dryRun: false,
      assigneeId: null,
    });
    expect(problems(ApplyServiceBodySchema.safeParse({ clients: { by: 'everyone' } }))).toEqual({
      'clients.by': APPLY_CLIENTS_INVALID,
    });
    expect(problems(ApplyServiceBodySchema.safeParse({ clients: { by: 'ids', ids: [] } }))).toEqual({
      'clients.ids': APPLY_CLIENTS_REQUIRED,
    });
    expect(problems(ApplyServiceBodySchema.safeParse({ clients: { by: 'ids', ids: ['x'] } }))).toEqual({
      'clients.ids.0': APPLY_CLIENT_INVALID,
    });
  });

  it('asks a change of a client service to change something', () => {
    expect(problems(ClientServiceChangeBodySchema.safeParse({}))).toEqual({
      status: CLIENT_SERVICE_CHANGE_REQUIRED,
    });
    expect(ClientServiceChangeBodySchema.safeParse({ assigneeId: null }).success).toBe(true);
  });
});
