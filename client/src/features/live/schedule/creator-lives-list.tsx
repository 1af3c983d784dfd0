import { useEffect, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Clapperboard, Eye, Film, Pencil, Radio, XCircle } from "lucide-react";
import type { LiveSessionView, LiveStatus } from "@shared/live";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { creatorPostsKey, creatorProfileKey, creatorProfilesByUserPrefix } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { useCancelLive } from "../api/cancel-live";
import { useCreatorLives } from "../api/creator-lives";
import { useLiveStatusUpdates } from "../api/live-updates";
import { formatLiveTime } from "./live-times";
import { SCHEDULE_TEXTS as T } from "./texts";

interface CreatorLivesListProps {
  creatorProfileId: string;
  onEdit: (live: LiveSessionView) => void;
}

/** The creator's lives: live now (Open studio), upcoming soonest first (Open studio, Edit, Cancel), then past ones with their replays. */
export function CreatorLivesList({ creatorProfileId, onEdit }: CreatorLivesListProps) {
  useLiveStatusUpdates();
  const live = useCreatorLives(creatorProfileId, "live");
  const upcoming = useCreatorLives(creatorProfileId, "scheduled", { fetchAll: true });
  const past = useCreatorLives(creatorProfileId, "ended");
  const [canceling, setCanceling] = useState<LiveSessionView | null>(null);
  const cancel = useCancelLive();
  useReplaysInFeeds(creatorProfileId, past.items);
  const soonestFirst = [...upcoming.items].sort((a, b) => (a.scheduledFor ?? "").localeCompare(b.scheduledFor ?? ""));

  return (
    <div className="space-y-8">
      {live.items.length > 0 && (
        <Section title={T.liveNow} icon={<Radio aria-hidden />}>
          {live.items.map((item) => (
            <LiveRow key={item.id} live={item} />
          ))}
        </Section>
      )}

      <Section title={T.upcoming} icon={<CalendarClock aria-hidden />}>
        {upcoming.isError ? (
          <LoadError title={T.loadError} onRetry={() => void upcoming.refetch()} />
        ) : upcoming.isPending ? (
          <RowPlaceholder />
        ) : soonestFirst.length === 0 ? (
          <p className="rounded-2xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{T.noUpcoming}</p>
        ) : (
          soonestFirst.map((item) => (
            <LiveRow key={item.id} live={item}>
              <Button variant="ghost" size="sm" onClick={() => onEdit(item)} aria-label={`${T.edit} ${item.title}`}>
                <Pencil aria-hidden />
                {T.edit}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setCanceling(item)} aria-label={`${T.cancel} ${item.title}`}>
                <XCircle aria-hidden />
                {T.cancel}
              </Button>
            </LiveRow>
          ))
        )}
      </Section>

      <Section title={T.past} icon={<Film aria-hidden />}>
        {past.isError ? (
          <LoadError title={T.loadError} onRetry={() => void past.refetch()} />
        ) : past.isPending ? (
          <RowPlaceholder />
        ) : past.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{T.noPast}</p>
        ) : (
          <>
            {past.items.map((item) => (
              <LiveRow key={item.id} live={item} />
            ))}
            <LoadMore hasMore={past.hasNextPage} loading={past.isFetchingNextPage} onLoadMore={() => void past.fetchNextPage()} />
          </>
        )}
      </Section>

      <ConfirmDialog
        open={canceling !== null}
        onClose={() => setCanceling(null)}
        title={T.cancelConfirmTitle}
        description={canceling ? T.cancelConfirmText(canceling.title) : ""}
        confirmLabel={T.cancelConfirm}
        pendingLabel={T.canceling}
        cancelLabel={T.keep}
        pending={cancel.isPending}
        onConfirm={() =>
          canceling &&
          cancel.mutate(canceling.id, {
            onSuccess: () => {
              toast({ title: T.canceled });
              setCanceling(null);
            },
          })
        }
      />
    </div>
  );
}

/** A replay is a post made after the live: once one shows here, the creator's feeds (read before it existed) are read again. */
function useReplaysInFeeds(creatorProfileId: string, past: LiveSessionView[]) {
  const queryClient = useQueryClient();
  const replays = past.map((live) => live.replayPostId ?? "").join(",");
  useEffect(() => {
    if (!replays.replaceAll(",", "")) return;
    void queryClient.invalidateQueries({ queryKey: creatorPostsKey(creatorProfileId) });
    void queryClient.invalidateQueries({ queryKey: creatorProfileKey(creatorProfileId) });
    void queryClient.invalidateQueries({ queryKey: creatorProfilesByUserPrefix });
  }, [replays, creatorProfileId, queryClient]);
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-4">
        {icon}
        {title}
      </h3>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}

function RowPlaceholder() {
  return <li className="h-24 animate-pulse rounded-2xl bg-muted" aria-hidden />;
}

const STATUS_BADGES: Record<LiveStatus, { label: string; className: string }> = {
  live: { label: "LIVE", className: "border-transparent bg-destructive text-white" },
  scheduled: { label: "Scheduled", className: "border-transparent bg-secondary text-secondary-foreground" },
  ended: { label: "Ended", className: "border-border text-muted-foreground" },
  canceled: { label: "Canceled", className: "border-border text-muted-foreground" },
};

/** One live: its thumbnail, title, time and status; Open studio until it ends, then its replay; `children`: more actions. */
function LiveRow({ live, children }: { live: LiveSessionView; children?: ReactNode }) {
  const badge = STATUS_BADGES[live.status];
  const when = live.status === "ended" ? (live.startedAt ?? live.scheduledFor) : live.status === "live" ? live.startedAt : live.scheduledFor;
  return (
    <li className="rounded-2xl border bg-card p-3 shadow-xs">
      <div className="flex items-start gap-3">
        <div className="relative aspect-video w-24 shrink-0 overflow-hidden rounded-xl bg-brand-gradient sm:w-28">
          {live.thumbnailUrl ? (
            <img src={live.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <Clapperboard className="absolute top-1/2 left-1/2 size-6 -translate-1/2 text-white/90" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge className={cn(badge.className, live.status === "live" && "animate-pulse")}>{badge.label}</Badge>
            {when && <span className="text-xs text-muted-foreground">{formatLiveTime(when)}</span>}
          </div>
          <p className="line-clamp-2 font-semibold break-words">{live.title}</p>
          {live.status === "live" && (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Eye className="size-3.5" aria-hidden /> {T.viewers(live.viewerCount)}
            </p>
          )}
          {live.status === "ended" && live.peakViewerCount > 0 && (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Eye className="size-3.5" aria-hidden /> {T.peakViewers(live.peakViewerCount)}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-1 border-t pt-3">
        {(live.status === "live" || live.status === "scheduled") && (
          <Button asChild variant={live.status === "live" ? "gradient" : "outline"} size="sm" className="mr-auto">
            <Link href={paths.liveStudio(live.id)} aria-label={`${T.openStudio}: ${live.title}`}>
              <Radio aria-hidden />
              {T.openStudio}
            </Link>
          </Button>
        )}
        {children}
        {live.status === "ended" && <ReplayState live={live} />}
      </div>
    </li>
  );
}

/** An ended live's replay: watched on its watch page once it is a post. */
function ReplayState({ live }: { live: LiveSessionView }) {
  if (live.replayPostId) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href={paths.liveWatch(live.id)} aria-label={`${T.watchReplay}: ${live.title}`}>
          <Film aria-hidden />
          {T.watchReplay}
        </Link>
      </Button>
    );
  }
  return <span className="px-2 text-xs text-muted-foreground">{live.saveReplay ? T.replayProcessing : T.noReplay}</span>;
}
