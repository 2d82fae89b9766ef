import { styled } from '@mui/material/styles';
import type { LeaseCost } from 'shared-contracts';
import { formatMoney } from 'shared-ui';

export interface CostFiguresProps {
  cost: LeaseCost;
  /** "large" on the deal page. */
  size?: 'small' | 'large';
}

// Styles made once here (the figures are on every card of a search page); the terms and values
// are plain elements with Typography's body1 styles and their own sizes, as Typography renders them.
const List = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.spacing(1),
}));

const LargeList = styled(List)(({ theme }) => ({ gap: theme.spacing(1.5) }));

// Values line up at the bottom when a label wraps onto two lines.
const Row = styled('div')({ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' });

const Term = styled('dt')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body1,
  fontSize: '0.7rem',
  color: theme.palette.text.secondary,
  fontWeight: 600,
  lineHeight: 1.25,
}));

const LargeTerm = styled(Term)({ fontSize: '0.75rem' });

const Value = styled('dd')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body1,
  fontWeight: 700,
  fontSize: '0.95rem',
  lineHeight: 1.3,
}));

const LargeValue = styled(Value)({ fontSize: '1.1rem' });

/** Due at signing, effective monthly and total cost of one lease choice, side by side. */
export function CostFigures({ cost, size = 'small' }: CostFiguresProps) {
  const large = size === 'large';
  const rows: Array<[string, string]> = [
    ['Due at signing', formatMoney(cost.dueAtSigning)],
    ['Effective monthly', formatMoney(cost.effectiveMonthly)],
    ['Total cost', formatMoney(cost.totalCost)],
  ];
  const [Figures, Label, Figure] = large ? [LargeList, LargeTerm, LargeValue] : [List, Term, Value];
  return (
    <Figures aria-label="Lease cost">
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Label>{label}</Label>
          <Figure>{value}</Figure>
        </Row>
      ))}
    </Figures>
  );
}
