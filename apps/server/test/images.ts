import sharp from 'sharp';

/** A PNG of one colour: a real image for previews, thumbnails and pins. */
export function solidPng(background = '#2563eb', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
