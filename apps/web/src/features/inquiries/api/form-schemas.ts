/** Loaded on demand by lazyZodResolver: the only module of the inquiry forms that pulls in zod. */
export { zodResolver } from '@hookform/resolvers/zod';
export { ContactMessageSchema, DemoRequestSchema } from '@taskflow/shared';
