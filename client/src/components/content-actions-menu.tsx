import type { ReactNode } from "react";
import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

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
 * state itself (the menu is non-modal, so closing it never fights the dialog's focus).
 */
export function ContentActionsMenu({ subject, items, className }: ContentActionsMenuProps) {
  if (items.length === 0) return null;
  const regular = items.filter((item) => !item.destructive);
  const destructive = items.filter((item) => item.destructive);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`More actions for ${subject}`}
          className={cn("size-8 rounded-full text-muted-foreground hover:text-foreground", className)}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        {regular.map((item) => (
          <ActionItem key={item.id} item={item} />
        ))}
        {regular.length > 0 && destructive.length > 0 && <DropdownMenuSeparator />}
        {destructive.map((item) => (
          <ActionItem key={item.id} item={item} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ActionItem({ item }: { item: ContentAction }) {
  return (
    <DropdownMenuItem
      disabled={item.disabled}
      onSelect={item.onSelect}
      className={cn(item.destructive && "text-destructive focus:bg-destructive/10 [&_svg]:text-destructive")}
    >
      {item.icon}
      {item.label}
    </DropdownMenuItem>
  );
}
