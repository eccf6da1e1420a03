/**
 * The permission matrix's cases for the services routes (apps/api/src/test/permission-matrix.test.ts runs
 * them): each is allowed with its permission and refused without it. Fixtures are written straight to the
 * database, so a refused run finds the same state an allowed one did.
 */
import { type Permission, type ServiceFields, ServiceFieldsSchema } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { clientServices, customers } from '../../db/schema';
import { insertService } from './services.service';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ServicesMatrixContext {
  db: () => Db;
  orgId: () => string;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

let made = 0;
const unique = (name: string) => `${name} ${Date.now()}-${++made}`;

/** A monthly service with one step: the body of the create and edit cases. */
export const matrixServiceBody = (name = unique('Matrix service')): ServiceFields => ({
  name,
  namePattern: 'Matrix – {period}',
  frequency: 'monthly',
  jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
  steps: [{ title: 'File', startOffset: -2, dueOffset: 0 }],
});

export function serviceRouteCases(
  context: ServicesMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const service = async () => {
    const row = await insertService(
      context.db(),
      context.orgId(),
      ServiceFieldsSchema.parse(matrixServiceBody()),
      {
        createdById: null,
      },
    );
    return row.id;
  };
  const customer = async () => {
    const [row] = await context
      .db()
      .insert(customers)
      .values({
        organizationId: context.orgId(),
        businessName: unique('Matrix client'),
        email: 'matrix@client.test',
        address: '1 Matrix Road',
      })
      .returning({ id: customers.id });
    return row?.id as string;
  };
  const clientService = async () => {
    const [row] = await context
      .db()
      .insert(clientServices)
      .values({
        organizationId: context.orgId(),
        customerId: await customer(),
        serviceId: await service(),
        startsOn: '2031-01-01',
      })
      .returning({ id: clientServices.id });
    return row?.id as string;
  };
  const { call } = context;
  return [
    { route: 'GET /services', needs: 'services.view', run: () => call('GET', '/api/v1/services') },
    {
      route: 'POST /services',
      needs: 'services.manage',
      run: () => call('POST', '/api/v1/services', matrixServiceBody()),
    },
    {
      route: 'POST /services/preview',
      needs: 'services.view',
      run: () => call('POST', '/api/v1/services/preview', { ...matrixServiceBody(), from: '2031-01-10' }),
    },
    {
      route: 'POST /services/starter',
      needs: 'services.manage',
      run: () => call('POST', '/api/v1/services/starter'),
    },
    {
      route: 'GET /services/clients/:customerId',
      needs: 'services.view',
      run: async () => call('GET', `/api/v1/services/clients/${await customer()}`),
    },
    {
      route: 'PATCH /services/client-services/:id',
      needs: 'services.manage',
      run: async () =>
        call('PATCH', `/api/v1/services/client-services/${await clientService()}`, { status: 'paused' }),
    },
    {
      route: 'GET /services/:id',
      needs: 'services.view',
      run: async () => call('GET', `/api/v1/services/${await service()}`),
    },
    {
      route: 'PATCH /services/:id',
      needs: 'services.manage',
      run: async () => call('PATCH', `/api/v1/services/${await service()}`, matrixServiceBody()),
    },
    {
      route: 'POST /services/:id/archive',
      needs: 'services.manage',
      run: async () => call('POST', `/api/v1/services/${await service()}/archive`),
    },
    {
      route: 'POST /services/:id/restore',
      needs: 'services.manage',
      run: async () => call('POST', `/api/v1/services/${await service()}/restore`),
    },
    {
      route: 'POST /services/:id/apply',
      needs: 'services.manage',
      run: async () =>
        call('POST', `/api/v1/services/${await service()}/apply`, {
          clients: { by: 'ids', ids: [await customer()] },
          startsOn: '2031-01-01',
        }),
    },
    {
      route: 'GET /services/:id/clients',
      needs: 'services.view',
      run: async () => call('GET', `/api/v1/services/${await service()}/clients`),
    },
  ];
}
