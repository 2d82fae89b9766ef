import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, notify, useAuthStore } from 'shared-auth';
import { endpoints } from 'shared-contracts';

const FAVOURITES_PAGE_SIZE = 12;
const idsKey = ['favourites', 'ids'] as const;

/** Favourites belong to consumers: visitors see the heart (it sends them to sign in), dealers and admins do not. */
export function useFavouriteRole(): 'consumer' | 'visitor' | 'other' {
  const role = useAuthStore((s) => (s.isAuthenticated ? s.user?.role : undefined));
  if (!role) return 'visitor';
  return role === 'user' ? 'consumer' : 'other';
}

/** GET /api/favourites/ids: the hearts' state, one request for every card of a page. */
export function useFavouriteIds() {
  const consumer = useFavouriteRole() === 'consumer';
  return useQuery({
    queryKey: idsKey,
    queryFn: async ({ signal }) =>
      new Set(
        (await callApi(endpoints.favourites.ids, { signal }, { errors: { toast: false, redirect: false } })).data
          .listingIds,
      ),
    enabled: consumer,
    staleTime: 60_000,
  });
}

/** PUT or DELETE /api/favourites/:listingId; the heart changes at once and goes back if the server refuses. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listingId, favourite }: { listingId: string; favourite: boolean }) => {
      const endpoint = favourite ? endpoints.favourites.add : endpoints.favourites.remove;
      return callApi(endpoint, { params: { listingId } }, { errors: { toast: false, redirect: false } });
    },
    onMutate: async ({ listingId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<Set<string>>(idsKey);
      const next = new Set(before);
      if (favourite) next.add(listingId);
      else next.delete(listingId);
      queryClient.setQueryData(idsKey, next);
      return { before };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(idsKey, context?.before);
      notify(
        error instanceof Error && error.message
          ? error.message
          : 'We could not update your favorites. Please try again.',
        'error',
      );
    },
    onSuccess: (answer) => notify(answer.message, 'success'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favourites'] }),
  });
}

/** GET /api/favourites?page= (12 a page, newest saved first). */
export function useFavouritesPage(page: number) {
  return useQuery({
    queryKey: ['favourites', 'page', page],
    queryFn: async ({ signal }) => {
      const { data, meta } = await callApi(
        endpoints.favourites.list,
        { query: { page, limit: FAVOURITES_PAGE_SIZE }, signal },
        { errors: { toast: false, redirect: false } },
      );
      return { favourites: data.favourites, pagination: meta.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET and PUT /api/favourites/alerts: price-drop mails on or off. */
export function usePriceDropAlerts() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['favourites', 'alerts'],
    queryFn: async ({ signal }) =>
      (await callApi(endpoints.favourites.alerts, { signal }, { errors: { toast: false, redirect: false } })).data
        .priceDrops,
  });
  const mutation = useMutation({
    mutationFn: async (priceDrops: boolean) =>
      (await callApi(endpoints.favourites.setAlerts, { body: { priceDrops } })).data.priceDrops,
    onSuccess: (priceDrops) => {
      queryClient.setQueryData(['favourites', 'alerts'], priceDrops);
      notify(priceDrops ? "We will email you when a favorite's price drops" : 'Price-drop emails are off', 'success');
    },
  });
  return { priceDrops: query.data, loading: query.isPending, set: mutation.mutate, saving: mutation.isPending };
}
