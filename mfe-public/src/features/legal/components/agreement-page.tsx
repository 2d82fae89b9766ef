import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

const LAST_UPDATED = 'Last updated: July 24, 2025';

interface AgreementSection {
  heading: string;
  body: ReactNode;
}

export interface AgreementPageProps {
  title: string;
  intro: ReactNode;
  sections: AgreementSection[];
  checkboxLabel: string;
  /** shown when "I Agree" is clicked before the box is ticked */
  notAgreedMessage: string;
}

/** A legal text with an agree checkbox and an "I Agree" button that goes back one step (or closes a tab of its own). */
export function AgreementPage({ title, intro, sections, checkboxLabel, notAgreedMessage }: AgreementPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [agreed, setAgreed] = useState(false);
  // Back one step; a page opened in a tab of its own (the dealer sign-up's link) has no step back:
  // the tab closes, back to the form in its own tab, or when the browser keeps it open, goes home.
  const agree = () => {
    if (location.key !== 'default' || window.history.length > 1) return navigate(-1);
    window.close();
    return navigate(paths.home.getHref());
  };
  const [warned, setWarned] = useState(false);

  return (
    <Box sx={{ bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4, md: 6 }, borderRadius: 1.5 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.25rem' } }}>
            {title}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1, fontWeight: 600 }}>
            {LAST_UPDATED}
          </Typography>
          <Typography sx={{ mt: 3 }}>{intro}</Typography>
          {sections.map((s, i) => (
            <Box component="section" key={s.heading} sx={{ mt: 4 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {i + 1}. {s.heading}
              </Typography>
              <Box
                sx={{
                  color: 'text.secondary',
                  '& p': { mt: 0, mb: 1.5 },
                  '& ul': { mt: 0, pl: 3 },
                  '& li': { mb: 0.75 },
                }}
              >
                {s.body}
              </Box>
            </Box>
          ))}

          <Box sx={{ mt: 5, pt: 3, borderTop: '1px solid', borderColor: 'divider', display: 'grid', gap: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={agreed}
                  onChange={(e) => {
                    setAgreed(e.target.checked);
                    if (e.target.checked) setWarned(false);
                  }}
                />
              }
              label={checkboxLabel}
            />
            {warned && !agreed && <Alert severity="warning">{notAgreedMessage}</Alert>}
            {/* A disabled button gets no clicks: the wrapper catches them to explain why. */}
            <Box
              component="span"
              onClick={() => !agreed && setWarned(true)}
              sx={{ display: 'inline-block', justifySelf: 'start', cursor: agreed ? 'auto' : 'not-allowed' }}
            >
              <Button variant="contained" size="large" disabled={!agreed} onClick={agree} sx={{ minWidth: 160 }}>
                I Agree
              </Button>
            </Box>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
