import { describe, expect, it } from 'vitest';
import { buildUploadRequest, fileProblem, MAX_IMAGE_BYTES, uploadedUrl } from './upload-image';

const file = new Blob(['x'], { type: 'image/png' });

describe('buildUploadRequest', () => {
  it('sends the file to our server when images are stored locally', () => {
    const request = buildUploadRequest(
      {
        provider: 'local',
        uploadUrl: '/api/v1/uploads/image',
        cloudName: null,
        uploadPreset: null,
      },
      file,
    );
    expect(request).toEqual({
      url: '/api/v1/uploads/image',
      fields: [['file', file]],
      withCredentials: false,
    });
  });

  it('sends file, upload_preset and cloud_name straight to Cloudinary', () => {
    const request = buildUploadRequest(
      {
        provider: 'cloudinary',
        uploadUrl: 'https://api.cloudinary.com/v1_1/demo/image/upload',
        cloudName: 'demo',
        uploadPreset: 'turfs_unsigned',
      },
      file,
    );
    expect(request.url).toBe('https://api.cloudinary.com/v1_1/demo/image/upload');
    expect(request.fields).toEqual([
      ['file', file],
      ['upload_preset', 'turfs_unsigned'],
      ['cloud_name', 'demo'],
    ]);
    expect(request.withCredentials).toBe(false);
  });

  it('refuses a Cloudinary set-up without its preset or cloud name', () => {
    expect(() =>
      buildUploadRequest(
        { provider: 'cloudinary', uploadUrl: 'https://x', cloudName: 'demo', uploadPreset: null },
        file,
      ),
    ).toThrow('not configured');
  });
});

describe('fileProblem', () => {
  it('accepts images up to 5 MB', () => {
    expect(fileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(fileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other files and larger images', () => {
    expect(fileProblem({ type: 'application/pdf', size: 10 })).toMatch(/image file/);
    expect(fileProblem({ type: '', size: 10 })).toMatch(/image file/);
    expect(fileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toMatch(/5 MB/);
  });
});

describe('uploadedUrl', () => {
  it('prefers secure_url, then url', () => {
    expect(uploadedUrl({ url: 'http://a/x.png', secure_url: 'https://a/x.png' })).toBe(
      'https://a/x.png',
    );
    expect(uploadedUrl({ url: '/uploads/abc.png' })).toBe('/uploads/abc.png');
    expect(uploadedUrl({ secure_url: '', url: '' })).toBeNull();
    expect(uploadedUrl(null)).toBeNull();
  });
});
