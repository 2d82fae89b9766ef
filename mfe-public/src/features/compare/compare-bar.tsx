import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CloseIcon, ListingImage } from 'shared-ui';
import { paths } from '../../config/paths';
import { COMPARE_LIMIT, followOtherTabs, useComparePicks, useCompareStore } from './compare-store';

/** The page keeps room for the bar at its end (its height on a phone, on wider screens), so the bar hides nothing. */
const barSpace = (
  <GlobalStyles styles={(t) => ({ body: { paddingBottom: 124, [t.breakpoints.up('sm')]: { paddingBottom: 72 } } })} />
);

/**
 * The picked deals at the foot of the screen with "Compare (n)" (from two deals) and Clear;
 * nothing until a deal is picked (and never in the server's HTML).
 */
export function CompareBar() {
  const picks = useComparePicks();
  useEffect(followOtherTabs, []);
  if (!picks.length) return null;
  const { remove, clear } = useCompareStore.getState();
  const ready = picks.length >= 2;
  return (
    <>
      {barSpace}
      <Paper
        component="aside"
        aria-label="Compare deals"
        elevation={12}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (t) => t.zIndex.appBar - 1,
          borderTop: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Container
          maxWidth="lg"
          sx={{ py: 1.5, display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: 1.5 }}
        >
          <Box
            component="ul"
            aria-label="Deals to compare"
            sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none', flex: 1, minWidth: 0, overflowX: 'auto' }}
          >
            {picks.map((pick) => (
              <Box
                component="li"
                key={pick.id}
                sx={{ flexShrink: 0, maxWidth: { xs: 'calc((100vw - 48px) / 3)', sm: 260 } }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: { xs: 0.25, sm: 1 },
                    pl: { xs: 1, sm: 0.75 },
                    pr: 0.25,
                    py: 0.5,
                    border: '1px solid',
                    borderColor: 'divider',
                    borderRadius: 5,
                    bgcolor: 'background.paper',
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 44,
                      height: 30,
                      flexShrink: 0,
                      borderRadius: 3,
                      overflow: 'hidden',
                      display: { xs: 'none', sm: 'block' },
                    }}
                  >
                    <ListingImage src={pick.picture} alt="" height={30} sizes="44px" />
                  </Box>
                  <Typography
                    component="span"
                    variant="body2"
                    title={pick.title}
                    sx={{
                      fontSize: { xs: '0.8rem', sm: '0.875rem' },
                      lineHeight: 1.2,
                      fontWeight: 600,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      minWidth: 0,
                    }}
                  >
                    {pick.title}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${pick.title} from compare`}
                    onClick={() => remove(pick.id)}
                    sx={{ flexShrink: 0, p: { xs: 0.5, sm: 0.75 } }}
                  >
                    <CloseIcon sx={{ fontSize: 18 }} />
                  </IconButton>
                </Box>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}>
            <Typography variant="body2" color="textSecondary" sx={{ display: { xs: 'none', md: 'block' }, mr: 1 }}>
              {ready ? `${picks.length} of ${COMPARE_LIMIT} picked` : 'Pick one more deal to compare'}
            </Typography>
            <Button onClick={clear}>Clear</Button>
            <Button
              component={RouterLink}
              to={paths.compare.getHref(picks.map((p) => p.id))}
              variant="contained"
              disabled={!ready}
              sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
            >
              Compare ({picks.length})
            </Button>
          </Box>
        </Container>
      </Paper>
    </>
  );
}
