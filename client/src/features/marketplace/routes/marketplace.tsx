import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";

export default function MarketplacePage() {
  usePageTitle("Paw Bazar");
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Paw Bazar" description="Buy and sell pet items in your community" />
    </Container>
  );
}
