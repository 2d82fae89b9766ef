import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { leaseCost, searchLeaseChoice, type ListingSummary } from 'shared-contracts';
import { paths } from '../../../config/paths';
import { ListingImage, formatMoney } from 'shared-ui';
import { CostFigures } from './cost-figures';
import { DealScoreBadge } from './deal-score-badge';
import { paramsWithChoice } from '../hooks/use-lease-choice-param';
import { shortChoiceText } from '../lib/lease-choice-text';
import { useListingSlots } from './listing-slots';

export interface ListingCardProps {
  listing: ListingSummary;
  /**
   * The first row of results: its picture loads at once rather than lazily. Not at high priority:
   * on a phone the row is below the search form, and the page's largest paint is the hero's text,
   * which a high-priority picture download would hold back.
   */
  priority?: 'above-fold';
}

// The card's styles, made once here rather than an `sx` object per element and render: twelve
// cards a page, each element's `sx` walked through MUI's style functions on every server render
// (issue 27). The text elements are plain elements with the Typography variant's styles
// (margin 0, the variant), as Typography renders them; the specs line and "/month" in the
// theme's secondary text colour.
const CardRoot = styled(Card)(({ theme }) => ({
  height: '100%',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  overflow: 'hidden',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  '&:hover': { boxShadow: '0 12px 30px rgba(15, 23, 42, 0.12)', transform: 'translateY(-2px)' },
})) as typeof Card;

const PictureBox = styled('div')({ position: 'relative' });

const OfferChip = styled(Chip)(({ theme }) => ({
  position: 'absolute',
  top: 12,
  left: 12,
  fontWeight: 700,
  boxShadow: theme.shadows[1],
}));

const ScoreCorner = styled('div')({ position: 'absolute', left: 12, bottom: 12, display: 'flex' });

const Content = styled(CardContent)(({ theme }) => ({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  paddingBottom: '16px !important',
}));

const Title = styled('h3')(({ theme }) => ({ margin: 0, ...theme.typography.h6, fontWeight: 700, lineHeight: 1.3 }));

const Secondary = styled('p')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
}));

const PriceRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(0.25),
  marginTop: 'auto',
  paddingTop: theme.spacing(1.5),
}));

const Price = styled('p')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body1,
  fontSize: '1.5rem',
  fontWeight: 800,
  color: theme.palette.primary.main,
  lineHeight: 1.1,
}));

const PerMonth = styled('span')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body2,
  fontWeight: 500,
  color: theme.palette.text.secondary,
}));

const ChoiceText = styled(Secondary)({ fontWeight: 600 });

const CostBox = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(1),
  paddingTop: theme.spacing(1),
  borderTop: '1px solid',
  borderColor: theme.palette.divider,
}));

const Footer = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
  paddingTop: theme.spacing(1.5),
}));

// The look of the theme's small contained Button, on a plain link: a ButtonBase with its ripple on
// every card cost more to render and hydrate than the link needs.
const ViewDeal = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '4px 18px',
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.75,
  borderRadius: 10,
  textDecoration: 'none',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  transition: 'background-color 250ms cubic-bezier(0.4, 0, 0.2, 1)',
  WebkitTapHighlightColor: 'transparent',
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  // Stretched over the whole card (picture, title, figures).
  '&::after': { content: '""', position: 'absolute', inset: 0 },
}));

const Actions = styled('div')({ position: 'relative', zIndex: 1 });

const searched = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : undefined);

/**
 * A search result: picture (offer badge, deal score), make model year, specs line, $X/month with
 * its term and mileage, due at signing, effective monthly and total cost, View Deal: the card's one
 * link, stretched over the whole card, so a press anywhere on it opens the deal. A search by
 * term or mileage (`?term=&mileage=`) prices the card on that lease, and the deal opens on it.
 */
export function ListingCard({ listing, priority }: ListingCardProps) {
  const [params] = useSearchParams();
  const term = searched(params.get('term'));
  const mileage = searched(params.get('mileage'));
  const choice = searchLeaseChoice(listing, { term, mileage });
  const cost = choice && leaseCost(listing, choice);
  const base = paths.listing.getHref(listing.id);
  const href =
    choice && (term !== undefined || mileage !== undefined)
      ? `${base}?${paramsWithChoice(new URLSearchParams(), choice).toString()}`
      : base;
  const slots = useListingSlots();
  const titleId = useId();
  const title = `${listing.make} ${listing.model} ${listing.year}`;
  const specs = [listing.bodyType, listing.fuelType, listing.transmission].filter(Boolean).join(' • ');
  // Shown at card size, WebP by width (ListingImage).
  const picture = listing.imageUrls?.[0];
  return (
    <CardRoot component="article" aria-label={title} variant="outlined">
      <PictureBox>
        <ListingImage src={picture} alt={title} height={200} loading={priority ? 'eager' : 'lazy'} />
        {listing.isLimitedOffer && <OfferChip label="Limited Time Offer" color="error" size="small" />}
        {listing.dealScore && (
          <ScoreCorner>
            <DealScoreBadge dealScore={listing.dealScore} />
          </ScoreCorner>
        )}
      </PictureBox>
      {slots.cardCorner?.(listing, title)}
      <Content>
        <Title id={titleId}>{title}</Title>
        <Secondary>{specs}</Secondary>
        <PriceRow>
          <Price>
            {formatMoney(cost?.monthly ?? listing.monthlyPayment)}
            <PerMonth>/month</PerMonth>
          </Price>
          {choice && <ChoiceText>{shortChoiceText(choice)}</ChoiceText>}
        </PriceRow>
        {cost && (
          <CostBox>
            <CostFigures cost={cost} />
          </CostBox>
        )}
        {/* The card's footer: room on the left for the other card controls. */}
        <Footer>
          {/* The card's one link: stretched over the whole card (picture, title, figures). */}
          <ViewDeal to={href} aria-describedby={titleId}>
            View Deal
          </ViewDeal>
        </Footer>
        {/* Controls of their own, above the card's link. */}
        <Actions>{slots.cardActions?.(listing)}</Actions>
      </Content>
    </CardRoot>
  );
}
