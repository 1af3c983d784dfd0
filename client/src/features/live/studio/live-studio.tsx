import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Camera, CircleStop, Eye, Film, LoaderCircle, Mic, Radio, RefreshCw, Timer, WifiOff } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import type { LiveIngestView, LiveSessionView } from "@shared/live";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Container } from "@/components/container";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { errorMessage, errorStatus } from "@/lib/api";
import { paths } from "@/lib/paths";
import { creatorPostsKey, creatorProfileKey, creatorProfilesByUserPrefix } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { useEditLive } from "../api/edit-live";
import { useEndLive } from "../api/end-live";
import { liveSessionKey } from "../api/keys";
import { useLiveSession } from "../api/live-session";
import { useLiveUpdates } from "../api/live-updates";
import { useStartLive } from "../api/start-live";
import { LiveChatPanel } from "../chat/live-chat-panel";
import { formatLiveTime } from "../schedule/live-times";
import { INGEST_GRACE_MS, LiveIngest, sameOriginIngestUrl, type IngestState } from "./live-ingest";
import { useElapsed } from "./live-timer";
import { ObsSettings } from "./obs-settings";
import { STUDIO_TEXTS as T } from "./texts";
import { useCamera, type CameraState } from "./use-camera";

/** While an ended live's replay is being made, it is read again this often. */
const REPLAY_POLL_MS = 3000;

interface LiveStudioProps {
  profile: CreatorProfileView;
  liveSessionId: string;
}

/** /creator-dashboard/live/:id/studio: the creator's own live, loaded and checked to be theirs. */
export function LiveStudio({ profile, liveSessionId }: LiveStudioProps) {
  const live = useLiveSession(liveSessionId, {
    refetchInterval: (data) => (data?.status === "ended" && data.saveReplay && !data.replayPostId ? REPLAY_POLL_MS : false),
  });
  useLiveUpdates(liveSessionId);

  if (live.isPending) return <LoadingState label="Loading..." className="min-h-[50vh]" />;
  if (live.isError) {
    return (
      <Container className="py-12">
        {errorStatus(live.error) === 404 ? <StudioNotice text={T.notFound} /> : <LoadError title={T.loadError} onRetry={() => void live.refetch()} />}
      </Container>
    );
  }
  if (live.data.creatorProfileId !== profile.id) {
    return (
      <Container className="py-12">
        <StudioNotice text={T.notYours} />
      </Container>
    );
  }
  return <Studio key={live.data.id} live={live.data} profile={profile} />;
}

function StudioNotice({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-md space-y-4 text-center">
      <p className="text-lg font-semibold">{text}</p>
      <Button asChild variant="outline">
        <Link href={paths.creatorLives}>{T.backToDashboard}</Link>
      </Button>
    </div>
  );
}

