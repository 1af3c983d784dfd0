import { Suspense, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogLoading } from "@/components/dialog-loading";
import { SignInPromptDialog, type SignInPrompt } from "@/components/sign-in-prompt-dialog";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { usePreloadWhenEngaged } from "@/hooks/use-preload-when-engaged";
import { readAccountHint } from "@/lib/account-hint";
import type { LazyPart } from "@/lib/lazy-part";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface FormDialogActionProps {
  /** The button's label and icon ('New Thread'). */
  children: ReactNode;
  /** The form's dialog, loaded apart from the page (the form library and the schemas). */
  formDialog: LazyPart<FormDialogProps>;
  /** What a visitor who is not signed in is asked instead. */
  signInPrompt: SignInPrompt;
}

/**
 * A page's button that opens a form in a dialog ('New Thread', 'List Item'),
 * with the dialog's state its own (opening it draws the dialog, not the page's
 * list again). A signed-in person gets the form: its code loads once they begin
 * using the page, or on hover or focus of the button, so it is in when they tap.
 * A visitor gets at once a dialog of the same title asking them to sign in,
 * which comes with the page (./sign-in-prompt-dialog.tsx). While who is signed
 * in is still being asked, last visit's account hint decides.
 */
export function FormDialogAction({ children, formDialog, signInPrompt }: FormDialogActionProps) {
  const { isAuthenticated, isLoading } = useAuth();
  const signedOut = isLoading ? readAccountHint() === "signed-out" : !isAuthenticated;
  const [open, setOpen] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const dialog = useDeferredPart(formDialog.preload);
  usePreloadWhenEngaged(signedOut ? noPreload : formDialog.preload);
  return (
    <>
      <Button
        variant="gradient"
        onPointerEnter={signedOut ? undefined : dialog.preload}
        onFocus={signedOut ? undefined : dialog.preload}
        onClick={() => {
          if (signedOut) return setPromptOpen(true);
          dialog.want();
          setOpen(true);
        }}
      >
        {children}
      </Button>
      <SignInPromptDialog open={promptOpen} onOpenChange={setPromptOpen} {...signInPrompt} />
      {dialog.wanted && (
        <Suspense fallback={<DialogLoading />}>
          <formDialog.Part open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

const noPreload = () => {};
