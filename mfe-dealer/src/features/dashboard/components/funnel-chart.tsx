// The funnel of the top listings as three bar charts side by side (stacked on phones), one per
// step, each on its own scale: on one shared axis a listing's leads would be invisible next to
// its search impressions. Loaded lazily (default export), so @mui/x-charts is fetched only when
// a dashboard with data shows it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DealerFunnelListing } from 'shared-contracts';
import { formatCount, listingTitle } from '../funnel';

type Step = 'impressions' | 'views' | 'leads';

const STEPS: Array<{ key: Step; label: string; color: (t: Theme) => string }> = [
  { key: 'impressions', label: 'Shown in search', color: (t) => t.palette.info.main },
  { key: 'views', label: 'Deal-page views', color: (t) => t.palette.primary.main },
  { key: 'leads', label: 'Leads', color: (t) => t.palette.success.main },
];

const LABEL_CHARS = 22;
const shorten = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

export interface FunnelChartProps {
  /** The listings to compare, in the order to show them. */
  listings: DealerFunnelListing[];
}

export default function FunnelChart({ listings }: FunnelChartProps) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const ids = listings.map((l) => l.id);
  const titles = new Map(listings.map((l) => [l.id, listingTitle(l)]));
  const height = listings.length * (stacked ? 32 : 40) + 32;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 1 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.7fr) minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      {STEPS.map((step, i) => {
        const withLabels = stacked || i === 0;
        const values = listings.map((l) => l[step.key]);
        return (
          <Box component="figure" key={step.key} aria-label={`${step.label} per listing`} sx={{ m: 0, minWidth: 0 }}>
            <Typography
              component="figcaption"
              variant="subtitle2"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: withLabels ? 0 : 1 }}
            >
              <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: step.color(theme) }} />
              {step.label}
            </Typography>
            <BarChart
              layout="horizontal"
              height={height}
              hideLegend
              borderRadius={4}
              grid={{ vertical: true }}
              margin={{ top: 6, right: 16, bottom: 0, left: withLabels ? 0 : 8 }}
              yAxis={[
                {
                  scaleType: 'band',
                  data: ids,
                  width: withLabels ? 150 : 0,
                  position: withLabels ? 'left' : 'none',
                  disableTicks: true,
                  valueFormatter: (id: string, context) =>
                    context.location === 'tick' ? shorten(titles.get(id) ?? '') : (titles.get(id) ?? ''),
                },
              ]}
              // Room beyond the longest bar for its value label (more on a phone's narrow plot).
              xAxis={[
                {
                  min: 0,
                  max: Math.ceil(Math.max(1, ...values) * (stacked ? 1.4 : 1.2)),
                  domainLimit: 'strict',
                  tickNumber: 3,
                  tickMinStep: 1,
                  valueFormatter: (v: number) => formatCount(v),
                },
              ]}
              series={[
                {
                  data: values,
                  label: step.label,
                  color: step.color(theme),
                  barLabel: (item) => formatCount(item.value ?? 0),
                  barLabelPlacement: 'outside',
                  valueFormatter: (v) => formatCount(v ?? 0),
                },
              ]}
            />
          </Box>
        );
      })}
    </Box>
  );
}
