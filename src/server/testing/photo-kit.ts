import sharp from 'sharp';
import type { TestHarness } from './test-app';

// Listing photos in tests (docs/decisions/067): real images made by sharp, and the multipart
// upload a browser sends.

/** A photo of `width` × `height`: a gradient, so its sizes are real pictures, not one colour. */
export async function testPhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  hue = 0,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width + hue;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128 + hue;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

export async function uploadPhoto(
  t: TestHarness,
  turfId: string,
  bytes: Buffer,
  cookie: string | null,
  name = 'photo.jpg',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/turfs/${turfId}/photos`,
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** What a stored file really is, read back by sharp. */
export async function storedImage(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}
