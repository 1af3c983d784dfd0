import { useMemo } from "react";
import { Link } from "wouter";
import { BellRing, CalendarClock, Eye, Film, Play, Radio } from "lucide-react";
import type { LiveSessionView } from "@shared/live";
import { EmptyState } from "@/components/empty-state";
import { LiveBadge } from "@/components/live-badge";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { relativeTime } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useCreatorLives } from "../api/creator-lives";
import { formatCountdown, useNow } from "../watch/countdown";
import { downloadCalendarFile } from "./calendar-file";

interface LivesTabProps {
  creatorProfileId: string;
  petName: string;
}

const whenFormat: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };

/**
 * A creator's Lives tab: live now (Watch), upcoming soonest first (a countdown
 * and "Remind me", which gives the fan a calendar file with an alarm 15 minutes
 * before), and replays (the watch page plays an ended live's replay post).
 */
export function LivesTab({ creatorProfileId, petName }: LivesTabProps) {
  const liveNow = useCreatorLives(creatorProfileId, "live");
  const upcoming = useCreatorLives(creatorProfileId, "scheduled", { fetchAll: true });
  const ended = useCreatorLives(creatorProfileId, "ended");
  const soonestFirst = useMemo(
    () => [...upcoming.items].sort((a, b) => (a.scheduledFor ?? "").localeCompare(b.scheduledFor ?? "")),
    [upcoming.items],
  );
  const replays = ended.items.filter((live) => live.replayPostId);

  if (liveNow.isError || upcoming.isError || ended.isError) {
    return (
      <LoadError
        title="Lives could not be loaded."
        onRetry={() => void Promise.all([liveNow.refetch(), upcoming.refetch(), ended.refetch()])}
        className="my-6"
      />
    );
  }
  if (liveNow.isPending || upcoming.isPending || ended.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading lives">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    );
  }
  if (liveNow.items.length === 0 && soonestFirst.length === 0 && replays.length === 0 && !ended.hasNextPage) {
    return (
      <EmptyState
        icon={<Radio />}
        title="No lives yet"
        description={`When ${petName} schedules a live stream, it shows here with a countdown.`}
        className="my-6"
      />
    );
  }

  return (
    <div className="space-y-8">
      {liveNow.items.length > 0 && (
        <Section title="Live now">
          {liveNow.items.map((live) => (
            <LiveNowCard key={live.id} live={live} />
          ))}
        </Section>
      )}
      {soonestFirst.length > 0 && (
        <Section title="Upcoming">
          {soonestFirst.map((live) => (
            <UpcomingCard key={live.id} live={live} petName={petName} />
          ))}
        </Section>
      )}
      {(replays.length > 0 || ended.hasNextPage) && (
        <Section title="Replays">
          <div className="grid gap-3 sm:grid-cols-2">
            {replays.map((live) => (
              <ReplayCard key={live.id} live={live} />
            ))}
          </div>
          <LoadMore hasMore={Boolean(ended.hasNextPage)} loading={ended.isFetchingNextPage} onLoadMore={() => void ended.fetchNextPage()} label="More replays" />
        </Section>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** The live's picture, or a warm gradient where it has none. */
function Thumb({ live, className, children }: { live: LiveSessionView; className?: string; children?: React.ReactNode }) {
  return (
    <div className={cn("relative shrink-0 overflow-hidden rounded-xl bg-brand-gradient", className)}>
      {live.thumbnailUrl ? (
        <img src={live.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-white/85" aria-hidden>
          <Radio className="size-7" />
        </div>
      )}
      {children}
    </div>
  );
}

function LiveNowCard({ live }: { live: LiveSessionView }) {
  return (
    <Card className="flex flex-col gap-4 border-red-600/40 p-3 sm:flex-row sm:items-center sm:p-4">
      <Thumb live={live} className="aspect-video w-full sm:w-48">
        <LiveBadge className="absolute top-2 left-2" />
      </Thumb>
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-bold break-words">{live.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <Eye className="size-4" aria-hidden />
            {live.viewerCount === 1 ? "1 watching" : `${live.viewerCount} watching`}
          </span>
          {live.startedAt && <span>· started {relativeTime(live.startedAt)}</span>}
        </p>
      </div>
      <Button asChild variant="gradient" className="sm:self-center">
        <Link href={paths.liveWatch(live.id)}>
          <Play aria-hidden />
          Watch
        </Link>
      </Button>
    </Card>
  );
}

function UpcomingCard({ live, petName }: { live: LiveSessionView; petName: string }) {
  const now = useNow();
  const starts = live.scheduledFor ? new Date(live.scheduledFor) : null;
  const remind = () => {
    if (!live.scheduledFor) return;
    downloadCalendarFile({
      id: live.id,
      title: live.title,
      description: live.description,
      scheduledFor: live.scheduledFor,
      petName,
      url: new URL(paths.liveWatch(live.id), window.location.origin).href,
    });
    toast({ title: "Calendar file downloaded", description: "Open it to add the live to your calendar, with a reminder 15 minutes before." });
  };
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <Thumb live={live} className="hidden aspect-video w-36 sm:block" />
      <div className="min-w-0 sm:flex-1">
        <h3 className="text-base font-bold break-words">
          <Link href={paths.liveWatch(live.id)} className="hover:underline">
            {live.title}
          </Link>
        </h3>
        {starts && (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-4" aria-hidden />
              <time dateTime={live.scheduledFor!}>{starts.toLocaleString(undefined, whenFormat)}</time>
            </span>
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary tabular-nums">
              {starts.getTime() > now ? `in ${formatCountdown(starts.getTime() - now)}` : "Starting soon"}
            </span>
          </p>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={remind} title="Add it to your calendar, with a reminder 15 minutes before" className="w-full shrink-0 sm:w-auto">
        <BellRing aria-hidden />
        Remind me
      </Button>
    </Card>
  );
}

function ReplayCard({ live }: { live: LiveSessionView }) {
  return (
    <Link
      href={paths.liveWatch(live.id)}
      className="group flex items-center gap-3 rounded-2xl border bg-card p-3 shadow-soft transition-shadow hover:shadow-lifted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Thumb live={live} className="aspect-video w-28">
        <span className="absolute inset-0 flex items-center justify-center bg-black/25 opacity-90 transition-opacity group-hover:opacity-100" aria-hidden>
          <span className="flex size-8 items-center justify-center rounded-full bg-white/90 text-zinc-900">
            <Play className="size-4 fill-current" />
          </span>
        </span>
      </Thumb>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-bold">{live.title}</p>
        <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Film className="size-3.5" aria-hidden />
          Replay{live.endedAt && ` · ${relativeTime(live.endedAt)}`}
        </p>
      </div>
    </Link>
  );
}
