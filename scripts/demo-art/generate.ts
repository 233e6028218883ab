// Writes the project's demo artwork (all hand-built SVG, nothing downloaded):
//   src/web/public/images/turfs/<slug>.svg   one per DEMO_TURFS entry (stray files are removed)
//   src/web/public/images/slides/slide-{1,2,3}.svg, images/sports/<sport>.svg,
//   images/placeholder-turf.svg, images/logo.svg and favicon.svg.
// Deterministic: the same input always gives byte-identical files.
// Run: npx tsx scripts/demo-art/generate.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TURFS, type DemoTurf } from '../../src/server/demo/demo-turfs';
import { SPORT_LABELS, SPORTS } from '../../src/shared/catalog';
import { slides } from './banners';
import type { TimeOfDay } from './environment';
import { outdoorScene } from './fields';
import { hallScene } from './hall';
import { favicon, logo, placeholder, sportCard } from './icons';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = join(root, 'src', 'web', 'public');

const TIMES: readonly TimeOfDay[] = ['day', 'night', 'golden', 'sunset', 'day', 'dusk'];
const COASTAL = new Set(['Bandra', 'Vasai', 'Bhayandar', 'Mira Road', 'Borivali']);
const URBAN = new Set(['Bandra', 'Andheri', 'Malad', 'Goregaon', 'Kandivali']);
const COUNT_WORDS: Record<string, number> = { single: 1, one: 1, two: 2, three: 3, four: 4 };

const TURF_FIT = { cx: 400, width: 780, top: 250, bottom: 575 };

/** Renders one turf's illustration; variety comes from its position among turfs of its sport. */
function turfSvg(turf: DemoTurf, k: number): string {
  const text = `${turf.name} ${turf.description}`;
  const named: TimeOfDay | undefined = /night/i.test(turf.name)
    ? 'night'
    : /sundowner/i.test(turf.name)
      ? 'sunset'
      : undefined;
  const time = named ?? (TIMES[k % TIMES.length] as TimeOfDay);
  const common = {
    seed: turf.slug,
    title: `${turf.name}, ${turf.location}`,
    w: 800,
    h: 600,
    time,
    players: k % 3 !== 2,
    caption: { name: turf.name, sub: `${turf.location} · ${SPORT_LABELS[turf.sports_type]}` },
  };
  if (turf.sports_type === 'badminton') {
    const word = /\b(single|one|two|three|four)\b/i.exec(turf.description)?.[1]?.toLowerCase();
    const courts = COUNT_WORDS[word ?? ''] ?? 2;
    return hallScene({
      ...common,
      fit: { cx: 400, width: courts === 3 ? 980 : 720, top: 270, bottom: 535 },
      courts,
      mats: /\bmats?\b/i.test(turf.description),
    });
  }
  const side = /(\d)-a-side/i.exec(text)?.[1] ?? (/five-a-side|futsal/i.test(text) ? '5' : '6');
  return outdoorScene({
    ...common,
    sport: turf.sports_type,
    fit: TURF_FIT,
    netted:
      /box|net|cage|rooftop|futsal/i.test(text) ||
      (turf.sports_type === 'football' && side === '5'),
    palms: COASTAL.has(turf.location) || /palm|sea|beach/i.test(text),
    size: Number(side),
    towers: URBAN.has(turf.location) ? 1 + (k % 2) : 0,
  });
}

function write(rel: string, content: string): void {
  const file = join(publicDir, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (Buffer.byteLength(content) > 15_000 && rel.startsWith('images/turfs/')) {
    console.warn(`warning: ${rel} is ${Buffer.byteLength(content)} bytes`);
  }
}

function main(): void {
  const turfDir = join(publicDir, 'images', 'turfs');
  mkdirSync(turfDir, { recursive: true });
  const wanted = new Set(DEMO_TURFS.map((t) => `${t.slug}.svg`));
  for (const file of readdirSync(turfDir)) {
    if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(turfDir, file));
  }
  const seen: Record<string, number> = {};
  for (const turf of DEMO_TURFS) {
    const k = seen[turf.sports_type] ?? 0;
    seen[turf.sports_type] = k + 1;
    write(`images/turfs/${turf.slug}.svg`, turfSvg(turf, k));
  }
  slides().forEach((svg, i) => write(`images/slides/slide-${i + 1}.svg`, svg));
  for (const sport of SPORTS) write(`images/sports/${sport}.svg`, sportCard(sport));
  write('images/placeholder-turf.svg', placeholder());
  write('images/logo.svg', logo());
  write('favicon.svg', favicon());
  console.info(
    `demo art: ${DEMO_TURFS.length} turf images, 3 slides, ${SPORTS.length} sport cards, placeholder, logo, favicon`,
  );
}

main();
