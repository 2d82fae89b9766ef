import { useMutation } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type ContactBody } from 'shared-contracts';

/** POST /api/contact: 201 { success, message }. An empty phone is left out. A failure carries the message for the form. */
function sendContactMessage(body: ContactBody) {
  const { phone, ...rest } = body;
  return callApi(
    endpoints.contact.send,
    { body: phone ? { ...rest, phone } : rest },
    { errors: { toast: false, redirect: false, fallback: 'We could not send your message. Please try again.' } },
  );
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
