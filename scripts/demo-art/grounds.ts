// The playing surfaces in perspective: football pitch and goals, cricket oval and pitch, players.
import type { Mood } from './moods';
import { netPanel, person, shade, teamPair } from './environment';
import type { Projector, Pt } from './svg';
import { between, circle, ellipsePts, f, line, pick, poly } from './svg';

const FOOTBALL_GRASS = [
  ['#3fae4a', '#36a041'],
  ['#2fa555', '#289449'],
  ['#4cb552', '#41a346'],
  ['#34a86a', '#2d975e'],
] as const;
const CRICKET_GRASS = [
  ['#74c04c', '#66b043'],
  ['#5eae4d', '#529d43'],
  ['#82c65c', '#72b74f'],
  ['#69b85a', '#5aa84e'],
] as const;
export const APRONS = ['#2b7a3b', '#1f6b45', '#a14b3a', '#6b7280', '#3d7f52'] as const;

export const toD = (list: readonly Pt[], close = true) =>
  `M${list.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}${close ? 'Z' : ''}`;

export function projPoly(proj: Projector, list: readonly Pt[]): Pt[] {
  return list.map(([x, z]) => proj.p(x, z));
}

export function rectPts(x0: number, z0: number, x1: number, z1: number): Pt[] {
  return [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ];
}

/** Alternating mowing stripes across x (or z when `alongZ`) between -ext and ext. */
function stripes(
  proj: Projector,
  ext: number,
  n: number,
  colors: readonly [string, string],
  alongZ: boolean,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = -ext + (2 * ext * i) / n;
    const b = a + (2 * ext) / n;
    const q = alongZ ? rectPts(-ext, a, ext, b) : rectPts(a, -ext, b, ext);
    out.push(poly(projPoly(proj, q), `fill="${colors[i % 2]}"`));
  }
  return out.join('');
}

export function footballField(
  proj: Projector,
  rand: () => number,
  mood: Mood,
  L: number,
  W: number,
): string {
  const grass = pick(rand, FOOTBALL_GRASS).map((c) => shade(c, mood)) as unknown as [
    string,
    string,
  ];
  const out: string[] = [];
  out.push(
    `<clipPath id="fc"><path d="${toD(projPoly(proj, rectPts(-L, -W, L, W)))}"/></clipPath>`,
  );
  out.push(`<g clip-path="url(#fc)">${stripes(proj, L + 1, 12, grass, false)}</g>`);
  const lw = `stroke="#fff" stroke-width="${f(Math.max(1.3, proj.ppm(0, 0) * 0.16))}" fill="none" opacity="0.92"`;
  const P = (list: readonly Pt[]) => projPoly(proj, list);
  out.push(`<path d="${toD(P(rectPts(-L, -W, L, W)))}" ${lw}/>`);
  out.push(line(proj.p(0, -W), proj.p(0, W), lw));
  out.push(`<path d="${toD(P(ellipsePts(0, 0, W * 0.28, W * 0.28, 40)))}" ${lw}/>`);
  out.push(circle(...proj.p(0, 0), 2.2, 'fill="#fff"'));
  for (const s of [-1, 1]) {
    const pa = W * 0.55;
    const ga = W * 0.28;
    out.push(`<path d="${toD(P(rectPts(s * L, -pa, s * (L - W * 0.42), pa)))}" ${lw}/>`);
    out.push(`<path d="${toD(P(rectPts(s * L, -ga, s * (L - W * 0.16), ga)))}" ${lw}/>`);
    out.push(circle(...proj.p(s * (L - W * 0.3), 0), 1.8, 'fill="#fff"'));
  }
  return out.join('');
}

export function goal(proj: Projector, x: number, half: number, h: number, depth: number): string {
  const s = Math.sign(x);
  const back = x + s * depth;
  const out: string[] = [];
  // Back and side nets, then the frame.
  out.push(netPanel(proj, [back, -half], [back, half], h * 0.85, 0.75));
  out.push(netPanel(proj, [x, -half], [back, -half], h * 0.9, 0.6));
  out.push(netPanel(proj, [x, half], [back, half], h * 0.9, 0.6));
  const top = [
    proj.p(x, -half, h),
    proj.p(back, -half, h * 0.85),
    proj.p(back, half, h * 0.85),
    proj.p(x, half, h),
  ];
  out.push(`<path d="${toD(top)}" fill="url(#net)" opacity="0.6"/>`);
  const k = Math.max(1.6, proj.ppm(x, 0) * 0.22);
  const frame = `stroke="#fff" stroke-width="${f(k)}" stroke-linecap="round" fill="none"`;
  out.push(
    `<path d="${toD([proj.p(x, -half), proj.p(x, -half, h), proj.p(x, half, h), proj.p(x, half)], false)}" ${frame}/>`,
  );
  return out.join('');
}

