import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type DealerProfile } from 'shared-contracts';

export const dealerProfileQueryKey = ['dealer', 'profile'] as const;

/** GET /api/dealers/profile: the signed-in dealer's dealership (the profile page; its id scopes the listings list). */
async function getDealerProfile(signal?: AbortSignal): Promise<DealerProfile> {
  const answer = await callApi(
    endpoints.dealers.profile,
    { signal },
    { errors: { toast: false, fallback: 'Failed to load profile' } },
  );
  return answer.data;
}

const dealerProfileQueryOptions = () =>
  queryOptions({ queryKey: dealerProfileQueryKey, queryFn: ({ signal }) => getDealerProfile(signal) });

export function useDealerProfile() {
  return useQuery(dealerProfileQueryOptions());
}
