import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; later Tailwind classes win over conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** "Ada Lovelace" → "AL"; falls back to the first letters of whatever name there is. */
export function initials(...names: Array<string | null | undefined>): string {
  const letters = names
    .flatMap((name) => (name ?? "").trim().split(/\s+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  return letters.slice(0, 2).join("") || "?";
}
