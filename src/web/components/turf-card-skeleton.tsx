/** A grey stand-in with a turf card's shape, shown while the list loads (spec §9: six of them). */
export function TurfCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 motion-reduce:animate-none"
    >
      <div className="aspect-[4/3] w-full bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-6 w-1/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
