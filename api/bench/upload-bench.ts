// The CPU of a listing add with six of the costliest legal pictures (issue 27: at most 2 s):
// each set of six goes through processListingImage one after the other, as a create does in the
// image queue, and the process's CPU time (user + system, libvips threads included) is printed.
// Run alone with `npm run bench:uploads -w api`; `npm run bench -w api` prints it at the end.
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { processListingImage } from '../src/listings/images';

/** The costliest pictures IMAGE_MAX_PIXELS lets through, by kind (within the 10 MB a listing picture may have). */
async function costliest(maxPixels: number): Promise<Array<{ label: string; bytes: Buffer }>> {
  const size = (pixels: number) => {
    const width = Math.floor(Math.sqrt((pixels * 4) / 3));
    return { width, height: Math.floor(pixels / width) };
  };
  const flat = (pixels: number, channels: 3 | 4) =>
    sharp({ create: { ...size(pixels), channels, background: { r: 40, g: 90, b: 160, alpha: 0.6 } } });
  const mp = (pixels: number) => `${Math.round(pixels / 1e5) / 10} MP`;
  const noisy = maxPixels * 0.6;
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
    {
      label: `progressive JPEG of noise, ${mp(noisy)}`,
      bytes: await sharp({
        create: {
          ...size(noisy),
          channels: 3,
          background: '#336699',
          noise: { type: 'gaussian', mean: 120, sigma: 40 },
        },
      })
        .jpeg({ quality: 80, progressive: true })
        .toBuffer(),
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
