import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type EndpointBody } from 'shared-contracts';
import { REQUEST_NOT_SENT } from './request-not-sent';

/**
 * POST /api/enquiries (signed-in consumer with a verified email). A failure carries the message
 * for the form, without a redirect: the 403 "verify your email" message is shown in place.
 */
async function createEnquiry(body: EndpointBody<typeof endpoints.enquiries.create>) {
  const { data } = await callApi(
    endpoints.enquiries.create,
    { body },
    { errors: { toast: false, redirect: false, fallback: REQUEST_NOT_SENT } },
  );
  return data;
}

/** Sends an enquiry; cached enquiry lists (the dealer's, on a shared page) are refreshed. */
export function useCreateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}
