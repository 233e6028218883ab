import { Link } from 'react-router';
import { PageTitle } from './page-title';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Page not found" />
      <p className="text-6xl font-extrabold text-emerald-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Page not found</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved. Let&apos;s get you back on the
        field.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
      >
        Go to Home
      </Link>
    </section>
  );
}
