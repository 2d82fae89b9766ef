import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { WizardStep } from './wizard-steps';
import { visuallyHidden } from '../visually-hidden';

export interface StepProgressProps {
  steps: readonly WizardStep[];
  /** 0-based index of the current step. */
  current: number;
  /** Earlier steps can be revisited; later ones only through Next. */
  onSelect?(index: number): void;
  /** Phones: a compact horizontal header instead of the vertical list. */
  compact?: boolean;
}

// sx reads width: 1 as 100%, hence the explicit pixels.

function CheckMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        d="M5 12.5l4.2 4.2L19 7"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Marker({ index, state, size }: { index: number; state: 'done' | 'current' | 'todo'; size: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: size > 28 ? 14 : 13,
        fontWeight: 700,
        bgcolor: state === 'todo' ? '#fff' : 'primary.main',
        color: state === 'todo' ? 'text.secondary' : '#fff',
        border: '2px solid',
        borderColor: state === 'todo' ? 'divider' : 'primary.main',
        boxShadow: state === 'current' ? '0 0 0 4px rgba(31, 94, 255, 0.15)' : 'none',
      }}
    >
      {state === 'done' ? <CheckMark size={size > 28 ? 16 : 14} /> : index + 1}
    </Box>
  );
}

/** The wizard's progress: a vertical list of the six steps, or a compact stepper on phones. */
export function StepProgress({ steps, current, onSelect, compact = false }: StepProgressProps) {
  const stateOf = (i: number) => (i < current ? 'done' : i === current ? 'current' : 'todo');
  if (compact) {
    return (
      <Box component="nav" aria-label="Listing steps">
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', alignItems: 'center' }}>
          {steps.map((step, i) => (
            <Box
              component="li"
              key={step.title}
              aria-current={i === current ? 'step' : undefined}
              sx={{ display: 'flex', alignItems: 'center', flex: i === 0 ? 'none' : 1 }}
            >
              {i > 0 && (
                <Box
                  aria-hidden
                  sx={{
                    flex: 1,
                    height: 2,
                    mx: 0.5,
                    borderRadius: 1,
                    bgcolor: i <= current ? 'primary.main' : 'divider',
                  }}
                />
              )}
              <Marker index={i} state={stateOf(i)} size={28} />
              <Box component="span" sx={visuallyHidden}>{`${step.title}${i < current ? ' (completed)' : ''}`}</Box>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label="Listing steps">
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, i) => {
          const state = stateOf(i);
          const last = i === steps.length - 1;
          const content = (
            <>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', alignSelf: 'stretch' }}>
                <Marker index={i} state={state} size={32} />
                {!last && (
                  <Box
                    aria-hidden
                    sx={{
                      flex: 1,
                      width: 2,
                      minHeight: 20,
                      my: 0.5,
                      borderRadius: 1,
                      bgcolor: i < current ? 'primary.main' : 'divider',
                    }}
                  />
                )}
              </Box>
              <Box sx={{ pt: 0.5, pb: last ? 0 : 2, textAlign: 'left', minWidth: 0 }}>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: state === 'todo' ? 500 : 700,
                    color: state === 'todo' ? 'text.secondary' : 'text.primary',
                    lineHeight: 1.35,
                  }}
                >
                  {step.title}
                </Typography>
                <Typography
                  variant="caption"
                  sx={{
                    color: state === 'current' ? 'primary.main' : 'text.secondary',
                    fontWeight: state === 'current' ? 600 : 400,
                  }}
                >
                  {state === 'done' ? 'Completed' : state === 'current' ? 'In progress' : `Step ${i + 1}`}
                </Typography>
              </Box>
            </>
          );
          return (
            <Box component="li" key={step.title} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && onSelect ? (
                <ButtonBase
                  onClick={() => onSelect(i)}
                  sx={{ ...row, borderRadius: 2, '&:hover': { bgcolor: 'rgba(31, 94, 255, 0.04)' } }}
                >
                  {content}
                </ButtonBase>
              ) : (
                <Box sx={row}>{content}</Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

const row = {
  display: 'flex',
  gap: 1.5,
  width: '100%',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  px: 1,
  mx: -1,
} as const;
