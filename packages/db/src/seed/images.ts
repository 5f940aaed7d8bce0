// Flat SVG illustrations for the demo data: drawn from primitives (no <text>, since fonts are not
// guaranteed where sharp renders them) and varied by a random seeded from the entity's name, so
// every product gets its own picture and the pictures are identical on every machine.
import { createHash } from 'node:crypto';

export const ART_KINDS = [
  // food
  'plov', 'lagman', 'soup', 'manti', 'somsa', 'shashlik', 'kebab', 'burger', 'hotdog', 'pizza', 'lavash',
  'salad', 'fries', 'sauce', 'bread', 'tea', 'coffee', 'cold-drink', 'bottle', 'cake', 'cupcake',
  'ice-cream', 'pastry', 'combo', 'kids-box',
  // goods
  'fruit', 'banana', 'grapes', 'vegetable', 'cucumber', 'carrot', 'milk', 'yogurt', 'cheese', 'eggs',
  'loaf', 'detergent', 'towels', 'package', 'sack',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export interface Art {
  kind: ArtKind;
  /** Main colour of the food or product (broth, drink, fruit, packaging); each kind has a default. */
  color?: string;
  /** Background tint; usually the category's. */
  tint?: string;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness: the same name always draws the same picture.

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function rngFrom(seed: string): Rng {
  const digest = createHash('sha256').update(seed).digest();
  let state = digest.readUInt32LE(0);
  // mulberry32: tiny, fast and good enough to scatter sesame seeds.
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const r1 = (value: number) => Math.round(value * 10) / 10;

function shade(hex: string, amount: number): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const channels = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const mixed = channels.map((c) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  });
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
const rotate = (deg: number, cx: number, cy: number) => `transform="rotate(${r1(deg)} ${r1(cx)} ${r1(cy)})"`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** A random point inside an ellipse, for scattering toppings. */
function inEllipse(rng: Rng, cx: number, cy: number, rx: number, ry: number): [number, number] {
  const angle = rng.range(0, Math.PI * 2);
  const radius = Math.sqrt(rng.next());
  return [cx + Math.cos(angle) * rx * radius, cy + Math.sin(angle) * ry * radius];
}

/** Points spread over an ellipse without clumping (golden-angle spiral with jitter). */
function spread(rng: Rng, count: number, cx: number, cy: number, rx: number, ry: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const offset = rng.range(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const radius = Math.sqrt((i + 0.5) / count);
    const angle = offset + i * 2.39996 + rng.range(-0.25, 0.25);
    points.push([cx + Math.cos(angle) * rx * radius, cy + Math.sin(angle) * ry * radius]);
  }
  return points;
}

function steam(rng: Rng, x: number, y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const sx = x + (i - (count - 1) / 2) * 26 + rng.range(-4, 4);
    const h = rng.range(40, 60);
    out += path(
      `M${r1(sx)} ${r1(y)} c-12 -${r1(h / 4)} 12 -${r1(h / 2)} 0 -${r1((h * 3) / 4)} c-8 -${r1(h / 8)} 0 -${r1(h / 4)} 2 -${r1(h / 4)}`,
      'none',
      'stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.75"',
    );
  }
  return out;
}

const shadow = (cx: number, cy: number, rx: number, ry: number) => ellipse(cx, cy, rx, ry, '#1b1b1b', 'opacity="0.10"');

/** A white plate seen at three quarters, optionally with the blue cotton-boll rim of Uzbek ceramics. */
function plate(rng: Rng, cx: number, cy: number, rx: number, ry: number, ornament: boolean): string {
  let out = shadow(cx, cy + 10, rx + 6, ry + 6);
  out += ellipse(cx, cy, rx, ry, '#ffffff');
  out += ellipse(cx, cy + 2, rx * 0.78, ry * 0.74, '#f1f1ee');
  if (ornament) {
    // Rishtan blues and turquoise, Gijduvan browns: the two great ceramic schools.
    const blue = rng.pick(['#1f5fae', '#2b6cb0', '#14508f', '#0e7c86', '#8c4a1c']);
    out += ellipse(cx, cy, rx - 5, ry - 4, 'none', `stroke="${blue}" stroke-width="4"`);
    const dots = 22;
    for (let i = 0; i < dots; i++) {
      const a = (i / dots) * Math.PI * 2;
      out += circle(cx + Math.cos(a) * (rx - 14), cy + Math.sin(a) * (ry - 10), 3.2, blue);
    }
  }
  return out;
}

/** A bowl: interior ellipse, then contents, then the front wall drawn over them for depth. */
function bowl(cx: number, rimY: number, rx: number, depth: number, color: string, contents: string, pattern = ''): string {
  const ry = rx * 0.26;
  let out = shadow(cx, rimY + depth + 4, rx * 0.7, 14);
  out += ellipse(cx, rimY, rx, ry, shade(color, color === '#ffffff' ? -0.12 : -0.25));
  out += contents;
  out += path(
    `M${r1(cx - rx)} ${r1(rimY)} A${r1(rx)} ${r1(ry)} 0 0 0 ${r1(cx + rx)} ${r1(rimY)} C${r1(cx + rx)} ${r1(rimY + depth * 0.9)} ${r1(cx + rx * 0.5)} ${r1(rimY + depth)} ${r1(cx)} ${r1(rimY + depth)} C${r1(cx - rx * 0.5)} ${r1(rimY + depth)} ${r1(cx - rx)} ${r1(rimY + depth * 0.9)} ${r1(cx - rx)} ${r1(rimY)} Z`,
    color,
  );
  out += pattern;
  out += path(
    `M${r1(cx - rx * 0.82)} ${r1(rimY + depth * 0.35)} C${r1(cx - rx * 0.7)} ${r1(rimY + depth * 0.75)} ${r1(cx - rx * 0.4)} ${r1(rimY + depth * 0.85)} ${r1(cx - rx * 0.15)} ${r1(rimY + depth * 0.88)}`,
    'none',
    'stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.35"',
  );
  return out;
}

function cottonPattern(cx: number, y: number, rx: number, color: string): string {
  let out = '';
  for (let i = -2; i <= 2; i++) {
    const x = cx + i * rx * 0.36;
    out += circle(x, y, 9, 'none', `stroke="${color}" stroke-width="3"`);
    out += circle(x, y, 3, color);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Food

function drawPlov(rng: Rng): string {
  let out = plate(rng, 200, 262, 165, 62, true);
  const riceBase = 262;
  out += path(`M92 ${riceBase} A108 96 0 0 1 308 ${riceBase} A108 22 0 0 1 92 ${riceBase} Z`, '#f2d38b');
  out += path(`M110 ${riceBase} A90 80 0 0 1 290 ${riceBase} A90 16 0 0 1 110 ${riceBase} Z`, '#f5dc9c', 'opacity="0.7"');
  const inDome = (): [number, number] => {
    for (;;) {
      const x = rng.range(100, 300);
      const top = riceBase - 92 * Math.sqrt(Math.max(0, 1 - ((x - 200) / 104) ** 2));
      const y = rng.range(top + 6, riceBase - 4);
      if (y > top + 4) return [x, y];
    }
  };
  for (let i = 0; i < 110; i++) {
    const [x, y] = inDome();
    out += ellipse(x, y, 4.2, 1.8, rng.pick(['#fff7df', '#fbe8b5', '#e7bd62']), rotate(rng.range(0, 180), x, y));
  }
  for (let i = 0; i < 26; i++) {
    const [x, y] = inDome();
    out += rect(x - 2, y - 11, 4.5, 22, 2.2, rng.pick(['#ef7d1a', '#f29a2e', '#f7b731']), rotate(rng.range(-70, 70), x, y));
  }
  for (let i = 0; i < 7; i++) {
    const [x, y] = inDome();
    out += circle(x, y, 5, '#e6b95a', 'stroke="#c99a3b" stroke-width="1.2"');
  }
  const meat = rng.int(3, 5);
  for (let i = 0; i < meat; i++) {
    const x = 200 + (i - (meat - 1) / 2) * 24 + rng.range(-4, 4);
    const y = 186 + Math.abs(i - (meat - 1) / 2) * 9 + rng.range(-3, 3);
    out += rect(x - 15, y - 11, 30, 22, 8, '#7a3b1c', rotate(rng.range(-20, 20), x, y));
    out += rect(x - 10, y - 8, 14, 5, 2.5, '#a0522d', rotate(rng.range(-20, 20), x, y));
  }
  if (rng.chance(0.7)) {
    out += circle(252, 214, 15, '#fbf6ea', 'stroke="#e8dcc2" stroke-width="2"');
    out += path('M244 206 q8 -10 16 0 M246 216 q6 -8 12 0', 'none', 'stroke="#d8c9a8" stroke-width="2"');
  }
  if (rng.chance(0.6)) {
    out += ellipse(150, 220, 11, 8, '#ffffff', 'stroke="#eee4cf" stroke-width="2"');
    out += circle(150, 220, 4.5, '#f6c445');
  }
  if (rng.chance(0.5)) {
    // slices of qazi (horse sausage) leaning on the rice
    for (let i = 0; i < 3; i++) {
      const x = 120 + i * 22;
      const y = 240 - i * 6;
      out += ellipse(x, y, 13, 10, '#a8484a', 'stroke="#7d2f31" stroke-width="2"') + circle(x - 3, y - 2, 4, '#f6e7dc') + circle(x + 4, y + 3, 2, '#f6e7dc');
    }
  }
  return out;
}

function drawNoodleSoup(rng: Rng, broth: string, noodles: boolean): string {
  let contents = ellipse(200, 222, 128, 31, broth);
  contents += ellipse(200, 222, 118, 26, shade(broth, 0.12), 'opacity="0.6"');
  if (noodles) {
    for (let i = 0; i < 9; i++) {
      const y = 208 + i * 3.2 + rng.range(-2, 2);
      const x = 110 + rng.range(0, 30);
      contents += path(
        `M${r1(x)} ${r1(y)} q25 -${r1(rng.range(6, 12))} 50 0 t50 0 t50 0`,
        'none',
        `stroke="${rng.pick(['#f7e1a8', '#f3d27d', '#fae9bf'])}" stroke-width="4" stroke-linecap="round"`,
      );
    }
  }
  const pieces = rng.int(4, 7);
  for (const [x, y] of spread(rng, pieces, 200, 220, 80, 18)) {
    contents += rect(x - 9, y - 6, 18, 12, 4, rng.pick(['#8b4a24', '#7a3b1c']), rotate(rng.range(-30, 30), x, y));
  }
  for (const [x, y] of spread(rng, 6, 200, 220, 95, 20)) {
    contents += rect(x - 7, y - 5, 14, 10, 3, rng.pick(['#f08a24', '#e63946', '#4caf50', '#f6c445']), rotate(rng.range(0, 90), x, y));
  }
  for (let i = 0; i < 14; i++) {
    const [x, y] = inEllipse(rng, 200, 220, 105, 22);
    contents += ellipse(x, y, 4, 2, '#3f9b3a', rotate(rng.range(0, 180), x, y));
  }
  const color = rng.pick(['#2e6fb7', '#ffffff', '#c0392b', '#2b8a6e']);
  const pattern = color === '#ffffff' ? cottonPattern(200, 268, 138, '#2b6cb0') : cottonPattern(200, 268, 138, '#ffffff');
  return bowl(200, 222, 140, 100, color, contents, pattern) + steam(rng, 200, 168, 3);
}

function drawManti(rng: Rng): string {
  let out = plate(rng, 200, 258, 165, 62, rng.chance(0.5));
  const spots = [
    [150, 238], [250, 238], [200, 228], [130, 272], [200, 272], [270, 272],
  ] as const;
  for (const [x, y] of spots) {
    const jx = x + rng.range(-5, 5);
    const jy = y + rng.range(-3, 3);
    out += ellipse(jx, jy + 18, 36, 12, '#000000', 'opacity="0.06"');
    out += path(
      `M${r1(jx - 36)} ${r1(jy + 14)} C${r1(jx - 40)} ${r1(jy - 20)} ${r1(jx - 10)} ${r1(jy - 36)} ${r1(jx)} ${r1(jy - 30)} C${r1(jx + 10)} ${r1(jy - 36)} ${r1(jx + 40)} ${r1(jy - 20)} ${r1(jx + 36)} ${r1(jy + 14)} Q${r1(jx)} ${r1(jy + 24)} ${r1(jx - 36)} ${r1(jy + 14)} Z`,
      '#fbf3e2',
      'stroke="#eadbbd" stroke-width="2"',
    );
    for (let k = -2; k <= 2; k++) {
      out += path(`M${r1(jx + k * 9)} ${r1(jy + 12)} Q${r1(jx + k * 4)} ${r1(jy - 8)} ${r1(jx)} ${r1(jy - 26)}`, 'none', 'stroke="#e2cfa8" stroke-width="2"');
    }
  }
  out += ellipse(280, 212, 22, 12, '#ffffff', 'stroke="#eeeeee" stroke-width="2"');
  for (let i = 0; i < 10; i++) {
    const [x, y] = inEllipse(rng, 200, 250, 120, 40);
    out += ellipse(x, y, 4, 2, '#3f9b3a', rotate(rng.range(0, 180), x, y));
  }
  return out + steam(rng, 200, 190, 2);
}

function drawSomsa(rng: Rng): string {
  let out = plate(rng, 200, 262, 165, 60, rng.chance(0.4));
  const pieces: Array<[number, number, number]> = [[140, 245, -12], [258, 245, 14], [200, 225, 180]];
  for (const [x, y, a] of pieces) {
    const piece =
      path(`M${x - 52} ${y + 28} L${x} ${y - 40} L${x + 52} ${y + 28} Z`, '#dd9a45', 'stroke="#dd9a45" stroke-width="22" stroke-linejoin="round"') +
      path(`M${x - 46} ${y + 24} L${x} ${y - 32} L${x + 46} ${y + 24} Z`, '#e9ad5a', 'stroke="#e9ad5a" stroke-width="10" stroke-linejoin="round"') +
      path(`M${x - 30} ${y + 14} Q${x} ${y - 4} ${x + 30} ${y + 14}`, 'none', 'stroke="#c9853a" stroke-width="3" stroke-linecap="round"');
    let seeds = '';
    for (let i = 0; i < 12; i++) {
      const sx = x + rng.range(-26, 26);
      const sy = y + rng.range(-8, 22);
      seeds += ellipse(sx, sy, 2.6, 1.3, '#fff3d6', rotate(rng.range(0, 180), sx, sy));
    }
    out += `<g ${rotate(a === 180 ? 0 : a, x, y)}>${piece}${seeds}</g>`;
  }
  return out;
}

function drawShashlik(rng: Rng, kebab: boolean): string {
  let out = plate(rng, 200, 262, 170, 60, false);
  // onion rings and herbs under the skewers
  for (let i = 0; i < 8; i++) {
    const [x, y] = inEllipse(rng, 200, 265, 120, 32);
    out += ellipse(x, y, 14, 6, 'none', `stroke="${rng.pick(['#c77dba', '#e7b6df'])}" stroke-width="3" ${rotate(rng.range(-30, 30), x, y)}`);
  }
  for (let i = 0; i < 10; i++) {
    const [x, y] = inEllipse(rng, 200, 265, 130, 34);
    out += ellipse(x, y, 5, 2.5, '#3f9b3a', rotate(rng.range(0, 180), x, y));
  }
  const skewers = kebab ? 2 : rng.int(2, 3);
  for (let s = 0; s < skewers; s++) {
    const y = 230 + s * 24 - (skewers - 1) * 10;
    let skewer = line(60, y + 16, 350, y - 16, '#9aa5b1', 5);
    skewer += rect(330, y - 24, 30, 12, 4, '#6b7785', rotate(-6, 345, y - 18));
    const chunks = kebab ? 1 : rng.int(4, 5);
    for (let c = 0; c < chunks; c++) {
      const x = kebab ? 200 : 100 + c * 50 + rng.range(-4, 4);
      const cy = y + 16 - ((x - 60) / 290) * 32;
      if (kebab) {
        skewer += rect(x - 110, cy - 17, 220, 34, 17, '#8b4a24', rotate(-6.3, x, cy));
        for (let k = 0; k < 8; k++) skewer += line(x - 90 + k * 25, cy - 14 + k * -0.5, x - 96 + k * 25, cy + 13, '#6b3418', 3);
      } else {
        skewer += rect(x - 20, cy - 18, 40, 36, 12, rng.pick(['#8b4a24', '#7a3b1c', '#95512a']), rotate(rng.range(-12, 12), x, cy));
        skewer += rect(x - 12, cy - 12, 14, 6, 3, '#b5652f', rotate(rng.range(-12, 12), x, cy));
        if (c < chunks - 1) skewer += ellipse(x + 25, cy - 3, 6, 14, '#f4e3f0', 'stroke="#c77dba" stroke-width="2"');
      }
    }
    out += skewer;
  }
  return out;
}

function drawBurger(rng: Rng): string {
  const bun = rng.pick(['#e39a45', '#d98b3a', '#c9772c', '#2f2a28']);
  const doublePatty = rng.chance(0.35);
  const lift = doublePatty ? 18 : 0;
  let out = shadow(200, 316, 120, 16);
  out += rect(108, 270, 184, 40, 18, bun);
  out += rect(108, 270, 184, 12, 6, shade(bun, -0.15));
  const patty = (y: number) =>
    rect(98, y, 204, 34, 17, '#5d3119') + path(`M112 ${y + 22} q20 6 40 0 t40 0 t40 0 t40 0 t30 0`, 'none', 'stroke="#40200f" stroke-width="3" opacity="0.6"');
  out += patty(244);
  if (doublePatty) out += patty(244 - lift);
  if (rng.chance(0.8)) {
    let drips = `M104 ${236 - lift} L296 ${236 - lift} L296 ${246 - lift}`;
    for (let x = 280; x > 110; x -= 28) drips += ` L${x} ${246 - lift} L${x - 7} ${262 - lift + rng.range(-4, 4)} L${x - 14} ${246 - lift}`;
    drips += ` L104 ${246 - lift} Z`;
    out += path(drips, '#f7c948');
  }
  if (rng.chance(0.75)) out += rect(112, 222 - lift, 176, 16, 8, '#e63946') + rect(120, 225 - lift, 60, 5, 2.5, '#f0727b');
  let lettuce = `M96 ${224 - lift}`;
  for (let x = 96; x < 304; x += 16) lettuce += ` q8 ${r1(rng.range(8, 14))} 16 0`;
  lettuce += ` L304 ${214 - lift} L96 ${214 - lift} Z`;
  out += path(lettuce, '#6dbb3f');
  out += path(`M100 ${218 - lift} C100 ${128 - lift} 300 ${128 - lift} 300 ${218 - lift} Z`, bun);
  out += path(`M125 ${190 - lift} C140 ${160 - lift} 170 ${150 - lift} 200 ${150 - lift}`, 'none', 'stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.25"');
  for (let i = 0; i < 18; i++) {
    const x = rng.range(125, 275);
    const top = 218 - lift - 66 * Math.sqrt(Math.max(0, 1 - ((x - 200) / 100) ** 2));
    const y = rng.range(top + 10, 205 - lift);
    out += ellipse(x, y, 4, 2.2, '#fff4dc', rotate(rng.range(-40, 40), x, y));
  }
  return out;
}

function drawHotdog(rng: Rng): string {
  let out = shadow(200, 300, 140, 16);
  out += rect(70, 225, 260, 70, 35, '#e39a45');
  out += rect(56, 212, 288, 44, 22, '#b5462b');
  out += rect(70, 216, 120, 8, 4, '#d4664a', 'opacity="0.8"');
  out += path('M64 230 q18 -14 36 0 t36 0 t36 0 t36 0 t36 0 t36 0 t36 0 t28 -2', 'none', 'stroke="#f7c948" stroke-width="7" stroke-linecap="round"');
  if (rng.chance(0.6)) out += path('M70 240 q18 -10 36 0 t36 0 t36 0 t36 0 t36 0 t36 0 t36 0', 'none', 'stroke="#d62828" stroke-width="5" stroke-linecap="round"');
  out += path('M70 256 C80 300 320 300 330 256 Z', '#e8a552');
  for (let i = 0; i < 8; i++) out += circle(rng.range(110, 290), rng.range(205, 212), 4, '#6dbb3f');
  return out;
}

function drawPizza(rng: Rng): string {
  let out = shadow(200, 214, 172, 172);
  out += circle(200, 206, 170, '#c98d52');
  out += rect(186, 20, 28, 40, 10, '#b57a42');
  out += circle(200, 206, 152, '#e3aa5e');
  const sauce = rng.pick(['#d94f30', '#cf3f28', '#f2e6c9']);
  out += circle(200, 206, 132, sauce);
  out += circle(200, 206, 126, '#f6d776', 'opacity="0.92"');
  for (let i = 0; i < 12; i++) {
    const [x, y] = inEllipse(rng, 200, 206, 110, 110);
    out += circle(x, y, rng.range(10, 18), '#fbe39a', 'opacity="0.8"');
  }
  const slices = rng.pick([6, 8]);
  for (let i = 0; i < slices; i++) {
    const a = (i / slices) * Math.PI * 2 + 0.2;
    out += line(200, 206, 200 + Math.cos(a) * 150, 206 + Math.sin(a) * 150, '#d8974c', 3);
  }
  const topping = rng.pick(['pepperoni', 'veggie', 'mushroom', 'chicken'] as const);
  for (const [x, y] of spread(rng, rng.int(9, 13), 200, 206, 108, 108)) {
    if (topping === 'pepperoni') {
      out += circle(x, y, 15, '#b83227') + circle(x - 4, y - 3, 3, '#8e2219') + circle(x + 5, y + 4, 2.5, '#8e2219');
    } else if (topping === 'mushroom') {
      out += path(`M${r1(x - 12)} ${r1(y)} a12 10 0 0 1 24 0 Z`, '#d9c2a0') + rect(x - 4, y - 1, 8, 10, 3, '#efe2cc');
    } else if (topping === 'chicken') {
      out += rect(x - 10, y - 7, 20, 14, 5, '#e2b07a', rotate(rng.range(0, 90), x, y));
    } else {
      out += path(`M${r1(x - 12)} ${r1(y)} a12 12 0 0 1 24 0`, 'none', `stroke="${rng.pick(['#2d9d3a', '#e63946', '#f7b731'])}" stroke-width="5" stroke-linecap="round" ${rotate(rng.range(0, 180), x, y)}`);
    }
  }
  for (let i = 0; i < rng.int(4, 8); i++) {
    const [x, y] = inEllipse(rng, 200, 206, 110, 110);
    out += circle(x, y, 6, '#222222') + circle(x, y, 2.2, '#f6d776');
  }
  for (let i = 0; i < rng.int(3, 6); i++) {
    const [x, y] = inEllipse(rng, 200, 206, 100, 100);
    out += ellipse(x, y, 9, 5, '#2f8f3a', rotate(rng.range(0, 180), x, y));
  }
  return out;
}

function drawLavash(rng: Rng): string {
  const wrap = rng.pick(['#e63946', '#2b6cb0', '#2a9d8f']);
  let body = shadow(200, 300, 150, 18);
  body += rect(70, 160, 250, 100, 50, '#f0d29b');
  for (let i = 0; i < 6; i++) body += line(110 + i * 30, 176, 124 + i * 30, 244, '#c48a45', 4, 'opacity="0.6"');
  body += ellipse(315, 210, 26, 50, '#f0d29b');
  body += ellipse(317, 210, 19, 42, '#7a3b1c');
  for (let i = 0; i < 10; i++) {
    const y = rng.range(176, 244);
    body += circle(317 + rng.range(-10, 10), y, rng.range(4, 7), rng.pick(['#6dbb3f', '#e63946', '#f7f1e3', '#8b4a24', '#f7c948']));
  }
  body += path('M60 150 L200 150 L230 272 L60 272 Z', '#ffffff', 'opacity="0.96"');
  body += path('M60 150 L200 150 L230 272 L60 272 Z', 'none', `stroke="${shade('#ffffff', -0.1)}" stroke-width="2"`);
  for (let i = 0; i < 4; i++) body += path(`M60 ${170 + i * 28} L${206 + i * 6.6} ${170 + i * 28}`, 'none', `stroke="${wrap}" stroke-width="9"`);
  return `<g ${rotate(-24, 200, 210)}>${body}</g>`;
}

function drawSalad(rng: Rng): string {
  // contents are heaped above the rim so the salad reads as a full bowl, not a puddle
  let contents = ellipse(200, 214, 118, 26, '#4e9f2a');
  for (let i = 0; i < 26; i++) {
    const [x, y] = inEllipse(rng, 200, 196, 104, 30);
    contents += ellipse(x, y, rng.range(18, 26), rng.range(10, 14), rng.pick(['#6dbb3f', '#4e9f2a', '#8fd35f', '#3f8f2a']), rotate(rng.range(-40, 40), x, y));
  }
  for (const [x, y] of spread(rng, rng.int(4, 6), 200, 190, 84, 24)) {
    contents += circle(x, y, 15, '#e63946') + circle(x, y, 10, '#f07178') + circle(x - 3, y - 2, 2, '#fff3b0') + circle(x + 3, y + 2, 2, '#fff3b0');
  }
  for (const [x, y] of spread(rng, rng.int(4, 6), 200, 196, 92, 26)) {
    contents += circle(x, y, 13, '#2d6a2d') + circle(x, y, 10, '#c9e7a3') + circle(x, y, 3, '#e8f5d0');
  }
  if (rng.chance(0.6)) {
    for (const [x, y] of spread(rng, 6, 200, 188, 80, 22)) contents += rect(x - 8, y - 8, 16, 16, 3, '#fffdf5', rotate(rng.range(0, 45), x, y));
  }
  if (rng.chance(0.5)) {
    for (const [x, y] of spread(rng, 5, 200, 192, 84, 24)) contents += ellipse(x, y, 8, 6, '#2b2b2b') + ellipse(x - 2, y - 2, 2, 1.5, '#777777');
  }
  const color = rng.pick(['#ffffff', '#f4ede1', '#2e6fb7']);
  return bowl(200, 222, 145, 90, color, contents, color === '#2e6fb7' ? cottonPattern(200, 262, 145, '#ffffff') : '');
}

function drawFries(rng: Rng): string {
  let out = shadow(200, 318, 100, 14);
  for (let i = 0; i < 14; i++) {
    const x = 130 + i * 10 + rng.range(-3, 3);
    const h = rng.range(110, 150);
    out += rect(x, 250 - h, 13, h, 3, rng.pick(['#f7c948', '#f4b942', '#fad35e']), rotate(rng.range(-10, 10), x, 250));
  }
  out += path('M120 190 L280 190 L262 312 L138 312 Z', '#d62828');
  out += path('M120 190 Q200 230 280 190 L276 214 Q200 250 124 214 Z', '#b71f1f');
  out += circle(200, 262, 22, '#f7c948');
  out += path('M188 262 l8 8 l14 -16', 'none', 'stroke="#d62828" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"');
  return out;
}

function drawSauce(rng: Rng, color: string): string {
  let out = shadow(200, 290, 110, 18);
  out += ellipse(200, 220, 110, 34, shade(color, 0.75) === '#ffffff' ? '#eeeeee' : '#ffffff');
  out += path('M90 220 L110 282 Q200 306 290 282 L310 220 Z', '#ffffff');
  out += path('M90 220 L110 282 Q200 306 290 282 L310 220 Z', 'none', 'stroke="#e6e6e6" stroke-width="2"');
  out += ellipse(200, 220, 96, 26, color);
  out += path(`M150 214 q25 -10 50 0 t50 0`, 'none', `stroke="${shade(color, 0.35)}" stroke-width="6" stroke-linecap="round"`);
  for (let i = 0; i < rng.int(3, 7); i++) {
    const [x, y] = inEllipse(rng, 200, 222, 70, 16);
    out += ellipse(x, y, 4, 2, '#3f9b3a', rotate(rng.range(0, 180), x, y));
  }
  return out;
}

function drawBread(rng: Rng): string {
  let out = shadow(200, 300, 150, 22);
  out += ellipse(200, 220, 150, 84, '#c9792f');
  out += ellipse(200, 214, 142, 76, '#e0a050');
  out += ellipse(200, 218, 78, 40, '#f0cf93');
  for (let ring = 0; ring < 3; ring++) {
    const rx = 20 + ring * 20;
    const ry = 10 + ring * 10;
    const n = 8 + ring * 6;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      out += circle(200 + Math.cos(a) * rx, 218 + Math.sin(a) * ry, 2.6, '#c58a3e');
    }
  }
  for (let i = 0; i < 40; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = rng.range(0.62, 0.9);
    const x = 200 + Math.cos(a) * 142 * rr;
    const y = 214 + Math.sin(a) * 76 * rr;
    out += ellipse(x, y, 2.6, 1.4, rng.pick(['#fff2d2', '#3b2a1f']), rotate(rng.range(0, 180), x, y));
  }
  return out;
}

function drawTea(rng: Rng, color: string): string {
  // a piala: the handle-less Uzbek tea bowl
  let contents = ellipse(200, 200, 100, 22, color) + ellipse(180, 198, 40, 7, shade(color, 0.3), 'opacity="0.6"');
  if (rng.chance(0.5)) contents += circle(230, 200, 10, '#f7e27c', 'opacity="0.9"');
  const piala = bowl(200, 200, 112, 88, '#ffffff', contents, cottonPattern(200, 242, 112, '#1f5fae') + path('M130 278 L270 278', 'none', 'stroke="#1f5fae" stroke-width="5"'));
  let out = ellipse(200, 292, 150, 30, '#ffffff') + ellipse(200, 292, 150, 30, 'none', 'stroke="#1f5fae" stroke-width="4"');
  out += piala;
  if (rng.chance(0.6)) {
    out += ellipse(318, 250, 20, 12, '#8b4a24', rotate(20, 318, 250));
    out += ellipse(88, 258, 14, 9, '#f1e3c6', rotate(-20, 88, 258));
  }
  return out + steam(rng, 200, 160, 3);
}

function drawCoffee(rng: Rng, color: string): string {
  const cup = rng.pick(['#ffffff', '#2e2e2e', '#f2c6a0', '#9fd3c7']);
  let out = shadow(200, 300, 150, 22);
  out += ellipse(200, 290, 140, 30, '#ffffff', 'stroke="#e3e3e3" stroke-width="3"');
  out += ellipse(200, 288, 70, 12, '#ececec');
  out += path('M290 205 c55 -10 60 60 0 60', 'none', `stroke="${cup}" stroke-width="14" stroke-linecap="round"`);
  out += path('M110 170 L290 170 L278 270 Q200 296 122 270 Z', cup);
  if (cup === '#ffffff') out += path('M110 170 L290 170 L278 270 Q200 296 122 270 Z', 'none', 'stroke="#e3e3e3" stroke-width="3"');
  out += ellipse(200, 170, 90, 20, shade(cup, -0.12));
  out += ellipse(200, 172, 82, 16, color);
  if (color !== '#3b2416' && rng.chance(0.8)) {
    out += path('M200 186 C170 168 178 152 194 160 Q200 164 200 170 Q200 164 206 160 C222 152 230 168 200 186 Z', '#f7ecdc');
  }
  return out + steam(rng, 200, 140, 2);
}

function drawColdDrink(rng: Rng, color: string): string {
  let out = shadow(200, 318, 80, 12);
  out += path('M130 100 L270 100 L254 312 Q200 322 146 312 Z', '#ffffff', 'opacity="0.45"');
  out += path('M134 130 L266 130 L253 306 Q200 316 147 306 Z', color);
  out += path('M140 130 L176 130 L164 306 Q152 306 147 304 Z', '#ffffff', 'opacity="0.18"');
  for (let i = 0; i < 4; i++) {
    const x = 160 + (i % 2) * 44 + rng.range(-6, 6);
    const y = 146 + Math.floor(i / 2) * 40 + rng.range(-6, 6);
    out += rect(x, y, 34, 30, 6, '#ffffff', `opacity="0.55" ${rotate(rng.range(-20, 20), x + 17, y + 15)}`);
  }
  for (let i = 0; i < 12; i++) out += circle(rng.range(150, 250), rng.range(210, 300), rng.range(2, 4), '#ffffff', 'opacity="0.5"');
  const straw = rng.pick(['#e63946', '#2a9d8f', '#f4a261', '#ffffff']);
  out += rect(214, 40, 14, 170, 7, straw, `${rotate(12, 221, 125)}`);
  out += rect(214, 40, 14, 170, 7, 'none', `stroke="${shade(straw, -0.2)}" stroke-width="2" ${rotate(12, 221, 125)}`);
  if (rng.chance(0.65)) {
    const fruit = rng.pick(['#f7d13d', '#9ccc3c', '#f4a261', '#ee4266']);
    out += circle(138, 112, 34, shade(fruit, -0.15)) + circle(138, 112, 29, fruit);
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      out += line(138, 112, 138 + Math.cos(a) * 25, 112 + Math.sin(a) * 25, shade(fruit, 0.5), 2.5);
    }
  }
  if (rng.chance(0.5)) out += ellipse(250, 110, 12, 6, '#3f9b3a', rotate(-30, 250, 110)) + ellipse(262, 104, 12, 6, '#4caf50', rotate(30, 262, 104));
  return out;
}

function drawBottle(rng: Rng, color: string): string {
  let out = shadow(200, 326, 70, 12);
  out += path('M176 60 L224 60 L224 100 C262 120 268 140 268 170 L268 300 Q268 322 246 322 L154 322 Q132 322 132 300 L132 170 C132 140 138 120 176 100 Z', color, 'opacity="0.85"');
  out += rect(174, 40, 52, 26, 6, rng.pick(['#e63946', '#1d3557', '#2a9d8f', '#f4a261']));
  out += rect(132, 190, 136, 70, 0, '#ffffff', 'opacity="0.92"');
  out += circle(200, 225, 22, color) + path('M188 225 q12 -18 24 0', 'none', 'stroke="#ffffff" stroke-width="4"');
  out += rect(146, 120, 16, 180, 8, '#ffffff', 'opacity="0.25"');
  for (let i = 0; i < 8; i++) out += circle(rng.range(150, 250), rng.range(270, 310), rng.range(2, 3.5), '#ffffff', 'opacity="0.5"');
  return out;
}

function drawCake(rng: Rng, color: string): string {
  let out = shadow(200, 300, 150, 24);
  out += ellipse(200, 290, 150, 34, '#ffffff', 'stroke="#e6e6e6" stroke-width="3"');
  // a slice in three quarters: top face, front face with layers
  const sponge = rng.pick(['#f3d7a2', '#6b3b2a', '#f7e7c6']);
  out += path('M90 170 L250 140 L320 190 L320 270 L250 220 Z', shade(sponge, -0.1));
  out += path('M90 170 L250 220 L320 270 L90 250 Z', sponge);
  out += path('M90 170 L250 220 L320 270 L320 190 L250 140 Z', 'none');
  const layers = rng.int(2, 3);
  for (let i = 1; i <= layers; i++) {
    const t = i / (layers + 1);
    out += path(`M90 ${r1(170 + 80 * t)} L320 ${r1(190 + 80 * t)}`, 'none', `stroke="${color}" stroke-width="9"`);
  }
  out += path('M90 170 L250 140 L320 190 L250 220 Z', color);
  out += path('M90 170 L250 220 L320 190', 'none', `stroke="${shade(color, -0.1)}" stroke-width="10" stroke-linejoin="round"`);
  for (let i = 0; i < 4; i++) {
    const x = 110 + i * 50;
    out += path(`M${x} ${r1(178 + i * 15)} q6 22 12 0`, shade(color, -0.1));
  }
  const berry = rng.pick(['#d62839', '#5e2a84', '#f7b731']);
  out += circle(240, 168, 14, berry) + ellipse(236, 152, 8, 4, '#3f9b3a', rotate(-20, 236, 152));
  if (rng.chance(0.6)) for (let i = 0; i < 12; i++) out += rect(rng.range(140, 290), rng.range(160, 190), 6, 2.5, 1.2, rng.pick(['#ffffff', '#f4a261', '#2a9d8f', '#e63946']), rotate(rng.range(0, 180), 200, 175));
  return out;
}

function drawCupcake(rng: Rng, color: string): string {
  let out = shadow(200, 312, 90, 14);
  const wrapper = rng.pick(['#e76f51', '#2a9d8f', '#f4a261', '#8e7dbe']);
  out += path('M128 210 L272 210 L252 310 L148 310 Z', wrapper);
  for (let i = 1; i < 8; i++) out += line(128 + i * 18, 212, 148 + i * 13, 308, shade(wrapper, -0.2), 3);
  out += ellipse(200, 205, 82, 30, shade(color, -0.1));
  out += ellipse(200, 180, 70, 30, color);
  out += ellipse(200, 152, 52, 26, shade(color, 0.1));
  out += ellipse(200, 128, 32, 20, shade(color, 0.2));
  out += circle(204, 98, 16, '#d62839') + path('M206 84 q8 -20 22 -24', 'none', 'stroke="#3f9b3a" stroke-width="4" stroke-linecap="round"');
  for (let i = 0; i < 14; i++) {
    const [x, y] = inEllipse(rng, 200, 165, 60, 40);
    out += rect(x, y, 7, 3, 1.5, rng.pick(['#ffffff', '#f7c948', '#2a9d8f', '#e63946', '#8e7dbe']), rotate(rng.range(0, 180), x, y));
  }
  return out;
}

function drawIceCream(rng: Rng, color: string): string {
  let out = shadow(200, 330, 50, 10);
  out += path('M146 200 L254 200 L200 330 Z', '#e0a050');
  for (let i = -3; i <= 3; i++) {
    out += line(150 + (i + 3) * 16, 200, 200 + i * 4, 320, '#c9853a', 3);
  }
  out += line(160, 230, 240, 230, '#c9853a', 3) + line(170, 260, 230, 260, '#c9853a', 3);
  const second = rng.pick(['#f7e7c6', '#6b3b2a', '#f4a3b4', '#a8dadc']);
  out += circle(170, 180, 44, second);
  out += circle(230, 176, 44, color);
  out += circle(200, 128, 46, rng.pick([color, second, '#ffffff']));
  out += path('M150 196 q10 16 20 0 q10 16 20 0 q10 16 20 0 q10 16 20 0 q10 16 20 0', shade(color, -0.05));
  out += circle(200, 78, 14, '#d62839') + path('M202 66 q6 -18 20 -20', 'none', 'stroke="#3f9b3a" stroke-width="4" stroke-linecap="round"');
  return out;
}

function drawPastry(rng: Rng, color: string): string {
  // baklava / chak-chak style pieces heaped on a plate
  let out = plate(rng, 200, 262, 160, 58, rng.chance(0.5));
  const pieces = spread(rng, 7, 200, 236, 96, 30).sort((a, b) => a[1] - b[1]);
  for (const [x, y] of pieces) {
    out += path(`M${r1(x)} ${r1(y - 34)} L${r1(x + 40)} ${r1(y)} L${r1(x)} ${r1(y + 26)} L${r1(x - 40)} ${r1(y)} Z`, shade(color, -0.2));
    out += path(`M${r1(x)} ${r1(y - 38)} L${r1(x + 40)} ${r1(y - 6)} L${r1(x)} ${r1(y + 18)} L${r1(x - 40)} ${r1(y - 6)} Z`, color, `stroke="${shade(color, -0.3)}" stroke-width="3" stroke-linejoin="round"`);
    out += line(x - 22, y - 8, x + 22, y - 8, shade(color, -0.25), 2);
    out += ellipse(x, y - 10, 7, 4, '#6a994e');
  }
  for (let i = 0; i < 18; i++) {
    const [x, y] = inEllipse(rng, 200, 250, 120, 40);
    out += circle(x, y, 2.2, '#f9d77e');
  }
  return out;
}

function drawCombo(rng: Rng): string {
  let out = shadow(200, 322, 170, 18);
  out += rect(30, 250, 340, 70, 14, '#c98d52');
  out += rect(30, 250, 340, 14, 7, '#b57a42');
  out += group('translate(18 52) scale(0.58)', drawBurger(rng));
  out += group('translate(130 52) scale(0.55)', drawFries(rng));
  out += group('translate(212 0) scale(0.62)', drawColdDrink(rng, rng.pick(['#3b1f12', '#f08a24', '#e63946', '#9ccc3c'])));
  return out;
}

function drawKidsBox(rng: Rng): string {
  const box = rng.pick(['#f4a261', '#2a9d8f', '#e76f51']);
  let out = shadow(200, 316, 140, 16);
  out += group('translate(60 -20) scale(0.7)', drawFries(rng));
  out += path('M70 200 L330 200 L310 310 L90 310 Z', box);
  out += path('M70 200 L130 150 L270 150 L330 200 Z', shade(box, 0.25));
  out += path('M150 150 C150 100 250 100 250 150', 'none', `stroke="${shade(box, -0.25)}" stroke-width="10"`);
  for (let i = 0; i < 6; i++) out += circle(rng.range(110, 290), rng.range(225, 290), rng.range(8, 14), '#ffffff', 'opacity="0.5"');
  out += circle(200, 256, 26, '#ffffff') + circle(191, 250, 4, '#333333') + circle(209, 250, 4, '#333333');
  out += path('M188 262 q12 12 24 0', 'none', 'stroke="#333333" stroke-width="4" stroke-linecap="round"');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Goods

function drawFruit(rng: Rng, color: string): string {
  let out = shadow(200, 300, 150, 18);
  const spots: Array<[number, number, number]> = [[140, 240, 58], [262, 244, 56], [202, 186, 60]];
  for (const [x, y, r] of spots) {
    const cx = x + rng.range(-6, 6);
    const cy = y + rng.range(-4, 4);
    out += circle(cx, cy, r, shade(color, -0.15));
    out += circle(cx - 4, cy - 4, r - 6, color);
    out += ellipse(cx - r * 0.35, cy - r * 0.35, r * 0.2, r * 0.12, '#ffffff', `opacity="0.5" ${rotate(-40, cx - r * 0.35, cy - r * 0.35)}`);
    out += line(cx, cy - r + 4, cx + 4, cy - r - 14, '#6b4226', 5);
    out += ellipse(cx + 20, cy - r - 8, 18, 8, '#4caf50', rotate(-25, cx + 20, cy - r - 8));
  }
  return out;
}

function drawBanana(rng: Rng, color: string): string {
  let out = shadow(200, 300, 140, 16);
  for (let i = 0; i < 4; i++) {
    const dy = i * 16 + rng.range(-3, 3);
    out += path(`M70 ${150 + dy} C110 ${300 + dy} 290 ${300 + dy} 330 ${190 + dy} C290 ${250 + dy} 130 ${250 + dy} 70 ${150 + dy} Z`, i % 2 ? color : shade(color, -0.08), `stroke="${shade(color, -0.3)}" stroke-width="3"`);
  }
  out += rect(58, 132, 26, 34, 6, '#6b4226', rotate(-30, 70, 150));
  return out;
}

function drawGrapes(rng: Rng, color: string): string {
  let out = shadow(200, 320, 90, 12);
  const rows = [5, 4, 4, 3, 2, 1];
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      const x = 200 + (i - (count - 1) / 2) * 40 + rng.range(-3, 3);
      const y = 130 + row * 34 + rng.range(-3, 3);
      out += circle(x, y, 24, shade(color, -0.15)) + circle(x - 3, y - 3, 20, color) + circle(x - 9, y - 9, 5, '#ffffff', 'opacity="0.45"');
    }
  });
  out += line(200, 110, 210, 60, '#6b4226', 6) + ellipse(240, 80, 34, 18, '#4caf50', rotate(-20, 240, 80));
  return out;
}

