import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, useAuthStore } from 'shared-auth';
import {
  DEALER_PROFILE_FIELD_NAMES,
  DEALER_PROFILE_UPDATE_TIMEOUT_MS,
  endpoints,
  type DealerProfileDataBody,
} from 'shared-contracts';
import { dealerProfileQueryKey } from '../../../shared/api/get-dealer-profile';

/** Shown when the update is aborted after 10 s (spec 2 sections 5 and 9; the spec gives no text). */
export const PROFILE_TIMEOUT_MESSAGE =
  'Saving took longer than 10 seconds and was stopped. Please check your connection and try again.';
const PROFILE_SAVE_FALLBACK = 'Failed to update profile';

export type DealerProfileInput = Required<DealerProfileDataBody> & { profileImage?: File };

/**
 * PATCH /api/dealers/profiledata as multipart (the dealership fields and an optional
 * profileImage), aborted after 10 s. A failure carries the server message (and its field
 * errors in `body.errors`), PROFILE_TIMEOUT_MESSAGE, or "Failed to update profile".
 */
async function updateDealerProfile(input: DealerProfileInput) {
  const form = new FormData();
  for (const name of DEALER_PROFILE_FIELD_NAMES) form.append(name, input[name]);
  if (input.profileImage) form.append('profileImage', input.profileImage);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEALER_PROFILE_UPDATE_TIMEOUT_MS);
  try {
    return await callApi(
      endpoints.dealers.updateProfile,
      { body: form, signal: controller.signal },
      { errors: { toast: false, fallback: PROFILE_SAVE_FALLBACK } },
    );
  } catch (error) {
    if (controller.signal.aborted) throw new Error(PROFILE_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Saves, puts the answer in the profile query, and reloads the session user (name, phone, picture). */
export function useUpdateDealerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDealerProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(dealerProfileQueryKey, answer.data);
      void useAuthStore.getState().getCurrentUser();
    },
  });
}
