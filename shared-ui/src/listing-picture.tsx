import type { ImgHTMLAttributes, Ref } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { storageUrl } from 'shared-auth';
import { LISTING_IMAGE_SIZES, listingImageKey, listingPicture, type ListingImageSize } from 'shared-contracts';

/**
 * Height / width reserved for a picture stored before its size was recorded (the demo and most
 * car photos are 3:2); the box's CSS decides the shown size, this only keeps the space.
 */
const UNKNOWN_RATIO = 2 / 3;

/** `sizes` of the public search cards: one column on phones, two from 600 px, three from 1200 px. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw';

export interface ListingPictureSources {
  /** The JPEG of the asked size (the fallback). */
  src: string;
  /** The WebP copies as a `srcset` (none for pictures stored before they were made). */
  webpSrcSet?: string;
  width: number;
  height: number;
}

/**
 * What an `<img>` of a stored listing picture needs: the JPEG of `size` as `src`, the WebP
 * copies as `srcset`, and width and height (the recorded pixels, else the size's width at 3:2)
 * so the browser reserves the space before the bytes arrive.
 */
export function listingPictureSources(key: string, size: ListingImageSize = 'card'): ListingPictureSources {
  const picture = listingPicture(key);
  const src = storageUrl(listingImageKey(key, size));
  if (picture.width === null || picture.height === null) {
    const width = LISTING_IMAGE_SIZES[size];
    return { src, width, height: Math.round(width * UNKNOWN_RATIO) };
  }
  const webpSrcSet = picture.webp.map((copy) => `${storageUrl(copy.key)} ${copy.width}w`).join(', ');
  return { src, webpSrcSet, width: picture.width, height: picture.height };
}

const Picture = styled('picture')({ display: 'contents' });
/** An object of `sx` styles (no theme callback, no array): it nests under the picture. */
type ImageStyles = Exclude<SxProps<Theme>, ((...args: never[]) => unknown) | ReadonlyArray<unknown>>;

export interface ListingPictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> {
  /** The stored key (the full-size JPEG's, as on the listing) or an address. */
  storedKey: string;
  /** Which JPEG is the fallback for browsers without WebP: the card size (lists, thumbnails) or the full size (gallery). */
  size?: ListingImageSize;
  /** How wide the picture is shown, for the browser's pick among the WebP widths (`sizes`). */
  sizes: string;
  alt: string;
  /** The image's styles. */
  sx?: ImageStyles;
  /** The `<img>` element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLImageElement>;
}

/**
 * One listing picture: `<picture>` with the WebP copies (`srcset` + `sizes`) and the JPEG
 * `<img>` with width and height on it. The `<picture>` does not take part in layout
 * (display: contents), so `sx` styles the image as if it stood alone. The styles are the
 * picture's (`& > img`), so a server-rendered page carries emotion's `<style>` before the
 * `<picture>`, never between `<source>` and `<img>`: there the browser's preload scanner would
 * fetch the JPEG as well as the WebP copy.
 */
export function ListingPicture({ storedKey, size = 'card', sizes, sx, alt, ...img }: ListingPictureProps) {
  const { src, webpSrcSet, width, height } = listingPictureSources(storedKey, size);
  return (
    <Picture sx={sx ? { '& > img': sx } : undefined}>
      {webpSrcSet && <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />}
      <img src={src} width={width} height={height} alt={alt} {...img} />
    </Picture>
  );
}
