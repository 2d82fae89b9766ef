import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface FeatureItem {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

/** Icon + title + text tiles in a responsive grid. */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {items.map((item) => (
        <Paper key={item.title} variant="outlined" sx={{ p: 3, borderRadius: 1.5, height: '100%' }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 1.25,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(31, 94, 255, 0.1)',
              color: 'primary.main',
              mb: 2,
              '& svg': { fontSize: 26 },
            }}
          >
            {item.icon}
          </Box>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {item.title}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.75 }}>
            {item.text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Numbered steps. */
export function Steps({ steps }: { steps: Array<{ title: string; text: ReactNode }> }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${steps.length}, 1fr)` },
      }}
    >
      {steps.map((step, i) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            position: 'relative',
            p: 3,
            borderRadius: 1.5,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              mb: 2,
            }}
          >
            {i + 1}
          </Box>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {step.title}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.75 }}>
            {step.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A titled page section. */
export function Section({
  title,
  subtitle,
  children,
  id,
  bg,
}: {
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  id?: string;
  bg?: string;
}) {
  return (
    <Box component="section" id={id} aria-label={title} sx={{ py: { xs: 5, md: 8 }, bgcolor: bg }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        {title && (
          <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, textAlign: 'center' }}>
            {title}
          </Typography>
        )}
        {subtitle && (
          <Typography color="textSecondary" sx={{ textAlign: 'center', mt: 1, maxWidth: 680, mx: 'auto' }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: title ? { xs: 3, md: 5 } : 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}
