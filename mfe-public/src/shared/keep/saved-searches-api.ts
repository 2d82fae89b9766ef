import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, notify } from 'shared-auth';
import { endpoints } from 'shared-contracts';

const key = ['saved-searches'] as const;

/** GET /api/saved-searches (newest first, at most 20). */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await callApi(endpoints.savedSearches.list, { signal }, { errors: { toast: false, redirect: false } })).data,
    enabled,
  });
}

/** POST /api/saved-searches: the current /listings query; the answer's sentence is toasted. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (query: string) =>
      callApi(endpoints.savedSearches.save, { body: { query } }, { errors: { toast: false, redirect: false } }),
    onSuccess: (answer) => {
      notify(`${answer.message}: ${answer.data.name}`, 'success');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      notify(
        error instanceof Error && error.message ? error.message : 'We could not save this search. Please try again.',
        'error',
      ),
  });
}

/** PATCH (mail on/off) and DELETE /api/saved-searches/:id. */
export function useSavedSearchCommands() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const setMail = useMutation({
    mutationFn: async ({ id, mailOn }: { id: string; mailOn: boolean }) =>
      callApi(endpoints.savedSearches.update, { params: { id }, body: { mailOn } }),
    onSuccess: (answer) => notify(answer.message, 'success'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => callApi(endpoints.savedSearches.remove, { params: { id } }),
    onSuccess: (answer) => notify(answer.message, 'success'),
    onSettled: refresh,
  });
  return { setMail, remove };
}
