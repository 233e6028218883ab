import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { CalendarCourt } from '../../../../shared/api/owner-calendar-contract';
import { WEEKDAY_NAMES, type WeekHours } from '../../../../shared/opening-hours';
import { END_OF_DAY, FIRST_SLOT } from '../../../../shared/slots';
import { timeLabel } from '../../../../shared/slots';
import { ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { Spinner } from '../../../components/spinner';
import { useErrorText } from '../../../i18n/error-text';
import { useSaveCourtHours, useSaveOpeningHours } from '../api/calendar-changes';
import { showsCourts } from '../calendar-courts';
import { weekdayName, type CalendarWords } from '../calendar-words';
import { useCalendarWords } from '../use-calendar-words';
import {
  CLOSING_TIMES,
  OPENING_TIMES,
  checkDraft,
  draftOf,
  type DayDraft,
} from '../opening-hours-draft';
import { FormProblem } from './form-problem';

const VENUE = 'venue';

interface OpeningHoursDialogProps {
  turfId: string;
  openingHours: WeekHours;
  /** With two or more, each court may have its own hours inside the venue's (decision 031). */
  courts: readonly CalendarCourt[];
  open: boolean;
  onClose: () => void;
}

/**
 * "Opening hours": each weekday open or closed, opening and closing on the half hour (closing as
 * late as 11:59 PM). A modal <dialog>: focus stays inside, Escape closes, focus goes back.
 */
export function OpeningHoursDialog(props: OpeningHoursDialogProps) {
  const { turfId, openingHours, courts, open, onClose } = props;
  const words = useCalendarWords();
  const { t } = words;
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const forId = useId();
  const saveVenue = useSaveOpeningHours(turfId);
  const saveCourt = useSaveCourtHours(turfId);
  const save = { isPending: saveVenue.isPending || saveCourt.isPending };
  const [draft, setDraft] = useState<DayDraft[]>(() => draftOf(openingHours));
  const [problem, setProblem] = useState<string | null>(null);
  // Whose hours: the venue's, or one court's (which may follow the venue's).
  const [target, setTarget] = useState(VENUE);
  const [followsVenue, setFollowsVenue] = useState(true);
  const court = courts.find(({ _id }) => _id === target) ?? null;
  const showTarget = (id: string) => {
    const chosen = courts.find(({ _id }) => _id === id) ?? null;
    setTarget(id);
    setFollowsVenue(!chosen?.openingHours);
    setDraft(draftOf(chosen?.openingHours ?? openingHours));
    setProblem(null);
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Each opening starts from the hours the turf has now (edits left by Cancel are dropped).
  const [openedWith, setOpenedWith] = useState<WeekHours | null>(null);
  if (open && openedWith !== openingHours) {
    setOpenedWith(openingHours);
    setDraft(draftOf(openingHours));
    setTarget(VENUE);
    setProblem(null);
  } else if (!open && openedWith !== null) {
    setOpenedWith(null);
  }

  const change = (index: number, patch: Partial<DayDraft>) => {
    setDraft((days) => days.map((day, at) => (at === index ? { ...day, ...patch } : day)));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = court && followsVenue ? { week: null, problem: null } : checkDraft(draft);
    if (checked.problem !== null) {
      setProblem(draftProblemText(words, draft));
      return;
    }
    try {
      if (court) await saveCourt.mutateAsync({ courtId: court._id, openingHours: checked.week });
      else await saveVenue.mutateAsync(checked.week!);
      toast.success(
        !court
          ? t('hours.saved')
          : checked.week
            ? t('hours.courtSaved', { court: court.name })
            : t('hours.courtFollows', { court: court.name }),
      );
      onClose();
    } catch (error) {
      setProblem(errorText(error, t('hours.failed')));
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!save.isPending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t('hours.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {showsCourts(courts) ? t('hours.introCourts') : t('hours.intro')}
        </p>
        {showsCourts(courts) ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <label htmlFor={forId} className="text-sm font-semibold text-slate-800">
              {t('hours.of')}
            </label>
            <select
              id={forId}
              value={target}
              onChange={(event) => showTarget(event.target.value)}
              className={SELECT}
            >
              <option value={VENUE}>{t('hours.wholeVenue')}</option>
              {courts.map((listed) => (
                <option key={listed._id} value={listed._id}>
                  {listed.name}
                </option>
              ))}
            </select>
            {court ? (
              <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  checked={followsVenue}
                  onChange={(event) => {
                    setFollowsVenue(event.target.checked);
                    setProblem(null);
                  }}
                  className="size-4 accent-emerald-700"
                />
                {t('hours.sameAsVenue')}
              </label>
            ) : null}
          </div>
        ) : null}
        {court && followsVenue ? (
          <p className="mt-4 text-sm text-slate-700">
            {t('hours.courtOpenWithVenue', { court: court.name })}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {draft.map((day, index) => (
              <DayRow
                key={WEEKDAY_NAMES[index]}
                name={weekdayName(words, index)}
                day={day}
                onChange={(patch) => change(index, patch)}
              />
            ))}
          </ul>
        )}
        {problem ? (
          <div className="mt-4">
            <FormProblem>{problem}</FormProblem>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={save.isPending}
            className={ACTION_QUIET}
          >
            {t('hours.cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={ACTION_PRIMARY}>
            {save.isPending ? (
              <Spinner label={t('hours.saving')} className="size-4 text-white" />
            ) : null}
            {court ? t('hours.saveCourt', { court: court.name }) : t('hours.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

const SELECT =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-emerald-600 disabled:bg-slate-100 disabled:text-slate-600';

/** Why the week cannot be saved: a day closing before it opens (the lists offer only grid times). */
function draftProblemText(words: CalendarWords, draft: readonly DayDraft[]): string {
  const index = draft.findIndex((day) => day.open && day.closesAt <= day.opensAt);
  if (index >= 0) return words.t('hours.closeBeforeOpen', { day: weekdayName(words, index) });
  return words.t('hours.offGrid', { first: timeLabel(FIRST_SLOT), last: timeLabel(END_OF_DAY) });
}

function DayRow({
  name,
  day,
  onChange,
}: {
  name: string;
  day: DayDraft;
  onChange: (patch: Partial<DayDraft>) => void;
}) {
  const { t } = useCalendarWords();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
      <label className="inline-flex min-w-[8rem] items-center gap-2 text-sm font-semibold text-slate-900">
        <input
          type="checkbox"
          checked={day.open}
          onChange={(event) => onChange({ open: event.target.checked })}
          aria-label={t('hours.openOn', { day: name })}
          className="size-4 accent-emerald-700"
        />
        {name}
      </label>
      {day.open ? (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <select
            aria-label={t('hours.opensAt', { day: name })}
            value={day.opensAt}
            onChange={(event) => onChange({ opensAt: Number(event.target.value) })}
            className={SELECT}
          >
            {OPENING_TIMES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {timeLabel(minutes)}
              </option>
            ))}
          </select>
          <span aria-hidden="true">{t('hours.to')}</span>
          <select
            aria-label={t('hours.closesAt', { day: name })}
            value={day.closesAt}
            onChange={(event) => onChange({ closesAt: Number(event.target.value) })}
            className={SELECT}
          >
            {CLOSING_TIMES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {timeLabel(minutes)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <span className="text-sm text-slate-600">{t('hours.closedAllDay')}</span>
      )}
    </li>
  );
}
