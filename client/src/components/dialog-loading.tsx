import { LoaderCircle } from "lucide-react";

/**
 * Where a dialog will open while its code is still on its way (a Suspense fallback):
 * a tap shows at once that it was taken, rather than nothing until the dialog appears.
 */
export function DialogLoading() {
  return (
    <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        role="status"
        className="flex items-center gap-2 rounded-2xl border bg-popover px-5 py-3 text-sm font-medium text-popover-foreground shadow-lifted"
      >
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden />
        Loading...
      </div>
    </div>
  );
}
