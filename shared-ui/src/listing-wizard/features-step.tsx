import Box from '@mui/material/Box';
import { FeatureListField } from './feature-list-field';

/** Step 6: optional feature lists. */
export function FeaturesStep({ disabled }: { disabled?: boolean }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <FeatureListField
        name="safetyFeatures"
        label="Safety Features"
        itemLabel="safety feature"
        placeholder="e.g. Blind Spot Monitoring"
        disabled={disabled}
      />
      <FeatureListField
        name="comfortFeatures"
        label="Comfort Features"
        itemLabel="comfort feature"
        placeholder="e.g. Heated Front Seats"
        disabled={disabled}
      />
      <FeatureListField
        name="entertainmentFeatures"
        label="Entertainment Features"
        itemLabel="entertainment feature"
        placeholder="e.g. Apple CarPlay"
        disabled={disabled}
      />
      <FeatureListField
        name="specialFeatures"
        label="Special Features"
        itemLabel="special feature"
        placeholder="e.g. Tow Package"
        disabled={disabled}
      />
    </Box>
  );
}