export function cricketField(
  proj: Projector,
  rand: () => number,
  mood: Mood,
  a: number,
  b: number,
  alongZ: boolean,
): string {
  const grass = pick(rand, CRICKET_GRASS).map((c) => shade(c, mood)) as unknown as [string, string];
  const P = (list: readonly Pt[]) => projPoly(proj, list);
  const out: string[] = [];
  const oval = P(ellipsePts(0, 0, a, b, 44));
  out.push(`<clipPath id="fc"><use href="#oval"/></clipPath>`);
  const pattern = rand();
  if (pattern < 0.3) {
    // Concentric mowing rings.
    const rings: string[] = [];
    for (let i = 0; i < 7; i++) {
      const t = 1 - i / 7;
      rings.push(
        `<path d="${toD(P(ellipsePts(0, 0, a * t, b * t, 36)))}" fill="${grass[i % 2]}"/>`,
      );
    }
    out.push(rings.join(''));
  } else {
    out.push(
      `<g clip-path="url(#fc)">${stripes(proj, Math.max(a, b), 14, grass, pattern < 0.65)}</g>`,
    );
  }
  const white = `stroke="#fff" fill="none"`;
  out.push(`<path id="oval" d="${toD(oval)}" ${white} stroke-width="3" opacity="0.95"/>`);
  out.push(
    `<path d="${toD(P(ellipsePts(0, 0, a * 0.52, b * 0.55, 48)))}" ${white} stroke-width="1.6" stroke-dasharray="3 6" opacity="0.85"/>`,
  );
  // Pitch strip (20.12 m x 3.05 m) and creases; r(u, v) maps pitch-local to ground axes.
  const r = (u: number, v: number): Pt => (alongZ ? [u, v] : [v, u]);
  const strip = P([r(-1.6, -11.4), r(1.6, -11.4), r(1.6, 11.4), r(-1.6, 11.4)]);
  out.push(`<path d="${toD(strip)}" fill="${shade('#dcc394', mood)}"/>`);
  out.push(
    `<path d="${toD(P([r(-0.9, -10), r(0.9, -10), r(0.9, 10), r(-0.9, 10)]))}" fill="${shade('#cfb27c', mood)}"/>`,
  );
  const seg = (p: Pt, q: Pt) => `M${f(p[0])} ${f(p[1])}L${f(q[0])} ${f(q[1])}`;
  let creases = '';
  let stumps = '';
  for (const s of [-1, 1]) {
    creases += seg(proj.p(...r(-1.32, s * 10.06)), proj.p(...r(1.32, s * 10.06)));
    creases += seg(proj.p(...r(-1.6, s * 8.84)), proj.p(...r(1.6, s * 8.84)));
    for (const x of [-1.32, 1.32])
      creases += seg(proj.p(...r(x, s * 8.5)), proj.p(...r(x, s * 11.2)));
    for (const x of [-0.12, 0, 0.12]) {
      const [gx, gz] = r(x, s * 10.06);
      stumps += seg(proj.p(gx, gz), proj.p(gx, gz, 0.72));
    }
  }
  const k = proj.ppm(0, 0);
  out.push(`<path d="${creases}" stroke="#fff" stroke-width="${f(Math.max(1, k * 0.1))}"/>`);
  out.push(`<path d="${stumps}" stroke="#f4e6c8" stroke-width="${f(Math.max(1, k * 0.09))}"/>`);
  return out.join('');
}

export function cricketPlayers(
  proj: Projector,
  rand: () => number,
  a: number,
  b: number,
  alongZ: boolean,
): string {
  const r = (u: number, v: number): Pt => (alongZ ? [u, v] : [v, u]);
  const [bat, field] = teamPair(rand);
  const spots: [Pt, string][] = [
    [r(0.5, -9.4), bat],
    [r(-0.6, 9.4), bat],
    [r(0.9, 13), field],
    [r(-1.4, -12.5), field],
    [r(0, -14), '#f8fafc'],
  ];
  for (let i = 0; i < 7; i++) {
    const t = between(rand, 0, Math.PI * 2);
    const d = between(rand, 0.45, 0.85);
    spots.push([[Math.cos(t) * a * d, Math.sin(t) * b * d], field]);
  }
  spots.sort((p, q) => q[0][1] - p[0][1]);
  return spots.map(([[x, z], c]) => person(proj, x, z, c)).join('');
}

export function footballPlayers(
  proj: Projector,
  rand: () => number,
  L: number,
  W: number,
  n: number,
): string {
  const [c1, c2] = teamPair(rand);
  const spots: [Pt, string][] = [];
  for (let i = 0; i < n; i++) {
    spots.push([[between(rand, -L * 0.9, L * 0.1), between(rand, -W * 0.8, W * 0.8)], c1]);
    spots.push([[between(rand, -L * 0.1, L * 0.9), between(rand, -W * 0.8, W * 0.8)], c2]);
  }
  spots.sort((p, q) => q[0][1] - p[0][1]);
  const ball = proj.p(between(rand, -L * 0.3, L * 0.3), between(rand, -W * 0.4, W * 0.4));
  return (
    spots.map(([[x, z], c]) => person(proj, x, z, c)).join('') +
    circle(ball[0], ball[1], 2.4, 'fill="#fff" stroke="#333" stroke-width="0.6"')
  );
}
