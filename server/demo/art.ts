/**
 * The demo images, drawn as SVG with no network and no image library: a
 * gradient, a scatter of paw prints, a big emoji and a name. The same input
 * always draws the same picture (the scatter comes from a seeded generator).
 */

export type Palette = readonly [from: string, to: string];

export interface Art {
  /** Seeds the paw-print scatter; use the image's name. */
  seed: string;
  palette: Palette;
  /** The big emoji; an optional second one sits at its side. */
  emoji: string;
  sideEmoji?: string;
  title?: string;
  subtitle?: string;
}

export type ArtLayout = "cover" | "avatar" | "post" | "card";

const SIZES: Record<ArtLayout, { width: number; height: number }> = {
  cover: { width: 1200, height: 400 },
  avatar: { width: 400, height: 400 },
  post: { width: 800, height: 800 },
  card: { width: 800, height: 500 },
};

const EMOJI_FONT = "'Apple Color Emoji','Segoe UI Emoji','Noto Color Emoji',sans-serif";
const TEXT_FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export function drawArt(layout: ArtLayout, art: Art): string {
  const { width, height } = SIZES[layout];
  const random = seededRandom(art.seed);
  const parts: string[] = [];
  parts.push(
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.palette[0]}"/><stop offset="1" stop-color="${art.palette[1]}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
  );
  const pawCount = layout === "avatar" ? 5 : layout === "cover" ? 14 : 10;
  for (let i = 0; i < pawCount; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const scale = (0.5 + random() * 0.9) * (Math.min(width, height) / 400);
    const angle = Math.round(random() * 360);
    parts.push(pawPrint(x, y, scale, angle, 0.1 + random() * 0.1));
  }

  if (layout === "cover") {
    // Covers are cropped to many aspect ratios (wide banners, square-ish cards), so
    // they carry no text and keep the subject in the middle.
    const cx = width / 2;
    const cy = height / 2;
    parts.push(glow(cx, cy, height * 0.42), emoji(cx, cy, height * 0.5, art.emoji));
    if (art.sideEmoji) parts.push(emoji(cx + height * 0.36, cy + height * 0.22, height * 0.2, art.sideEmoji));
  } else if (layout === "avatar") {
    parts.push(glow(width / 2, height / 2, width * 0.42), emoji(width / 2, height / 2 + 8, width * 0.55, art.emoji));
  } else {
    const hasText = Boolean(art.title);
    const cx = width / 2;
    const cy = hasText ? height * 0.44 : height / 2;
    const size = Math.min(width, height) * (layout === "post" ? 0.42 : 0.46);
    parts.push(glow(cx, cy, size * 0.95), emoji(cx, cy, size, art.emoji));
    if (art.sideEmoji) parts.push(emoji(cx + size * 0.72, cy + size * 0.42, size * 0.4, art.sideEmoji));
    if (art.title) {
      const ty = height - (layout === "post" ? 110 : 72);
      parts.push(text(width / 2, ty, fitFont(art.title, width * 0.86, layout === "post" ? 60 : 46), art.title, "middle", 800));
      if (art.subtitle) parts.push(text(width / 2, ty + 44, 26, art.subtitle, "middle", 500, 0.9));
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>\n`;
}

/** A paw: one pad and four toes, in white at low opacity. */
function pawPrint(x: number, y: number, scale: number, angle: number, opacity: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale.toFixed(2)})" fill="#fff" fill-opacity="${opacity.toFixed(2)}">` +
    `<ellipse cx="0" cy="14" rx="22" ry="18"/>` +
    `<ellipse cx="-24" cy="-10" rx="8" ry="11"/><ellipse cx="-9" cy="-22" rx="8" ry="11"/>` +
    `<ellipse cx="9" cy="-22" rx="8" ry="11"/><ellipse cx="24" cy="-10" rx="8" ry="11"/>` +
    `</g>`
  );
}

function glow(cx: number, cy: number, r: number): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#glow)"/>`;
}

function emoji(x: number, y: number, size: number, glyph: string): string {
  return `<text x="${round(x)}" y="${round(y)}" font-size="${round(size)}" text-anchor="middle" dominant-baseline="central" font-family="${EMOJI_FONT}">${escapeXml(glyph)}</text>`;
}

/** White text with a soft shadow so it reads on light and dark gradients alike. */
function text(
  x: number,
  y: number,
  size: number,
  content: string,
  anchor: "start" | "middle",
  weight: number,
  opacity = 1,
): string {
  const attrs = `font-size="${round(size)}" font-weight="${weight}" text-anchor="${anchor}" font-family="${TEXT_FONT}"`;
  const safe = escapeXml(content);
  return (
    `<text x="${round(x + 2)}" y="${round(y + 3)}" ${attrs} fill="#000" fill-opacity=".18">${safe}</text>` +
    `<text x="${round(x)}" y="${round(y)}" ${attrs} fill="#fff" fill-opacity="${opacity}">${safe}</text>`
  );
}

/** A font size at which the text fits the width (about 0.58 em per character). */
function fitFont(content: string, maxWidth: number, preferred: number): number {
  return Math.min(preferred, maxWidth / (Math.max(content.length, 1) * 0.58));
}

const round = (n: number) => Math.round(n * 10) / 10;

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** mulberry32, seeded from the string: deterministic, good enough for a scatter. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
