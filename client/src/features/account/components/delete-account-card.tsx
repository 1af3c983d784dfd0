import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { LoaderCircle, TriangleAlert } from "lucide-react";
import type { CurrentUser } from "@shared/api-types";
import { ACCOUNT_DELETION_WORD, confirmsAccountDeletion } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { useDeleteAccount } from "../api/delete-account";

const WHAT_GOES =
  "Your posts, tiers, threads, comments, listings, notifications and uploaded files are deleted, and every subscription ends now, with no further charge: yours, and your fans' if you are a PawPal (they are told). Receipts and earnings records stay, without your name, because payments must be kept. This cannot be undone.";

/** The danger zone: deleting the account, behind a typed confirmation. */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="rounded-3xl border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5" aria-hidden />
          Danger zone
        </CardTitle>
        <CardDescription>{WHAT_GOES}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
        <DeleteAccountDialog user={user} open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState("");
  const deleteAccount = useDeleteAccount();
  const confirmed = confirmsAccountDeletion(typed, user.username);

  const close = (next: boolean) => {
    if (deleteAccount.isPending) return;
    if (!next) setTyped("");
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    deleteAccount.mutate(typed, {
      onSuccess: () => {
        navigate(paths.home, { replace: true });
        toast({ title: "Your account was deleted", description: "Thank you for being part of PawFans." });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>{WHAT_GOES}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField
            id={`${id}-confirm`}
            label={
              <>
                Type <strong>{ACCOUNT_DELETION_WORD}</strong> or your username <strong>{user.username}</strong> to confirm
              </>
            }
          >
            {(control) => (
              <Input {...control} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={deleteAccount.isPending}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || deleteAccount.isPending}>
              {deleteAccount.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {deleteAccount.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
