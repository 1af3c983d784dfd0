import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";

export default function WellnessTipsPage() {
  usePageTitle("Wellness Tips");
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Wellness Tips" description="Expert advice for keeping your pets healthy and happy" />
    </Container>
  );
}
