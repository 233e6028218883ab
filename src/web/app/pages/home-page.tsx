import { Navigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useAuthStore } from '../../lib/auth-store';

/** / : owners go to Add Turf (spec §2, §6); everyone else gets the home screen (a later issue). */
export function HomePage() {
  const isOwner = useAuthStore((state) => state.user?.role === 'owner');
  if (isOwner) return <Navigate to="/turfform" replace />;

  return (
    <section className="bg-gradient-to-b from-emerald-50 to-slate-50">
      <PageTitle title="Book sports turfs in Mumbai" />
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-emerald-700 uppercase">
          Cricket · Football · Badminton
        </p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Book sports turfs across Mumbai
        </h1>
        <div className="mx-auto mt-10 max-w-md rounded-2xl border border-dashed border-emerald-300 bg-white px-6 py-10 shadow-sm">
          <p className="text-lg font-semibold text-emerald-700">Coming soon</p>
        </div>
      </div>
    </section>
  );
}
