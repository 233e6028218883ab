// Time-of-day moods: sky, city and turf colours for the outdoor scenes and hall windows.

export type TimeOfDay = 'day' | 'golden' | 'sunset' | 'dusk' | 'night';

export interface Mood {
  time: TimeOfDay;
  sky: readonly [string, string, string];
  buildingFar: string;
  buildingNear: string;
  window: string;
  windowOpacity: number;
  tree: readonly [string, string];
  ground: string;
  lit: boolean; // floodlights on
  shade: number; // 0 = full daylight, 1 = deep night (darkens turf colours)
}

export const MOODS: Record<TimeOfDay, Mood> = {
  day: {
    time: 'day',
    sky: ['#5aa9e6', '#a8d5f5', '#e3f3fb'],
    buildingFar: '#c3d0dc',
    buildingNear: '#9fb2c4',
    window: '#e8f4fc',
    windowOpacity: 0.7,
    tree: ['#2f7d32', '#3f9142'],
    ground: '#6b8f4e',
    lit: false,
    shade: 0,
  },
  golden: {
    time: 'golden',
    sky: ['#7fb4e0', '#f6d9a8', '#fbe6c2'],
    buildingFar: '#d6c2b0',
    buildingNear: '#a89484',
    window: '#fff4d6',
    windowOpacity: 0.65,
    tree: ['#3d6e2a', '#557f33'],
    ground: '#7a8d4c',
    lit: false,
    shade: 0.1,
  },
  sunset: {
    time: 'sunset',
    sky: ['#3b2e6b', '#e0607e', '#fdb36b'],
    buildingFar: '#7b5078',
    buildingNear: '#4a3356',
    window: '#ffd88a',
    windowOpacity: 0.75,
    tree: ['#243d2a', '#2f4d32'],
    ground: '#4d5a3a',
    lit: true,
    shade: 0.3,
  },
  dusk: {
    time: 'dusk',
    sky: ['#141e4a', '#3e3f8f', '#b07bb8'],
    buildingFar: '#3b3f72',
    buildingNear: '#262a52',
    window: '#ffe08a',
    windowOpacity: 0.85,
    tree: ['#16302a', '#1e3d33'],
    ground: '#2f3f3a',
    lit: true,
    shade: 0.45,
  },
  night: {
    time: 'night',
    sky: ['#050b1f', '#0d1b3f', '#1c2f5e'],
    buildingFar: '#18213f',
    buildingNear: '#0e1530',
    window: '#ffd36b',
    windowOpacity: 0.9,
    tree: ['#0c1f1a', '#132a22'],
    ground: '#1a2a26',
    lit: true,
    shade: 0.55,
  },
};

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Darkens a turf colour for the mood (floodlit grass stays fairly bright). */
export function shade(color: string, mood: Mood): string {
  return mix(color, '#0a1a2a', mood.shade * 0.35);
}
