import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Listing } from 'shared-contracts';
import { CheckCircleIcon, CloseIcon, ListingImage, visuallyHidden } from 'shared-ui';
import { paths } from '../../config/paths';
import type { CompareCell, CompareRow, CompareSection } from './compare-rows';

/** Rows that differ between the deals are tinted. */
const DIFFERS_BG = '#fff7e0';

export interface CompareTableProps {
  listings: Listing[];
  sections: CompareSection[];
  onRemove: (id: string) => void;
  /** Labels above their values (phones) rather than in a first column. */
  stacked: boolean;
}

function CellValue({ cell, feature, stacked }: { cell: CompareCell; feature?: boolean; stacked: boolean }) {
  if (feature) {
    return cell.key ? (
      <Box component="span" sx={{ color: 'success.main', display: 'inline-flex' }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Yes
        </Box>
      </Box>
    ) : (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        <span aria-hidden>—</span>
        <Box component="span" sx={visuallyHidden}>
          No
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Typography
        component="span"
        sx={{
          display: 'block',
          fontSize: stacked ? '0.8rem' : undefined,
          overflowWrap: 'anywhere',
          fontWeight: cell.best ? 800 : 600,
          color: cell.best ? 'success.dark' : cell.key === null ? 'text.disabled' : 'text.primary',
        }}
      >
        {cell.content}
        {cell.best && (
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              ml: 0.75,
              px: 0.75,
              py: 0.1,
              borderRadius: 1,
              bgcolor: 'success.light',
              color: 'success.contrastText',
              fontSize: '0.7rem',
              fontWeight: 700,
              verticalAlign: 'middle',
            }}
          >
            Best
          </Box>
        )}
      </Typography>
      {cell.note && (
        <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block', mt: 0.25 }}>
          {cell.note}
        </Typography>
      )}
    </>
  );
}

function Row({ row, stacked, columns }: { row: CompareRow; stacked: boolean; columns: number }) {
  const tint = row.differs ? { bgcolor: DIFFERS_BG } : {};
  const cells = row.cells.map((cell, i) => (
    <TableCell
      key={i}
      align={row.feature ? 'center' : 'left'}
      sx={{ ...tint, verticalAlign: 'top', width: `${100 / columns}%`, ...(stacked ? { pt: 0.5, px: 0.75 } : {}) }}
    >
      <CellValue cell={cell} feature={row.feature} stacked={stacked} />
    </TableCell>
  ));
  if (stacked) {
    return (
      <>
        <TableRow>
          <TableCell
            component="th"
            scope="colgroup"
            colSpan={columns}
            sx={{ ...tint, pb: 0, borderBottom: 0, fontSize: '0.8rem', color: 'text.secondary', fontWeight: 700 }}
          >
            {row.label}
          </TableCell>
        </TableRow>
        <TableRow>{cells}</TableRow>
      </>
    );
  }
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="row"
        sx={{ ...tint, fontWeight: 700, color: 'text.secondary', width: 200, verticalAlign: 'top' }}
      >
        {row.label}
      </TableCell>
      {cells}
    </TableRow>
  );
}

/** The deals side by side: a column each (picture, title, remove), then the sections' rows. */
export function CompareTable({ listings, sections, onRemove, stacked }: CompareTableProps) {
  const columns = listings.length;
  const span = stacked ? columns : columns + 1;
  return (
    <Box
      sx={{
        overflowX: 'auto',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Table aria-label="Deals side by side" size="small" sx={{ tableLayout: 'fixed', minWidth: stacked ? 0 : 640 }}>
        <TableHead>
          <TableRow>
            {!stacked && <TableCell sx={{ width: 200 }} />}
            {listings.map((l) => {
              const title = `${l.make} ${l.model} ${l.year}`;
              return (
                <TableCell
                  key={l.id}
                  component="th"
                  scope="col"
                  sx={{ verticalAlign: 'top', px: { xs: 0.75, md: 2 }, py: 1.5 }}
                >
                  <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden' }}>
                    <ListingImage
                      src={l.imageUrls?.[0]}
                      alt={title}
                      height={stacked ? 80 : 140}
                      sizes="(max-width: 900px) 33vw, 360px"
                      loading="eager"
                    />
                    <IconButton
                      aria-label={`Remove ${title}`}
                      onClick={() => onRemove(l.id)}
                      size="small"
                      sx={{
                        position: 'absolute',
                        top: 4,
                        right: 4,
                        bgcolor: 'rgba(255,255,255,0.9)',
                        '&:hover': { bgcolor: '#fff' },
                      }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                  <Typography
                    component="span"
                    className="compare-title"
                    sx={{
                      display: 'block',
                      mt: 1,
                      fontWeight: 800,
                      lineHeight: 1.25,
                      textTransform: 'none',
                      letterSpacing: 0,
                      color: 'text.primary',
                      fontSize: { xs: '0.85rem', md: '1rem' },
                    }}
                  >
                    {title}
                  </Typography>
                  {l.dealer && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="textSecondary"
                      sx={{ display: 'block', textTransform: 'none', letterSpacing: 0 }}
                    >
                      {l.dealer.dealershipName}
                    </Typography>
                  )}
                  <Button
                    component={RouterLink}
                    to={paths.listing.getHref(l.id)}
                    size="small"
                    variant="outlined"
                    sx={{ mt: 1, px: { xs: 1, md: 2 }, minWidth: 0 }}
                  >
                    View Deal
                  </Button>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {sections.map((section) => (
            <Fragment key={section.title}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={span}
                  sx={{ bgcolor: 'grey.100', fontWeight: 800, fontSize: '0.95rem', py: 1.25 }}
                >
                  {section.title}
                </TableCell>
              </TableRow>
              {section.rows.map((row) => (
                <Row key={row.label} row={row} stacked={stacked} columns={columns} />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
