import { PawPrint } from "lucide-react";
import { cn } from "@/lib/utils";
import { PRODUCT_NAME } from "@shared/constants/product";

/** The brand mark: a paw in a gradient tile, optionally with the word mark. */
export function PawLogo({
  showName = true,
  className,
  nameClassName,
}: {
  showName?: boolean;
  className?: string;
  nameClassName?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-glow">
        <PawPrint className="size-5" aria-hidden strokeWidth={2.4} />
      </span>
      {showName && (
        <span className={cn("text-xl font-extrabold tracking-tight text-brand-gradient", nameClassName)}>{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
