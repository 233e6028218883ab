import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { UPLOAD_PATH_PATTERN } from '../../shared/turf-form';
import type { ImageKind } from './image-bytes';

/**
 * Uploaded images under DATA_DIR/uploads, named by the hash of their bytes: the same image is
 * stored once, and a name never changes its content, so it can be cached for a year.
 */
export class LocalImageStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = resolve(dataDir, 'uploads');
  }

  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, name), bytes);
    return `/uploads/${name}`;
  }

  /** Removes one of our own uploads (other URLs are not ours to remove). */
  async remove(url: string): Promise<void> {
    if (!UPLOAD_PATH_PATTERN.test(url)) return;
    await rm(join(this.directory, url.slice('/uploads/'.length)), { force: true });
  }
}
