import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { expect, type Account } from './fixtures';

// An owner's turf made without the screens: journeys about what an owner sees of it afterwards.

/** A 64×48 striped green PNG (137 bytes), so the test needs no file on disk. */
export const TURF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAUElEQVR42u3PMREAIAwAsapAAGKqAFmIQGoNdOjIkLsff0nsd9rWzbbf/gAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAmP4FVbL0pgQNAmsAAAAASUVORK5CYII=',
  'base64',
);

/** An approved turf of a new owner, made through the API (upload, postTurf, admin approval). */
export async function approvedTurfOf(
  request: APIRequestContext,
  owner: Account,
  name: string,
  /** More of postTurf's fields, or others in place of these (a sport, courts). */
  more: Record<string, unknown> = {},
): Promise<string> {
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { user } = (await login.json()) as { user: { _id: string } };
  const upload = await request.post('/api/v1/uploads/image', {
    multipart: { file: { name: 'turf.png', mimeType: 'image/png', buffer: TURF_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const posted = await request.post('/api/v1/turf/postTurf', {
    data: {
      name,
      location: 'Vasai',
      description: 'A turf another owner listed.',
      images: url,
      price: 800,
      sports_type: 'cricket',
      ratings: [],
      linkes: 'https://www.google.com/maps/search/?api=1&query=Vasai',
      address: '1 Station Road, Vasai West',
      state: false,
      owner: user._id,
      ...more,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { turf } = (await posted.json()) as { turf: { _id: string } };

  const admin = await request.post('/api/v1/user/login', {
    data: { ...E2E_ADMIN, role: 'admin' },
  });
  expect(admin.status(), await admin.text()).toBe(200);
  const approved = await request.patch(`/api/v1/turf/approveTurf/${turf._id}`, {
    data: { state: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return turf._id;
}
