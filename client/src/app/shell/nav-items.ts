import { Compass, House, SquarePlus, Store, type LucideIcon } from "lucide-react";
import { paths } from "@/lib/paths";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The header's icon links: home, explore, marketplace, upload (to Create Post). */
export const NAV_ITEMS: NavItem[] = [
  { href: paths.home, label: "Home", icon: House },
  { href: paths.explore(), label: "Explore", icon: Compass },
  { href: paths.marketplace(), label: "Marketplace", icon: Store },
  { href: paths.createPost, label: "Upload", icon: SquarePlus },
];

export function isActivePath(current: string, href: string): boolean {
  return href === "/" ? current === "/" : current === href || current.startsWith(`${href}/`);
}
