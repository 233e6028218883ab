// Sky, skyline, trees, floodlights, people and caption band shared by the outdoor scenes.
import type { Projector, Pt } from './svg';
import { between, circle, esc, f, line, linearGradient, pick, radialGradient, rect } from './svg';
import type { Mood } from './moods';

export { MOODS, mix, shade } from './moods';
export type { Mood, TimeOfDay } from './moods';

export function skyDefs(mood: Mood): string {
  const [a, b, c] = mood.sky;
  return (
    linearGradient('sky', [
      [0, a],
      [0.62, b],
      [1, c],
    ]) +
    radialGradient('sun', [
      [0, '#fff7d6', 1],
      [0.25, mood.time === 'day' ? '#fff3c4' : '#ffd27a', 0.8],
      [1, mood.time === 'day' ? '#ffffff' : '#ff9f5a', 0],
    ]) +
    radialGradient('glow', [
      [0, '#ffffff', 1],
      [0.2, '#fff6d5', 0.85],
      [1, '#fff1b8', 0],
    ]) +
    `<pattern id="win" width="18" height="16" patternUnits="userSpaceOnUse">` +
    `<rect x="3" y="3" width="5" height="6" fill="${mood.window}" opacity="${mood.windowOpacity}"/>` +
    `<rect x="11" y="3" width="5" height="6" fill="${mood.window}" opacity="${mood.windowOpacity * 0.45}"/>` +
    `</pattern>`
  );
}

/** Sky, sun or moon, stars and clouds, down to the horizon. */
export function sky(
  rand: () => number,
  mood: Mood,
  w: number,
  horizon: number,
  sunX: number,
): string {
  const out = [rect(0, 0, w, horizon + 40, 'fill="url(#sky)"')];
  if (mood.time === 'night' || mood.time === 'dusk') {
    const n = mood.time === 'night' ? 40 : 18;
    let d = '';
    for (let i = 0; i < n; i++) d += `M${f(rand() * w)} ${f(rand() * horizon * 0.7)}h0`;
    out.push(
      `<path d="${d}" stroke="#fff" stroke-width="2.2" stroke-linecap="round" opacity="0.75"/>`,
    );
    const my = horizon * 0.28;
    out.push(circle(sunX, my, 22, 'fill="#f4f1de"'));
    out.push(circle(sunX + 9, my - 6, 20, `fill="${mood.sky[0]}"`));
  } else {
    const sy =
      mood.time === 'day' ? horizon * 0.25 : mood.time === 'golden' ? horizon * 0.55 : horizon - 8;
    const r = mood.time === 'sunset' ? 46 : 30;
    out.push(circle(sunX, sy, r * 4, 'fill="url(#sun)"'));
    out.push(circle(sunX, sy, r, `fill="${mood.time === 'sunset' ? '#ffd27a' : '#fff8dc'}"`));
    const clouds = mood.time === 'sunset' ? 3 : 4;
    for (let i = 0; i < clouds; i++) {
      const cx = between(rand, 0.05, 0.95) * w;
      const cy = between(rand, 0.12, 0.55) * horizon;
      const s = between(rand, 0.7, 1.3);
      const col = mood.time === 'sunset' ? '#f7a7b0' : '#ffffff';
      const op = mood.time === 'sunset' ? 0.55 : 0.85;
      out.push(
        `<g fill="${col}" opacity="${op}"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(60 * s)}" ry="${f(12 * s)}"/>` +
          `<ellipse cx="${f(cx - 18 * s)}" cy="${f(cy - 8 * s)}" rx="${f(26 * s)}" ry="${f(14 * s)}"/>` +
          `<ellipse cx="${f(cx + 14 * s)}" cy="${f(cy - 12 * s)}" rx="${f(22 * s)}" ry="${f(16 * s)}"/></g>`,
      );
    }
  }
  return out.join('');
}

/** Two layers of city blocks standing on `base`; `tall` adds a few Mumbai-style towers. */
export function skyline(
  rand: () => number,
  mood: Mood,
  w: number,
  base: number,
  scale = 1,
  tall = 0,
): string {
  const out: string[] = [];
  const layers = [
    [mood.buildingFar, 30, 90],
    [mood.buildingNear, 18, 60],
  ] as const;
  layers.forEach(([color, hMin, hMax], i) => {
    let x = -10;
    const g: string[] = [];
    while (x < w) {
      const bw = between(rand, 26, 70) * Math.min(scale, 1.3);
      const bh = Math.min(
        base * 0.9,
        between(rand, hMin, hMax) * scale * (rand() < 0.12 ? 1.7 : 1),
      );
      g.push(rect(x, base - bh, bw - 3, bh + 6, ''));
      x += bw + between(rand, 0, 14);
    }
    if (i === 0) {
      for (let t = 0; t < tall; t++) {
        const tx = between(rand, 0.5, 0.95) * w;
        const tw = between(rand, 34, 52) * Math.min(scale, 1.3);
        const th = Math.min(base * 0.92, between(rand, 150, 230) * scale);
        g.push(
          rect(tx, base - th, tw, th + 6, ''),
          rect(tx + tw * 0.2, base - th - 12, tw * 0.6, 12, ''),
        );
      }
    }
    out.push(
      `<defs><g id="b${i}">${g.join('')}</g></defs><use href="#b${i}" fill="${color}"/><use href="#b${i}" fill="url(#win)"/>`,
    );
  });
  return out.join('');
}

