import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { CalendarClock, Eye, Film, Lock, LogIn, PawPrint, Play, Radio } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import { LIVE_LOCKED, type LiveSessionView } from "@shared/live";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LiveBadge } from "@/components/live-badge";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { errorMessage, errorStatus } from "@/lib/api";
import { loginUrl } from "@/lib/auth-urls";
import { relativeTime } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useLiveCreator } from "../api/live-creator";
import { useLivePlayback } from "../api/live-playback";
import { useLiveSession } from "../api/live-session";
import { useLiveUpdates } from "../api/live-updates";
import { LiveChatPanel } from "../chat/live-chat-panel";
import { formatCountdown, useNow } from "./countdown";

export interface LiveWatchProps {
  liveSessionId: string;
  /** The stream's player (the app puts in the video feature's), for the viewer's signed address. */
  renderPlayer(props: { masterUrl: string; title: string; posterUrl: string | null; onRetry(): void }): ReactNode;
  /** The replay post's player, once the live ended and its replay is a post. */
  renderReplay(props: { postId: string; title: string; posterUrl: string | null }): ReactNode;
  /** What a viewer whose tier does not grant live streams can do: subscribe or change tier (the app's dialogs). */
  renderUpgrade(creator: CreatorProfileView): ReactNode;
}

/** How often the live is read again while its state may change without an event reaching this viewer. */
function refetchIntervalOf(live: LiveSessionView | undefined): number | false {
  if (!live) return false;
  if (live.status === "scheduled") return 15_000;
  if (live.status === "live") return 30_000;
  if (live.status === "ended" && live.saveReplay && !live.replayPostId) return 5_000;
  return false;
}

/**
 * /live/:id: a live as its viewer sees it. Scheduled: a countdown. Live: the
 * stream from its live edge, the LIVE mark and viewer count (live.viewers), the
 * chat beside it (below on a phone); a viewer whose tier does not grant live
 * streams gets the lock and the upgrade instead. Ended (live.status): "This live
 * has ended" and its replay when there is one.
 */
export function LiveWatch({ liveSessionId, renderPlayer, renderReplay, renderUpgrade }: LiveWatchProps) {
  const { user } = useAuth();
  const liveQuery = useLiveSession(liveSessionId, { refetchInterval: refetchIntervalOf });
  const live = liveQuery.data;
  const creator = useLiveCreator(live?.creatorProfileId).data;
  const playback = useLivePlayback(liveSessionId, { enabled: live?.status === "live" });
  // Once the chat was open on this page it stays, closed, after the live ends: its last words remain readable.
  const [chatShown, setChatShown] = useState(false);
  usePageTitle(live?.title ?? "Live");

  if (liveQuery.isError) {
    const missing = errorStatus(liveQuery.error) === 404;
    return <LoadError title={missing ? "This live does not exist." : "The live could not be loaded."} onRetry={missing ? undefined : () => void liveQuery.refetch()} className="my-10" />;
  }
  if (!live) return <WatchSkeleton />;

  const canModerate = Boolean(user && (user.isStaff || user.id === creator?.userId));
  const locked = playback.isError && errorStatus(playback.error) === 403;
  const mayChat = live.status === "live" && (playback.isSuccess || canModerate);
  if (mayChat && !chatShown) setChatShown(true);

  const showsVideo = (live.status === "live" && Boolean(playback.data)) || (live.status === "ended" && Boolean(live.replayPostId));
  let stage: ReactNode;
  if (live.status === "live" && playback.data) {
    stage = renderPlayer({ masterUrl: playback.data.masterUrl, title: live.title, posterUrl: live.thumbnailUrl, onRetry: () => void playback.refetch() });
  } else if (live.status === "live" && locked) {
    stage = (
      <StagePanel live={live} icon={<Lock />} title={errorMessage(playback.error, LIVE_LOCKED)}>
        <p className="max-w-sm text-sm text-white/80">
          {creator ? `Upgrade to a tier with live streams to watch ${creator.petName} live and chat along.` : "Upgrade to watch and chat along."}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {!user && (
            <Button asChild variant="secondary">
              <a href={loginUrl(paths.liveWatch(live.id))}>
                <LogIn aria-hidden />
                Sign in
              </a>
            </Button>
          )}
          {creator && renderUpgrade(creator)}
        </div>
      </StagePanel>
    );
  } else if (live.status === "live" && playback.isError) {
    stage = (
      <StagePanel live={live} icon={<Radio />} title={errorMessage(playback.error, "The live could not be loaded.")}>
        <Button variant="secondary" onClick={() => void playback.refetch()}>
          Try again
        </Button>
      </StagePanel>
    );
  } else if (live.status === "live") {
    stage = <div className="size-full animate-pulse bg-zinc-900" role="status" aria-label="Loading the live…" />;
  } else if (live.status === "scheduled") {
    stage = <ScheduledStage live={live} />;
  } else if (live.status === "ended") {
    stage = <EndedStage live={live} renderReplay={renderReplay} />;
  } else {
    stage = <StagePanel live={live} icon={<CalendarClock />} title="This live was canceled" />;
  }

  return (
    <div className={cn("grid gap-4 lg:gap-6", chatShown ? "lg:grid-cols-[minmax(0,1fr)_22rem]" : "mx-auto max-w-4xl")}>
      <div className="min-w-0 space-y-4">
        {/* Without video the stage says something: on a phone it is given the height its words need. */}
        <div className={cn("relative aspect-video w-full overflow-hidden rounded-2xl bg-zinc-950 shadow-lifted", !showsVideo && "min-h-72 sm:min-h-0")}>
          {stage}
          {live.status === "live" && (
            <div className="pointer-events-none absolute top-3 left-3 z-10 flex items-center gap-2">
              <LiveBadge />
              <span className="inline-flex items-center gap-1 rounded-full bg-black/55 px-2.5 py-0.5 text-xs font-semibold text-white backdrop-blur-md">
                <Eye className="size-3.5" aria-hidden />
                <span aria-live="polite">{live.viewerCount === 1 ? "1 watching" : `${live.viewerCount} watching`}</span>
              </span>
            </div>
          )}
        </div>
        <LiveDetails live={live} creator={creator} />
      </div>
      {/* The live channel is a signed-in person's: a visitor's page reads the live again on a timer instead. */}
      {user && <FollowLive liveSessionId={live.id} />}
      {chatShown && <LiveChatPanel live={live} canModerate={canModerate} viewerIsCreator={user?.id === creator?.userId} className="h-[26rem] lg:h-[calc(100dvh-9rem)] lg:max-h-[44rem]" />}
    </div>
  );
}

