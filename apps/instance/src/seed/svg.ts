import type { Random } from './random';

// SVG drawings the seed renders to PNG/JPEG with sharp: avatars, headers, "photos", emojis and
// link-preview images. Everything is drawn from a palette and the PRNG, nothing is downloaded.

export interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

export const PALETTES: readonly Palette[] = [
  { from: '#ff9a8b', to: '#ff6a88', accent: '#ffe29f', ink: '#ffffff' },
  { from: '#8ec5fc', to: '#6a7bff', accent: '#e0c3fc', ink: '#ffffff' },
  { from: '#43e97b', to: '#1fa2a8', accent: '#d4fc79', ink: '#ffffff' },
  { from: '#fbc2eb', to: '#a18cd1', accent: '#fff1f9', ink: '#3b2a5a' },
  { from: '#f6d365', to: '#fda085', accent: '#fff6d5', ink: '#5a3212' },
  { from: '#5ee7df', to: '#3a7bd5', accent: '#b490ca', ink: '#ffffff' },
  { from: '#c79081', to: '#7f4f3a', accent: '#dfa579', ink: '#ffffff' },
  { from: '#30cfd0', to: '#330867', accent: '#a8edea', ink: '#ffffff' },
  { from: '#f093fb', to: '#f5576c', accent: '#ffd1ff', ink: '#ffffff' },
  { from: '#96fbc4', to: '#4a9c6a', accent: '#f9f586', ink: '#113322' },
  { from: '#fddb92', to: '#d1fdff', accent: '#7aa7c7', ink: '#22405a' },
  { from: '#a1c4fd', to: '#c2e9fb', accent: '#4b6cb7', ink: '#1d2b4f' },
  { from: '#9890e3', to: '#b1f4cf', accent: '#f7f7f7', ink: '#2e2a5a' },
];

export function paletteAt(index: number): Palette {
  const palette = PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length];
  if (!palette) throw new Error('no palettes');
  return palette;
}

