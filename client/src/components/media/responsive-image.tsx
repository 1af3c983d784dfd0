import { useState, type CSSProperties } from "react";
import type { ImageView } from "@shared/media";

export interface ResponsiveImageProps {
  image: ImageView;
  alt: string;
  /**
   * How wide the image is drawn, as the `sizes` attribute (e.g. CARD_GRID_SIZES
   * or "64px"): the browser picks the narrowest variant that fills it.
   */
  sizes: string;
  /**
   * The likely largest paint of the page (a profile's cover, the first card):
   * fetched at once with high priority. Everything else loads lazily, when it
   * nears the viewport, and decodes off the main thread.
   */
  priority?: boolean;
  className?: string;
  /** The image failed to load (a broken address): callers draw their fallback instead. */
  onError?: () => void;
}

/**
 * An uploaded image: `srcset` over its WebP variants, its intrinsic width and
 * height (so its box is laid out before it arrives), and its tiny placeholder
 * as a background, which the browser's scaling blurs, until it has loaded.
 * Without variants yet (just uploaded) or for an address elsewhere, the
 * original alone.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, onError }: ResponsiveImageProps) {
  // Keyed by address: a new image shows its own placeholder until it loads.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const placeholder: CSSProperties | undefined =
    image.placeholder && loadedUrl !== image.url
      ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" }
      : undefined;
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image)}
      sizes={image.variants.length > 0 ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      onLoad={() => setLoadedUrl(image.url)}
      onError={onError}
      style={placeholder}
      className={className}
    />
  );
}

/** "url 320w, url 640w, …", or undefined before any variant exists. */
function srcSetOf(image: Pick<ImageView, "variants">): string | undefined {
  if (image.variants.length === 0) return undefined;
  return image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
}

/** An image address with nothing else known (a form's preview, an account picture from the sign-in provider). */
export function imageAt(url: string): ImageView {
  return { url, width: null, height: null, placeholder: null, variants: [] };
}
