import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BUDGET_BANDS, type FilterOptions } from 'shared-contracts';
import { NativeSelectField, SearchIcon } from 'shared-ui';
import type { SearchFilters as Filters } from '../hooks/use-listing-search-params';

export interface SearchFiltersProps {
  /** Filters to start from (remount with a new key to reset). */
  initial: Filters;
  options: FilterOptions;
  /** Other filters of the search, kept by a submit without JavaScript (hidden inputs). */
  keep?: Readonly<Record<string, string>>;
  onSubmit: (filters: Filters) => void;
  /** 'hero' sits on a dark picture; 'bar' on the page. */
  variant?: 'hero' | 'bar';
}

/**
 * Ignoring case, as the API sorts each make's models. Not localeCompare: its first call builds
 * the browser's collator, a long pause in the middle of hydrating the search page.
 */
const byTextIgnoringCase = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Models for a make, or every model when no make is chosen. */
function modelsFor(options: FilterOptions, make: string): string[] {
  if (make) return options.models[make] ?? [];
  return [...new Set(Object.values(options.models).flat())].sort(byTextIgnoringCase);
}

const FIELDS = ['make', 'model', 'bodyType', 'budget'] as const;

/** Make, Model, Body Type and Monthly Budget selects (each with "Any") and a Search button. */
export function SearchFilters({ initial, options, keep = {}, onSubmit, variant = 'bar' }: SearchFiltersProps) {
  const [filters, setFilters] = useState<Filters>(initial);
  const form = useRef<HTMLFormElement>(null);
  // On a server-rendered page a visitor may pick before it has hydrated: the selects show the
  // picks and React does not change them, but the state does not have them (a search would drop
  // them). Once, on the first render in the browser, the selects' values are taken as the state.
  useEffect(() => {
    const shown = Object.fromEntries(
      FIELDS.map((name) => [name, (form.current?.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '']),
    ) as unknown as Filters;
    setFilters((f) => (FIELDS.every((name) => f[name] === shown[name]) ? f : { ...f, ...shown }));
  }, []);
  const models = useMemo(() => modelsFor(options, filters.make), [options, filters.make]);
  // Keep a value from the URL visible even before the options arrive.
  const withCurrent = (list: readonly string[], current: string) =>
    current && !list.includes(current) ? [current, ...list] : list;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(filters);
  };

  const select = (name: keyof Filters, label: string, items: ReadonlyArray<{ value: string; label: string }>) => (
    <NativeSelectField
      size="medium"
      label={label}
      name={name}
      value={filters[name]}
      onChange={(e) => {
        const value = e.target.value;
        setFilters((f) => {
          const next = { ...f, [name]: value };
          // A model of another make makes no sense: clear it.
          if (name === 'make' && next.model && value && !(options.models[value] ?? []).includes(next.model))
            next.model = '';
          return next;
        });
      }}
      sx={{ bgcolor: 'background.paper', borderRadius: 0.5 }}
    >
      <option value="">Any</option>
      {items.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </NativeSelectField>
  );

  const asItems = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

  return (
    <Box
      ref={form}
      component="form"
      role="search"
      aria-label="Lease search filters"
      // Without JavaScript the form still searches: a GET of /listings with the named selects.
      method="get"
      action="/listings"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr) auto' },
        alignItems: 'center',
        p: variant === 'hero' ? { xs: 2, md: 2.5 } : 0,
        bgcolor: variant === 'hero' ? 'background.paper' : 'transparent',
        borderRadius: 1.5,
        boxShadow: variant === 'hero' ? '0 20px 50px rgba(15, 23, 42, 0.25)' : 'none',
      }}
    >
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {select('make', 'Make', asItems(withCurrent(options.makes, filters.make)))}
      {select('model', 'Model', asItems(withCurrent(models, filters.model)))}
      {select('bodyType', 'Body Type', asItems(withCurrent(options.bodyTypes, filters.bodyType)))}
      {select('budget', 'Monthly Budget', BUDGET_BANDS)}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon />}
        sx={{ height: 56, px: 4, gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        Search
      </Button>
    </Box>
  );
}
