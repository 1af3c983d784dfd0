import { useState } from "react";
import type { LucideIcon } from "lucide-react";
import type { ImageView } from "@shared/media";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { cn } from "@/lib/utils";

interface ArticleImageProps {
  image: ImageView | null;
  alt: string;
  /** How wide it is drawn, as `sizes`. */
  sizes: string;
  /** The view's largest paint (an opened article): fetched at once. */
  priority?: boolean;
  /** Drawn instead when there is no picture (or it fails to load); without it nothing is drawn. */
  fallbackIcon?: LucideIcon;
  className?: string;
  imgClassName?: string;
}

/** A tip's or article's picture; a missing or broken one becomes the kind's icon, or nothing. */
export function ArticleImage({ image, alt, sizes, priority, fallbackIcon: Icon, className, imgClassName }: ArticleImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (image && failedUrl !== image.url) {
    return (
      <div className={cn("overflow-hidden bg-muted", className)}>
        <ResponsiveImage
          image={image}
          alt={alt}
          sizes={sizes}
          priority={priority}
          onError={() => setFailedUrl(image.url)}
          className={cn("size-full object-cover", imgClassName)}
        />
      </div>
    );
  }
  if (!Icon) return null;
  return (
    <div className={cn("flex items-center justify-center bg-secondary/60 bg-dot-grid text-secondary-foreground/70", className)} aria-hidden>
      <Icon className="size-12" strokeWidth={1.5} />
    </div>
  );
}
