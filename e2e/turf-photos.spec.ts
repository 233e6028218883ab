import { fileURLToPath } from 'node:url';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// A listing's photos (docs/decisions/067): the owner adds two on the edit screen, makes the second
// the cover, and the turf's page shows it first, in sizes (srcset) the screen picks from.

const photo = (name: string) => fileURLToPath(new URL(`./fixtures/${name}.jpg`, import.meta.url));

test('the owner uploads two photos, makes the second the cover, and the turf page shows it', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const turfName = `E2E ${project} Photo Arena ${Date.now().toString(36)}`;
  const owner = await createAccount(request, 'owner', { fullname: `Meera ${project}` });
  const turfId = await approvedTurfOf(request, owner, turfName);

  await logInViaUi(page, owner, 'owner');
  // The session is made once the login screen has moved on to the owner's turfs.
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto(`/turfs/${turfId}/edit`);
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText('No photos yet.')).toBeVisible();
  const input = photos.getByLabel('Add a photo');
  await input.setInputFiles(photo('turf-photo-green'));
  await expect(photos.getByText('Photo 1 · Cover')).toBeVisible();
  await input.setInputFiles(photo('turf-photo-night'));
  await expect(photos.getByText('Photo 2', { exact: true })).toBeVisible();

  // A file that is not an image is refused in words.
  await input.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('hello'),
  });
  await expect(photos.getByRole('alert')).toHaveText(
    'The file is not a JPEG, PNG, WebP or GIF image.',
  );

  await photos.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(photos.getByRole('status')).toHaveText('Photo 2 is now the cover.');
  const first = photos.getByRole('listitem').first();
  await expect(first.getByText('Photo 1 · Cover')).toBeVisible();
  const coverSrc = await first.getByRole('img').getAttribute('src');
  await snap('turf-photos-manager');

  await page.goto(`/turfs/${turfId}`);
  const gallery = page.getByTestId('turf-gallery');
  const hero = gallery.getByRole('img').first();
  await expect(hero).toHaveAttribute('src', coverSrc!);
  await expect(hero).toHaveAttribute(
    'srcset',
    /\.webp 320w, .*\.webp 640w, .*\.webp 1024w, .*\.webp 1200w$/,
  );
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(gallery.getByRole('img').nth(1)).toHaveAttribute('loading', 'lazy');
  // The browser fetched the size the screen needs (640 wide at both sizes here), not the largest.
  const shown = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\.webp$/);
  expect(shown).not.toContain(coverSrc!);
  await snap('turf-photos-gallery');
});