/** Reusable symbols, in metres with the base at the origin: round tree, palm and two players. */
export function symbolDefs(mood: Mood): string {
  const [c1, c2] = mood.tree;
  const fronds = [-150, -110, -70, -30, 10, 160]
    .map((deg) => {
      const r = (deg * Math.PI) / 180;
      const q = `${f(1.2 + Math.cos(r) * 2.4)} ${f(-9 + Math.sin(r) * 2.4 - 0.6)}`;
      return `M1.2 -9Q${q} ${f(1.2 + Math.cos(r) * 4)} ${f(-9 + Math.sin(r) * 2.4 + 1.4)}`;
    })
    .join('');
  const player = (id: string, skin: string) =>
    `<g id="${id}"><ellipse rx="0.45" ry="0.13" fill="#000" opacity="0.22"/>` +
    `<path d="M-0.11 -0.76L-0.18 0M0.11 -0.76L0.18 0" stroke="#1f2937" stroke-width="0.18" stroke-linecap="round"/>` +
    `<rect x="-0.27" y="-1.44" width="0.54" height="0.76" rx="0.14"/><circle cy="-1.62" r="0.2" fill="${skin}"/></g>`;
  return (
    `<g id="tr"><rect x="-0.3" y="-3.2" width="0.6" height="3.2" fill="#5b4330"/><circle cy="-5" r="2.8" fill="${c1}"/>` +
    `<circle cx="-1.6" cy="-4" r="2" fill="${c1}"/><circle cx="1.2" cy="-6" r="2.1" fill="${c2}"/></g>` +
    `<g id="pa" fill="none" stroke-linecap="round"><path d="M0 0Q-0.4 -5 1.2 -9" stroke="#6b5137" stroke-width="0.45"/>` +
    `<path d="${fronds}" stroke="${c2}" stroke-width="0.7"/></g>` +
    player('pl', '#8d5a3b') +
    player('pm', '#c68863')
  );
}

function use(id: string, x: number, y: number, k: number, extra = ''): string {
  return `<use href="#${id}" transform="translate(${f(x)} ${f(y)}) scale(${f(k)})"${extra}/>`;
}

/** A round-canopy tree or a coconut palm standing on a ground point (needs symbolDefs). */
export function tree(proj: Projector, x: number, z: number, palm: boolean, size: number): string {
  const [bx, by] = proj.p(x, z);
  return use(palm ? 'pa' : 'tr', bx, by, proj.ppm(x, z) * size);
}

/** Floodlight mast with a lamp bank; when lit it gets a soft glow. */
export function mast(proj: Projector, x: number, z: number, h: number, lit: boolean): string {
  const base = proj.p(x, z);
  const top = proj.p(x, z, h);
  const k = proj.ppm(x, z);
  const head = rect(
    top[0] - k * 1.6,
    top[1] - k * 1.1,
    k * 3.2,
    k * 1.6,
    `fill="${lit ? '#fffbe8' : '#d7dde3'}" stroke="#5f6b76" stroke-width="${f(Math.max(0.8, k * 0.15))}"`,
  );
  const glow = lit ? circle(top[0], top[1], k * 9, 'fill="url(#glow)" opacity="0.9"') : '';
  return (
    line(base, top, `stroke="#8a96a3" stroke-width="${f(Math.max(1.2, k * 0.35))}"`) + head + glow
  );
}

/** A tiny player figure standing on a ground point (needs symbolDefs). */
export function person(
  proj: Projector,
  x: number,
  z: number,
  shirt: string,
  light = false,
): string {
  const [bx, by] = proj.p(x, z);
  return use(light ? 'pm' : 'pl', bx, by, proj.ppm(x, z), ` fill="${shirt}"`);
}

/** A net panel between two ground points (a vertical quad with a hatched fill). */
export function netPanel(proj: Projector, a: Pt, b: Pt, h: number, opacity: number): string {
  const q = [proj.p(a[0], a[1]), proj.p(b[0], b[1]), proj.p(b[0], b[1], h), proj.p(a[0], a[1], h)];
  const d = `M${q.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
  return (
    `<path d="${d}" fill="url(#net)" opacity="${opacity}"/>` +
    line(
      q[3] as Pt,
      q[2] as Pt,
      `stroke="#e5e7eb" stroke-width="1.2" opacity="${Math.min(1, opacity + 0.3)}"`,
    )
  );
}

export function netDefs(color = '#ffffff'): string {
  return (
    `<pattern id="net" width="6" height="6" patternUnits="userSpaceOnUse">` +
    `<path d="M0 0L6 6M6 0L0 6" stroke="${color}" stroke-width="0.6" opacity="0.8"/></pattern>`
  );
}

/** Caption band with the turf's name and locality. */
export function caption(w: number, h: number, name: string, sub: string): string {
  return (
    rect(0, h - 58, w, 58, 'fill="#052e16" opacity="0.78"') +
    rect(0, h - 58, w, 3, 'fill="#22c55e"') +
    `<text x="24" y="${h - 21}" font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="25" font-weight="700" fill="#ffffff">${esc(name)}</text>` +
    `<text x="${w - 24}" y="${h - 22}" text-anchor="end" font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="16" font-weight="600" fill="#bbf7d0">${esc(sub)}</text>`
  );
}

export const TEAM_COLORS = [
  '#ef4444',
  '#2563eb',
  '#f59e0b',
  '#ffffff',
  '#7c3aed',
  '#0ea5e9',
  '#f97316',
] as const;

export function teamPair(rand: () => number): [string, string] {
  const a = pick(rand, TEAM_COLORS);
  let b = pick(rand, TEAM_COLORS);
  if (b === a) b = a === '#ffffff' ? '#ef4444' : '#ffffff';
  return [a, b];
}
