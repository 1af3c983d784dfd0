import type { CreatorProfileView } from "@shared/api-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { formatPrice } from "@/lib/format";
import { useSaveOwnPriceBenefits } from "../api/own-price-benefits";
import { BenefitsEditor } from "./benefits-editor";

/** The benefits of the profile's own monthly price (what fans who choose no tier get), on /manage-subscription-tiers. */
export function OwnPriceBenefits({ profile }: { profile: CreatorProfileView }) {
  const save = useSaveOwnPriceBenefits(profile.id);
  return (
    <Card className="rounded-3xl">
      <CardHeader>
        <CardTitle>Monthly Subscription benefits</CardTitle>
        <CardDescription>
          What fans get at your profile's own price of {formatPrice(profile.subscriptionPrice)}/month, without a tier. Changes apply to
          them at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <BenefitsEditor
          initial={profile.benefits}
          pending={save.isPending}
          onSave={(benefits) => save.mutate(benefits, { onSuccess: () => toast({ title: "Benefits saved" }) })}
        />
      </CardContent>
    </Card>
  );
}