/** Keeps the live current from the real-time channel (viewers, status) while the page shows it. */
function FollowLive({ liveSessionId }: { liveSessionId: string }) {
  useLiveUpdates(liveSessionId);
  return null;
}

/** A stage without video: the live's picture dimmed behind what there is to say. */
function StagePanel({ live, icon, title, children }: { live: LiveSessionView; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-5 pt-12 text-center text-white sm:p-6">
      {live.thumbnailUrl ? (
        <img src={live.thumbnailUrl} alt="" className="absolute inset-0 size-full scale-110 object-cover opacity-40 blur-md" />
      ) : (
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(244_63_94/0.45),transparent_60%),radial-gradient(circle_at_80%_80%,rgb(139_92_246/0.45),transparent_55%)]" aria-hidden />
      )}
      <div className="relative flex flex-col items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-white/15 backdrop-blur-md sm:size-12 [&_svg]:size-5 sm:[&_svg]:size-6" aria-hidden>
          {icon}
        </span>
        <h2 className="text-lg font-bold text-balance sm:text-xl">{title}</h2>
        {children}
      </div>
    </div>
  );
}

function ScheduledStage({ live }: { live: LiveSessionView }) {
  const now = useNow();
  const starts = live.scheduledFor ? new Date(live.scheduledFor) : null;
  return (
    <StagePanel live={live} icon={<CalendarClock />} title={starts ? `Starts in ${formatCountdown(starts.getTime() - now)}` : "Starting soon"}>
      {starts && (
        <p className="text-sm text-white/80">
          {starts.toLocaleString(undefined, { weekday: "long", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })}
        </p>
      )}
    </StagePanel>
  );
}

function EndedStage({ live, renderReplay }: { live: LiveSessionView; renderReplay: LiveWatchProps["renderReplay"] }) {
  const [playing, setPlaying] = useState(false);
  if (playing && live.replayPostId) return <>{renderReplay({ postId: live.replayPostId, title: `${live.title} (replay)`, posterUrl: live.thumbnailUrl })}</>;
  return (
    <StagePanel live={live} icon={<Film />} title="This live has ended">
      {live.replayPostId ? (
        <Button variant="gradient" onClick={() => setPlaying(true)}>
          <Play aria-hidden />
          Watch the replay
        </Button>
      ) : live.saveReplay ? (
        <p className="text-sm text-white/80" role="status">
          The replay is being prepared…
        </p>
      ) : null}
    </StagePanel>
  );
}

function LiveDetails({ live, creator }: { live: LiveSessionView; creator: CreatorProfileView | undefined }) {
  const when =
    live.status === "live" && live.startedAt
      ? `Started ${relativeTime(live.startedAt)}`
      : live.status === "ended" && live.endedAt
        ? `Ended ${relativeTime(live.endedAt)}`
        : null;
  return (
    <div className="flex items-start gap-3">
      {creator ? (
        <Link href={paths.profile(creator.userId)} className="shrink-0 rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <InitialsAvatar
            name={{ displayName: creator.petName }}
            image={creator.avatarImage}
            alt={creator.petName}
            sizes="48px"
            icon={PawPrint}
            className={cn("size-12", live.status === "live" && "ring-2 ring-red-600 ring-offset-2 ring-offset-background")}
          />
        </Link>
      ) : (
        <Skeleton className="size-12 shrink-0 rounded-full" />
      )}
      <div className="min-w-0 flex-1">
        <h1 className="text-lg leading-snug font-bold break-words sm:text-xl">{live.title}</h1>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {creator ? (
            <Link href={paths.profile(creator.userId)} className="font-semibold text-foreground hover:underline">
              {creator.petName}
            </Link>
          ) : (
            "…"
          )}
          {when && <span> · {when}</span>}
          {live.status === "ended" && live.peakViewerCount > 0 && <span> · {live.peakViewerCount} watched at the peak</span>}
        </p>
        {live.description && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{live.description}</p>}
      </div>
    </div>
  );
}

function WatchSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading the live…">
      <Skeleton className="aspect-video w-full rounded-2xl" />
      <div className="flex gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
    </div>
  );
}
