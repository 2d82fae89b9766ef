import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { GridViewIcon, ViewListIcon } from 'shared-ui';
import type { ListingsView } from '../hooks/use-listings-params';

/** Gallery (cards with the main picture) or table. */
export function ViewToggle({ value, onChange }: { value: ListingsView; onChange(value: ListingsView): void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: ListingsView | null) => next && onChange(next)}
      aria-label="View"
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="gallery" aria-label="Gallery view">
        <Tooltip title="Gallery">
          <GridViewIcon fontSize="small" />
        </Tooltip>
      </ToggleButton>
      <ToggleButton value="table" aria-label="Table view">
        <Tooltip title="Table">
          <ViewListIcon fontSize="small" />
        </Tooltip>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
