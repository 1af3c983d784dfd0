import { Plus } from "lucide-react";
import { FormDialogAction } from "@/components/form-dialog-action";
import { lazyPart } from "@/lib/lazy-part";
import { paths } from "@/lib/paths";

// The form's code (zod schemas and the form library) loads apart from the page (FormDialogAction says when).
const listItemDialog = lazyPart(() => import("./list-item-dialog").then((m) => m.ListItemDialog));

const SIGN_IN_PROMPT = {
  title: "List an Item",
  description: "Sell pet items to the community",
  message: "Please log in to list an item",
  returnTo: paths.marketplace(),
};

/** 'List Item' and the dialog it opens. */
export function ListItemAction() {
  return (
    <FormDialogAction formDialog={listItemDialog} signInPrompt={SIGN_IN_PROMPT}>
      <Plus aria-hidden />
      List Item
    </FormDialogAction>
  );
}
