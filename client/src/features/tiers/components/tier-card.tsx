import { useId, type ReactNode } from "react";
import { Archive } from "lucide-react";
import type { TierView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { BenefitMarks } from "@/components/benefit-marks";
import { formatPrice } from "@/lib/format";

/**
 * A subscription tier: name, price per month, description, its benefits marked
 * included or not, then the creator's feature bullets;
 * an archived one (only its owner sees those) says so. `actions`: the owner's "⋯" menu.
 */
export function TierCard({ tier, actions }: { tier: TierView; actions?: ReactNode }) {
  const nameId = useId();
  return (
    <Card role="group" aria-labelledby={nameId} className="flex h-full flex-col p-6">
      <div className="flex items-start justify-between gap-2">
        <h3 id={nameId} className="text-lg font-bold">
          {tier.name}
        </h3>
        <div className="flex items-center gap-1">
          {tier.archivedAt && (
            <Badge variant="secondary">
              <Archive aria-hidden />
              Archived
            </Badge>
          )}
          {actions}
        </div>
      </div>
      <p className="mt-2">
        <span className="text-3xl font-extrabold text-brand-gradient">{formatPrice(tier.price)}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      {tier.description && <p className="mt-3 text-sm text-muted-foreground">{tier.description}</p>}
      <BenefitMarks benefits={tier.benefits} features={tier.features} className="mt-4 border-t pt-4" />
    </Card>
  );
}