function drawVegetable(rng: Rng, color: string): string {
  // tomatoes, peppers, potatoes and onions: round vegetables with a calyx
  let out = shadow(200, 302, 150, 18);
  const spots: Array<[number, number]> = [[140, 244], [262, 246], [200, 196]];
  for (const [x, y] of spots) {
    const cx = x + rng.range(-5, 5);
    const rx = rng.range(54, 62);
    const ry = rx * rng.range(0.82, 0.92);
    out += ellipse(cx, y, rx, ry, shade(color, -0.15));
    out += ellipse(cx - 3, y - 3, rx - 6, ry - 6, color);
    out += ellipse(cx - rx * 0.35, y - ry * 0.35, rx * 0.18, ry * 0.12, '#ffffff', `opacity="0.45" ${rotate(-35, cx - rx * 0.35, y - ry * 0.35)}`);
    let star = '';
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      star += ellipse(cx + Math.cos(a) * 10, y - ry + 8 + Math.sin(a) * 5, 11, 4, '#3f9b3a', rotate((a * 180) / Math.PI, cx + Math.cos(a) * 10, y - ry + 8 + Math.sin(a) * 5));
    }
    out += star + line(cx, y - ry + 6, cx + 2, y - ry - 6, '#2d7a2d', 4);
  }
  return out;
}

