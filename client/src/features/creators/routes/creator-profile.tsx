import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";

export default function CreatorProfilePage() {
  usePageTitle("PawPal Profile");
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="PawPal Profile" />
    </Container>
  );
}
