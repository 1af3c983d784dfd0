import { Compass, House, SquarePlus, Store, type LucideIcon } from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The header's icon links (SPEC section 2): home, explore, marketplace, upload. */
export const NAV_ITEMS: NavItem[] = [
  { href: "/", label: "Home", icon: House },
  { href: "/explore", label: "Explore", icon: Compass },
  { href: "/marketplace", label: "Marketplace", icon: Store },
  { href: "/create-post", label: "Upload", icon: SquarePlus },
];

export function isActivePath(current: string, href: string): boolean {
  return href === "/" ? current === "/" : current === href || current.startsWith(`${href}/`);
}
