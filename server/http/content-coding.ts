/**
 * Which content coding to answer with, from the request's Accept-Encoding
 * (RFC 9110 §12.5.3), for answers kept ready in several codings (pre-compressed
 * assets, cached public answers). Like the `compression` middleware, Brotli wins
 * a tie: browsers list gzip first ("gzip, deflate, br, zstd") but mean them alike.
 */
export type ContentCoding = "br" | "gzip";

/** Most preferred first; also the tie-break order. */
const CODINGS: readonly ContentCoding[] = ["br", "gzip"];

/** The client's weight (q) for each coding it names, "*" included. */
function weights(acceptEncoding: string): Map<string, number> {
  const weight = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    weight.set(name, Number.isFinite(value) ? value : 0);
  }
  return weight;
}

/**
 * The coding to send among those `available`: the one the client weighs most,
 * unless it weighs the unencoded answer more ("identity", which when not named
 * weighs as little as the least wanted coding named, as in `negotiator`).
 */
export function preferredCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = CODINGS,
): ContentCoding | "identity" {
  if (!acceptEncoding) return "identity";
  const weight = weights(acceptEncoding);
  let best: ContentCoding | "identity" = "identity";
  let bestWeight = weight.get("identity") ?? Math.min(...weight.values());
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const q = weight.get(coding) ?? weight.get("*") ?? 0;
    if (q > 0 && (q > bestWeight || (best === "identity" && q === bestWeight))) {
      best = coding;
      bestWeight = q;
    }
  }
  return best;
}
