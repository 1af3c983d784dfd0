import { useState } from "react";
import { User, type LucideIcon } from "lucide-react";
import type { ImageView } from "@shared/media";
import { initialsOf, type PersonNameFields } from "@shared/people";
import { imageAt, ResponsiveImage } from "@/components/media/responsive-image";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";

interface InitialsAvatarProps {
  /** Whose avatar: a person's name fields, or `{ displayName: petName }` for a pet. */
  name: PersonNameFields;
  /** An uploaded picture with its variants and placeholder (creators' avatars). */
  image?: ImageView | null;
  /** A picture's bare address (a person's picture from the sign-in provider), when there is no `image`. */
  imageUrl?: string | null;
  /** The picture's alt text: the name it is shown under. */
  alt: string;
  /** How wide the avatar is drawn, as `sizes` (its size class in pixels). */
  sizes?: string;
  /** Drawn when the name gives no initials at all (a person icon unless told). */
  icon?: LucideIcon;
  className?: string;
  fallbackClassName?: string;
}

/** A picture, else the initials of whatever name there is, else an icon (never a "?"). */
export function InitialsAvatar({
  name,
  image,
  imageUrl,
  alt,
  sizes = "40px",
  icon: Icon = User,
  className,
  fallbackClassName,
}: InitialsAvatarProps) {
  const initials = initialsOf(name);
  const picture = image ?? (imageUrl ? imageAt(imageUrl) : null);
  // A broken address shows the initials, as Radix's AvatarImage did.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <Avatar className={className}>
      <AvatarFallback className={fallbackClassName}>
        {initials || <Icon className="size-1/2" aria-hidden />}
      </AvatarFallback>
      {picture && failedUrl !== picture.url && (
        <ResponsiveImage
          image={picture}
          alt={alt}
          sizes={sizes}
          onError={() => setFailedUrl(picture.url)}
          className="absolute inset-0 aspect-square size-full rounded-full object-cover"
        />
      )}
    </Avatar>
  );
}
