import { Suspense, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogLoading } from "@/components/dialog-loading";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { usePreloadWhenEngaged } from "@/hooks/use-preload-when-engaged";
import { lazyPart } from "@/lib/lazy-part";

// The dialog's form code (zod schemas and the form library) loads apart from the page, once the
// visitor begins using the page (or hovers or focuses the button): it is in when 'List Item' is tapped.
const listItemDialog = lazyPart(() => import("./list-item-dialog").then((m) => m.ListItemDialog));
const ListItemDialog = listItemDialog.Part;

/**
 * 'List Item' and the dialog it opens. Its state is its own: opening the dialog draws
 * the dialog, not the page's items again.
 */
export function ListItemAction() {
  const [open, setOpen] = useState(false);
  const dialog = useDeferredPart(listItemDialog.preload);
  usePreloadWhenEngaged(listItemDialog.preload);
  return (
    <>
      <Button
        variant="gradient"
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => {
          dialog.want();
          setOpen(true);
        }}
      >
        <Plus aria-hidden />
        List Item
      </Button>
      {dialog.wanted && (
        <Suspense fallback={<DialogLoading />}>
          <ListItemDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
