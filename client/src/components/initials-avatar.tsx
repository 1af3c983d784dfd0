import { User, type LucideIcon } from "lucide-react";
import { initialsOf, type PersonNameFields } from "@shared/people";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";

interface InitialsAvatarProps {
  /** Whose avatar: a person's name fields, or `{ displayName: petName }` for a pet. */
  name: PersonNameFields;
  imageUrl?: string | null;
  /** The picture's alt text: the name it is shown under. */
  alt: string;
  /** Drawn when the name gives no initials at all (a person icon unless told). */
  icon?: LucideIcon;
  className?: string;
  fallbackClassName?: string;
}

/** A picture, else the initials of whatever name there is, else an icon (never a "?"). */
export function InitialsAvatar({ name, imageUrl, alt, icon: Icon = User, className, fallbackClassName }: InitialsAvatarProps) {
  const initials = initialsOf(name);
  return (
    <Avatar className={className}>
      {imageUrl && <AvatarImage src={imageUrl} alt={alt} />}
      <AvatarFallback className={fallbackClassName}>
        {initials || <Icon className="size-1/2" aria-hidden />}
      </AvatarFallback>
    </Avatar>
  );
}
