// The CPU of a listing add with six of the costliest legal pictures (issue 27: at most 2 s):
// each set of six goes through processListingImage one after the other, as a create does in the
// image queue, and the process's CPU time (user + system, libvips threads included) is printed.
// Run alone with `npm run bench:uploads -w api`; `npm run bench -w api` prints it at the end.
import sharp from 'sharp';
import { LISTING_IMAGE_MAX_BYTES, LISTING_IMAGE_SIZES } from 'shared-contracts';
import { loadConfig } from '../src/config';
import { PROGRESSIVE_JPEG_MAX_BYTES } from '../src/lib/image-decode';
import { processListingImage } from '../src/listings/images';

/** Width and height of `pixels` at 4:3. */
const size = (pixels: number) => {
  const width = Math.floor(Math.sqrt((pixels * 4) / 3));
  return { width, height: Math.floor(pixels / width) };
};
const mp = (pixels: number) => `${Math.round(pixels / 1e5) / 10} MP`;

/** A JPEG of gaussian noise (the most bytes a picture of its pixels can have, and outputs as costly). */
const noiseJpeg = (pixels: number, progressive: boolean) =>
  sharp({
    create: { ...size(pixels), channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .jpeg({ quality: 80, progressive })
    .toBuffer();

/** The largest noise JPEG under `maxBytes` and `maxPixels` (its bytes grow with its pixels). */
async function largestNoiseJpeg(maxPixels: number, maxBytes: number, progressive: boolean) {
  let pixels = maxPixels;
  let bytes = await noiseJpeg(pixels, progressive);
  while (bytes.length > maxBytes) {
    pixels = Math.floor(pixels * (maxBytes / bytes.length) * 0.98);
    bytes = await noiseJpeg(pixels, progressive);
  }
  return { pixels, bytes };
}

/**
 * The costliest pictures the limits let through, by kind: IMAGE_MAX_PIXELS (a PNG's pixels
 * count twice, 16-bit four times), the 10 MB a listing picture may have, and the progressive
 * JPEG's PROGRESSIVE_JPEG_MAX_BYTES; and a noise picture already at the stored size, whose
 * every output is as detailed as it can be (the costliest encodings).
 */
async function costliest(maxPixels: number): Promise<Array<{ label: string; bytes: Buffer }>> {
  const flat = (pixels: number, channels: 3 | 4) =>
    sharp({ create: { ...size(pixels), channels, background: { r: 40, g: 90, b: 160, alpha: 0.6 } } });
  const baseline = await largestNoiseJpeg(maxPixels, LISTING_IMAGE_MAX_BYTES, false);
  const progressive = await largestNoiseJpeg(maxPixels, PROGRESSIVE_JPEG_MAX_BYTES, true);
  const full = LISTING_IMAGE_SIZES.full;
  return [
    {
      label: `PNG with alpha, ${mp(maxPixels / 2)}`,
      bytes: await flat(maxPixels / 2, 4)
        .png()
        .toBuffer(),
    },
    {
      label: `16-bit PNG, ${mp(maxPixels / 4)}`,
      bytes: await flat(maxPixels / 4, 3)
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
    },
    { label: `baseline JPEG of noise, ${mp(baseline.pixels)}`, bytes: baseline.bytes },
    { label: `progressive JPEG of noise, ${mp(progressive.pixels)}`, bytes: progressive.bytes },
    {
      label: `baseline JPEG of noise, ${full}x${(full * 3) / 4} (the stored size)`,
      bytes: await noiseJpeg(full * ((full * 3) / 4), false),
    },
  ];
}

export async function uploadCpuReport(): Promise<string[]> {
  const { IMAGE_MAX_PIXELS } = loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32) });
  sharp.concurrency(1);
  const lines = [
    `| six pictures of (IMAGE_MAX_PIXELS=${IMAGE_MAX_PIXELS.toLocaleString('en-US')}) | bytes each | CPU ms | wall ms |`,
    '|---|---|---|---|',
  ];
  for (const { label, bytes } of await costliest(IMAGE_MAX_PIXELS)) {
    await processListingImage(bytes, IMAGE_MAX_PIXELS); // warm
    const cpu = process.cpuUsage();
    const started = Date.now();
    for (let i = 0; i < 6; i++) await processListingImage(bytes, IMAGE_MAX_PIXELS);
    const used = process.cpuUsage(cpu);
    lines.push(
      `| ${label} | ${bytes.length.toLocaleString('en-US')} | ${Math.round((used.user + used.system) / 1000).toLocaleString('en-US')} | ${(Date.now() - started).toLocaleString('en-US')} |`,
    );
  }
  return lines;
}

if (require.main === module) {
  uploadCpuReport().then(
    (lines) => {
      console.log('\nListing add with six of the costliest legal pictures, CPU (issue 27 target: <= 2,000 ms):\n');
      for (const line of lines) console.log(line);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
