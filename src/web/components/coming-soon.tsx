import { PageTitle } from './page-title';

/** A screen that a later issue builds: its title and an honest "Coming soon", never fake data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-8 rounded-2xl border border-dashed border-emerald-300 bg-white px-6 py-12 text-center shadow-sm">
        <p className="text-lg font-semibold text-emerald-700">Coming soon</p>
      </div>
    </section>
  );
}
