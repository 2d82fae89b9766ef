import { styled } from '@mui/material/styles';

/** Product name shown in headers, footers and titles. */
export const BRAND_NAME = 'LeaseMarket';

export interface BrandLogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  size?: 'small' | 'medium';
}

// Plain styled elements: the logo is on every public first visit (the shell's header).
const Logo = styled('span')({ display: 'inline-flex', alignItems: 'center', gap: 8.8 });
const Name = styled('span')(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.6,
}));

/** The logo mark (a rounded tile with a road arrow) and the product name. */
export function BrandLogo({ inverted = false, size = 'medium' }: BrandLogoProps) {
  const box = size === 'small' ? 28 : 34;
  return (
    <Logo>
      <svg viewBox="0 0 32 32" aria-hidden width={box} height={box} style={{ flexShrink: 0 }}>
        <rect width="32" height="32" rx="9" fill="#1f5eff" />
        <path d="M8 21.5 14.5 9h3L24 21.5h-3.4l-1.3-2.6h-6.6l-1.3 2.6Z" fill="#fff" />
        <path d="M14.1 15.9h3.8L16 12.1Z" fill="#1f5eff" />
        <rect x="8" y="23" width="16" height="2" rx="1" fill="#9fc0ff" />
      </svg>
      <Name sx={{ fontSize: size === 'small' ? '1.05rem' : '1.25rem', color: inverted ? '#fff' : 'text.primary' }}>
        Lease
        <Name as="span" sx={{ color: inverted ? '#9fc0ff' : 'primary.main', fontSize: 'inherit' }}>
          Market
        </Name>
      </Name>
    </Logo>
  );
}
