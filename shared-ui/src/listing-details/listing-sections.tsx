import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Listing } from 'shared-contracts';
import { formatMoney, formatMonthly, formatNumber, formatPerMile } from './listing-format';

/** An absent value (spec 2 section 2: "other absent values show 'N/A'"). */
const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || String(v).trim() === '' ? 'N/A' : String(v);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography
            component="dt"
            variant="caption"
            color="textSecondary"
            sx={{ textTransform: 'uppercase', letterSpacing: '0.04em', fontWeight: 600 }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 600,
              overflowWrap: 'anywhere',
              color: value === 'N/A' ? 'text.disabled' : 'text.primary',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ChipList({ items, empty, label }: { items: string[]; empty: string; label: string }) {
  if (!items.length) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {items.map((item) => (
        <li key={item}>
          <Chip label={item} variant="outlined" />
        </li>
      ))}
    </Box>
  );
}

const FEATURE_GROUPS = [
  ['safetyFeatures', 'Safety'],
  ['comfortFeatures', 'Comfort'],
  ['entertainmentFeatures', 'Entertainment'],
  ['specialFeatures', 'Special'],
] as const;

export interface ListingSectionsProps {
  listing: Listing;
  /** The two chip lists of terms and mileages (default true; the public deal page shows a picker instead). */
  choiceLists?: boolean;
}

/**
 * The six sections of a listing (spec 2 section 2), shared by the public deal page and the
 * dealer's listing detail: 'Vehicle Overview', 'Lease Details', 'Vehicle Specifications',
 * 'Features', 'Annual Mileage Limit (Miles)', 'Lease Term (months)'. Prices in dollars, the
 * monthly payment per month, extra mileage per mile; no lease term 'Not specified'; other
 * absent values 'N/A'; no features 'No features listed for this vehicle.'
 */
export function ListingSections({ listing, choiceLists = true }: ListingSectionsProps) {
  const features = FEATURE_GROUPS.map(
    ([key, label]) => [label, (listing[key] ?? []).filter((f) => f.trim())] as const,
  ).filter(([, list]) => list.length > 0);
  return (
    <>
      <Section title="Vehicle Overview">
        <Facts
          rows={[
            ['Make', text(listing.make)],
            ['Model', text(listing.model)],
            ['Year', text(listing.year)],
            ['Body Type', text(listing.bodyType)],
            ['Exterior Color', text(listing.exteriorColor)],
            ['Interior Color', text(listing.interiorColor)],
          ]}
        />
      </Section>
      <Section title="Lease Details">
        <Facts
          rows={[
            ['MSRP', formatMoney(listing.msrp)],
            ['Down Payment', formatMoney(listing.downPayment)],
            ['Monthly Payment', formatMonthly(listing.monthlyPayment)],
            ['Extra Mileage Cost', formatPerMile(listing.extraMileageCost)],
            ['Car Type', text(listing.carType)],
          ]}
        />
      </Section>
      <Section title="Vehicle Specifications">
        <Facts
          rows={[
            ['Fuel Type', text(listing.fuelType)],
            ['Transmission', text(listing.transmission)],
            ['Number of Seats', text(listing.numberOfSeats)],
            ['Exterior Color', text(listing.exteriorColor)],
            ['Interior Color', text(listing.interiorColor)],
          ]}
        />
      </Section>
      <Section title="Features">
        {features.length === 0 ? (
          <Typography color="textSecondary">No features listed for this vehicle.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {features.map(([label, list]) => (
              <Box key={label}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {label}
                </Typography>
                <ChipList items={list} empty="" label={`${label} features`} />
              </Box>
            ))}
          </Box>
        )}
      </Section>
      {choiceLists && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Section title="Annual Mileage Limit (Miles)">
            <ChipList
              items={(listing.mileageLimits ?? []).map((m) => formatNumber(m))}
              empty="N/A"
              label="Annual mileage limits"
            />
          </Section>
          <Section title="Lease Term (months)">
            <ChipList
              items={(listing.leaseTerms ?? []).map((t) => `${t} months`)}
              empty="Not specified"
              label="Lease terms"
            />
          </Section>
        </Box>
      )}
    </>
  );
}
