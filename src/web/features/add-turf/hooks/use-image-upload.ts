import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueryOptions } from '../../../lib/config-query';
import {
  buildUploadRequest,
  fileProblem,
  IMAGE_UPLOAD_FAILED,
  sendUpload,
} from '../api/upload-image';

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface ImageUploadState {
  status: UploadStatus;
  /** 0..100 while uploading. */
  progress: number;
  /** A local object URL of the chosen file, shown before and during the upload. */
  previewUrl: string | null;
  fileName: string | null;
  /** Why the last choice failed, shown under the field (in English: uploadText). */
  problem: string | null;
}

const IDLE: ImageUploadState = {
  status: 'idle',
  progress: 0,
  previewUrl: null,
  fileName: null,
  problem: null,
};

const TOAST = { autoClose: 3000, toastId: 'image-upload-failed' } as const;

/**
 * Uploads a chosen image at once (spec §2: 'Uploading...'), previewing it meanwhile. A new choice
 * or `clear` cancels the upload in flight; the preview's object URL is released when replaced.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation('add-turf');
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImageUploadState>(IDLE);
  const inFlight = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const release = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  useEffect(() => release, [release]);

  const clear = useCallback(() => {
    release();
    setState(IDLE);
  }, [release]);

  const choose = useCallback(
    (file: File | null) => {
      release();
      onUploaded('');
      if (!file) {
        setState(IDLE);
        return;
      }
      const problem = fileProblem(file);
      if (problem) {
        setState({ ...IDLE, status: 'failed', fileName: file.name, problem });
        toast.error(t('image.failed'), TOAST);
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      preview.current = previewUrl;
      const controller = new AbortController();
      inFlight.current = controller;
      setState({
        status: 'uploading',
        progress: 0,
        previewUrl,
        fileName: file.name,
        problem: null,
      });

      const onProgress = (progress: number) =>
        setState((current) =>
          current.previewUrl === previewUrl ? { ...current, progress } : current,
        );
      // The upload settings are usually cached already; a cold start waits for them here.
      queryClient
        .fetchQuery(configQueryOptions)
        .then((config) =>
          sendUpload(buildUploadRequest(config.images, file), onProgress, controller.signal),
        )
        .then(
          (url) => {
            if (controller.signal.aborted) return;
            inFlight.current = null;
            setState((current) => ({ ...current, status: 'done', progress: 100 }));
            onUploaded(url);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            inFlight.current = null;
            const message = error instanceof Error ? error.message : IMAGE_UPLOAD_FAILED;
            setState((current) => ({
              ...current,
              status: 'failed',
              problem: message === IMAGE_UPLOAD_FAILED ? null : message,
            }));
            toast.error(t('image.failed'), TOAST);
          },
        );
    },
    [queryClient, onUploaded, release, t],
  );

  return { ...state, choose, clear };
}
