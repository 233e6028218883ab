// An indoor badminton hall in perspective: wooden or synthetic floor, courts, nets and lights.
import type { TimeOfDay } from './environment';
import { caption, MOODS, mix, netDefs, person, symbolDefs, teamPair } from './environment';
import type { FitSpec, Projector, Pt } from './svg';
import { between, circle, f, fitCamera, linearGradient, pick, rect, rng, svgDoc } from './svg';

export interface HallOptions {
  seed: string;
  title: string;
  w: number;
  h: number;
  fit: FitSpec;
  time: TimeOfDay;
  courts: number;
  players: boolean;
  mats?: boolean; // always lay synthetic court mats
  caption?: { name: string; sub: string };
  extraBody?: string;
  extraDefs?: string;
}

const FLOORS = [
  { base: '#c98f55', planks: ['#c98f55', '#be844b', '#d39c62'] },
  { base: '#b9783f', planks: ['#b9783f', '#ad6e37', '#c4844a'] },
  { base: '#d8ad78', planks: ['#d8ad78', '#cfa36d', '#e0b784'] },
  { base: '#2f6b57', planks: ['#2f6b57', '#2c6552', '#33715c'] },
] as const;
const MATS = ['#1f7a55', '#1d5fa3', '#137a7f', '#2e8b57', '#166534'] as const;
const WALLS = ['#e9e4d8', '#dde6ec', '#e2ecdd', '#f1e6d6', '#e6e1ee'] as const;
const ACCENTS = ['#15803d', '#1e3a8a', '#0f766e', '#9a3412', '#7c2d12'] as const;

type P3 = readonly [number, number, number];

const quad = (proj: Projector, q: readonly P3[]) =>
  `M${q.map(([x, z, y]) => proj.p(x, z, y).map(f).join(' ')).join('L')}Z`;

/** Several straight segments (ground x, z, height y) as one compact path `d`. */
function segs(proj: Projector, list: readonly (readonly [P3, P3])[]): string {
  return list
    .map(
      ([a, b]) =>
        `M${proj.p(a[0], a[1], a[2]).map(f).join(' ')}L${proj.p(b[0], b[1], b[2]).map(f).join(' ')}`,
    )
    .join('');
}

/** Court markings of a doubles badminton court (13.4 m x 6.1 m) centred on (cx, cz). */
function courtLines(proj: Projector, cx: number, cz: number): string {
  const L: [P3, P3][] = [];
  const add = (x0: number, z0: number, x1: number, z1: number) =>
    L.push([
      [cx + x0, cz + z0, 0],
      [cx + x1, cz + z1, 0],
    ]);
  for (const x of [-3.05, -2.59, 2.59, 3.05]) add(x, -6.7, x, 6.7);
  for (const z of [-6.7, -5.94, -1.98, 1.98, 5.94, 6.7]) add(-3.05, z, 3.05, z);
  add(0, 1.98, 0, 6.7);
  add(0, -1.98, 0, -6.7);
  const k = Math.max(1.1, proj.ppm(cx, cz) * 0.055);
  return `<path d="${segs(proj, L)}" stroke="#fff" stroke-width="${f(k)}" stroke-linecap="square"/>`;
}

function courtNet(proj: Projector, cx: number, cz: number): string {
  const k = proj.ppm(cx, cz);
  const band = quad(proj, [
    [cx - 3.1, cz, 0.78],
    [cx + 3.1, cz, 0.78],
    [cx + 3.1, cz, 1.53],
    [cx - 3.1, cz, 1.53],
  ]);
  const shadow = quad(proj, [
    [cx - 3.1, cz, 0],
    [cx + 3.1, cz, 0],
    [cx + 3.1, cz + 0.5, 0],
    [cx - 3.1, cz + 0.5, 0],
  ]);
  const posts = segs(proj, [
    [
      [cx - 3.1, cz, 0],
      [cx - 3.1, cz, 1.55],
    ],
    [
      [cx + 3.1, cz, 0],
      [cx + 3.1, cz, 1.55],
    ],
  ]);
  return (
    `<path d="${shadow}" fill="#000" opacity="0.08"/>` +
    `<path d="${posts}" stroke="#1f2937" stroke-width="${f(Math.max(1.5, k * 0.06))}"/>` +
    `<path d="${band}" fill="#111827" opacity="0.35"/><path d="${band}" fill="url(#net)" opacity="0.9"/>` +
    `<path d="${segs(proj, [
      [
        [cx - 3.1, cz, 1.53],
        [cx + 3.1, cz, 1.53],
      ],
    ])}" stroke="#fff" stroke-width="${f(Math.max(1.4, k * 0.05))}"/>`
  );
}

