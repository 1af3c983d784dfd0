import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { BackToDashboard } from "@/components/back-to-dashboard";
import { CreatorGate } from "@/components/gates/creator-gate";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { TierForm } from "../components/tier-form";
import { OwnPriceBenefits } from "../components/own-price-benefits";
import { TierList } from "../components/tier-list";

export default function ManageSubscriptionTiersPage() {
  usePageTitle("Manage Subscription Tiers");
  return (
    <CreatorGate returnTo={paths.manageSubscriptionTiers} signInText="Sign in to manage your subscription tiers.">
      {(profile) => (
        <Container className="space-y-6 py-8 sm:py-12">
          <BackToDashboard />
          <PageHeader
            title="Manage Subscription Tiers"
            description={`Offer PawFans different levels of access to ${profile.petName}'s world.`}
          />
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <section aria-labelledby="tiers-heading" className="space-y-4">
              <h2 id="tiers-heading" className="text-xl font-bold">
                Your tiers
              </h2>
              <TierList
                creatorProfileId={profile.id}
                columns={2}
                manageable
                emptyTitle="No tiers yet"
                emptyDescription="Add your first tier to give PawFans more ways to support you."
              />
            </section>
            <div className="space-y-6">
              <Card className="rounded-3xl">
                <CardHeader>
                  <CardTitle>Add a tier</CardTitle>
                  <CardDescription>Name it, price it and list what fans get.</CardDescription>
                </CardHeader>
                <CardContent>
                  <TierForm creatorProfileId={profile.id} />
                </CardContent>
              </Card>
              <OwnPriceBenefits profile={profile} />
            </div>
          </div>
        </Container>
      )}
    </CreatorGate>
  );
}
