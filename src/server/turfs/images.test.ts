import { describe, expect, it } from 'vitest';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Turf images are absolute URLs that a client on another site can load.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const OTHER_SITE = 'https://someone-else.example.org';

function useApp(env: Record<string, string> = {}) {
  const t = useTestApp(env);
  const uploadAs = async (cookie: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'pitch.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/image',
      headers: { 'content-type': request.headers.get('content-type')!, cookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return response.json().url as string;
  };
  /** Two listed turfs: one with an uploaded image, one on an image host. */
  const scene = async () => {
    const owner = await createUser(t.database.db, 'owner');
    const uploaded = await uploadAs(await cookieFor(t.app, owner));
    await createTurf(t.database.db, owner.id, { name: 'A', imageUrl: uploaded });
    await createTurf(t.database.db, owner.id, {
      name: 'B',
      imageUrl: 'https://res.cloudinary.com/demo/image/upload/pitch.jpg',
    });
    return uploaded;
  };
  return { t, scene };
}

describe('turf images, by default on the origin of the request', () => {
  const { t, scene } = useApp();

  it('are absolute, and every one of the list loads from another site', async () => {
    const uploaded = await scene();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/turf/getTurf',
      headers: { host: 'turfs.local:8000', origin: OTHER_SITE },
    });
    const images = (list.json().turfs as { images: string }[]).map((turf) => turf.images);
    expect(images).toEqual([
      `http://turfs.local:8000${uploaded}`,
      'https://res.cloudinary.com/demo/image/upload/pitch.jpg',
    ]);
    // The API itself keeps the strict policy.
    expect(list.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const image of images.filter((url) => url.startsWith('http://turfs.local'))) {
      const fetched = await t.app.inject({
        method: 'GET',
        url: new URL(image).pathname,
        headers: { origin: OTHER_SITE },
      });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['content-type']).toBe('image/png');
      expect(fetched.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });
});

describe('turf images with PUBLIC_URL', () => {
  const { t, scene } = useApp({ PUBLIC_URL: 'https://turfbook.example.com' });

  it('are built on the public URL, in lists and details alike', async () => {
    const uploaded = await scene();
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/turf/getTurf' });
    const [first] = list.json().turfs as { _id: string; images: string }[];
    expect(first!.images).toBe(`https://turfbook.example.com${uploaded}`);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/turf/turf/${first!._id}` });
    expect(detail.json().turf.images).toBe(`https://turfbook.example.com${uploaded}`);
  });
});
