// Small, dependency-free helpers for writing compact, deterministic SVG.

export type Pt = readonly [number, number];

/** Formats a number compactly: whole numbers from 10 up, one decimal below that. */
export function f(n: number): string {
  const r = Math.abs(n) >= 10 ? Math.round(n) : Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Serialises a point list for a polygon/polyline `points` attribute. */
export function pts(list: readonly Pt[]): string {
  return list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
}

export function poly(list: readonly Pt[], attrs: string): string {
  return `<polygon points="${pts(list)}" ${attrs}/>`;
}

export function line(a: Pt, b: Pt, attrs: string): string {
  return `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" ${attrs}/>`;
}

export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" ${attrs}/>`;
}

export function circle(x: number, y: number, r: number, attrs: string): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${attrs}/>`;
}

export function svgDoc(w: number, h: number, title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
    `role="img" aria-label="${esc(title)}">\n<title>${esc(title)}</title>\n` +
    (defs ? `<defs>${defs}</defs>\n` : '') +
    `${body}\n</svg>\n`
  );
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  vertical = true,
): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
): string {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** Deterministic pseudo-random generator (FNV-1a seed + mulberry32). */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length) % list.length] as T;
}

export function between(rand: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * rand();
}

/** Samples an ellipse in ground coordinates (metres). */
export function ellipsePts(cx: number, cz: number, a: number, b: number, n = 48): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    out.push([cx + a * Math.cos(t), cz + b * Math.sin(t)]);
  }
  return out;
}

// ---- Perspective camera -------------------------------------------------------------------

export interface CameraSpec {
  height: number; // metres above the ground
  distance: number; // metres from the scene origin, measured along the ground
  tilt: number; // radians below horizontal
  yaw: number; // radians; rotates the scene about the vertical axis
}

export interface FitSpec {
  cx: number; // horizontal centre of the fitted outline on the canvas
  width: number; // maximum width of the fitted outline
  top: number; // the farthest point of the outline may not rise above this y
  bottom: number; // y of the nearest point of the outline
}

export interface Projector {
  /** Ground-plane point (x across, z into the scene, y up) to canvas coordinates. */
  p(x: number, z: number, y?: number): Pt;
  /** Canvas pixels per metre at a ground point (for sizing trees, people, line widths). */
  ppm(x: number, z: number): number;
  horizon: number;
}

function rawProjector(cam: CameraSpec) {
  const ct = Math.cos(cam.tilt);
  const st = Math.sin(cam.tilt);
  const cy = Math.cos(cam.yaw);
  const sy = Math.sin(cam.yaw);
  return (x: number, z: number, y = 0): [number, number, number] => {
    const xr = x * cy - z * sy;
    const zr = x * sy + z * cy;
    const py = y - cam.height;
    const pz = zr + cam.distance;
    const yc = py * ct + pz * st;
    const zc = Math.max(0.5, -py * st + pz * ct);
    return [xr / zc, -yc / zc, zc];
  };
}

/** Builds a projector that fits the given ground outline into the canvas region. */
export function fitCamera(cam: CameraSpec, outline: readonly Pt[], fit: FitSpec): Projector {
  const raw = rawProjector(cam);
  const proj = outline.map(([x, z]) => raw(x, z));
  const xs = proj.map((q) => q[0]);
  const ys = proj.map((q) => q[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const horizonRaw = -Math.tan(cam.tilt);
  const s = Math.min(fit.width / (maxX - minX), (fit.bottom - fit.top) / (maxY - minY));
  const ox = fit.cx - s * ((minX + maxX) / 2);
  const oy = fit.bottom - s * maxY;
  return {
    p(x, z, y = 0) {
      const [u, v] = raw(x, z, y);
      return [ox + s * u, oy + s * v];
    },
    ppm(x, z) {
      return s / raw(x, z)[2];
    },
    horizon: oy + s * horizonRaw,
  };
}
