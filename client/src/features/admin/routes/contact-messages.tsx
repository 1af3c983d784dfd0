import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { StaffGate } from "@/components/gates/staff-gate";
import { paths } from "@/lib/paths";
import { useContactInboxSummary, useContactMessages } from "../api/contact-messages";
import { MessageList } from "../components/message-list";
import { inboxSummary } from "../inbox";

/** /admin/messages: the contact inbox, for staff only. */
export default function ContactMessagesPage() {
  usePageTitle("Contact Messages");
  const { user } = useAuth();
  const isStaff = Boolean(user?.isStaff);
  const messages = useContactMessages(isStaff);
  const counts = useContactInboxSummary(isStaff).data;
  const summary = counts ? inboxSummary(counts.total, counts.unread) : undefined;

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader
        eyebrow="Staff"
        title="Contact Messages"
        description={summary && <span aria-live="polite">{summary}</span>}
      />
      <div className="max-w-4xl">
        <StaffGate returnTo={paths.adminMessages}>
          <MessageList messages={messages} />
        </StaffGate>
      </div>
    </Container>
  );
}
