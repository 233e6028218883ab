// Sport card illustrations (600 x 600), the image placeholder, the logo mark and the favicon.
import type { Sport } from '../../src/shared/catalog';
import { circle, f, line, linearGradient, rect, svgDoc } from './svg';

const FONT = `font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;

function backdrop(from: string, to: string, lines: string): { defs: string; body: string } {
  const defs =
    `<radialGradient id="bg" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const body =
    rect(0, 0, 600, 600, 'fill="url(#bg)"') +
    `<g fill="none" stroke="#ffffff" opacity="0.12" stroke-width="4">${lines}</g>`;
  return { defs, body };
}

function cricketCard(): string {
  const bg = backdrop(
    '#34c46a',
    '#0f4d2a',
    `<ellipse cx="300" cy="330" rx="270" ry="230"/><ellipse cx="300" cy="330" rx="150" ry="128" stroke-dasharray="10 14"/>`,
  );
  const defs =
    bg.defs +
    linearGradient(
      'wood',
      [
        [0, '#f6dba8'],
        [0.55, '#e2b56e'],
        [1, '#c8914a'],
      ],
      false,
    ) +
    linearGradient(
      'stump',
      [
        [0, '#fff7e6'],
        [1, '#d9c29a'],
      ],
      false,
    ) +
    `<radialGradient id="ball" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="#f87171"/>` +
    `<stop offset="0.55" stop-color="#dc2626"/><stop offset="1" stop-color="#7f1d1d"/></radialGradient>` +
    `<clipPath id="bc"><circle cx="440" cy="450" r="52"/></clipPath>`;
  const stumps = [325, 365, 405]
    .map((x) =>
      rect(x, 150, 18, 330, 'rx="6" fill="url(#stump)" stroke="#a58a5c" stroke-width="2"'),
    )
    .join('');
  const bails =
    rect(322, 138, 44, 12, 'rx="6" fill="#f6e7c8" stroke="#a58a5c" stroke-width="2"') +
    rect(368, 138, 44, 12, 'rx="6" fill="#f6e7c8" stroke="#a58a5c" stroke-width="2"');
  const grip = [0, 1, 2, 3, 4, 5]
    .map((i) => line([226, 78 + i * 20], [254, 88 + i * 20], 'stroke="#166534" stroke-width="6"'))
    .join('');
  const bat =
    `<g transform="rotate(-28 240 330)">` +
    rect(226, 60, 28, 150, 'rx="10" fill="#1f2937"') +
    grip +
    `<path d="M200 205 Q240 190 280 205 L286 480 Q240 505 194 480 Z" fill="url(#wood)" stroke="#9a6a2f" stroke-width="3"/>` +
    `<path d="M240 215 L240 470" stroke="#c8914a" stroke-width="4" opacity="0.6"/>` +
    rect(205, 250, 70, 26, 'rx="4" fill="#15803d"') +
    `<text x="240" y="269" text-anchor="middle" ${FONT} font-size="16" font-weight="800" fill="#fff">PRO</text>` +
    `</g>`;
  const seam =
    `<g clip-path="url(#bc)" fill="none" stroke="#fde8e8" stroke-width="3" stroke-dasharray="5 5">` +
    `<path d="M394 420 Q436 444 470 496"/><path d="M408 404 Q452 428 486 480"/></g>`;
  const body =
    bg.body +
    `<ellipse cx="330" cy="520" rx="220" ry="30" fill="url(#shadow)"/>` +
    stumps +
    bails +
    bat +
    `<ellipse cx="445" cy="508" rx="55" ry="10" fill="url(#shadow)"/>` +
    circle(440, 450, 52, 'fill="url(#ball)"') +
    seam;
  return svgDoc(600, 600, 'Cricket: bat, ball and stumps', defs, body);
}

