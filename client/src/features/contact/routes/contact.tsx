import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";

export default function ContactPage() {
  usePageTitle("Contact Us");
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Contact Us" />
    </Container>
  );
}
