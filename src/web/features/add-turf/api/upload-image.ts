import type { PublicConfig } from '../../../../shared/api-types';
import type { UploadAnswer } from '../../../../shared/api/upload-contract';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../../../../shared/images';
import { messageOf } from '../../../lib/api-client';

// The turf image goes up from the browser (spec §1): to our server (local store) or straight to
// Cloudinary with an unsigned preset. Both take the same multipart call — file, upload_preset,
// cloud_name — and answer { url, secure_url }. XMLHttpRequest, not fetch, to report progress.

// The upload's problems in English; the form shows them in the reader's language (uploadText).
export const IMAGE_UPLOAD_FAILED = 'Image upload failed. Please try again.';
export const UPLOADS_NOT_CONFIGURED = 'Image uploads are not configured on this server.';
export const NOT_AN_IMAGE = 'Choose an image file (JPEG, PNG, WebP or GIF).';
export { MAX_IMAGE_BYTES };

export interface UploadRequest {
  url: string;
  fields: [name: string, value: string | Blob][];
  /** Never for Cloudinary (a third-party origin); our own origin sends its cookie anyway. */
  withCredentials: false;
}

export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** The multipart call for this deployment's image store. */
export function buildUploadRequest(images: PublicConfig['images'], file: Blob): UploadRequest {
  const { provider, uploadUrl, cloudName, uploadPreset } = images;
  if (!uploadUrl || (provider === 'cloudinary' && (!cloudName || !uploadPreset))) {
    throw new UploadError(0, UPLOADS_NOT_CONFIGURED);
  }
  const fields: UploadRequest['fields'] = [['file', file]];
  if (uploadPreset) fields.push(['upload_preset', uploadPreset]);
  if (cloudName) fields.push(['cloud_name', cloudName]);
  return { url: uploadUrl, fields, withCredentials: false };
}

/** Why a chosen file cannot be sent at all, or null when it may be. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/**
 * The image's address from the answer: secure_url first, then url; null when neither. Checked
 * field by field, not trusted, since Cloudinary's answer is not ours; the names are the contract's.
 */
export function uploadedUrl(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { secure_url: secure, url } = body as Partial<Record<keyof UploadAnswer, unknown>>;
  if (typeof secure === 'string' && secure !== '') return secure;
  if (typeof url === 'string' && url !== '') return url;
  return null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Cloudinary answers errors as { error: { message } }, we as { message }. */
function errorMessage(body: unknown): string | null {
  const nested = (body as { error?: unknown } | null)?.error;
  return messageOf(body) ?? messageOf(nested);
}

/** Sends the request; resolves with the image URL, reports progress as 0..100. */
export function sendUpload(
  request: UploadRequest,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const [name, value] of request.fields) form.append(name, value);

    xhr.open('POST', request.url);
    xhr.withCredentials = request.withCredentials;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const url = xhr.status >= 200 && xhr.status < 300 ? uploadedUrl(body) : null;
      if (url) {
        onProgress(100);
        resolve(url);
      } else {
        reject(new UploadError(xhr.status, errorMessage(body) ?? IMAGE_UPLOAD_FAILED));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, IMAGE_UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
