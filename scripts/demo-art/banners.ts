// The three home-page carousel banners (1600 x 600): a scene on the right, headline on the left.
import { outdoorScene } from './fields';
import { hallScene } from './hall';
import { esc, f, rect } from './svg';

const W = 1600;
const H = 600;
const FONT = `font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;

interface Copy {
  tag: string;
  lines: readonly [string, string];
  sub: readonly string[];
}

const FADE_DEFS =
  `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">` +
  `<stop offset="0" stop-color="#03220f" stop-opacity="0.94"/>` +
  `<stop offset="0.38" stop-color="#052e16" stop-opacity="0.78"/>` +
  `<stop offset="0.62" stop-color="#052e16" stop-opacity="0"/></linearGradient>`;

function headline(copy: Copy): string {
  const x = 96;
  const tagW = copy.tag.length * 14.2 + 36;
  const out = [
    rect(0, 0, W, H, 'fill="url(#fade)"'),
    rect(
      x,
      118,
      tagW,
      40,
      'rx="20" fill="#22c55e" opacity="0.2" stroke="#4ade80" stroke-width="1.5"',
    ),
    `<text x="${x + 20}" y="145" ${FONT} font-size="18" font-weight="700" letter-spacing="2" fill="#86efac">${esc(copy.tag)}</text>`,
    `<text ${FONT} font-size="84" font-weight="800" fill="#ffffff" letter-spacing="-1">` +
      copy.lines.map((l, i) => `<tspan x="${x}" y="${250 + i * 96}">${esc(l)}</tspan>`).join('') +
      `</text>`,
    rect(x, 378, 120, 8, 'rx="4" fill="#22c55e"'),
    `<text ${FONT} font-size="28" font-weight="500" fill="#dcfce7">` +
      copy.sub.map((l, i) => `<tspan x="${x}" y="${f(440 + i * 40)}">${esc(l)}</tspan>`).join('') +
      `</text>`,
  ];
  return out.join('');
}

/** A cable-stayed sea bridge silhouette in front of the skyline (slide 2). */
function seaLink(base: number): string {
  const deck = base - 26;
  let cables = '';
  for (const px of [980, 1330]) {
    const top = deck - 150;
    for (let i = 1; i <= 7; i++) {
      cables += `M${px} ${f(top + 22 + i * 6)}L${f(px - i * 24)} ${f(deck)}`;
      cables += `M${px} ${f(top + 22 + i * 6)}L${f(px + i * 24)} ${f(deck)}`;
    }
    cables += `M${px - 16} ${deck + 22}L${px - 3} ${top}L${px + 3} ${top}L${px + 16} ${deck + 22}`;
  }
  return (
    `<path d="${cables}" stroke="#3b2451" stroke-width="2.2" fill="none" opacity="0.9"/>` +
    rect(660, deck, 940, 7, 'fill="#3b2451"') +
    `<path d="M660 ${deck + 7}h940" stroke="#3b2451" stroke-width="3" stroke-dasharray="4 40"/>`
  );
}

export function slides(): string[] {
  const football = outdoorScene({
    sport: 'football',
    seed: 'slide-football-night',
    title: 'Play under the lights: a floodlit football turf at night',
    w: W,
    h: H,
    fit: { cx: 1130, width: 980, top: 250, bottom: 650 },
    time: 'night',
    netted: true,
    palms: false,
    players: true,
    size: 7,
    towers: 2,
    sunX: 1450,
    extraDefs: FADE_DEFS,
    extraBody: headline({
      tag: 'FLOODLIT FOOTBALL',
      lines: ['Play under', 'the lights'],
      sub: ['Floodlit turfs across Mumbai,', 'open till midnight.'],
    }),
  });
  const cricket = outdoorScene({
    sport: 'cricket',
    seed: 'slide-cricket-sunset',
    title: 'Book your turf in minutes: a cricket match at sunset over the Mumbai skyline',
    w: W,
    h: H,
    fit: { cx: 1120, width: 1040, top: 300, bottom: 660 },
    time: 'sunset',
    netted: false,
    palms: true,
    players: true,
    size: 0,
    towers: 5,
    sunX: 1260,
    backdrop: seaLink,
    extraDefs: FADE_DEFS,
    extraBody: headline({
      tag: 'MUMBAI TURFS',
      lines: ['Book your turf', 'in minutes'],
      sub: ['Cricket, football and badminton', 'from Borivali to Bandra.'],
    }),
  });
  const badminton = hallScene({
    seed: 'slide-badminton-hall',
    title: 'Every sport, every evening: an indoor badminton hall',
    w: W,
    h: H,
    fit: { cx: 1110, width: 1000, top: 230, bottom: 600 },
    time: 'dusk',
    courts: 3,
    players: true,
    extraDefs: FADE_DEFS,
    extraBody: headline({
      tag: 'INDOOR COURTS',
      lines: ['Every sport,', 'every evening'],
      sub: ['Half-hour slots from 6 AM', 'to midnight, seven days a week.'],
    }),
  });
  return [cricket, football, badminton];
}
