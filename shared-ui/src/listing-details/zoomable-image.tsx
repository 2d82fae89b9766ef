import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { storageUrl } from 'shared-auth';
import { ListingImage } from './listing-image';

/** How far the zoom enlarges the photo. */
export const ZOOM_SCALE = 2;

export interface ZoomableImageProps {
  src: string;
  alt: string;
  zoomed: boolean;
  onToggleZoom(): void;
}

/**
 * The gallery's current photo, filling its box. A click zooms in at the pointer (x2) or out;
 * while zoomed the photo follows the pointer. A photo that fails to load shows a placeholder.
 */
export function ZoomableImage({ src, alt, zoomed, onToggleZoom }: ZoomableImageProps) {
  const [broken, setBroken] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  if (broken) return <ListingImage src={src} alt={alt} height="100%" />;

  const follow = (e: MouseEvent<HTMLImageElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const x = Math.min(100, Math.max(0, ((e.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((e.clientY - box.top) / box.height) * 100));
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <Box
      component="img"
      src={storageUrl(src)}
      alt={alt}
      draggable={false}
      onError={() => setBroken(true)}
      onClick={(e: MouseEvent<HTMLImageElement>) => {
        if (!zoomed) follow(e);
        onToggleZoom();
      }}
      onMouseMove={zoomed ? follow : undefined}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        userSelect: 'none',
        cursor: zoomed ? 'zoom-out' : 'zoom-in',
        transform: zoomed ? `scale(${ZOOM_SCALE})` : 'none',
        transformOrigin: origin,
        transition: 'transform 200ms ease',
      }}
    />
  );
}
