import { keyframes, styled } from '@mui/material/styles';

export interface LoadingScreenProps {
  message?: string;
  /** Fill the viewport instead of the parent area. */
  fullScreen?: boolean;
}

// Plain styled elements, not MUI's CircularProgress and Typography: the shell renders this while
// an area loads, and it is part of every first visit.
const Status = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(2),
  paddingBlock: theme.spacing(8),
}));

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** MUI's indeterminate CircularProgress look (40 px, the primary colour), drawn by CSS. */
const Spinner = styled('span')(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `3.6px solid ${theme.palette.primary.main}`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.9s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
}));

const Message = styled('p')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  color: theme.palette.text.secondary,
}));

/** A centred spinner with a message ("Loading..." by default). */
export function LoadingScreen({ message = 'Loading...', fullScreen = false }: LoadingScreenProps) {
  return (
    <Status role="status" aria-live="polite" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spinner aria-hidden />
      <Message>{message}</Message>
    </Status>
  );
}
