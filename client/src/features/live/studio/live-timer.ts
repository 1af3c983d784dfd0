import { useEffect, useState } from "react";

/** "4:07" or "1:02:03": how long a live has been on. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** The time since `startedAt` (until `endedAt`, when given), redrawn every second while running. */
export function useElapsed(startedAt: string | null, endedAt: string | null = null): string {
  const [now, setNow] = useState(() => Date.now());
  const running = startedAt !== null && endedAt === null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!startedAt) return formatElapsed(0);
  return formatElapsed((endedAt ? Date.parse(endedAt) : now) - Date.parse(startedAt));
}
