import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useBoard, useLiveBoard } from '../api/board';
import { BoardListingSection } from './board-listing';

// /board (docs/decisions/066): today's board, every court of every listing the person works at,
// opening at the current hour; ?date=YYYY-MM-DD shows another day of the person's window.

export function BoardPage() {
  const { t } = useTranslation('board');
  const errorText = useErrorText();
  const dates = useDates();
  const [params] = useSearchParams();
  const board = useBoard(params.get('date'));
  const answer = board.data;
  useLiveBoard(answer?.listings.map((listing) => listing._id) ?? []);
  return (
    <section className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('title')} />
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('title')}
        </h1>
        {answer ? (
          <p className="mt-1 text-base font-semibold text-slate-700" data-testid="board-date">
            {dates.date(answer.date)}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      </header>
      {board.isPending ? (
        <Spinner label={t('loading')} />
      ) : board.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(board.error, t('failed'))}
        </p>
      ) : answer && answer.listings.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
          {t('empty')}
        </p>
      ) : (
        answer?.listings.map((listing) => (
          <BoardListingSection
            key={listing._id}
            listing={listing}
            nowMinutes={answer.date === answer.today ? answer.nowMinutes : null}
          />
        ))
      )}
    </section>
  );
}
