import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Enquiry } from 'shared-contracts';
import { enquiryImage, enquiryVehicle } from './enquiry-image';
import { NoImage } from './no-image';

export interface EnquiryThumbnailProps {
  enquiry: Enquiry;
  onPreview(src: string, alt: string): void;
}

/** The listing's thumbnail; a click opens the large preview. 'No Image' when the listing has none. */
export function EnquiryThumbnail({ enquiry, onPreview }: EnquiryThumbnailProps) {
  const src = enquiryImage(enquiry);
  if (!src) return <NoImage />;
  const alt = enquiryVehicle(enquiry);
  return (
    <ButtonBase
      aria-label={`Preview image of ${alt}`}
      onClick={() => onPreview(src, alt)}
      sx={{
        borderRadius: '8px',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        sx={{ width: 64, height: 44, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
      />
    </ButtonBase>
  );
}
