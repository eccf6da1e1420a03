import { useMutation } from '@tanstack/react-query';
import type { CreateContactMessageBody, CreateDemoRequestBody, Inquiry } from '@taskflow/shared';
import { apiPost } from '../../../lib/api-client';

type Created = { data: Inquiry; message: string };

export const createDemoRequest = (body: CreateDemoRequestBody) => apiPost<Created>('/inquiries/demo', body);
export const createContactMessage = (body: CreateContactMessageBody) =>
  apiPost<Created>('/inquiries/contact', body);

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
