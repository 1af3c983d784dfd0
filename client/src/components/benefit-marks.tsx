import { Check, X } from "lucide-react";
import { benefitLines, type Benefits } from "@shared/benefits";
import { cn } from "@/lib/utils";

interface BenefitMarksProps {
  benefits: Benefits;
  /** The creator's own bullets, listed after the benefits. */
  features?: string[];
  className?: string;
}

/**
 * What a tier (or a profile's own price) gives: each benefit marked included or
 * not, in the same order on every card, then the creator's own bullets.
 */
export function BenefitMarks({ benefits, features = [], className }: BenefitMarksProps) {
  return (
    <ul className={cn("space-y-2", className)}>
      {benefitLines(benefits).map((line) => (
        <li key={line.benefit} className={cn("flex items-start gap-2.5 text-sm", !line.included && "text-muted-foreground")}>
          <Mark included={line.included} />
          <span className={cn(!line.included && "line-through decoration-muted-foreground/40")}>{line.text}</span>
          <span className="sr-only">{line.included ? "(included)" : "(not included)"}</span>
        </li>
      ))}
      {features.map((feature, i) => (
        <li key={`feature-${i}`} className="flex items-start gap-2.5 text-sm">
          <Mark included />
          {feature}
        </li>
      ))}
    </ul>
  );
}

function Mark({ included }: { included: boolean }) {
  return included ? (
    <span className="mt-0.5 flex size-4.5 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
      <Check className="size-3" aria-hidden strokeWidth={3} />
    </span>
  ) : (
    <span className="mt-0.5 flex size-4.5 shrink-0 items-center justify-center text-muted-foreground/70">
      <X className="size-3.5" aria-hidden />
    </span>
  );
}
