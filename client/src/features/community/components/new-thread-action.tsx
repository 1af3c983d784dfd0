import { Plus } from "lucide-react";
import { FormDialogAction } from "@/components/form-dialog-action";
import { lazyPart } from "@/lib/lazy-part";
import { paths } from "@/lib/paths";

// The form's code (zod schemas and the form library) loads apart from the page (FormDialogAction says when).
const newThreadDialog = lazyPart(() => import("./new-thread-dialog").then((m) => m.NewThreadDialog));

const SIGN_IN_PROMPT = {
  title: "Create New Thread",
  description: "Start a discussion with the community",
  message: "Please log in to create a thread",
  returnTo: paths.community(),
};

/** 'New Thread' and the dialog it opens. */
export function NewThreadAction() {
  return (
    <FormDialogAction formDialog={newThreadDialog} signInPrompt={SIGN_IN_PROMPT}>
      <Plus aria-hidden />
      New Thread
    </FormDialogAction>
  );
}
