import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SANDBOX_TEST_CARDS } from 'shared-contracts';

const CARDS: Array<{ number: string; outcome: string }> = [
  { number: SANDBOX_TEST_CARDS.succeeds, outcome: 'Succeeds' },
  { number: SANDBOX_TEST_CARDS.declined, outcome: 'Declined' },
  { number: SANDBOX_TEST_CARDS.authentication, outcome: 'Asks the bank to authenticate' },
  { number: SANDBOX_TEST_CARDS.chargeFails, outcome: 'Saved, but every charge fails' },
];

/** "4242 4242 4242 4242" */
export function groupDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The sandbox gateway's test card numbers, each one click away from the number field. */
export function SandboxTestCards({ onPick, disabled }: { onPick(number: string): void; disabled?: boolean }) {
  return (
    <Box component="ul" aria-label="Test cards" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {CARDS.map((card) => (
        <Box component="li" key={card.number} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: 170 }}>
            {groupDigits(card.number)}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 140 }}>
            {card.outcome}
          </Typography>
          <Button
            size="small"
            onClick={() => onPick(card.number)}
            disabled={disabled}
            aria-label={`Use test card ${groupDigits(card.number)}`}
            sx={{ py: 0 }}
          >
            Use
          </Button>
        </Box>
      ))}
    </Box>
  );
}
