import { useMutation } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type EndpointBody } from 'shared-contracts';
import { REQUEST_NOT_SENT } from './request-not-sent';

/** POST /api/leads (anyone): 201 { success, message }; the API emails a /verify-leads/{token} link. A failure carries the message for the form. */
function createLead(body: EndpointBody<typeof endpoints.leads.create>) {
  return callApi(
    endpoints.leads.create,
    { body },
    { errors: { toast: false, redirect: false, fallback: REQUEST_NOT_SENT } },
  );
}

/** Requests a deal; nothing cached changes until the visitor confirms it by email. */
export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