function drawCucumber(rng: Rng, color: string): string {
  let out = shadow(200, 300, 150, 16);
  for (let i = 0; i < 3; i++) {
    const y = 180 + i * 44;
    const a = rng.range(-12, 12);
    let body = rect(60, y - 26, 280, 52, 26, color) + rect(80, y - 18, 200, 10, 5, shade(color, 0.25), 'opacity="0.6"');
    for (let k = 0; k < 14; k++) body += circle(rng.range(80, 320), rng.range(y - 16, y + 18), 2.2, shade(color, 0.45));
    body += rect(330, y - 6, 22, 12, 5, '#8bc34a');
    out += `<g ${rotate(a, 200, y)}>${body}</g>`;
  }
  return out;
}

function drawCarrot(rng: Rng, color: string): string {
  let out = shadow(200, 304, 150, 16);
  for (let i = 0; i < 3; i++) {
    const x = 130 + i * 70;
    const a = rng.range(-25, 25);
    let body = path(`M${x - 28} 130 Q${x} 118 ${x + 28} 130 L${x + 4} 300 Q${x} 306 ${x - 4} 300 Z`, color);
    for (let k = 0; k < 5; k++) body += line(x - 18 + k * 2, 160 + k * 26, x - 4 + k * 2, 162 + k * 26, shade(color, -0.25), 3);
    body += path(`M${x} 128 C${x - 30} 80 ${x - 20} 70 ${x - 14} 60 M${x} 128 C${x} 80 ${x + 6} 70 ${x + 4} 54 M${x} 128 C${x + 24} 90 ${x + 30} 80 ${x + 34} 66`, 'none', 'stroke="#4caf50" stroke-width="8" stroke-linecap="round"');
    out += `<g ${rotate(a, x, 200)}>${body}</g>`;
  }
  return out;
}

