import { lazy, Suspense, useState, type ReactNode } from "react";
import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const loadDropdown = () => import("./content-actions-dropdown");
const ContentActionsDropdown = lazy(loadDropdown);

/** One entry of a piece of content's "⋯" menu: edit, delete, mark as sold, report … */
export interface ContentAction {
  /** Stable key among the menu's items (e.g. "edit", "delete", "report"). */
  id: string;
  label: string;
  /** A lucide icon element, shown before the label. */
  icon?: ReactNode;
  onSelect: () => void;
  /** Shown in the destructive colour, after a separator (deleting). */
  destructive?: boolean;
  disabled?: boolean;
}

interface ContentActionsMenuProps {
  /** What the menu acts on, for its button's accessible name: "post", "comment", "Cat tree" … */
  subject: string;
  /**
   * The items, from whichever features act on the content: its owner's (edit,
   * delete) and everyone else's (report). Nothing is rendered without items.
   */
  items: ContentAction[];
  className?: string;
}

/**
 * The "⋯" button on a post, thread, comment, listing or tier, opening its actions.
 * Features put their own items in; an item that opens a dialog keeps the dialog's
 * state itself. Until the button is first pressed it is only a button: the menu's
 * code (Radix DropdownMenu with its positioning, about 15 kB) loads when the
 * button is hovered or focused, and the press that needs it opens it.
 */
export function ContentActionsMenu({ subject, items, className }: ContentActionsMenuProps) {
  const [pressed, setPressed] = useState(false);
  if (items.length === 0) return null;
  const looks = {
    variant: "ghost",
    size: "icon",
    "aria-label": `More actions for ${subject}`,
    "aria-haspopup": "menu",
    className: cn("size-8 rounded-full text-muted-foreground hover:text-foreground", className),
  } as const;
  const icon = <MoreHorizontal aria-hidden />;
  if (!pressed) {
    return (
      <Button
        {...looks}
        aria-expanded={false}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setPressed(true)}
      >
        {icon}
      </Button>
    );
  }
  const trigger = <Button {...looks}>{icon}</Button>;
  return (
    <Suspense fallback={trigger}>
      <ContentActionsDropdown trigger={trigger} items={items} />
    </Suspense>
  );
}
