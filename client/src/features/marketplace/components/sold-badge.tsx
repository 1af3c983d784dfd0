import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Marks a listing its seller has sold (it stays listed, so buyers see it is gone). */
export function SoldBadge({ className }: { className?: string }) {
  return (
    <Badge variant="default" className={className}>
      <BadgeCheck aria-hidden />
      Sold
    </Badge>
  );
}