function drawMilk(rng: Rng, color: string): string {
  let out = shadow(200, 324, 90, 14);
  out += path('M130 120 L270 120 L270 320 L130 320 Z', '#ffffff');
  out += path('M130 120 L160 70 L240 70 L270 120 Z', '#f1f1f1');
  out += rect(160, 50, 80, 22, 4, '#f1f1f1');
  out += rect(216, 36, 26, 22, 6, color);
  out += rect(130, 190, 140, 90, 0, color);
  out += path('M200 205 C180 235 180 262 200 262 C220 262 220 235 200 205 Z', '#ffffff');
  out += path('M130 186 q17 -10 35 0 t35 0 t35 0 t35 0', 'none', `stroke="${color}" stroke-width="8"`);
  out += rect(140, 130, 14, 180, 7, '#000000', 'opacity="0.04"');
  if (rng.chance(0.5)) out += circle(246, 150, 12, shade(color, 0.3));
  return out;
}

function drawYogurt(rng: Rng, color: string): string {
  let out = shadow(200, 306, 110, 16);
  out += path('M110 170 L290 170 L270 300 Q200 312 130 300 Z', '#ffffff');
  out += ellipse(200, 170, 90, 20, '#e9e9e9');
  out += ellipse(200, 170, 90, 20, 'none', `stroke="${color}" stroke-width="6"`);
  out += rect(118, 210, 164, 50, 0, color);
  for (let i = 0; i < 5; i++) out += circle(150 + i * 25, 235, rng.range(6, 10), '#ffffff', 'opacity="0.7"');
  out += path('M240 168 L300 130 L318 150 Z', shade(color, 0.4));
  return out;
}

