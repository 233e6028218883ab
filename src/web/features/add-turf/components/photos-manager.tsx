import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurfPhotoJson } from '../../../../shared/api/turf-photos-contract';
import { MAX_PHOTOS_PER_TURF } from '../../../../shared/turf-photos';
import type { TurfJson } from '../../../../shared/turf-types';
import { useErrorText } from '../../../i18n/error-text';
import { photoSrcSet } from '../../../../shared/photo-srcset';
import { uploadTurfPhoto, useTurfPhotoChanges } from '../api/turf-photos';

const SMALL_BUTTON =
  'rounded-lg px-2.5 py-1.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-40';

/**
 * The listing's photos on its edit screen (docs/decisions/067): add (with progress, and the
 * server's refusal in words), move up and down with buttons, choose the cover, delete. The list
 * shows the cover first, as every answer does; at most ten.
 */
export function PhotosManager({ turf }: { turf: TurfJson }) {
  const { t } = useTranslation('add-turf');
  const errorText = useErrorText();
  const [photos, setPhotos] = useState<TurfPhotoJson[]>(turf.photos ?? []);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const { arrange, remove, refresh } = useTurfPhotoChanges(turf._id);
  const busy = progress !== null || arrange.isPending || remove.isPending;
  const full = photos.length >= MAX_PHOTOS_PER_TURF;

  async function add(file: File) {
    setProblem(null);
    setProgress(0);
    try {
      const photo = await uploadTurfPhoto(turf._id, file, setProgress);
      setPhotos((now) => [...now, photo]);
      setStatus(t('photos.added'));
      await refresh();
    } catch (error) {
      setProblem(errorText(error, t('photos.failed')));
    } finally {
      setProgress(null);
    }
  }

  async function save(order: TurfPhotoJson[], cover: string, said: string) {
    setProblem(null);
    try {
      const answer = await arrange.mutateAsync({ order: order.map((p) => p._id), cover });
      setPhotos(answer.photos);
      setStatus(said);
    } catch (error) {
      setProblem(errorText(error, t('photos.failed')));
    }
  }

  function move(index: number, by: -1 | 1) {
    const order = [...photos];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    // The cover is the first: moving a photo to the top makes it the cover.
    void save(order, order[0]!._id, t('photos.moved', { number: index + by + 1 }));
  }

  async function drop(photo: TurfPhotoJson) {
    setProblem(null);
    try {
      setPhotos((await remove.mutateAsync(photo._id)).photos);
      setStatus(t('photos.deleted'));
    } catch (error) {
      setProblem(errorText(error, t('photos.failed')));
    }
  }

  return (
    <section
      aria-labelledby="photos-heading"
      className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8"
    >
      <div>
        <h2 id="photos-heading" className="text-lg font-bold text-slate-900">
          {t('photos.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('photos.intro', { max: MAX_PHOTOS_PER_TURF, count: photos.length })}
        </p>
      </div>
      {photos.length > 0 && (
        <ol className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo._id} className="rounded-xl p-2 ring-1 ring-slate-200">
              <img
                src={photo.url}
                srcSet={photoSrcSet(photo)}
                sizes="(min-width: 640px) 320px, 100vw"
                width={photo.width}
                height={photo.height}
                loading="lazy"
                alt={t('photos.alt', { number: index + 1 })}
                className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100 object-cover"
              />
              <p className="mt-2 text-sm font-semibold text-slate-800">
                {index === 0
                  ? t('photos.coverLabel', { number: index + 1 })
                  : t('photos.number', { number: index + 1 })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('photos.upOf', { number: index + 1 })}
                >
                  {t('photos.up')}
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={busy || index === photos.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('photos.downOf', { number: index + 1 })}
                >
                  {t('photos.down')}
                </button>
                {index !== 0 && (
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={busy}
                    onClick={() =>
                      void save(
                        [photo, ...photos.filter((p) => p !== photo)],
                        photo._id,
                        t('photos.coverSet', { number: index + 1 }),
                      )
                    }
                    aria-label={t('photos.makeCoverOf', { number: index + 1 })}
                  >
                    {t('photos.makeCover')}
                  </button>
                )}
                <button
                  type="button"
                  className={`${SMALL_BUTTON} text-red-700`}
                  disabled={busy}
                  onClick={() => void drop(photo)}
                  aria-label={t('photos.deleteOf', { number: index + 1 })}
                >
                  {t('photos.delete')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className="text-sm font-medium text-amber-800">
          {t('photos.full', { max: MAX_PHOTOS_PER_TURF })}
        </p>
      ) : (
        <label className="block">
          <span className="text-sm font-semibold text-slate-800">{t('photos.add')}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={busy}
            className="mt-1 block w-full text-sm"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void add(file);
            }}
          />
          <span className="mt-1 block text-xs text-slate-500">{t('photos.rules')}</span>
        </label>
      )}
      {progress !== null && (
        <progress
          max={100}
          value={progress}
          className="w-full"
          aria-label={t('photos.uploading', { percent: progress })}
        />
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  );
}
