import { useState } from "react";
import { AtSign, FileText, Mail, MailCheck, ServerCog } from "lucide-react";
import type { AdminMailSummary, MailStatus } from "@shared/mail";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { StaffGate } from "@/components/gates/staff-gate";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { ApiError } from "@/lib/api";
import { formatMessageDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { useKeptMail, useKeptMailMessage } from "../api/mail";

const STATUS: Record<MailStatus, { label: string; variant: BadgeProps["variant"] }> = {
  kept: { label: "Kept", variant: "secondary" },
  pending: { label: "Waiting", variant: "outline" },
  sent: { label: "Sent", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  suppressed: { label: "Suppressed", variant: "destructive" },
};

/** "invoice_paid" → "Invoice paid". */
const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replaceAll("_", " ");

/**
 * /admin/mail (staff): the built-in outbox. With no mail server configured
 * (SMTP_URL) every email is kept here instead of sent: the list, newest first,
 * and each message as its recipient would see it (its HTML in a sandboxed frame)
 * and its plain-text part.
 */
export default function MailPage() {
  usePageTitle("Outbox");
  const { user } = useAuth();
  const mail = useKeptMail(Boolean(user?.isStaff));
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader
        eyebrow="Staff"
        title="Outbox"
        description="No mail server is configured, so PawFans sends no email: every message is kept here instead, newest first."
      />
      <div className="max-w-4xl">
        <StaffGate returnTo={paths.adminMail} deniedText="The outbox is only available to PawFans staff.">
          <KeptMailList mail={mail} onOpen={setOpenId} />
          <MessageDialog id={openId} onClose={() => setOpenId(null)} />
        </StaffGate>
      </div>
    </Container>
  );
}

function KeptMailList({ mail, onOpen }: { mail: ReturnType<typeof useKeptMail>; onOpen: (id: string) => void }) {
  const { items, isLoading, isError, error } = mail;
  if (isLoading) return <LoadingState label="Loading the outbox..." />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={<ServerCog />}
        title="Email goes out through your mail server"
        description="A mail server is configured (SMTP_URL), so messages are sent, not kept: there is nothing to show here."
      />
    );
  }
  if (isError && items.length === 0) return <LoadError title="The outbox could not be loaded" onRetry={() => void mail.refetch()} />;
  if (items.length === 0) {
    return <EmptyState icon={<Mail />} title="No email yet" description="Receipts, order updates and other messages show here as they are written." />;
  }
  return (
    <div className="space-y-5">
      <Card className="overflow-hidden p-0">
        <ul className="divide-y" aria-label="Kept email">
          {items.map((message) => (
            <MessageRow key={message.id} message={message} onOpen={() => onOpen(message.id)} />
          ))}
        </ul>
      </Card>
      {isError ? (
        <LoadError title="More email could not be loaded" onRetry={() => void mail.fetchNextPage()} />
      ) : (
        <LoadMore hasMore={mail.hasNextPage} loading={mail.isFetchingNextPage} onLoadMore={() => void mail.fetchNextPage()} label="Load more email" />
      )}
    </div>
  );
}

function MessageRow({ message, onOpen }: { message: AdminMailSummary; onOpen: () => void }) {
  const status = STATUS[message.status];
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-1.5 px-4 py-4 text-left transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none sm:flex-row sm:items-center sm:gap-4 sm:px-6"
      >
        <span className="min-w-0 flex-1 space-y-1">
          <span className="block font-semibold break-words sm:truncate">{message.subject}</span>
          <span className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <AtSign className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{message.to}</span>
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground sm:flex-col sm:items-end sm:gap-1">
          <span className="flex items-center gap-2">
            <span>{kindLabel(message.kind)}</span>
            <Badge variant={status.variant}>{status.label}</Badge>
          </span>
          <time dateTime={message.createdAt}>{formatMessageDate(message.createdAt)}</time>
        </span>
      </button>
    </li>
  );
}

type View = "email" | "text";

function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const message = useKeptMailMessage(id);
  const [view, setView] = useState<View>("email");
  const data = message.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) {
          setView("email");
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-3xl gap-3 p-4 sm:p-6">
        <DialogHeader className="pr-8">
          <DialogTitle className="leading-snug">{data?.subject ?? "Email"}</DialogTitle>
          <DialogDescription className="break-all">
            {data ? `To ${data.to} · ${kindLabel(data.kind)} · ${formatMessageDate(data.createdAt)}` : "Loading..."}
          </DialogDescription>
        </DialogHeader>
        {message.isError && <LoadError title="This email could not be loaded" onRetry={() => void message.refetch()} />}
        {message.isLoading && <LoadingState label="Loading the email..." />}
        {data && (
          <>
            <div className="flex gap-2" role="group" aria-label="Part of the email">
              <Button size="sm" variant={view === "email" ? "secondary" : "ghost"} aria-pressed={view === "email"} onClick={() => setView("email")}>
                <MailCheck aria-hidden />
                Email
              </Button>
              <Button size="sm" variant={view === "text" ? "secondary" : "ghost"} aria-pressed={view === "text"} onClick={() => setView("text")}>
                <FileText aria-hidden />
                Plain text
              </Button>
            </div>
            {view === "email" ? (
              // No scripts, forms or same-origin access: the message is shown, never run.
              <iframe
                title={`The email “${data.subject}”`}
                sandbox=""
                srcDoc={data.html}
                className="h-[60dvh] w-full rounded-xl border bg-white"
              />
            ) : (
              <pre className="h-[60dvh] overflow-auto rounded-xl border bg-muted/40 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap">{data.text}</pre>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
