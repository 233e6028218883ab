import { describe, expect, it } from 'vitest';
import { changeRows } from './audit-texts';

describe('an entry’s values as rows', () => {
  it('pairs each field before and after, a new thing with nothing before', () => {
    expect(changeRows({ price: '800.00' }, { price: '950.00' })).toEqual([
      { field: 'price', before: '800.00', after: '950.00' },
    ]);
    expect(changeRows(null, { court: 'All courts', reason: 'Rain' })).toEqual([
      { field: 'court', before: null, after: 'All courts' },
      { field: 'reason', before: null, after: 'Rain' },
    ]);
  });

  it('shows a plain value (a court following the venue’s hours) as one row, and nothing as none', () => {
    expect(changeRows("The venue's hours", { Sunday: 'Closed' })).toEqual([
      { field: 'Sunday', before: "The venue's hours", after: 'Closed' },
    ]);
    expect(changeRows("The venue's hours", 'x')).toEqual([
      { field: '', before: "The venue's hours", after: 'x' },
    ]);
    expect(changeRows(null, null)).toEqual([]);
  });
});