function Studio({ live, profile }: { live: LiveSessionView; profile: CreatorProfileView }) {
  const queryClient = useQueryClient();
  const over = live.status === "ended" || live.status === "canceled";
  // The camera is on until the live is over (ended here, by staff, or after the ingest was lost).
  const camera = useCamera({ enabled: !over });
  const start = useStartLive();
  const end = useEndLive();
  const edit = useEditLive();
  const [ingest, setIngest] = useState<LiveIngestView["ingest"] | null>(null);
  const [ingestState, setIngestState] = useState<IngestState | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const ingestRef = useRef<LiveIngest | null>(null);
  const stream = camera.state.kind === "ready" ? camera.state.stream : null;
  const sending = ingestState !== null && ingestState.kind !== "stopped";

  const stopSending = useCallback(() => {
    ingestRef.current?.stop();
    ingestRef.current = null;
  }, []);

  const startSending = useCallback(
    (url: string, from: MediaStream) => {
      ingestRef.current?.stop();
      const sender = new LiveIngest({
        url,
        stream: from,
        onState: (state) => {
          setIngestState(state);
          if (state.kind === "stopped" && state.reason !== "stopped") void queryClient.invalidateQueries({ queryKey: liveSessionKey(live.id) });
        },
        isLive: async () =>
          (await queryClient.fetchQuery<LiveSessionView>({ queryKey: liveSessionKey(live.id), staleTime: 0 })).status === "live",
      });
      ingestRef.current = sender;
      sender.start();
    },
    [queryClient, live.id],
  );

  // Another camera or microphone while live: the server takes the new stream over a new connection.
  useEffect(() => {
    if (stream) ingestRef.current?.switchStream(stream);
  }, [stream]);

  // The replay is a new post: the creator's feeds and post count, read before it existed, are read again.
  const hasReplay = live.replayPostId !== null;
  useEffect(() => {
    if (!hasReplay) return;
    void queryClient.invalidateQueries({ queryKey: creatorPostsKey(profile.id) });
    void queryClient.invalidateQueries({ queryKey: creatorProfileKey(profile.id) });
    void queryClient.invalidateQueries({ queryKey: creatorProfilesByUserPrefix });
  }, [hasReplay, queryClient, profile.id]);

  // The live is over: nothing more is sent.
  useEffect(() => {
    if (over) stopSending();
  }, [over, stopSending]);

  // Leaving the page stops sending; the server keeps the live a minute for the creator to come back.
  useEffect(() => stopSending, [stopSending]);

  // Closing the tab while sending asks first.
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [sending]);

  const goLive = () => {
    if (!stream) return;
    setStartError(null);
    start.mutate(live.id, {
      onSuccess: ({ ingest: where }) => {
        setIngest(where);
        startSending(where.webSocketUrl, stream);
      },
      onError: (error) => setStartError(errorMessage(error, T.startFailed)),
    });
  };

  const resume = () => {
    if (stream) startSending(ingest?.webSocketUrl ?? sameOriginIngestUrl(live.id), stream);
  };

  const endLive = () => {
    stopSending();
    end.mutate(live.id, { onSettled: () => setConfirmingEnd(false) });
  };

  return (
    <Container className="space-y-6 py-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
        <Link href={paths.creatorLives}>
          <ArrowLeft aria-hidden />
          {T.backToLives}
        </Link>
      </Button>

      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{T.pageTitle}</p>
          <h1 className="text-2xl font-extrabold break-words sm:text-3xl">{live.title}</h1>
          {live.status === "scheduled" && live.scheduledFor && <p className="text-sm text-muted-foreground">{T.scheduledFor(formatLiveTime(live.scheduledFor))}</p>}
        </div>
        {live.status === "live" && <LiveFigures live={live} />}
      </header>

      <div className={cn("grid grid-cols-1 gap-6", over ? "max-w-2xl" : "lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start")}>
        <div className="min-w-0 space-y-6">
          {over ? (
            <EndedSummary live={live} />
          ) : (
            <>
              <Preview live={live} camera={camera.state} stream={stream} onRetry={camera.retry} />
              <Card className="rounded-3xl">
                <CardContent className="space-y-5 p-4 sm:p-6">
                  <div className="grid gap-4 sm:grid-cols-2">
                    <DevicePicker
                      icon={<Camera aria-hidden />}
                      label={T.camera}
                      value={camera.cameraId}
                      options={camera.cameras}
                      onChange={camera.setCameraId}
                      disabled={camera.state.kind !== "ready"}
                    />
                    <DevicePicker
                      icon={<Mic aria-hidden />}
                      label={T.microphone}
                      value={camera.microphoneId}
                      options={camera.microphones}
                      onChange={camera.setMicrophoneId}
                      disabled={camera.state.kind !== "ready"}
                    />
                  </div>
                  <ReplaySwitch
                    live={live}
                    pending={edit.isPending}
                    onChange={(saveReplay) => edit.mutate({ liveSessionId: live.id, changes: { saveReplay } })}
                  />
                  {live.status === "live" && <IngestLine state={ingestState} />}
                  {startError && (
                    <p role="alert" className="rounded-xl bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
                      {startError}
                    </p>
                  )}
                  <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
                    {live.status === "scheduled" && (
                      <Button variant="gradient" size="lg" onClick={goLive} disabled={!stream || start.isPending} className="sm:min-w-44">
                        {start.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Radio aria-hidden />}
                        {start.isPending ? T.starting : T.goLive}
                      </Button>
                    )}
                    {live.status === "live" && !sending && (
                      <Button variant="gradient" size="lg" onClick={resume} disabled={!stream} className="sm:min-w-44">
                        <RefreshCw aria-hidden />
                        {T.resume}
                      </Button>
                    )}
                    {live.status === "live" && (
                      <Button variant="destructive" size="lg" onClick={() => setConfirmingEnd(true)} className="sm:min-w-36">
                        <CircleStop aria-hidden />
                        {T.endLive}
                      </Button>
                    )}
                  </div>
                </CardContent>
              </Card>
              {live.status === "live" && ingest?.rtmpUrl && (
                <ObsSettings
                  rtmpUrl={ingest.rtmpUrl}
                  streamKey={ingest.streamKey}
                  browserStreaming={sending}
                  onUseObs={stopSending}
                  onUseBrowser={resume}
                />
              )}
            </>
          )}
        </div>
        {!over && <StudioChat live={live} />}
      </div>

      <ConfirmDialog
        open={confirmingEnd}
        onClose={() => setConfirmingEnd(false)}
        title={T.endConfirmTitle}
        description={T.endConfirmText(live.saveReplay)}
        confirmLabel={T.endLive}
        pendingLabel={T.ending}
        cancelLabel={T.keepStreaming}
        pending={end.isPending}
        onConfirm={endLive}
      />
    </Container>
  );
}

