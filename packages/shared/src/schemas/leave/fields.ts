import { z } from 'zod';
import { requiredId } from '../projects';
import { LEAVE_TYPE_REQUIRED } from './common';

// Fields the leave schemas share (not part of the package's exports).

export const halfDaySteps = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => Number.isInteger(value * 2), message);

export const leaveTypeId = requiredId(LEAVE_TYPE_REQUIRED);

export const optionalUuid = (message: string) => z.uuid({ error: message }).optional();

export const personRef = z.object({ id: z.string(), name: z.string() });
