import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons to show (spec 2 section 9): up to 5 pages all listed; near the start
 * 1,2,3,...,last; near the end 1,...,last-2,last-1,last; otherwise a window of 3 around
 * the current page with ellipses (an ellipsis that would hide nothing is left out).
 */
export function getPageItems(page: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), total);
  if (current < 3) return [1, 2, 3, 'ellipsis-end', total];
  if (current > total - 2) return [1, 'ellipsis-start', total - 2, total - 1, total];
  const items: PageItem[] = [1];
  if (current - 1 > 2) items.push('ellipsis-start');
  for (let p = current - 1; p <= current + 1; p += 1) if (p > 1 && p < total) items.push(p);
  if (current + 1 < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  disabled?: boolean;
  /**
   * The address of a page. Given, the pages are links: they work before the page is hydrated
   * (a server-rendered search), crawlers follow them, and a modified click opens a new tab; a
   * plain click still calls onPageChange.
   */
  pageHref?(page: number): string;
}

/** Link props for page `target`: its href, and a plain left click handled here instead of by the browser. */
function linkTo(target: number, pageHref: PaginationProps['pageHref'], onPageChange: (page: number) => void) {
  if (!pageHref) return { onClick: () => onPageChange(target) };
  return {
    href: pageHref(target),
    onClick: (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onPageChange(target);
    },
  };
}

/** Previous / page numbers / Next; on phones "Page x of y" between the arrows. */
export function Pagination({ page, totalPages, onPageChange, disabled = false, pageHref }: PaginationProps) {
  // Not noSsr: a server-rendered list hydrates as on a wide screen, then adapts.
  const mobile = useMediaQuery('(max-width:640px)');
  if (totalPages <= 1) return null;
  const prev = (
    <Button
      variant="outlined"
      size="small"
      startIcon={mobile ? undefined : <ChevronLeftIcon />}
      {...(disabled || page <= 1 ? { disabled: true } : linkTo(page - 1, pageHref, onPageChange))}
      aria-label="Previous page"
    >
      {mobile ? <ChevronLeftIcon /> : 'Previous'}
    </Button>
  );
  const next = (
    <Button
      variant="outlined"
      size="small"
      endIcon={mobile ? undefined : <ChevronRightIcon />}
      {...(disabled || page >= totalPages ? { disabled: true } : linkTo(page + 1, pageHref, onPageChange))}
      aria-label="Next page"
    >
      {mobile ? <ChevronRightIcon /> : 'Next'}
    </Button>
  );
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 2, flexWrap: 'wrap' }}
    >
      {prev}
      {mobile ? (
        <Typography variant="body2" sx={{ px: 1.5, fontWeight: 600 }}>
          Page {page} of {totalPages}
        </Typography>
      ) : (
        getPageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <IconButton
              key={item}
              size="small"
              {...(disabled ? { disabled: true } : linkTo(item, pageHref, onPageChange))}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              sx={{
                width: 36,
                height: 36,
                borderRadius: 2,
                fontSize: '0.875rem',
                fontWeight: 600,
                ...(item === page
                  ? { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }
                  : { color: 'text.primary' }),
              }}
            >
              {item}
            </IconButton>
          ) : (
            <Typography key={item} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Typography>
          ),
        )
      )}
      {next}
    </Box>
  );
}
