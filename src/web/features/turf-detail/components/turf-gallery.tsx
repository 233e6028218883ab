import { useTranslation } from 'react-i18next';
import type { TurfJson } from '../../../../shared/turf-types';
import { TurfImage } from '../../../components/turf-card';
import { GALLERY_PHOTO_SIZES, photoSrcSet } from '../../../../shared/photo-srcset';

/**
 * The turf's photos (docs/decisions/067): the cover first and at once (it is the page's largest
 * picture), the rest lazily, in a strip that scrolls and snaps sideways (a swipe on a phone).
 * Each picture is fetched at the size the screen shows. Without photos, the listing's image.
 */
export function TurfGallery({ turf }: { turf: TurfJson }) {
  const { t } = useTranslation('turf-detail');
  const photos = turf.photos ?? [];
  if (photos.length === 0)
    return (
      <TurfImage
        src={turf.images}
        alt={turf.name}
        priority
        sizes={GALLERY_PHOTO_SIZES}
        className="rounded-2xl shadow-sm"
      />
    );
  return (
    <section aria-label={t('gallery.label', { count: photos.length })} className="min-w-0">
      <ul
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-2xl pb-2"
        data-testid="turf-gallery"
        // Focusable, so a keyboard scrolls the strip with the arrow keys.
        tabIndex={0}
      >
        {photos.map((photo, index) => (
          <li key={photo._id} className="w-full shrink-0 snap-start">
            <img
              src={photo.url}
              srcSet={photoSrcSet(photo)}
              sizes={GALLERY_PHOTO_SIZES}
              width={photo.width}
              height={photo.height}
              alt={
                index === 0
                  ? turf.name
                  : t('gallery.photoOf', {
                      turf: turf.name,
                      number: index + 1,
                      count: photos.length,
                    })
              }
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[4/3] h-auto w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 && (
        <p className="mt-1 text-sm text-slate-600">
          {t('gallery.swipe', { count: photos.length })}
        </p>
      )}
    </section>
  );
}
