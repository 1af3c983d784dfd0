import { useState, type FormEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { MESSAGE_MAX_LENGTH } from "@shared/constants/messages";
import { BROADCAST_AUDIENCE_REQUIRED, type MessageBroadcastView } from "@shared/messages";
import { pluralize } from "@shared/plural";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useBroadcastProgress, useOwnTiers, useSendBroadcast } from "../api/broadcasts";

const newClientId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The profile's own price, chosen like a tier (toProfilePrice). */
const PROFILE_PRICE = "profile-price";

interface BroadcastDialogProps {
  creatorProfileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Message your fans": one message to every current fan of the tiers chosen,
 * written into each fan's conversation by the server in batches; the dialog
 * shows how many it has reached until it is done. Its own chunk.
 */
export default function BroadcastDialog({ creatorProfileId, open, onOpenChange }: BroadcastDialogProps) {
  const tiers = useOwnTiers(creatorProfileId);
  const send = useSendBroadcast();
  const [content, setContent] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  // One id per message written: a retried send of it finds the first broadcast.
  const [clientId, setClientId] = useState(newClientId);
  const [sent, setSent] = useState<MessageBroadcastView | undefined>();
  const progress = useBroadcastProgress(sent).data;

  const close = () => {
    onOpenChange(false);
    if (!sent || progress?.status === "sent") {
      setContent("");
      setChosen(new Set());
      setSent(undefined);
      setError(null);
      setClientId(newClientId());
    }
  };
  const toggle = (id: string) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError("Write a message");
    if (chosen.size === 0) return setError(BROADCAST_AUDIENCE_REQUIRED);
    setError(null);
    send.mutate(
      {
        content,
        tierIds: [...chosen].filter((id) => id !== PROFILE_PRICE),
        toProfilePrice: chosen.has(PROFILE_PRICE),
        clientId,
      },
      { onSuccess: setSent, onError: (err) => setError(errorMessage(err)) },
    );
  };

  const options = [
    { id: PROFILE_PRICE, label: "Subscription", hint: "Fans on your profile's own price" },
    ...(tiers.data ?? []).map((tier) => ({ id: tier.id, label: tier.name, hint: tier.archivedAt ? `$${tier.price} · archived` : `$${tier.price}` })),
  ];

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Message your fans</DialogTitle>
          <DialogDescription>One message, delivered to each fan of the tiers you choose in your conversation with them.</DialogDescription>
        </DialogHeader>
        {progress ? (
          <div className="space-y-4" role="status" aria-live="polite">
            {progress.status === "sent" ? (
              <p className="flex items-center gap-2 font-semibold">
                <CheckCircle2 className="size-5 text-primary" aria-hidden /> Sent to {pluralize(progress.done, "fan")}
              </p>
            ) : (
              <p className="font-semibold">
                Sending… {progress.done} of {pluralize(progress.recipients, "fan")}
              </p>
            )}
            <Progress
              value={progress.recipients === 0 ? 100 : Math.round((progress.done / progress.recipients) * 100)}
              aria-label="Fans reached"
            />
            <blockquote className="rounded-xl border bg-muted/40 px-4 py-3 text-sm whitespace-pre-wrap">{progress.content}</blockquote>
            <DialogFooter>
              <Button variant={progress.status === "sent" ? "gradient" : "outline"} onClick={close}>
                {progress.status === "sent" ? "Done" : "Close (it keeps sending)"}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">Send to fans of</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {options.map((option) => (
                  <label
                    key={option.id}
                    className={cn(
                      "flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors hover:bg-muted/60",
                      chosen.has(option.id) && "border-primary bg-primary/5",
                    )}
                  >
                    <input type="checkbox" className="size-4 accent-primary" checked={chosen.has(option.id)} onChange={() => toggle(option.id)} />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold">{option.label}</span>
                      <span className="block text-xs text-muted-foreground">{option.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block space-y-1.5">
              <span className="text-sm font-medium">Message</span>
              <Textarea
                value={content}
                onChange={(event) => {
                  setContent(event.target.value);
                  setError(null);
                }}
                maxLength={MESSAGE_MAX_LENGTH}
                rows={5}
                placeholder="New photos this Friday! Thank you for being here."
              />
            </label>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <FormDialogFooter submitLabel="Send to fans" pendingLabel="Sending..." pending={send.isPending} onCancel={close} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
