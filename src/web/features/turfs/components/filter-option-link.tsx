import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

interface FilterOptionLinkProps {
  to: To;
  active: boolean;
  className: string;
  onSelect?: () => void;
  children: ReactNode;
}

/**
 * One filter choice. It is a link to the filtered URL (so it works with the keyboard, middle
 * click and a reload); the current choice is marked with aria-current.
 */
export function FilterOptionLink({
  to,
  active,
  className,
  onSelect,
  children,
}: FilterOptionLinkProps) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      onClick={onSelect}
      className={className}
    >
      {children}
    </Link>
  );
}
