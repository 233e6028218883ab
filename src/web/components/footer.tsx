import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../config/site';

// Spec §2 Footer: brand title, contact mail and phone, Quick Links (all to /), copyright.
const QUICK_LINKS = ['Home', 'About Us', 'Contact Us'] as const;

export function Footer() {
  return (
    <footer className="bg-emerald-950 text-emerald-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:px-8">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-white">{BRAND_NAME}</h2>
          <p className="mt-2 max-w-sm text-sm text-emerald-200/80">
            Find and book cricket, football and badminton turfs across Mumbai.
          </p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-white hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <span aria-hidden="true" className="mx-2 text-emerald-400">
              |
            </span>
            <a
              href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}
              className="font-medium text-white hover:underline"
            >
              {SUPPORT_PHONE}
            </a>
          </p>
        </div>
        <nav aria-label="Quick Links" className="sm:justify-self-end">
          <h2 className="text-sm font-semibold tracking-wider text-emerald-300 uppercase">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((label) => (
              <li key={label}>
                <Link to="/" className="text-emerald-100 hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-emerald-900">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-emerald-300/80 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
