// New dealers, leads and revenue over the chosen period, each on its own scale. Loaded lazily
// (default export), so @mui/x-charts is fetched only when the dashboard shows it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { dollars, type AdminActivity } from 'shared-contracts';

const count = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function bucketLabel(iso: string, bucket: AdminActivity['bucket']): string {
  const label = day.format(new Date(iso));
  return bucket === 'week' ? `Week of ${label}` : label;
}

function ChartCard({
  title,
  total,
  children,
  wide = false,
}: {
  title: string;
  total: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-label={title}
      sx={{
        m: 0,
        p: { xs: 1.5, sm: 2.5 },
        borderRadius: 3,
        minWidth: 0,
        gridColumn: wide ? { md: '1 / -1' } : undefined,
      }}
    >
      <Box
        component="figcaption"
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          px: { xs: 0.5, sm: 0 },
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
          {total}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

export interface ActivityChartsProps {
  activity: AdminActivity;
}

export default function ActivityCharts({ activity }: ActivityChartsProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { series, bucket, totals } = activity;
  const labels = series.map((p) => bucketLabel(p.start, bucket));
  // Fewer tick labels on long periods and on phones, so they never overlap.
  const tickEvery = Math.max(1, Math.ceil(series.length / (phone ? 4 : 8)));
  const xAxis = [
    {
      scaleType: 'band' as const,
      data: labels,
      tickLabelInterval: (_value: string, index: number) => index % tickEvery === 0,
      valueFormatter: (v: string, ctx: { location: string }) =>
        ctx.location === 'tick' ? v.replace('Week of ', '') : v,
    },
  ];
  const margin = { top: 12, right: 8, bottom: 0, left: 0 };
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <ChartCard
        title="Leads"
        total={`${count.format(totals.leads)} (${count.format(totals.verifiedLeads)} verified)`}
        wide
      >
        <BarChart
          height={260}
          margin={margin}
          xAxis={xAxis}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          grid={{ horizontal: true }}
          series={[
            {
              data: series.map((p) => p.verifiedLeads),
              label: 'Verified',
              stack: 'leads',
              color: theme.palette.success.main,
            },
            {
              data: series.map((p) => p.leads - p.verifiedLeads),
              label: 'Awaiting email confirmation',
              stack: 'leads',
              color: theme.palette.warning.light,
            },
          ]}
        />
      </ChartCard>
      <ChartCard title="New dealers" total={count.format(totals.newDealers)}>
        <BarChart
          height={220}
          margin={margin}
          xAxis={xAxis}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          grid={{ horizontal: true }}
          hideLegend
          borderRadius={4}
          series={[{ data: series.map((p) => p.newDealers), label: 'New dealers', color: theme.palette.primary.main }]}
        />
      </ChartCard>
      <ChartCard title="Revenue" total={dollars(totals.revenue)}>
        <LineChart
          height={220}
          margin={margin}
          xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]}
          yAxis={[{ width: 56, valueFormatter: (v: number) => dollars(v) }]}
          grid={{ horizontal: true }}
          hideLegend
          series={[
            {
              data: series.map((p) => p.revenue),
              label: 'Revenue',
              area: true,
              showMark: false,
              color: theme.palette.secondary.main,
              valueFormatter: (v) => dollars(v ?? 0),
            },
          ]}
        />
      </ChartCard>
    </Box>
  );
}
