import type { ReactElement } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import type { ContentAction } from "./content-actions-menu";

/** ContentActionsMenu's menu (Radix DropdownMenu), in a chunk of its own: see content-actions-menu.tsx. */
export default function ContentActionsDropdown({ trigger, items }: { trigger: ReactElement; items: ContentAction[] }) {
  const regular = items.filter((item) => !item.destructive);
  const destructive = items.filter((item) => item.destructive);
  return (
    // Opened by the press that loaded it; non-modal, so closing it never fights a dialog's focus.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