function footballCard(): string {
  const stripes = [0, 1, 2, 3, 4, 5].map((i) => rect(0, 360 + i * 40, 600, 20, '')).join('');
  const bg = backdrop(
    '#2fbf5f',
    '#0b4023',
    `<circle cx="300" cy="600" r="150"/><line x1="0" y1="600" x2="600" y2="600"/>`,
  );
  const defs =
    bg.defs +
    `<pattern id="net" width="18" height="18" patternUnits="userSpaceOnUse"><path d="M0 0H18M0 0V18" stroke="#fff" stroke-width="1.6" opacity="0.55"/></pattern>` +
    `<radialGradient id="ball" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="0.7" stop-color="#eef2f0"/><stop offset="1" stop-color="#b9c4bd"/></radialGradient>` +
    `<clipPath id="bc"><circle cx="300" cy="390" r="118"/></clipPath>`;
  const goal =
    `<path d="M110 120 L490 120 L450 170 L150 170 Z" fill="url(#net)"/>` +
    rect(150, 170, 300, 180, 'fill="url(#net)"') +
    `<path d="M110 120 L150 170 L150 350 L110 350 Z M490 120 L450 170 L450 350 L490 350 Z" fill="url(#net)"/>` +
    `<path d="M110 352 L110 120 L490 120 L490 352" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M150 350 L150 170 L450 170 L450 350" fill="none" stroke="#e5e7eb" stroke-width="5"/>`;
  // Ball: a centre pentagon with five half-hidden neighbours, joined by seams.
  const cx = 300;
  const cy = 390;
  const pent = (x: number, y: number, r: number, rot: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / 5;
      return `${f(x + r * Math.cos(a))},${f(y + r * Math.sin(a))}`;
    }).join(' ');
  const parts: string[] = [`<polygon points="${pent(cx, cy, 38, -Math.PI / 2)}" fill="#1f2937"/>`];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const vx = cx + 38 * Math.cos(a);
    const vy = cy + 38 * Math.sin(a);
    const ox = cx + 112 * Math.cos(a);
    const oy = cy + 112 * Math.sin(a);
    parts.push(
      line(
        [vx, vy],
        [cx + 80 * Math.cos(a), cy + 80 * Math.sin(a)],
        'stroke="#374151" stroke-width="4"',
      ),
    );
    parts.push(`<polygon points="${pent(ox, oy, 36, a + Math.PI)}" fill="#1f2937"/>`);
    const b = a + Math.PI / 5;
    parts.push(
      line(
        [cx + 64 * Math.cos(b), cy + 64 * Math.sin(b)],
        [cx + 122 * Math.cos(b), cy + 122 * Math.sin(b)],
        'stroke="#374151" stroke-width="4"',
      ),
    );
  }
  const ball =
    circle(cx, cy, 118, 'fill="url(#ball)"') +
    `<g clip-path="url(#bc)">${parts.join('')}</g>` +
    circle(cx, cy, 118, 'fill="none" stroke="#6b7280" stroke-width="3"');
  const body =
    bg.body +
    `<g fill="#ffffff" opacity="0.06">${stripes}</g>` +
    goal +
    `<ellipse cx="300" cy="515" rx="130" ry="22" fill="url(#shadow)"/>` +
    ball;
  return svgDoc(600, 600, 'Football: ball and goal', defs, body);
}