function drawCheese(rng: Rng, color: string): string {
  let out = shadow(200, 300, 150, 18);
  out += path('M70 230 L300 150 L330 190 L330 280 L70 300 Z', shade(color, -0.12));
  out += path('M70 230 L330 190 L330 280 L70 300 Z', color);
  out += path('M70 230 L300 150 L330 190 Z', shade(color, 0.25));
  for (let i = 0; i < 7; i++) {
    const x = rng.range(100, 310);
    const y = rng.range(215, 280);
    out += ellipse(x, y, rng.range(6, 13), rng.range(5, 9), shade(color, -0.25));
  }
  return out;
}

function drawEggs(rng: Rng): string {
  let out = shadow(200, 300, 160, 18);
  out += rect(50, 200, 300, 90, 20, '#cdb79e');
  out += rect(50, 200, 300, 22, 10, '#bfa78b');
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 5; i++) {
      const x = 90 + i * 55;
      const y = 190 + row * 26;
      out += ellipse(x, y, 24, 30, rng.pick(['#f6e7d3', '#efd9bd', '#ffffff']), 'stroke="#e2cfb5" stroke-width="2"');
      out += ellipse(x - 7, y - 10, 5, 8, '#ffffff', 'opacity="0.6"');
    }
  }
  return out;
}

