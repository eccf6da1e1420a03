import { z } from 'zod';

/**
 * The path of a route on one record, `/:id`. A string, not a UUID schema: the services check the id
 * (`assertId`) and answer their own Not Found, the same as for an id that does not exist.
 */
export const IdParams = z.object({ id: z.string() });
