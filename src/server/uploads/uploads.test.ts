import { readdirSync, rmSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();
beforeEach(() => rmSync(t.context.images.directory, { recursive: true, force: true }));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(bytes: Buffer, name: string, cookie?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('upload_preset', 'turfs');
  form.append('cloud_name', 'local');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/image',
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

function stored() {
  try {
    return readdirSync(t.context.images.directory);
  } catch {
    return [];
  }
}

describe('POST /api/v1/uploads/image (local image store)', () => {
  it("stores an owner's image by content hash and serves it with long cache headers", async () => {
    const owner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const response = await upload(PNG, 'photo.png', owner);
    expect(response.statusCode).toBe(200);
    const { url, secure_url } = response.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(secure_url).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('refuses a non-image renamed .png, and stores nothing', async () => {
    const owner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const response = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The file is not a JPEG, PNG, WebP or GIF image.',
    });
    expect(stored()).toEqual([]);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const owner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(big, 'big.png', owner);
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
    expect(stored()).toEqual([]);
  });

  it('accepts uploads only from logged-in owners', async () => {
    expect((await upload(PNG, 'a.png')).statusCode).toBe(401);
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await upload(PNG, 'a.png', player)).statusCode).toBe(403);
    expect(stored()).toEqual([]);
  });
});
