import { useEffect, useState } from "react";
import { Check, Copy, MonitorUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { STUDIO_TEXTS as T } from "./texts";

interface ObsSettingsProps {
  rtmpUrl: string;
  streamKey: string;
  /** Whether this browser sends the camera now, and how to switch between the two. */
  browserStreaming: boolean;
  onUseObs: () => void;
  onUseBrowser: () => void;
}

/** OBS's Stream settings for this live (only when the server takes RTMP): the server address and the stream key, each with a copy button. */
export function ObsSettings({ rtmpUrl, streamKey, browserStreaming, onUseObs, onUseBrowser }: ObsSettingsProps) {
  return (
    <Card className="rounded-3xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorUp className="size-5 text-primary" aria-hidden />
          {T.obsTitle}
        </CardTitle>
        <CardDescription>{T.obsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <CopyField label={T.obsServer} value={rtmpUrl} />
        <CopyField label={T.obsKey} value={streamKey} secret />
        <Button variant="outline" size="sm" onClick={browserStreaming ? onUseObs : onUseBrowser}>
          {browserStreaming ? T.useObs : T.useBrowser}
        </Button>
      </CardContent>
    </Card>
  );
}

function CopyField({ label, value, secret = false }: { label: string; value: string; secret?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex min-w-0 items-center gap-2 rounded-xl border bg-muted/40 py-1 pr-1 pl-3">
        <code className={cn("min-w-0 flex-1 truncate font-mono text-sm", secret && "blur-[3px] hover:blur-none focus:blur-none")} tabIndex={secret ? 0 : undefined}>
          {value}
        </code>
        <Button
          variant="ghost"
          size="sm"
          aria-label={T.copy(label.toLowerCase())}
          onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span className="hidden sm:inline">{copied ? T.copied : "Copy"}</span>
        </Button>
      </div>
    </div>
  );
}
