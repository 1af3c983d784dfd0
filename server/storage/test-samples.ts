/**
 * Byte strings that start like real files of each accepted format, for tests:
 * the leading bytes are what the server checks, the rest is filler.
 */
const HEADS: Record<string, number[]> = {
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
  "image/jpeg": [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1],
  "image/gif": [...Buffer.from("GIF89a"), 1, 0, 1, 0],
  "image/webp": [...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")],
  "video/mp4": [0, 0, 0, 0x20, ...Buffer.from("ftypisom"), 0, 0, 2, 0],
  "video/quicktime": [0, 0, 0, 0x14, ...Buffer.from("ftypqt  "), 0, 0, 0, 0],
  "video/webm": [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1],
};

/** `size` bytes that start like a file of `contentType`, the rest a repeating pattern. */
export function sampleFile(contentType: string, size = 4096): Buffer {
  const head = HEADS[contentType];
  if (!head) throw new Error(`No sample for ${contentType}`);
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = i < head.length ? head[i] : (i * 31 + 7) % 251;
  return bytes;
}

export const SAMPLE_CONTENT_TYPES = Object.keys(HEADS);

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
