import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Sport } from '../../shared/catalog';

// The three sport cards of the home's Sports List (spec §2), also shown on /sports.
const CARD_ORDER: readonly Sport[] = ['cricket', 'badminton', 'football'];

/** Cards CRICKET, BADMINTON, FOOTBALL, each opening /sports/{sport}. */
export function SportCards() {
  const { t } = useTranslation('common');
  return (
    <ul className="grid gap-4 sm:grid-cols-3 sm:gap-6">
      {CARD_ORDER.map((sport) => (
        <li key={sport}>
          <Link
            to={`/sports/${sport}`}
            className="group flex items-center overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg hover:ring-emerald-300 focus-visible:ring-2 focus-visible:ring-emerald-500 sm:block"
          >
            <div className="size-24 shrink-0 overflow-hidden bg-emerald-50 sm:aspect-square sm:size-auto">
              <img
                src={`/images/sports/${sport}.svg`}
                // Decorative: the card's text already names the sport and is the link's name.
                alt=""
                width={600}
                height={600}
                loading="lazy"
                className="size-full object-cover transition duration-300 group-hover:scale-105"
              />
            </div>
            <div className="flex flex-1 items-center justify-between gap-3 px-5 py-4">
              <span className="text-lg font-extrabold tracking-widest text-slate-900">
                {t(`sport.${sport}`).toUpperCase()}
              </span>
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 transition group-hover:bg-emerald-700 group-hover:text-white"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path
                    fillRule="evenodd"
                    d="M3 10a.75.75 0 0 1 .75-.75h10.64l-3.2-3.2a.75.75 0 1 1 1.06-1.06l4.5 4.5a.75.75 0 0 1 0 1.06l-4.5 4.5a.75.75 0 1 1-1.06-1.06l3.2-3.2H3.75A.75.75 0 0 1 3 10Z"
                    clipRule="evenodd"
                  />
                </svg>
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
