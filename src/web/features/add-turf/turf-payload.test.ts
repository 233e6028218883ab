import { describe, expect, it } from 'vitest';
import { getAppI18n } from '../../i18n/app-i18n';
import { errorTextWith } from '../../i18n/error-text';
import { ApiRequestError } from '../../lib/api-client';
import { addTurfErrorMessage } from './api/post-turf';
import {
  checkTurfEdit,
  checkTurfForm,
  EMPTY_TURF_FORM,
  turfFormValuesOf,
  type TurfFormValues,
} from './turf-payload';

const filled: TurfFormValues = {
  name: ' Kick Off Arena ',
  images: '/uploads/' + 'a'.repeat(64) + '.png',
  address: '12 Link Road',
  location: 'Malad',
  price: '1200',
  description: 'Floodlit five-a-side turf.',
  sports_type: 'Football',
  linkes: 'https://maps.google.com/?q=kick+off',
};

describe('checkTurfForm', () => {
  it('reports the first missing field in the spec order', () => {
    expect(checkTurfForm(EMPTY_TURF_FORM, 'o1')).toEqual({
      ok: false,
      message: 'Please fill in the Turf Name field',
      field: 'name',
    });
    expect(checkTurfForm({ ...filled, images: '', linkes: '' }, 'o1')).toMatchObject({
      message: 'Please fill in the Turf Images field',
      field: 'images',
    });
    expect(checkTurfForm({ ...filled, description: '  ', sports_type: '' }, 'o1')).toMatchObject({
      message: 'Please fill in the Description field',
      field: 'description',
    });
    expect(checkTurfForm({ ...filled, linkes: '' }, 'o1')).toMatchObject({
      message: 'Please fill in the Google Maps Link field',
      field: 'linkes',
    });
  });

  it('then applies the server checks', () => {
    expect(checkTurfForm({ ...filled, price: '-5' }, 'o1')).toMatchObject({
      ok: false,
      field: 'price',
    });
    expect(checkTurfForm({ ...filled, linkes: 'javascript:alert(1)' }, 'o1')).toMatchObject({
      ok: false,
      field: 'linkes',
    });
  });

  it('builds the postTurf body: trimmed, price a number, sport lower-case, pending', () => {
    expect(checkTurfForm(filled, 'owner-1')).toEqual({
      ok: true,
      payload: {
        name: 'Kick Off Arena',
        location: 'Malad',
        description: 'Floodlit five-a-side turf.',
        images: filled.images,
        price: 1200,
        sports_type: 'football',
        ratings: [],
        linkes: 'https://maps.google.com/?q=kick+off',
        address: '12 Link Road',
        state: false,
        owner: 'owner-1',
      },
    });
  });
});

describe('addTurfErrorMessage', () => {
  it('maps 401, the server message and anything else', () => {
    const i18n = getAppI18n();
    const message = (error: unknown) =>
      addTurfErrorMessage(error, i18n.getFixedT('en', 'add-turf'), (e, fallback) =>
        errorTextWith(i18n, e, fallback),
      );
    const failed = 'Failed to add turf. Please try again.';
    expect(message(new ApiRequestError(401, 'Log in first'))).toBe(
      'You must be logged in to add a turf. Please log in again.',
    );
    expect(message(new ApiRequestError(400, 'Name is too long'))).toBe('Name is too long');
    expect(message(new ApiRequestError(500, null))).toBe(failed);
    expect(message(new TypeError('network'))).toBe(failed);
  });
});

describe('checkTurfEdit', () => {
  const demoArt = '/images/turfs/kick-off-arena.svg';

  it('applies the add-turf rules, in the same order', () => {
    expect(checkTurfEdit({ ...filled, name: ' ' }, filled.images)).toMatchObject({
      ok: false,
      field: 'name',
      message: 'Please fill in the Turf Name field',
    });
    expect(checkTurfEdit({ ...filled, price: '12.345' }, filled.images)).toMatchObject({
      ok: false,
      field: 'price',
    });
  });

  it("keeps the turf's own image even where a new one would not pass, and only that one", () => {
    expect(checkTurfEdit({ ...filled, images: demoArt, price: '950.5' }, demoArt)).toEqual({
      ok: true,
      payload: {
        name: 'Kick Off Arena',
        location: 'Malad',
        description: 'Floodlit five-a-side turf.',
        images: demoArt,
        price: 950.5,
        sports_type: 'football',
        linkes: 'https://maps.google.com/?q=kick+off',
        address: '12 Link Road',
      },
    });
    expect(checkTurfEdit({ ...filled, images: demoArt }, filled.images)).toMatchObject({
      ok: false,
      field: 'images',
    });
  });

  it('fills the form from a turf', () => {
    const values = turfFormValuesOf({
      _id: 't1',
      name: 'Kick Off Arena',
      images: demoArt,
      location: 'Malad',
      sports_type: 'football',
      price: 1200.5,
      state: true,
      address: '12 Link Road',
      linkes: 'https://maps.google.com/?q=kick+off',
      description: 'Floodlit.',
      owner: 'o1',
      averageRating: null,
      ratingCount: 0,
      ratings: [],
      reviewSummary: { average: null, count: 0 },
      photos: [],
      geo: null,
      amenities: [],
      houseRules: [],
    });
    expect(values).toMatchObject({ price: '1200.5', sports_type: 'football', images: demoArt });
  });
});
