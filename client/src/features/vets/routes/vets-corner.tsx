import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";

export default function VetsCornerPage() {
  usePageTitle("Vets Corner");
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Vets Corner" description="Professional veterinary advice and insights" />
    </Container>
  );
}
