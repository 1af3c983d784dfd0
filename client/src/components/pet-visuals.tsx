import { Bird, Cat, Dog, Fish, PawPrint, Rabbit, Turtle, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Cover colours for creators without a cover image; the same creator always gets the same one. */
const COVER_GRADIENTS = [
  "from-violet-500 via-fuchsia-500 to-pink-500",
  "from-amber-300 via-orange-400 to-rose-500",
  "from-sky-400 via-blue-500 to-indigo-600",
  "from-emerald-400 via-teal-500 to-cyan-600",
  "from-rose-400 via-pink-500 to-purple-600",
  "from-lime-300 via-green-500 to-emerald-600",
];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

export function coverGradient(seed: string): string {
  return COVER_GRADIENTS[hash(seed) % COVER_GRADIENTS.length];
}

const PET_ICONS: [string[], LucideIcon][] = [
  [["dog", "puppy"], Dog],
  [["cat", "kitten"], Cat],
  [["bird", "parrot", "parakeet"], Bird],
  [["rabbit", "bunny"], Rabbit],
  [["fish"], Fish],
  [["turtle", "tortoise", "reptile", "lizard"], Turtle],
];

function petIcon(petType: string): LucideIcon {
  const type = petType.toLowerCase();
  return PET_ICONS.find(([words]) => words.some((w) => type.includes(w)))?.[1] ?? PawPrint;
}

/** A decorative cover for a creator without a cover image. */
export function CoverFallback({ seed, petType, className }: { seed: string; petType: string; className?: string }) {
  const Icon = petIcon(petType);
  return (
    <div className={cn("relative flex size-full items-center justify-center bg-gradient-to-br", coverGradient(seed), className)} aria-hidden>
      <div className="absolute inset-0 bg-dot-grid opacity-25" />
      <Icon className="size-20 text-white/40" strokeWidth={1.5} />
    </div>
  );
}
