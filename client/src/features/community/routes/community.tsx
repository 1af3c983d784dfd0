import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";

export default function CommunityPage() {
  usePageTitle("Community Threads");
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Community Threads" description="Connect with fellow pet lovers and share experiences" />
    </Container>
  );
}
