import { lazy, Suspense, useState, type ReactNode } from "react";
import { Flag } from "lucide-react";
import type { ReportTargetType } from "@shared/moderation";
import type { ContentAction } from "@/components/content-actions-menu";
import { useAuth } from "@/hooks/use-auth";

// The dialog (its form, the reasons and the shared schema) loads the first time someone reports.
const ReportDialog = lazy(() => import("./report-dialog"));

interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** Whose content it is: nobody reports their own. */
  authorId: string | undefined;
}

/**
 * The 'Report' item of a piece of content's "⋯" menu (ContentActionsMenu) and
 * the dialog it opens. Signed-out visitors and the author get no item (the
 * server refuses both anyway): spread `items` into the menu's items and render
 * `dialog` next to it.
 */
export function useReportAction({ targetType, targetId, authorId }: ReportTarget): { items: ContentAction[]; dialog: ReactNode } {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user || user.id === authorId) return { items: [], dialog: null };
  return {
    items: [
      {
        id: "report",
        label: "Report",
        icon: <Flag aria-hidden />,
        onSelect: () => {
          setOpened(true);
          setOpen(true);
        },
      },
    ],
    dialog: opened ? (
      <Suspense fallback={null}>
        <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />
      </Suspense>
    ) : null,
  };
}
