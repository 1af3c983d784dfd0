import { useState } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

interface ArticleImageProps {
  src: string | null;
  alt: string;
  /** Drawn instead when there is no picture (or it fails to load); without it nothing is drawn. */
  fallbackIcon?: LucideIcon;
  className?: string;
  imgClassName?: string;
}

/** A tip's or article's picture; a missing or broken one becomes the kind's icon, or nothing. */
export function ArticleImage({ src, alt, fallbackIcon: Icon, className, imgClassName }: ArticleImageProps) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <div className={cn("overflow-hidden bg-muted", className)}>
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} className={cn("size-full object-cover", imgClassName)} />
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
