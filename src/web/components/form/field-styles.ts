// The look of every form control, so inputs, selects and text areas line up.

export const CONTROL_BASE =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:outline-none disabled:bg-slate-50 disabled:text-slate-500';

export function controlTone(invalid: boolean): string {
  return invalid
    ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-200'
    : 'border-slate-300 focus-visible:border-emerald-500 focus-visible:ring-emerald-200';
}

export const LABEL = 'mb-1.5 block text-sm font-medium text-slate-700';
