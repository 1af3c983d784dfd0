import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { classMergeConfig } from "./class-merge-config";

// Configured for the classes the app writes (client/build/class-merge-config.ts): the full configuration
// is most of the library's weight in the shell.
const mergeClasses = createTailwindMerge(classMergeConfig);

/** Joins class names; later Tailwind classes win over conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
