import { PageTitle } from '../../components/page-title';
import { SportCards } from '../../components/sport-cards';

/** /sports: the spec does not show it, so it offers the three sport cards of the home screen. */
export function SportsPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageTitle title="Sports" />
      <div className="mb-8 text-center sm:mb-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Sports
        </h1>
        <p className="mt-2 text-lg text-slate-600">Choose a sport to see its turfs.</p>
      </div>
      <SportCards />
    </section>
  );
}