function badmintonCard(): string {
  const bg = backdrop(
    '#2ec4a0',
    '#0b4a3c',
    `<path d="M90 560 L190 120 L410 120 L510 560 Z"/><line x1="140" y1="340" x2="460" y2="340"/><line x1="300" y1="120" x2="300" y2="560"/>`,
  );
  const strings: string[] = [];
  for (let x = 150; x <= 350; x += 18) strings.push(line([x, 60], [x, 340], ''));
  for (let y = 70; y <= 330; y += 18) strings.push(line([140, y], [360, y], ''));
  const defs =
    bg.defs +
    `<clipPath id="head"><ellipse cx="250" cy="200" rx="92" ry="122"/></clipPath>` +
    linearGradient('cork', [
      [0, '#fff8e7'],
      [1, '#e8d3a6'],
    ]) +
    linearGradient('skirt', [
      [0, '#ffffff'],
      [1, '#dfe7e4'],
    ]);
  const racket =
    `<g transform="rotate(-32 250 330)">` +
    `<g clip-path="url(#head)" stroke="#e5e7eb" stroke-width="2" opacity="0.9">${strings.join('')}</g>` +
    `<ellipse cx="250" cy="200" rx="92" ry="122" fill="none" stroke="#111827" stroke-width="14"/>` +
    `<ellipse cx="250" cy="200" rx="92" ry="122" fill="none" stroke="#22c55e" stroke-width="4" stroke-dasharray="40 30"/>` +
    `<path d="M232 318 L250 350 L268 318" fill="none" stroke="#111827" stroke-width="10" stroke-linejoin="round"/>` +
    rect(245, 345, 10, 120, 'fill="#374151"') +
    rect(236, 460, 28, 110, 'rx="10" fill="#f8fafc" stroke="#15803d" stroke-width="3"') +
    [0, 1, 2, 3, 4]
      .map((i) =>
        line([238, 470 + i * 20], [262, 480 + i * 20], 'stroke="#15803d" stroke-width="4"'),
      )
      .join('') +
    `</g>`;
  const feathers = [-54, -27, 0, 27, 54]
    .map((x) => line([0, 28], [x * 1.2, 170], 'stroke="#c7d2cd" stroke-width="2.5"'))
    .join('');
  const shuttle =
    `<g transform="translate(470 150) rotate(35)">` +
    `<path d="M-28 30 L-75 175 Q-62 188 -45 178 Q-30 192 -15 180 Q0 194 15 180 Q30 192 45 178 Q62 188 75 175 L28 30 Z" fill="url(#skirt)" stroke="#9ca3af" stroke-width="2"/>` +
    feathers +
    `<path d="M-44 92 L44 92 M-58 132 L58 132" stroke="#15803d" stroke-width="4"/>` +
    `<path d="M-30 30 A30 30 0 0 1 30 30 Z" fill="url(#cork)" stroke="#b9a57a" stroke-width="2" transform="rotate(180 0 30)"/>` +
    rect(-31, 22, 62, 12, 'rx="4" fill="#15803d"') +
    `</g>`;
  const body =
    bg.body +
    `<ellipse cx="300" cy="540" rx="200" ry="26" fill="url(#shadow)"/>` +
    racket +
    shuttle;
  return svgDoc(600, 600, 'Badminton: racket and shuttlecock', defs, body);
}

export function sportCard(sport: Sport): string {
  return sport === 'cricket'
    ? cricketCard()
    : sport === 'football'
      ? footballCard()
      : badmintonCard();
}

export function placeholder(): string {
  const defs = linearGradient('pg', [
    [0, '#e8eee9'],
    [1, '#d5dfd8'],
  ]);
  const body =
    rect(0, 0, 800, 600, 'fill="url(#pg)"') +
    `<g fill="none" stroke="#c3cfc7" stroke-width="4"><rect x="60" y="60" width="680" height="480" rx="12"/>` +
    `<line x1="400" y1="60" x2="400" y2="540"/><circle cx="400" cy="300" r="70"/></g>` +
    rect(200, 130, 400, 300, 'rx="24" fill="#e4ebe6"') +
    `<g transform="translate(310 170)"><rect x="0" y="0" width="180" height="130" rx="16" fill="#eef3ef" stroke="#8fa398" stroke-width="6"/>` +
    `<circle cx="128" cy="40" r="14" fill="#8fa398"/>` +
    `<path d="M16 112 L66 56 L100 92 L122 72 L164 112 Z" fill="#a9bab0"/></g>` +
    `<text x="400" y="380" text-anchor="middle" ${FONT} font-size="34" font-weight="600" fill="#5f7267">Image unavailable</text>`;
  return svgDoc(800, 600, 'Image unavailable', defs, body);
}

/** The mark: a pitch outline with a lime ball on the centre spot; white strokes for dark green. */
function mark(): string {
  return (
    `<rect x="4" y="9" width="40" height="30" rx="5" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-width="3"/>` +
    `<path d="M24 9V39M4 17H10V31H4M44 17H38V31H44" fill="none" stroke="#ffffff" stroke-width="2.5"/>` +
    `<circle cx="24" cy="24" r="7" fill="#bef264" stroke="#ffffff" stroke-width="2.5"/>`
  );
}

export function logo(): string {
  return svgDoc(48, 48, 'Turf booking logo', '', mark());
}

export function favicon(): string {
  return svgDoc(
    48,
    48,
    'Turf booking',
    '',
    `<rect width="48" height="48" rx="10" fill="#15803d"/>${mark()}`,
  );
}
