import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOL, LOCATIONS, SPORT_LABELS, type Sport } from '../../../../shared/catalog';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import type { TurfFormState } from '../hooks/use-turf-form';
import { ImageUploadField } from './image-upload-field';
import { MapsLinkField } from './maps-link-field';

// The areas are place names, the same in every language.
const LOCATION_OPTIONS = LOCATIONS.map((location) => ({ value: location, label: location }));
// Spec §9 lists the sports as Badminton, Cricket, Football; the value sent is lower-case.
const SPORT_ORDER = Object.keys(SPORT_LABELS) as Sport[];

interface TurfFormFieldsProps {
  state: TurfFormState;
  /** The image the turf has now (editing), shown until another is chosen. */
  currentImage?: string | null;
}

/** The turf's fields, shared by Add Turf and Edit Turf (spec §5: the same rules for both). */
export function TurfFormFields({ state, currentImage = null }: TurfFormFieldsProps) {
  const { t } = useTranslation('add-turf');
  const priceId = useId();
  const { errorOf, field } = state;
  const [name, address, location] = useWatch({
    control: state.form.control,
    name: ['name', 'address', 'location'],
  });
  return (
    <>
      <TextField
        label={t('fields.name')}
        autoComplete="off"
        placeholder={t('fields.namePlaceholder')}
        error={errorOf('name')}
        {...field('name')}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('fields.location')}
          placeholder={t('fields.locationPlaceholder')}
          options={LOCATION_OPTIONS}
          error={errorOf('location')}
          {...field('location')}
        />
        <SelectField
          label={t('fields.sport')}
          placeholder={t('fields.sportPlaceholder')}
          options={SPORT_ORDER.map((sport) => ({
            value: sport,
            label: t(`fields.sports.${sport}`),
          }))}
          error={errorOf('sports_type')}
          {...field('sports_type')}
        />
      </div>

      <ImageUploadField
        upload={state.upload}
        inputRef={state.fileInput}
        error={errorOf('images')}
        currentUrl={currentImage}
        onChoose={state.chooseImage}
      />

      <TextField
        label={t('fields.address')}
        autoComplete="street-address"
        placeholder={t('fields.addressPlaceholder')}
        error={errorOf('address')}
        {...field('address')}
      />

      <MapsLinkField
        registration={field('linkes')}
        search={{ name: name ?? '', address: address ?? '', location: location ?? '' }}
        error={errorOf('linkes')}
      />

      <div className="sm:w-1/2 sm:pr-2.5">
        <label htmlFor={priceId} className={LABEL}>
          {t('fields.price', { currency: CURRENCY_SYMBOL })}
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center font-semibold text-slate-500"
          >
            {CURRENCY_SYMBOL}
          </span>
          <input
            id={priceId}
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            placeholder="1200"
            aria-invalid={errorOf('price') ? true : undefined}
            aria-describedby={errorOf('price') ? `${priceId}-error` : undefined}
            className={`${CONTROL_BASE} ${controlTone(!!errorOf('price'))} pl-8`}
            {...field('price')}
          />
        </div>
        {errorOf('price') ? (
          <p id={`${priceId}-error`} className="mt-1.5 text-sm text-red-600">
            {errorOf('price')}
          </p>
        ) : null}
      </div>

      <TextareaField
        label={t('fields.description')}
        rows={4}
        placeholder={t('fields.descriptionPlaceholder')}
        error={errorOf('description')}
        {...field('description')}
      />
    </>
  );
}
