import type { ReactNode } from "react";

/**
 * A card's title as a button stretched over the whole card (the card needs
 * `relative` and `group`): the card is clickable while staying one focus stop.
 */
export function CardTitleButton({ id, onClick, children }: { id: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      id={id}
      onClick={onClick}
      className="text-left transition-colors group-hover:text-primary after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
    >
      {children}
    </button>
  );
}
