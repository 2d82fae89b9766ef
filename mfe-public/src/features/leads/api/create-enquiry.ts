import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface CreateEnquiryInput {
  listingId: string;
  message: string;
  phoneNumber?: string;
}

/** POST /api/enquiries (signed-in consumer with a verified email; 403 with a message otherwise). */
export async function createEnquiry(body: CreateEnquiryInput): Promise<unknown> {
  const { data } = await apiClient.post('/api/enquiries', body);
  return data?.data;
}

/** Sends an enquiry; cached enquiry lists (the dealer's, on a shared page) are refreshed. */
export function useCreateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}
