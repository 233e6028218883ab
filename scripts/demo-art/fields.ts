// Outdoor grounds in perspective: a cricket oval and a football pitch, with their surroundings.
import type { TimeOfDay } from './environment';
import {
  caption,
  mast,
  MOODS,
  mix,
  netDefs,
  netPanel,
  shade,
  sky,
  skyDefs,
  skyline,
  symbolDefs,
  tree,
} from './environment';
import {
  APRONS,
  cricketField,
  cricketPlayers,
  footballField,
  footballPlayers,
  goal,
  projPoly,
  rectPts,
  toD,
} from './grounds';
import type { FitSpec, Pt } from './svg';
import {
  between,
  ellipsePts,
  fitCamera,
  line,
  linearGradient,
  pick,
  radialGradient,
  rect,
  rng,
  svgDoc,
} from './svg';

export interface OutdoorOptions {
  sport: 'cricket' | 'football';
  seed: string;
  title: string;
  w: number;
  h: number;
  fit: FitSpec;
  time: TimeOfDay;
  netted: boolean; // a cage of nets around the ground (box cricket, five-a-side)
  palms: boolean;
  players: boolean;
  size: number; // football: players a side (5, 6 or 7); cricket: 0
  towers?: number;
  sunX?: number;
  caption?: { name: string; sub: string };
  backdrop?: (base: number) => string; // drawn in front of the skyline, behind the trees
  extraBody?: string; // drawn on top (banner headline etc.)
  extraDefs?: string;
}

export function outdoorScene(o: OutdoorOptions): string {
  const rand = rng(o.seed);
  const mood = MOODS[o.time];
  const cricket = o.sport === 'cricket';
  const pitches: Record<number, readonly [number, number]> = {
    5: [20, 11],
    6: [24, 14],
    7: [30, 18],
  };
  const football = pitches[o.size] ?? ([24, 14] as const);
  const [hx, hz] = cricket ? [between(rand, 40, 46), between(rand, 33, 38)] : football;
  const margin = cricket ? 7 : 4;
  const ex = hx + margin;
  const ez = hz + margin;
  const height = cricket ? between(rand, 24, 44) : between(rand, 30, 50);
  const distance = cricket ? between(rand, 60, 90) : between(rand, 48, 72);
  const cam = {
    height: height * (hx / hz > 1.6 ? 1.25 : 1),
    distance,
    tilt: Math.atan(height / distance) * between(rand, 0.8, 1),
    yaw: between(rand, -0.35, 0.35),
  };
  const outline: Pt[] = cricket ? ellipsePts(0, 0, ex, ez, 32) : rectPts(-ex, -ez, ex, ez);
  const proj = fitCamera(cam, outline, o.fit);
  const { w, h } = o;
  // Trees behind the ground and along its far sides; the city stands right behind them.
  const far = ez + between(rand, 6, 12);
  const trees: [number, number][] = [];
  for (let x = -ex - 40; x < ex + 40; x += between(rand, 6, 10))
    trees.push([x, far + between(rand, 0, 8)]);
  for (const s of [-1, 1])
    for (let z = -ez * 0.3; z < far; z += between(rand, 7, 11))
      trees.push([s * (ex + between(rand, 5, 12)), z]);
  trees.sort((p, q) => q[1] - p[1]);
  const backY = Math.min(...trees.map(([x, z]) => proj.p(x, z)[1])) - 3;
  const defs =
    skyDefs(mood) +
    symbolDefs(mood) +
    netDefs() +
    linearGradient('gnd', [
      [0, mix(mood.ground, mood.sky[2], 0.35)],
      [0.25, mood.ground],
      [1, mix(mood.ground, '#000000', 0.25)],
    ]) +
    radialGradient('pool', [
      [0, '#fffbe6', 0.32],
      [0.7, '#fffbe6', 0.1],
      [1, '#fffbe6', 0],
    ]) +
    (o.extraDefs ?? '');
  const body: string[] = [];
  body.push(sky(rand, mood, w, backY, o.sunX ?? between(rand, 0.15, 0.85) * w));
  body.push(skyline(rand, mood, w, backY + 2, Math.max(1, backY / 170), o.towers ?? 0));
  if (o.backdrop) body.push(o.backdrop(backY));
  body.push(rect(0, backY, w, h - backY, 'fill="url(#gnd)"'));
  body.push(
    trees
      .map(([x, z]) => tree(proj, x, z, o.palms && rand() < 0.6, between(rand, 0.8, 1.2)))
      .join(''),
  );
  const apron = shade(pick(rand, APRONS), mood);
  body.push(`<path d="${toD(projPoly(proj, outline))}" fill="${apron}"/>`);
  let players = '';
  if (cricket) {
    const alongZ = rand() < 0.65;
    body.push(cricketField(proj, rand, mood, hx, hz, alongZ));
    if (o.players) players = cricketPlayers(proj, rand, hx, hz, alongZ);
  } else {
    body.push(footballField(proj, rand, mood, hx, hz));
    if (o.players) players = footballPlayers(proj, rand, hx, hz, o.size);
  }
  if (mood.lit) body.push(`<path d="${toD(projPoly(proj, outline))}" fill="url(#pool)"/>`);
  // Far and side nets, then goals, players and floodlights from back to front.
  const cageH = cricket ? 9 : 6;
  if (o.netted) {
    const c = rectPts(-ex, -ez, ex, ez) as [Pt, Pt, Pt, Pt];
    body.push(netPanel(proj, c[3], c[2], cageH, 0.55));
    body.push(netPanel(proj, c[0], c[3], cageH, 0.45));
    body.push(netPanel(proj, c[1], c[2], cageH, 0.45));
    for (let x = -ex; x <= ex + 0.1; x += (2 * ex) / 6)
      body.push(line(proj.p(x, ez), proj.p(x, ez, cageH), 'stroke="#9ca3af" stroke-width="1.4"'));
  }
  if (!cricket) {
    body.push(goal(proj, hx, 1.8, 2, 1.2));
    body.push(goal(proj, -hx, 1.8, 2, 1.2));
  }
  body.push(players);
  if (o.netted) {
    const c = rectPts(-ex, -ez, ex, ez) as [Pt, Pt, Pt, Pt];
    for (const p of [c[0], c[1]])
      body.push(line(proj.p(...p), proj.p(p[0], p[1], cageH), 'stroke="#9ca3af" stroke-width="2"'));
  }
  if (mood.lit || rand() < 0.5) {
    const mh = cricket ? 26 : 15;
    const mx = ex + 2;
    const mz = ez + 2;
    for (const [x, z] of [
      [-mx, mz],
      [mx, mz],
      [-mx, -mz * 0.2],
      [mx, -mz * 0.2],
    ] as const)
      body.push(mast(proj, x, z, mh, mood.lit));
  }
  if (o.caption) body.push(caption(w, h, o.caption.name, o.caption.sub));
  if (o.extraBody) body.push(o.extraBody);
  return svgDoc(w, h, o.title, defs, body.join('\n'));
}
