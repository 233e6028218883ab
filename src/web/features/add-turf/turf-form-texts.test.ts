import { describe, expect, it } from 'vitest';
import { EDIT_SAVED, EDIT_UNCHANGED } from '../../../shared/api/turf-edit-contract';
import { COURT_MESSAGES, courtsInputProblem } from '../../../shared/courts';
import { IMAGE_TOO_LARGE } from '../../../shared/images';
import {
  missingFieldMessage,
  TURF_FORM_FIELDS,
  turfFormSchema,
  type TurfFormKey,
} from '../../../shared/turf-form';
import { getAppI18n } from '../../i18n/app-i18n';
import { IMAGE_UPLOAD_FAILED, NOT_AN_IMAGE, UPLOADS_NOT_CONFIGURED } from './api/upload-image';
import { courtProblemText, editAnswerText, turfCheckText, uploadText } from './turf-form-texts';

// Each English message of the shared rules has its key, and the English catalogue says it letter
// for letter: what the form showed before it spoke Hindi and Marathi (docs/decisions/062).

const t = () => getAppI18n().getFixedT('en', 'add-turf');

const valid = {
  name: 'Kick Off Arena',
  images: 'https://example.com/a.jpg',
  address: 'Link Road',
  location: 'Andheri',
  price: '1200',
  description: 'Floodlit',
  sports_type: 'football',
  linkes: 'https://maps.app.goo.gl/x',
};

function problemOf(changes: Partial<Record<TurfFormKey, string>>) {
  const parsed = turfFormSchema.safeParse({ ...valid, ...changes });
  if (parsed.success) throw new Error('expected a problem');
  const issue = parsed.error.issues[0]!;
  return { message: issue.message, field: issue.path[0] as TurfFormKey };
}

describe('the turf form’s checks in the reader’s language', () => {
  it('has the words of every missing field, too long field and field rule', () => {
    for (const { key, label } of TURF_FORM_FIELDS) {
      const missing = missingFieldMessage(label);
      expect(turfCheckText(t(), missing, key)).toBe(missing);
      if (key !== 'price') {
        const long = problemOf({ [key]: 'x'.repeat(3000) });
        expect(turfCheckText(t(), long.message, long.field)).toBe(long.message);
      }
    }
    for (const changes of [
      { images: 'not a link' },
      { location: 'Pune' },
      { price: '-5' },
      { sports_type: 'chess' },
      { linkes: 'maps' },
    ]) {
      const problem = problemOf(changes);
      expect(turfCheckText(t(), problem.message, problem.field)).toBe(problem.message);
    }
  });

  it('has the words of the courts’ checks, the upload’s problems and the edit’s answers', () => {
    const problems = [
      courtsInputProblem([]),
      courtsInputProblem([{ name: 'A', sports: [] }]),
      COURT_MESSAGES.duplicateName,
      COURT_MESSAGES.name,
      COURT_MESSAGES.tooMany,
    ];
    for (const problem of problems) expect(courtProblemText(t(), problem!)).toBe(problem);
    for (const problem of [
      IMAGE_UPLOAD_FAILED,
      NOT_AN_IMAGE,
      UPLOADS_NOT_CONFIGURED,
      IMAGE_TOO_LARGE,
    ])
      expect(uploadText(t(), problem)).toBe(problem);
    expect(editAnswerText(t(), EDIT_SAVED)).toBe(EDIT_SAVED);
    expect(editAnswerText(t(), EDIT_UNCHANGED)).toBe(EDIT_UNCHANGED);
  });

  it('shows a message it has no words for as it came', () => {
    expect(turfCheckText(t(), 'Something new', 'name')).toBe('Something new');
    expect(uploadText(t(), 'Cloudinary says no')).toBe('Cloudinary says no');
  });
});
