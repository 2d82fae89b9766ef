import { useEffect } from 'react';
import { useMutation, useQueryClient, type MutationState } from '@tanstack/react-query';
import { useMutationState } from '@tanstack/react-query';

/** How long a finished call is remembered after its page closes (a quick revisit shows the same answer). */
const REMEMBER_MS = 10_000;

/**
 * Runs `mutationFn(variables)` once per `mutationKey` and returns that call's state. A one-time
 * token (email or lead verification) must not be spent twice: when React mounts an effect
 * twice (StrictMode) or the page opens again soon after, the call already in the mutation
 * cache is reused instead of starting another. `mutationKey` undefined: nothing to run.
 */
export function useOnceMutation<TData, TVariables>(
  mutationKey: readonly unknown[] | undefined,
  variables: TVariables,
  mutationFn: (variables: TVariables) => Promise<TData>,
): MutationState<TData, Error, TVariables> | undefined {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({ mutationKey, mutationFn, gcTime: REMEMBER_MS });
  const states = useMutationState({
    filters: mutationKey ? { mutationKey, exact: true } : { predicate: () => false },
    select: (mutation) => mutation.state as MutationState<TData, Error, TVariables>,
  });
  const keyHash = JSON.stringify(mutationKey ?? null);
  useEffect(() => {
    if (!mutationKey || queryClient.getMutationCache().find({ mutationKey, exact: true })) return;
    mutate(variables);
    // keyHash stands for mutationKey and variables: one call per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyHash, queryClient, mutate]);
  return mutationKey ? states.at(-1) : undefined;
}