export function hallScene(o: HallOptions): string {
  const rand = rng(o.seed);
  const mood = MOODS[o.time];
  const n = Math.max(1, Math.min(4, o.courts));
  const rows = n === 4 ? 2 : 1;
  const cols = Math.ceil(n / rows);
  const gap = 2.6;
  const totalW = cols * 6.1 + (cols - 1) * gap;
  const totalL = rows * 13.4 + (rows - 1) * gap;
  const courts: [number, number][] = [];
  for (let r = rows - 1; r >= 0; r--)
    for (let c = 0; c < cols; c++)
      courts.push([-totalW / 2 + 3.05 + c * (6.1 + gap), -totalL / 2 + 6.7 + r * (13.4 + gap)]);
  const hw = Math.max(totalW / 2 + between(rand, 2.5, 4), 8);
  const hl = totalL / 2 + between(rand, 3.5, 5);
  const H = 12;
  const height = between(rand, 7, 9.5);
  const distance = hl + between(rand, 6, 12);
  const cam = {
    height,
    distance,
    tilt: Math.atan(height / distance) * between(rand, 0.95, 1.25),
    yaw: between(rand, -0.18, 0.18),
  };
  const nearZ = -distance + 5;
  const ox = totalW / 2 + 1.2;
  const oz = totalL / 2 + 1.1;
  const fitOutline: Pt[] = [
    [-ox, -oz],
    [ox, -oz],
    [ox, oz],
    [-ox, oz],
  ];
  const proj = fitCamera(cam, fitOutline, o.fit);
  const floor = pick(rand, FLOORS);
  const mat = pick(rand, MATS);
  const wall = pick(rand, WALLS);
  const accent = pick(rand, ACCENTS);
  const bareWood = floor.base !== '#2f6b57' && rand() < 0.25 && !o.mats;
  const defs =
    netDefs('#e5e7eb') +
    symbolDefs(mood) +
    linearGradient('wsky', [
      [0, mood.sky[0]],
      [1, mood.sky[2]],
    ]) +
    linearGradient('ceil', [
      [0, mix(wall, '#1f2937', 0.55)],
      [1, mix(wall, '#1f2937', 0.25)],
    ]) +
    `<radialGradient id="lamp"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.3" stop-color="#fffbe6" stop-opacity="0.7"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient>` +
    (o.extraDefs ?? '');
  const b: string[] = [rect(0, 0, o.w, o.h, 'fill="url(#ceil)"')];
  // Walls: back, then the two sides with pilasters and a painted dado.
  b.push(
    `<path d="${quad(proj, [
      [-hw, hl, 0],
      [hw, hl, 0],
      [hw, hl, H],
      [-hw, hl, H],
    ])}" fill="${wall}"/>`,
  );
  for (const s of [-1, 1]) {
    b.push(
      `<path d="${quad(proj, [
        [s * hw, nearZ, 0],
        [s * hw, hl, 0],
        [s * hw, hl, H],
        [s * hw, nearZ, H],
      ])}" fill="${mix(wall, '#6b7280', 0.18)}"/>`,
    );
    b.push(
      `<path d="${quad(proj, [
        [s * hw, nearZ, 0],
        [s * hw, hl, 0],
        [s * hw, hl, 1.6],
        [s * hw, nearZ, 1.6],
      ])}" fill="${mix(accent, '#000000', 0.1)}"/>`,
    );
    const pil: [P3, P3][] = [];
    for (let z = -hl; z < hl; z += 4)
      pil.push([
        [s * hw, z, 0],
        [s * hw, z, H],
      ]);
    b.push(`<path d="${segs(proj, pil)}" stroke="${mix(wall, '#000000', 0.2)}" stroke-width="2"/>`);
  }
  b.push(
    `<path d="${quad(proj, [
      [-hw, hl, 0],
      [hw, hl, 0],
      [hw, hl, 1.6],
      [-hw, hl, 1.6],
    ])}" fill="${accent}"/>`,
  );
  // Clerestory windows on the back wall show the time of day.
  const nw = Math.max(3, Math.round(hw / 2.2));
  let win = '';
  for (let i = 0; i < nw; i++) {
    const x0 = -hw + 0.8 + (i * (2 * hw - 1.6)) / nw;
    const x1 = x0 + (2 * hw - 1.6) / nw - 0.6;
    win += quad(proj, [
      [x0, hl, 7],
      [x1, hl, 7],
      [x1, hl, 9.5],
      [x0, hl, 9.5],
    ]);
  }
  b.push(
    `<path d="${win}" fill="url(#wsky)" stroke="${mix(wall, '#000000', 0.3)}" stroke-width="1.5"/>`,
  );
  // Ceiling trusses.
  const truss: [P3, P3][] = [];
  for (let z = nearZ + 1; z <= hl; z += 5)
    truss.push([
      [-hw, z, H],
      [hw, z, H],
    ]);
  b.push(`<path d="${segs(proj, truss)}" stroke="${mix(wall, '#111827', 0.5)}" stroke-width="3"/>`);
  // Floor with planks.
  b.push(
    `<path d="${quad(proj, [
      [-hw, nearZ, 0],
      [hw, nearZ, 0],
      [hw, hl, 0],
      [-hw, hl, 0],
    ])}" fill="${floor.base}"/>`,
  );
  const plank = 0.9;
  for (const [j, tone] of [
    [1, floor.planks[1]],
    [2, floor.planks[2]],
  ] as const) {
    let d = '';
    for (let x = -hw + j * plank, i = 0; x < hw; x += 3 * plank, i++)
      d += quad(proj, [
        [x, nearZ, 0],
        [x + plank, nearZ, 0],
        [x + plank, hl, 0],
        [x, hl, 0],
      ]);
    b.push(`<path d="${d}" fill="${tone}"/>`);
  }
  for (const [cx, cz] of courts) {
    if (!bareWood)
      b.push(
        `<path d="${quad(proj, [
          [cx - 4, cz - 7.9, 0],
          [cx + 4, cz - 7.9, 0],
          [cx + 4, cz + 7.9, 0],
          [cx - 4, cz + 7.9, 0],
        ])}" fill="${mat}"/>`,
      );
    b.push(courtLines(proj, cx, cz));
  }
  // Per court (back row first): far players, net, near players and a shuttle in flight.
  for (const [cx, cz] of courts) {
    const busy = o.players && rand() > 0.3;
    const [c1, c2] = teamPair(rand);
    const xs = rand() < 0.5 ? [-1.5, 1.5] : [between(rand, -1.5, 1.5)];
    if (busy)
      for (const dx of xs)
        b.push(
          person(proj, cx + dx + between(rand, -0.5, 0.5), cz + between(rand, 2.5, 5.5), c1, true),
        );
    b.push(courtNet(proj, cx, cz));
    if (!busy) continue;
    for (const dx of xs)
      b.push(person(proj, cx + dx + between(rand, -0.5, 0.5), cz - between(rand, 2.5, 5.5), c2));
    const sh = proj.p(
      cx + between(rand, -1.5, 1.5),
      cz + between(rand, -2, 2),
      between(rand, 2.6, 3.6),
    );
    b.push(circle(sh[0], sh[1], 2.6, 'fill="#fff" stroke="#9ca3af" stroke-width="0.6"'));
  }
  // Hanging lights above each court.
  for (const [cx, cz] of courts)
    for (const z of [cz - 4, cz + 4]) {
      const [lx, ly] = proj.p(cx, z, H - 1);
      const k = proj.ppm(cx, z);
      b.push(
        `<path d="${segs(proj, [
          [
            [cx, z, H],
            [cx, z, H - 1],
          ],
        ])}" stroke="#374151"/>`,
      );
      b.push(circle(lx, ly, k * 2.2, 'fill="url(#lamp)"'));
      b.push(rect(lx - k * 0.9, ly - k * 0.15, k * 1.8, k * 0.3, 'fill="#fffdf2"'));
    }
  if (o.caption) b.push(caption(o.w, o.h, o.caption.name, o.caption.sub));
  if (o.extraBody) b.push(o.extraBody);
  return svgDoc(o.w, o.h, o.title, defs, b.join('\n'));
}
