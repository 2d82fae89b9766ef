import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** Dark blue title band at the top of content pages. */
export function PageHero({ eyebrow, title, subtitle, children, align = 'left' }: PageHeroProps) {
  return (
    <Box
      component="section"
      sx={{
        background:
          'radial-gradient(1200px 400px at 80% -10%, rgba(91,140,255,0.45), transparent), linear-gradient(120deg, #0b1f3a 0%, #123a6b 60%, #1d5fa8 100%)',
        color: '#fff',
        py: { xs: 5, md: 8 },
      }}
    >
      <Container maxWidth="lg" sx={{ textAlign: align }}>
        {eyebrow && (
          <Typography variant="overline" sx={{ color: '#9fc0ff' }}>
            {eyebrow}
          </Typography>
        )}
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, maxWidth: align === 'center' ? 'none' : 760 }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            sx={{
              mt: 1.5,
              opacity: 0.88,
              fontSize: { xs: '1rem', md: '1.125rem' },
              maxWidth: 720,
              mx: align === 'center' ? 'auto' : 0,
            }}
          >
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