function drawLoaf(rng: Rng): string {
  let out = shadow(200, 296, 150, 18);
  out += rect(60, 170, 280, 120, 58, '#b86b2a');
  out += rect(66, 164, 268, 110, 54, '#d8914a');
  const cuts = rng.int(3, 5);
  for (let i = 0; i < cuts; i++) {
    const x = 110 + i * (180 / Math.max(1, cuts - 1));
    out += path(`M${r1(x - 18)} 186 Q${r1(x)} 220 ${r1(x + 18)} 250`, 'none', 'stroke="#f3c98b" stroke-width="9" stroke-linecap="round"');
  }
  for (let i = 0; i < 20; i++) out += ellipse(rng.range(90, 310), rng.range(180, 260), 2.5, 1.2, '#f7e0b5', rotate(rng.range(0, 180), 200, 220));
  return out;
}

function drawDetergent(rng: Rng, color: string): string {
  let out = shadow(200, 326, 90, 14);
  out += path('M130 120 Q130 100 150 100 L250 100 Q270 100 270 120 L280 300 Q280 322 258 322 L142 322 Q120 322 120 300 Z', color);
  out += path('M230 100 L230 60 Q230 48 242 48 L262 48 L276 66 L262 66 L262 100 Z', shade(color, -0.3));
  out += rect(140, 170, 120, 100, 16, '#ffffff', 'opacity="0.92"');
  for (let i = 0; i < 6; i++) out += circle(rng.range(160, 240), rng.range(190, 250), rng.range(6, 14), shade(color, 0.3), 'stroke="#ffffff" stroke-width="2"');
  out += rect(144, 120, 14, 170, 7, '#ffffff', 'opacity="0.25"');
  return out;
}

