import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../shared/api-types';
import { useDismiss, type DismissReason } from '../../hooks/use-dismiss';
import { firstWord } from '../../utils/user-display';
import { Avatar } from '../avatar';
import { LanguageOptions } from '../language/language-options';
import { StaffCount } from './staff-count';
import type { StaffNav } from './use-staff-nav';

interface AvatarMenuProps {
  user: SessionUser;
  staff: StaffNav;
  onLogout: () => void;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
}

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm font-medium text-slate-700 outline-none hover:bg-emerald-50 hover:text-emerald-800 focus-visible:bg-emerald-50 focus-visible:text-emerald-800';

const languageClass = (current: boolean) =>
  `${itemClass} justify-between ${current ? 'text-emerald-800' : ''}`;

/**
 * The logged-in user's avatar, first name and a menu (Profile, the language of docs/decisions/062,
 * Logout), following the
 * WAI-ARIA menu button pattern: arrow keys move, Escape and outside clicks close.
 */
export function AvatarMenu({ user, staff, onLogout }: AvatarMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useDismiss(rootRef, open, (reason: DismissReason) => close(reason === 'escape'));

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open]);

  const openWith = (target: 'first' | 'last') => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') close(false);
  };

  const name = firstWord(user.fullname) || t('nav.user');

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-white transition hover:bg-emerald-800 focus-visible:outline-white"
      >
        <Avatar fullname={user.fullname} />
        <span className="max-w-20 truncate text-sm font-semibold sm:max-w-32">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('nav.account')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 mt-2 w-52 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-black/5"
        >
          <Link
            to="/userprofile"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => close(false)}
          >
            {t('nav.profile')}
          </Link>
          {staff.show ? (
            <Link
              to="/staff"
              role="menuitem"
              tabIndex={-1}
              className={`${itemClass} justify-between`}
              onClick={() => close(false)}
            >
              {t('nav.yourVenues')}
              <StaffCount pending={staff.pending} />
            </Link>
          ) : null}
          <div className="my-1 border-y border-slate-100 py-1">
            <p aria-hidden="true" className="px-4 pt-1 text-xs font-semibold text-slate-500">
              {t('language.label')}
            </p>
            <LanguageOptions inMenu optionClass={languageClass} onChosen={() => close(true)} />
          </div>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => {
              close(false);
              onLogout();
            }}
          >
            {t('nav.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
