import { useState, type MouseEvent } from 'react';
import { ListingPicture } from '../listing-picture';
import { ListingImage, usePictureFailure } from './listing-image';

/** The gallery's width on the deal page: the page's main column from 900 px, the screen below. */
const GALLERY_IMAGE_SIZES = '(min-width: 1200px) 780px, (min-width: 900px) 66vw, 100vw';

/** How far the zoom enlarges the photo. */
const ZOOM_SCALE = 2;

export interface ZoomableImageProps {
  src: string;
  alt: string;
  zoomed: boolean;
  onToggleZoom(): void;
  /** The photo the page opens with: its largest paint, fetched first (`fetchpriority="high"`; the server preloads it). */
  priority?: boolean;
}

/**
 * The gallery's current photo, filling its box. A click zooms in at the pointer (x2) or out;
 * while zoomed the photo follows the pointer. A photo that fails to load shows a placeholder.
 */
export function ZoomableImage({ src, alt, zoomed, onToggleZoom, priority = false }: ZoomableImageProps) {
  const { broken, ...watch } = usePictureFailure();
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
    <ListingPicture
      storedKey={src}
      size="full"
      sizes={GALLERY_IMAGE_SIZES}
      alt={alt}
      draggable={false}
      fetchPriority={priority ? 'high' : undefined}
      {...watch}
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