function drawTowels(rng: Rng, color: string): string {
  let out = shadow(200, 310, 150, 16);
  const colors = [color, shade(color, 0.35), shade(color, -0.15)];
  for (let i = 0; i < 3; i++) {
    const y = 250 - i * 52;
    const c = colors[i] ?? color;
    out += rect(70, y, 260, 50, 18, c);
    out += rect(70, y + 8, 260, 6, 3, shade(c, 0.4));
    out += rect(70, y + 36, 260, 6, 3, shade(c, 0.4));
    out += circle(330, y + 25, 25, shade(c, -0.1));
  }
  if (rng.chance(0.5)) out += rect(150, 110, 100, 24, 8, '#ffffff', 'opacity="0.8"');
  return out;
}

function drawPackage(rng: Rng, color: string): string {
  let out = shadow(200, 316, 150, 16);
  out += path('M80 150 L200 110 L320 150 L320 290 L200 330 L80 290 Z', shade(color, -0.2));
  out += path('M80 150 L200 190 L200 330 L80 290 Z', color);
  out += path('M80 150 L200 110 L320 150 L200 190 Z', shade(color, 0.25));
  out += path('M130 133 L250 173 L250 210 L270 203 L270 166 L150 127 Z', '#ffffff', 'opacity="0.5"');
  for (let i = 0; i < 3; i++) out += circle(140 + i * 20, 250 + i * 6, rng.range(8, 14), '#ffffff', 'opacity="0.55"');
  return out;
}

