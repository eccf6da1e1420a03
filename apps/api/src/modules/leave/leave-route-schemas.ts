/** What the leave module's route files share: their OpenAPI tag and a request's detail answer. */
import { LeaveRequestDetailSchema } from '@taskflow/shared';
import { z } from 'zod';

export const tags = ['leave'];
export const DetailResponse = z.object({ data: LeaveRequestDetailSchema });
