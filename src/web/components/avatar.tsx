import { avatarInitial } from '../utils/user-display';

interface AvatarProps {
  fullname: string | null | undefined;
  className?: string;
}

/** A circle with the first letter of the full name ('U' when missing). Decorative. */
export function Avatar({
  fullname,
  className = 'size-9 bg-white text-emerald-700 text-base',
}: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold ${className}`}
    >
      {avatarInitial(fullname)}
    </span>
  );
}
