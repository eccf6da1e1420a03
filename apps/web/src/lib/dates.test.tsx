import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { meQueryOptions } from './auth';
import { useDates } from './dates';
import { organizationQueryOptions } from './organization';

function datesFor(personalZone: string | null) {
  const client = new QueryClient();
  client.setQueryData(meQueryOptions.queryKey, {
    id: 'u1',
    organizationId: 'o1',
    timeZone: personalZone,
  } as never);
  client.setQueryData(organizationQueryOptions.queryKey, { id: 'o1', timeZone: 'Asia/Kolkata' } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDates(), { wrapper }).result.current;
}

describe('useDates: one time rule from the signed-in person', () => {
  const start = '2030-12-17T09:30:00.000Z';

  it("uses the organization's zone when the profile sets none", () => {
    const dates = datesFor(null);
    expect(dates).toMatchObject({ timeZone: 'Asia/Kolkata', isPersonal: false });
    expect(dates.range(start, 60)).toMatch(/^Tue, 17 Dec 2030, 15:00 – 16:00/);
  });

  it("uses the person's own zone from My profile over the organization's", () => {
    const dates = datesFor('America/New_York');
    expect(dates).toMatchObject({ timeZone: 'America/New_York', isPersonal: true });
    expect(dates.range(start, 60)).toMatch(/^Tue, 17 Dec 2030, 04:30 – 05:30/);
    expect(dates.date('2030-12-17T02:00:00.000Z')).toBe('16 Dec 2030');
  });
});