function drawSack(rng: Rng, color: string): string {
  let out = shadow(200, 320, 130, 16);
  out += path('M110 130 Q200 100 290 130 L310 290 Q300 320 200 322 Q100 320 90 290 Z', color);
  out += path('M120 130 Q200 160 280 130 L290 110 Q200 90 110 110 Z', shade(color, -0.2));
  out += rect(130, 190, 140, 80, 14, '#ffffff', 'opacity="0.9"');
  for (let i = 0; i < 16; i++) {
    const x = rng.range(150, 250);
    const y = rng.range(205, 255);
    out += ellipse(x, y, 5, 2.4, '#f2d38b', rotate(rng.range(0, 180), x, y));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Composition

const DEFAULTS: Record<ArtKind, { color: string; tint: string }> = {
  plov: { color: '#f2d38b', tint: '#fde9c8' },
  lagman: { color: '#d9582b', tint: '#fde2d0' },
  soup: { color: '#e8b04a', tint: '#fdf0cf' },
  manti: { color: '#fbf3e2', tint: '#e6f0e4' },
  somsa: { color: '#dd9a45', tint: '#fbe3c0' },
  shashlik: { color: '#8b4a24', tint: '#f6dcc9' },
  kebab: { color: '#8b4a24', tint: '#f4d8c4' },
  burger: { color: '#e39a45', tint: '#ffe7c2' },
  hotdog: { color: '#b5462b', tint: '#ffe0cc' },
  pizza: { color: '#d94f30', tint: '#fbd9cf' },
  lavash: { color: '#f0d29b', tint: '#fff0d6' },
  salad: { color: '#6dbb3f', tint: '#e3f4d7' },
  fries: { color: '#f7c948', tint: '#fff3c4' },
  sauce: { color: '#e63946', tint: '#fbe4e4' },
  bread: { color: '#e0a050', tint: '#f8e8d0' },
  tea: { color: '#c7712b', tint: '#e0ecf7' },
  coffee: { color: '#b07b4f', tint: '#efe2d6' },
  'cold-drink': { color: '#f08a24', tint: '#dff3f7' },
  bottle: { color: '#58b4e8', tint: '#dcf0fb' },
  cake: { color: '#fbe3ec', tint: '#fde3ec' },
  cupcake: { color: '#f7b6c8', tint: '#fbe6f0' },
  'ice-cream': { color: '#f4a3b4', tint: '#e7f0fd' },
  pastry: { color: '#d8953f', tint: '#fcebd0' },
  combo: { color: '#e39a45', tint: '#fde6cf' },
  'kids-box': { color: '#f4a261', tint: '#e5f4f1' },
  fruit: { color: '#e63946', tint: '#fde2e2' },
  banana: { color: '#f7d13d', tint: '#fff6cc' },
  grapes: { color: '#7b4397', tint: '#efe4f6' },
  vegetable: { color: '#e63946', tint: '#fde6e1' },
  cucumber: { color: '#3f8f3a', tint: '#e3f2dc' },
  carrot: { color: '#f08a24', tint: '#fdebd6' },
  milk: { color: '#2b6cb0', tint: '#e3eefb' },
  yogurt: { color: '#e76f51', tint: '#fdeae4' },
  cheese: { color: '#f7c948', tint: '#fff5d4' },
  eggs: { color: '#f6e7d3', tint: '#f5efe6' },
  loaf: { color: '#d8914a', tint: '#f8ead8' },
  detergent: { color: '#2a9d8f', tint: '#dcf3f0' },
  towels: { color: '#8e7dbe', tint: '#ece8f7' },
  package: { color: '#e9c46a', tint: '#f7efd9' },
  sack: { color: '#d4b483', tint: '#f4ecdd' },
};

function drawKind(rng: Rng, kind: ArtKind, color: string): string {
  switch (kind) {
    case 'plov': return drawPlov(rng);
    case 'lagman': return drawNoodleSoup(rng, color, true);
    case 'soup': return drawNoodleSoup(rng, color, false);
    case 'manti': return drawManti(rng);
    case 'somsa': return drawSomsa(rng);
    case 'shashlik': return drawShashlik(rng, false);
    case 'kebab': return drawShashlik(rng, true);
    case 'burger': return drawBurger(rng);
    case 'hotdog': return drawHotdog(rng);
    case 'pizza': return drawPizza(rng);
    case 'lavash': return drawLavash(rng);
    case 'salad': return drawSalad(rng);
    case 'fries': return drawFries(rng);
    case 'sauce': return drawSauce(rng, color);
    case 'bread': return drawBread(rng);
    case 'tea': return drawTea(rng, color);
    case 'coffee': return drawCoffee(rng, color);
    case 'cold-drink': return drawColdDrink(rng, color);
    case 'bottle': return drawBottle(rng, color);
    case 'cake': return drawCake(rng, color);
    case 'cupcake': return drawCupcake(rng, color);
    case 'ice-cream': return drawIceCream(rng, color);
    case 'pastry': return drawPastry(rng, color);
    case 'combo': return drawCombo(rng);
    case 'kids-box': return drawKidsBox(rng);
    case 'fruit': return drawFruit(rng, color);
    case 'banana': return drawBanana(rng, color);
    case 'grapes': return drawGrapes(rng, color);
    case 'vegetable': return drawVegetable(rng, color);
    case 'cucumber': return drawCucumber(rng, color);
    case 'carrot': return drawCarrot(rng, color);
    case 'milk': return drawMilk(rng, color);
    case 'yogurt': return drawYogurt(rng, color);
    case 'cheese': return drawCheese(rng, color);
    case 'eggs': return drawEggs(rng);
    case 'loaf': return drawLoaf(rng);
    case 'detergent': return drawDetergent(rng, color);
    case 'towels': return drawTowels(rng, color);
    case 'package': return drawPackage(rng, color);
    case 'sack': return drawSack(rng, color);
  }
}

function background(rng: Rng, tint: string, width: number, height: number): string {
  let out = rect(0, 0, width, height, 0, tint);
  out += circle(rng.range(0, width * 0.3), rng.range(0, height * 0.3), rng.range(width * 0.22, width * 0.32), shade(tint, 0.35), 'opacity="0.7"');
  out += circle(rng.range(width * 0.7, width), rng.range(height * 0.7, height), rng.range(width * 0.2, width * 0.3), shade(tint, -0.06), 'opacity="0.7"');
  for (let i = 0; i < 7; i++) {
    out += circle(rng.range(0, width), rng.range(0, height), rng.range(3, 7), shade(tint, -0.12), 'opacity="0.6"');
  }
  return out;
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A square 400×400 illustration of `art`, varied by `seed` (the product's name). */
export function illustrationSvg(art: Art, seed: string): string {
  const rng = rngFrom(`${art.kind}:${seed}`);
  const defaults = DEFAULTS[art.kind];
  const backdrop = background(rng, art.tint ?? defaults.tint, 400, 400);
  // A little shift and zoom per picture, so dishes of one category do not look stamped out.
  const scale = r1(rng.range(0.94, 1.06) * 100) / 100;
  const dx = r1(rng.range(-8, 8));
  const dy = r1(rng.range(-6, 6));
  const subject = group(`translate(${r1(200 + dx)} ${r1(210 + dy)}) scale(${scale}) translate(-200 -210)`, drawKind(rng, art.kind, art.color ?? defaults.color));
  return svgDocument(400, 400, backdrop + subject);
}

export type LogoMotif = 'bowl' | 'bag' | 'cup';

/** A round brand mark on the merchant's colour: a steaming bowl, a shopping bag or a cup. */
export function logoSvg(motif: LogoMotif, color: string, seed: string): string {
  const rng = rngFrom(`logo:${seed}`);
  const ink = '#ffffff';
  let mark = circle(200, 200, 196, color);
  mark += circle(200, 200, 176, 'none', `stroke="${ink}" stroke-width="6" opacity="0.55"`);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    mark += circle(200 + Math.cos(a) * 158, 200 + Math.sin(a) * 158, 5, ink, 'opacity="0.55"');
  }
  if (motif === 'bowl') {
    mark += path('M96 200 L304 200 C304 262 256 292 200 292 C144 292 96 262 96 200 Z', ink);
    mark += rect(150, 296, 100, 14, 7, ink);
    mark += ellipse(200, 200, 104, 16, shade(color, -0.2));
    mark += cottonPattern(200, 240, 104, color);
    mark += steam(rng, 200, 176, 3).replaceAll('#ffffff', ink);
  } else if (motif === 'bag') {
    mark += path('M110 160 L290 160 L306 304 L94 304 Z', ink);
    mark += path('M160 160 C160 100 240 100 240 160', 'none', `stroke="${ink}" stroke-width="14" stroke-linecap="round"`);
    mark += circle(160, 190, 8, color) + circle(240, 190, 8, color);
    mark += path('M160 236 q40 40 80 0', 'none', `stroke="${color}" stroke-width="12" stroke-linecap="round"`);
  } else {
    mark += path('M120 150 L280 150 L264 290 Q200 306 136 290 Z', ink);
    mark += path('M280 180 c50 -6 50 70 -8 68', 'none', `stroke="${ink}" stroke-width="14"`);
    mark += steam(rng, 200, 130, 2);
  }
  return svgDocument(400, 400, mark);
}

/** A wide 1200×500 promotional picture: the brand colour with a few dishes on the right. */
export function bannerSvg(color: string, arts: readonly Art[], seed: string): string {
  const rng = rngFrom(`banner:${seed}`);
  let body = rect(0, 0, 1200, 500, 0, color);
  body += circle(rng.range(80, 260), rng.range(380, 460), 260, shade(color, 0.18), 'opacity="0.8"');
  body += circle(rng.range(500, 700), rng.range(-40, 40), 180, shade(color, -0.12), 'opacity="0.6"');
  for (let i = 0; i < 18; i++) body += circle(rng.range(0, 560), rng.range(0, 500), rng.range(4, 10), '#ffffff', 'opacity="0.35"');
  // a sticker-like starburst and a row of cotton bolls on the left; the banner's title is shown by the storefront
  let burst = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const b = ((i + 0.5) / 16) * Math.PI * 2;
    burst += `${i === 0 ? 'M' : 'L'}${r1(250 + Math.cos(a) * 150)} ${r1(230 + Math.sin(a) * 150)} L${r1(250 + Math.cos(b) * 124)} ${r1(230 + Math.sin(b) * 124)} `;
  }
  body += path(`${burst}Z`, '#ffffff', 'opacity="0.95"');
  body += circle(250, 230, 104, shade(color, -0.1));
  body += circle(250, 230, 88, 'none', 'stroke="#ffffff" stroke-width="4" stroke-dasharray="10 8"');
  body += group('translate(150 130) scale(0.5)', drawKind(rngFrom(`banner-badge:${seed}`), arts[0]?.kind ?? 'plov', arts[0]?.color ?? DEFAULTS[arts[0]?.kind ?? 'plov'].color));
  body += cottonPattern(250, 440, 200, '#ffffff');
  const slots: Array<[number, number, number, number]> = [
    [0, 480, 150, 0.8],
    [2, 880, 150, 0.8],
    [1, 660, 40, 1.02],
  ];
  for (const [index, x, y, scale] of slots) {
    const art = arts[index];
    if (!art) continue;
    const artRng = rngFrom(`${art.kind}:${seed}:${index}`);
    body += group(`translate(${x} ${y}) scale(${scale})`, drawKind(artRng, art.kind, art.color ?? DEFAULTS[art.kind].color));
  }
  return svgDocument(1200, 500, body);
}

/** Content-addressed media id: the same picture always gets the same id, and duplicates collapse. */
export function mediaIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
