import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DealScore } from 'shared-contracts';
import { visuallyHidden } from 'shared-ui';
import { paths } from '../../../config/paths';
import { FAQ_ANCHORS } from '../../../shared/faq-anchors';
import { DealScoreBadge } from './deal-score-badge';

/** The deal score with why: each factor's sentence and its points out of its share. Nothing without a score. */
export function DealScorePanel({ dealScore }: { dealScore: DealScore | null | undefined }) {
  if (!dealScore) return null;
  return (
    <Paper
      component="section"
      aria-label="Deal score"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Deal score
        </Typography>
        <DealScoreBadge dealScore={dealScore} size="large" />
      </Box>
      <Box component="ul" aria-label="Why this score" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {dealScore.reasons.map((reason) => (
          <Box component="li" key={reason.factor}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {reason.text}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {reason.points}/{reason.maxPoints}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  points
                </Box>
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              aria-hidden
              value={reason.maxPoints > 0 ? Math.min(100, Math.max(0, (reason.points / reason.maxPoints) * 100)) : 0}
              sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            />
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2 }}>
        Compared with {dealScore.peers} similar {dealScore.peers === 1 ? 'listing' : 'listings'} on the site.{' '}
        <Link component={RouterLink} to={{ pathname: paths.faq.getHref(), hash: FAQ_ANCHORS.dealScore }}>
          What the score weighs
        </Link>
      </Typography>
    </Paper>
  );
}