const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const gradient = (id: string, from: string, to: string, vertical = false): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A square avatar: a gradient, a few soft circles and the initials. */
export function avatarSvg(initials: string, palette: Palette, random: Random): string {
  const size = 400;
  const circles = Array.from({ length: 4 }, () => {
    const r = random.int(60, 160);
    return `<circle cx="${random.int(0, size)}" cy="${random.int(0, size)}" r="${r}" fill="${palette.accent}" opacity="${(0.12 + random.next() * 0.2).toFixed(2)}"/>`;
  }).join('');
  return svg(
    size,
    size,
    `<defs>${gradient('g', palette.from, palette.to)}</defs><rect width="${size}" height="${size}" fill="url(#g)"/>${circles}` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="150" fill="${palette.ink}">${escape(initials)}</text>`,
  );
}

/** A wide header: a gradient sky with layered hills. */
export function headerSvg(palette: Palette, random: Random): string {
  const width = 1500;
  const height = 500;
  const hills = [0.55, 0.7, 0.85]
    .map((level, index) => {
      const points: string[] = [`0,${height}`];
      for (let x = 0; x <= width; x += 150) points.push(`${x},${Math.round(height * level + random.int(-50, 50))}`);
      points.push(`${width},${height}`);
      return `<polygon points="${points.join(' ')}" fill="${index === 2 ? palette.to : palette.accent}" opacity="${(0.35 + index * 0.2).toFixed(2)}"/>`;
    })
    .join('');
  return svg(
    width,
    height,
    `<defs>${gradient('sky', palette.from, palette.to, true)}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<circle cx="${random.int(200, 1300)}" cy="${random.int(80, 200)}" r="${random.int(50, 90)}" fill="#ffffff" opacity="0.55"/>${hills}`,
  );
}

export type PhotoKind = 'sunset' | 'city' | 'cat' | 'flowers' | 'bread' | 'forest' | 'sea';
export const PHOTO_SIZE = { width: 1200, height: 800 } as const;

/** A small illustrated "photo" of the given subject. */
export function photoSvg(kind: PhotoKind, random: Random): string {
  const { width, height } = PHOTO_SIZE;
  const body = PHOTO_DRAWINGS[kind](random, width, height);
  return svg(width, height, body);
}

const PHOTO_DRAWINGS: Record<PhotoKind, (random: Random, width: number, height: number) => string> = {
  sunset: (random, w, h) => {
    const sunX = random.int(300, 900);
    const ridge = (base: number, jitter: number): string => {
      const points = [`0,${h}`];
      for (let x = 0; x <= w; x += 100) points.push(`${x},${base + random.int(-jitter, jitter)}`);
      return `${points.join(' ')} ${w},${h}`;
    };
    return (
      `<defs>${gradient('sky', '#2b1055', '#ff9966', true)}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>` +
      `<circle cx="${sunX}" cy="${h * 0.55}" r="110" fill="#ffd36e"/>` +
      `<polygon points="${ridge(h * 0.6, 60)}" fill="#5b2a6e" opacity="0.9"/>` +
      `<polygon points="${ridge(h * 0.72, 40)}" fill="#2e1a47"/>` +
      `<rect y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="#1b1033"/>` +
      `<rect x="${sunX - 90}" y="${h * 0.84}" width="180" height="8" fill="#ffd36e" opacity="0.6"/>`
    );
  },
  city: (random, w, h) => {
    let buildings = '';
    for (let x = 0; x < w; ) {
      const bw = random.int(70, 150);
      const bh = random.int(200, 560);
      buildings += `<rect x="${x}" y="${h - bh}" width="${bw}" height="${bh}" fill="#1c2541"/>`;
      for (let wy = h - bh + 20; wy < h - 20; wy += 36) {
        for (let wx = x + 12; wx < x + bw - 20; wx += 28) {
          if (random.chance(0.45)) buildings += `<rect x="${wx}" y="${wy}" width="12" height="18" fill="#ffd166" opacity="0.85"/>`;
        }
      }
      x += bw + random.int(4, 16);
    }
    return `<defs>${gradient('sky', '#0b132b', '#5bc0be', true)}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${random.int(100, 1100)}" cy="120" r="45" fill="#f4f1de"/>${buildings}`;
  },
  cat: (random, w, h) => {
    const cx = random.int(450, 750);
    const fur = random.pick(['#2d2d2d', '#e07a2f', '#8a8a8a', '#f2e8cf']);
    return (
      `<defs>${gradient('wall', '#f7e1c8', '#e8b48a', true)}</defs><rect width="${w}" height="${h}" fill="url(#wall)"/>` +
      `<rect x="120" y="80" width="960" height="480" fill="#a9d6e5" stroke="#ffffff" stroke-width="24"/>` +
      `<line x1="600" y1="80" x2="600" y2="560" stroke="#ffffff" stroke-width="16"/>` +
      `<rect y="560" width="${w}" height="${h - 560}" fill="#8d5a3b"/>` +
      `<ellipse cx="${cx}" cy="520" rx="170" ry="110" fill="${fur}"/>` +
      `<circle cx="${cx + 110}" cy="400" r="85" fill="${fur}"/>` +
      `<polygon points="${cx + 45},360 ${cx + 70},280 ${cx + 110},335" fill="${fur}"/>` +
      `<polygon points="${cx + 120},330 ${cx + 160},275 ${cx + 180},365" fill="${fur}"/>` +
      `<path d="M ${cx - 160} 560 q -120 -20 -90 -120" stroke="${fur}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
      `<circle cx="${cx + 85}" cy="395" r="9" fill="#1b4332"/><circle cx="${cx + 140}" cy="395" r="9" fill="#1b4332"/>`
    );
  },
  flowers: (random, w, h) => {
    let flowers = '';
    for (let i = 0; i < 14; i++) {
      const x = random.int(60, w - 60);
      const y = random.int(260, h - 80);
      const colour = random.pick(['#ff6b6b', '#feca57', '#ff9ff3', '#ffffff', '#a29bfe']);
      flowers += `<line x1="${x}" y1="${y}" x2="${x + random.int(-20, 20)}" y2="${h}" stroke="#2d6a4f" stroke-width="8"/>`;
      for (let p = 0; p < 6; p++) {
        const angle = (p * Math.PI) / 3;
        flowers += `<circle cx="${Math.round(x + Math.cos(angle) * 26)}" cy="${Math.round(y + Math.sin(angle) * 26)}" r="22" fill="${colour}"/>`;
      }
      flowers += `<circle cx="${x}" cy="${y}" r="16" fill="#f9c74f"/>`;
    }
    return `<defs>${gradient('bg', '#caf0f8', '#95d5b2', true)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${flowers}`;
  },
  bread: (random, w, h) => {
    const scores = Array.from({ length: 4 }, (_, i) => `<path d="M ${380 + i * 120} ${330 + random.int(-10, 10)} q 40 60 10 140" stroke="#f3d5a0" stroke-width="14" fill="none" stroke-linecap="round"/>`).join('');
    return (
      `<defs>${gradient('table', '#d4a373', '#a0522d', true)}</defs><rect width="${w}" height="${h}" fill="url(#table)"/>` +
      `<ellipse cx="600" cy="640" rx="430" ry="60" fill="#000000" opacity="0.18"/>` +
      `<ellipse cx="600" cy="450" rx="400" ry="${random.int(190, 230)}" fill="#b5651d"/>` +
      `<ellipse cx="600" cy="420" rx="360" ry="170" fill="#c97b2b"/>${scores}`
    );
  },
  forest: (random, w, h) => {
    let trees = '';
    for (let i = 0; i < 18; i++) {
      const x = random.int(0, w);
      const base = random.int(520, 760);
      const size = random.int(90, 180);
      const shade = random.pick(['#1b4332', '#2d6a4f', '#40916c', '#081c15']);
      trees += `<rect x="${x - 10}" y="${base - 20}" width="20" height="60" fill="#5c4033"/><polygon points="${x},${base - size * 2} ${x - size / 2},${base} ${x + size / 2},${base}" fill="${shade}"/>`;
    }
    return `<defs>${gradient('mist', '#e9f5db', '#95d5b2', true)}</defs><rect width="${w}" height="${h}" fill="url(#mist)"/>${trees}`;
  },
  sea: (random, w, h) => {
    let waves = '';
    for (let y = 460; y < h; y += 50) {
      waves += `<path d="M 0 ${y} ${Array.from({ length: 13 }, () => `q 50 ${random.int(-25, -10)} 100 0`).join(' ')}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.5"/>`;
    }
    return (
      `<defs>${gradient('sky', '#a2d2ff', '#ffafcc', true)}${gradient('water', '#0077b6', '#03045e', true)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect y="420" width="${w}" height="${h - 420}" fill="url(#water)"/>${waves}` +
      `<polygon points="${random.int(300, 800)},400 ${random.int(850, 900)},400 870,250" fill="#ffffff"/>`
    );
  },
};

export type EmojiKind = 'trumpet' | 'blobcat' | 'sourdough' | 'sparkleheart' | 'coffee' | 'partyparrot';

/** A 128×128 custom emoji. */
export function emojiSvg(kind: EmojiKind): string {
  const drawings: Record<EmojiKind, string> = {
    trumpet:
      '<rect x="14" y="56" width="70" height="14" rx="7" fill="#e9b949"/><polygon points="80,63 118,32 118,94" fill="#f5cf62"/>' +
      '<rect x="34" y="38" width="8" height="20" fill="#c9962b"/><rect x="48" y="38" width="8" height="20" fill="#c9962b"/><rect x="62" y="38" width="8" height="20" fill="#c9962b"/>' +
      '<circle cx="14" cy="63" r="9" fill="#c9962b"/>',
    blobcat:
      '<ellipse cx="64" cy="74" rx="52" ry="42" fill="#f4c542"/><polygon points="22,50 30,12 52,38" fill="#f4c542"/><polygon points="106,50 98,12 76,38" fill="#f4c542"/>' +
      '<circle cx="46" cy="70" r="7" fill="#3a2e0c"/><circle cx="82" cy="70" r="7" fill="#3a2e0c"/><path d="M 56 88 q 8 8 16 0" stroke="#3a2e0c" stroke-width="4" fill="none"/>',
    sourdough:
      '<ellipse cx="64" cy="72" rx="56" ry="40" fill="#b5651d"/><ellipse cx="64" cy="66" rx="48" ry="30" fill="#d08c44"/>' +
      '<path d="M 36 56 q 10 14 4 28 M 60 52 q 10 14 4 30 M 84 56 q 10 14 4 28" stroke="#f3d5a0" stroke-width="5" fill="none"/>',
    sparkleheart:
      '<path d="M 64 112 L 16 62 A 26 26 0 0 1 64 30 A 26 26 0 0 1 112 62 Z" fill="#ff5d8f"/>' +
      '<polygon points="100,8 106,22 120,28 106,34 100,48 94,34 80,28 94,22" fill="#ffd166"/>',
    coffee:
      '<rect x="22" y="44" width="68" height="64" rx="10" fill="#ffffff" stroke="#6f4e37" stroke-width="6"/><rect x="28" y="50" width="56" height="16" fill="#6f4e37"/>' +
      '<path d="M 90 58 q 26 0 26 20 q 0 20 -26 20" stroke="#6f4e37" stroke-width="6" fill="none"/>' +
      '<path d="M 44 36 q -8 -12 0 -24 M 64 36 q -8 -12 0 -24" stroke="#b0a090" stroke-width="5" fill="none"/>',
    partyparrot:
      '<ellipse cx="62" cy="76" rx="40" ry="44" fill="#4cc36b"/><circle cx="72" cy="44" r="30" fill="#4cc36b"/><polygon points="96,40 122,52 96,60" fill="#ffb703"/>' +
      '<circle cx="80" cy="40" r="6" fill="#1d1d1d"/><polygon points="40,10 52,30 30,28" fill="#ff006e"/><polygon points="58,4 66,26 48,22" fill="#3a86ff"/>',
  };
  return svg(128, 128, drawings[kind]);
}

/** A link preview image: a gradient card with the site's name. */
export function cardImageSvg(label: string, palette: Palette): string {
  const width = 800;
  const height = 420;
  return svg(
    width,
    height,
    `<defs>${gradient('g', palette.from, palette.to)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" rx="24" fill="#ffffff" opacity="0.18"/>` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="56" fill="${palette.ink}">${escape(label)}</text>`,
  );
}