/** The timer and the viewer count while live. */
function LiveFigures({ live }: { live: LiveSessionView }) {
  const elapsed = useElapsed(live.startedAt);
  return (
    <dl className="flex shrink-0 gap-2">
      <div className="flex items-center gap-2 rounded-2xl border bg-card px-3 py-2 shadow-xs">
        <Timer className="size-4 text-primary" aria-hidden />
        <dt className="sr-only">{T.elapsed}</dt>
        <dd role="timer" aria-label={T.elapsed} className="font-mono text-lg font-semibold tabular-nums">
          {elapsed}
        </dd>
      </div>
      <div className="flex items-center gap-2 rounded-2xl border bg-card px-3 py-2 shadow-xs">
        <Eye className="size-4 text-primary" aria-hidden />
        <dt className="sr-only">Viewers</dt>
        <dd aria-live="polite" className="text-sm font-semibold">
          {T.viewers(live.viewerCount)}
        </dd>
      </div>
    </dl>
  );
}

function Preview({ live, camera, stream, onRetry }: { live: LiveSessionView; camera: CameraState; stream: MediaStream | null; onRetry: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <div className="relative aspect-video overflow-hidden rounded-3xl bg-neutral-950 shadow-lifted">
      <video ref={video} aria-label={T.preview} autoPlay muted playsInline className={cn("size-full object-cover", !stream && "invisible")} />
      {live.status === "live" && (
        <Badge className="absolute top-3 left-3 border-transparent bg-destructive text-white shadow-sm">
          <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
          {T.live}
        </Badge>
      )}
      {camera.kind !== "ready" && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white">
          {camera.kind === "asking" ? (
            <>
              <LoaderCircle className="size-8 animate-spin opacity-80" aria-hidden />
              <p className="max-w-sm text-sm text-white/85">{T.askingCamera}</p>
            </>
          ) : (
            <>
              <Camera className="size-8 opacity-80" aria-hidden />
              <p role="alert" className="max-w-sm text-sm text-white/85">
                {camera.name === "NotAllowedError" ? T.cameraDenied : camera.name === "NotFoundError" || camera.name === "OverconstrainedError" ? T.cameraMissing : T.cameraBusy}
              </p>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {T.tryAgain}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function DevicePicker(props: {
  icon: ReactNode;
  label: string;
  value: string;
  options: { deviceId: string; label: string }[];
  onChange: (deviceId: string) => void;
  disabled: boolean;
}) {
  const { icon, label, value, options, onChange, disabled } = props;
  const id = `studio-${label.toLowerCase()}`;
  return (
    <div className="grid min-w-0 gap-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium [&_svg]:size-4 [&_svg]:text-muted-foreground">
        {icon}
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled || options.length === 0}>
        {options.length === 0 && <option value="">{label}</option>}
        {options.map((option) => (
          <option key={option.deviceId} value={option.deviceId}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ReplaySwitch({ live, pending, onChange }: { live: LiveSessionView; pending: boolean; onChange: (saveReplay: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border bg-muted/40 px-4 py-3">
      <div className="flex items-start gap-3">
        <Film className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div>
          <label htmlFor="studio-replay" className="text-sm font-semibold">
            {T.saveReplay}
          </label>
          <p id="studio-replay-hint" className="text-xs text-muted-foreground">
            {T.saveReplayHint}
          </p>
        </div>
      </div>
      <Switch id="studio-replay" checked={live.saveReplay} onCheckedChange={onChange} disabled={pending} aria-describedby="studio-replay-hint" />
    </div>
  );
}

/** How the browser's stream is doing, said in one line (and announced when it changes). */
function IngestLine({ state }: { state: IngestState | null }) {
  const [now, setNow] = useState(() => Date.now());
  const reconnecting = state?.kind === "reconnecting";
  useEffect(() => {
    if (!reconnecting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [reconnecting]);
  let text: string = T.notStreaming;
  let tone = "text-muted-foreground";
  let icon = <WifiOff aria-hidden />;
  if (state?.kind === "streaming") {
    text = T.streaming;
    tone = "text-success";
    icon = <span className="size-2 rounded-full bg-success" aria-hidden />;
  } else if (state?.kind === "connecting") {
    text = T.connecting;
    icon = <LoaderCircle className="animate-spin" aria-hidden />;
  } else if (state?.kind === "reconnecting") {
    text = T.reconnecting(Math.max(0, Math.ceil((state.since + INGEST_GRACE_MS - now) / 1000)));
    tone = "text-warning";
    icon = <LoaderCircle className="animate-spin" aria-hidden />;
  } else if (state?.kind === "stopped" && state.reason === "replaced") {
    text = T.replaced;
  } else if (state?.kind === "stopped" && state.reason === "lost") {
    text = T.lost;
    tone = "text-destructive";
  }
  return (
    <p role="status" className={cn("flex items-center gap-2 text-sm font-medium [&_svg]:size-4", tone)}>
      {icon}
      {text}
    </p>
  );
}

function EndedSummary({ live }: { live: LiveSessionView }) {
  const duration = useElapsed(live.startedAt, live.endedAt ?? live.startedAt);
  if (live.status === "canceled") {
    return (
      <Card className="rounded-3xl">
        <CardContent className="p-6 text-center text-muted-foreground">{T.canceled}</CardContent>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden rounded-3xl">
      <div className="flex flex-col items-center gap-3 bg-brand-gradient px-6 py-10 text-center text-white">
        <CircleStop className="size-10" aria-hidden />
        <h2 className="text-2xl font-extrabold">{T.ended}</h2>
        {live.startedAt && <p className="text-white/90">{T.endedSummary(duration, live.peakViewerCount)}</p>}
      </div>
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center">
        {!live.saveReplay ? (
          <p className="text-muted-foreground">{T.noReplay}</p>
        ) : live.replayPostId ? (
          <>
            <p className="font-medium">{T.replayReady}</p>
            <Button asChild variant="gradient">
              <Link href={paths.liveWatch(live.id)}>
                <Film aria-hidden />
                {T.seeReplay}
              </Link>
            </Button>
          </>
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {T.replayPreparing}
          </p>
        )}
        <Button asChild variant="outline">
          <Link href={paths.creatorLives}>{T.backToDashboard}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The live's chat beside the preview: the creator reads it and moderates (takes messages down, mutes viewers). */
function StudioChat({ live }: { live: LiveSessionView }) {
  return (
    <LiveChatPanel
      live={live}
      canModerate
      viewerIsCreator
      className="h-[28rem] rounded-3xl lg:sticky lg:top-20 lg:h-[calc(100dvh-7rem)] lg:max-h-[40rem]"
    />
  );
}
