// Buttons and button-like links of the booking screens. White text sits on emerald-700 or darker
// (emerald-600 gives 3.8:1, under the 4.5:1 that body text needs); every one shows a focus ring.

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed';

export const ACTION_PRIMARY = `${BASE} bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-emerald-700 disabled:opacity-60`;

export const ACTION_SECONDARY = `${BASE} border border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50 focus-visible:outline-emerald-700 disabled:opacity-60`;

export const ACTION_DANGER = `${BASE} border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700 disabled:opacity-60`;

export const ACTION_QUIET = `${BASE} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-emerald-700 disabled:opacity-60`;
