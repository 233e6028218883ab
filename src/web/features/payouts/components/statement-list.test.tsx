import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../../../shared/api/payout-contract';
import { StatementList } from './statement-list';

const statement = (changes: Partial<Statement> = {}): Statement => ({
  _id: 's1',
  turfId: 't1',
  from: '2030-05-06',
  to: '2030-05-12',
  opening: '0.00',
  gross: '800.00',
  returned: '0.00',
  fee: '80.00',
  feeGst: '14.40',
  tcs: '0.00',
  tds: '0.80',
  net: '704.80',
  transfers: '0.00',
  closing: '704.80',
  ...changes,
});

const render = (statements: Statement[], names: [string, string][] = [['t1', 'Green Arena']]) =>
  renderToStaticMarkup(<StatementList statements={statements} turfNames={new Map(names)} />);

describe('StatementList (docs/decisions/054)', () => {
  it('shows the week, its net, what was transferred and the closing balance, with its files', () => {
    const html = render([statement({ opening: '100.00', transfers: '100.00', net: '704.80' })]);
    expect(html).toContain('6 May – 12 May 2030');
    expect(html).toContain('Net of the week');
    expect(html).toMatch(/Net of the week<\/dt><dd[^>]*>₹704.80/);
    expect(html).toMatch(/Transferred<\/dt><dd[^>]*>₹100.00/);
    expect(html).toMatch(/Closing balance<\/dt><dd[^>]*>₹704.80/);
    expect(html).toContain('href="/api/v1/owner/statements/s1.pdf"');
    expect(html).toContain('aria-label="Download statement 6 May 2030 PDF"');
    expect(html).toContain('href="/api/v1/owner/statements/s1.csv"');
    expect(html).toContain('aria-label="Download statement 6 May 2030 CSV"');
    expect(html).not.toContain('Carried to recover');
    // One turf: its name would only repeat what the owner knows.
    expect(html).not.toContain('Green Arena');
  });

  it('says a negative closing balance is carried to recover', () => {
    const html = render([statement({ opening: '0.00', closing: '-250.50', gross: '0.00' })]);
    expect(html).toMatch(/Closing balance<\/dt><dd class="[^"]*text-red-700[^"]*">-₹250.50/);
    expect(html).toContain('Carried to recover: ₹250.50');
  });

  it('names the venue of each statement when the owner has several turfs', () => {
    const html = render(
      [statement(), statement({ _id: 's2', turfId: 't2' })],
      [
        ['t1', 'Green Arena'],
        ['t2', 'Blue Court'],
      ],
    );
    expect(html).toContain('Green Arena');
    expect(html).toContain('aria-label="Download statement 6 May 2030 of Blue Court PDF"');
    expect(html).toContain('aria-label="Download statement 6 May 2030 of Green Arena CSV"');
  });

  it('says when the first statement comes while there is none', () => {
    expect(render([])).toContain(
      'Your first statement arrives the Monday after your first booking is played.',
    );
  });
});
