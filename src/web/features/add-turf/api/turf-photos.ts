import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ArrangePhotosBody,
  PhotosAnswer,
  TurfPhotoJson,
} from '../../../../shared/api/turf-photos-contract';
import {
  API_BASE,
  ApiRequestError,
  apiRequest,
  codeOf,
  fieldsOf,
  messageOf,
} from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';

// A listing's photos (docs/decisions/067): add one (XMLHttpRequest, to report progress), order
// them and choose the cover, delete one. Each change refreshes the turf's queries.

const photosPath = (turfId: string) =>
  `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/photos`;

/** Sends one photo; resolves with it, reports progress as 0..100; fails as an ApiRequestError. */
export function uploadTurfPhoto(
  turfId: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<TurfPhotoJson> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file);
    xhr.open('POST', photosPath(turfId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parsed(xhr.responseText);
      const photo = (body as { photo?: TurfPhotoJson } | null)?.photo;
      if (xhr.status >= 200 && xhr.status < 300 && photo) resolve(photo);
      else reject(new ApiRequestError(xhr.status, messageOf(body), codeOf(body), fieldsOf(body)));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, null));
    xhr.send(form);
  });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function useTurfPhotoChanges(turfId: string) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateTurfQueries(queryClient, turfId);
  const arrange = useMutation({
    mutationFn: (body: ArrangePhotosBody) =>
      apiRequest<PhotosAnswer>(photosPath(turfId), { method: 'PATCH', json: body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (photoId: string) =>
      apiRequest<PhotosAnswer>(`${photosPath(turfId)}/${encodeURIComponent(photoId)}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
  return { arrange, remove, refresh };
}
