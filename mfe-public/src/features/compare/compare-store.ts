// The deals a shopper picked to compare (at most three), kept in this browser (localStorage) for
// visitors and signed-in shoppers alike. Nothing of it is in the server's HTML: components read
// the picks through useComparePicks, empty until the page has hydrated.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useHydrated } from '../../shared/use-hydrated';

export const COMPARE_LIMIT = 3;
export const COMPARE_STORAGE_KEY = 'leasemarket.compare';
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} deals. Remove one to add another.`;

/** What the compare bar shows of a pick without asking the API. */
export interface ComparePick {
  id: string;
  /** "Toyota Camry 2024" */
  title: string;
  /** main picture's storage key */
  picture?: string;
}

type AddResult = 'added' | 'present' | 'full';

interface CompareState {
  picks: ComparePick[];
  add: (pick: ComparePick) => AddResult;
  remove: (id: string) => void;
  /** The picks become these (the compare page follows its URL). */
  replace: (picks: ComparePick[]) => void;
  clear: () => void;
}

const isPick = (v: unknown): v is ComparePick => {
  const p = v as ComparePick | null;
  return (
    typeof p?.id === 'string' &&
    p.id.length > 0 &&
    p.id.length <= 100 &&
    typeof p.title === 'string' &&
    (p.picture === undefined || typeof p.picture === 'string')
  );
};

/** Stored picks as written by this or an older version, or by hand: only well-formed ones, at most three. */
function sanePicks(value: unknown): ComparePick[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter(isPick)
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
    .slice(0, COMPARE_LIMIT);
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      picks: [],
      add(pick) {
        const { picks } = get();
        if (picks.some((p) => p.id === pick.id)) return 'present';
        if (picks.length >= COMPARE_LIMIT) return 'full';
        set({ picks: [...picks, pick] });
        return 'added';
      },
      remove: (id) => set((s) => ({ picks: s.picks.filter((p) => p.id !== id) })),
      replace: (picks) => set({ picks: sanePicks(picks) }),
      clear: () => set({ picks: [] }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ picks: s.picks }),
      merge: (stored, current) => ({
        ...current,
        picks: sanePicks((stored as { picks?: unknown } | undefined)?.picks),
      }),
    },
  ),
);

const NONE: ComparePick[] = [];

/** The picks once the page has hydrated (none in the server's HTML and the hydrating render). */
export function useComparePicks(): ComparePick[] {
  const hydrated = useHydrated();
  const picks = useCompareStore((s) => s.picks);
  return hydrated ? picks : NONE;
}

/** Another tab changed the picks: take them here too. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY) void useCompareStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
