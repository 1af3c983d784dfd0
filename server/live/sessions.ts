/**
 * Scheduling, editing and canceling a live (the creator's writes before it
 * starts). Each write is one transaction with what follows it: the fans'
 * notification job, the reminder job 15 minutes before (sent with a singleton
 * key per live and time, so a repeated send is one job, and pg-boss gives a job
 * to one worker of all instances), and the creator's live event.
 */
import { and, eq, sql } from "drizzle-orm";
import { LIVE_NOT_EDITABLE, LIVE_NOT_FOUND, LIVE_REMINDER_MINUTES } from "@shared/live";
import type { PostAudience } from "@shared/post-audience";
import { creatorProfiles, liveSessions, posts, type CreatorProfile, type LiveSession } from "../db/schema";
import type { Db, DbOrTx } from "../db";
import { badRequest, conflict, notFound } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import { loadTierLadder } from "../loaders/entitlement";
import { assertAudienceTier, audienceColumns } from "../commands/post-audience";
import { acceptOptionalImageReference } from "../commands/image-reference";
import type { ObjectStorage } from "../storage/types";
import { publish } from "../realtime/publish";
import { notifyFansOfLive } from "./notify-fans";

const SCHEDULED_IN_THE_PAST = "scheduledFor must be in the future";

interface LiveDeps {
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
  publicUrl: string;
}

/** A live and the profile columns its rules read. */
export interface LiveWithCreator {
  live: LiveSession;
  creator: Pick<CreatorProfile, "id" | "userId" | "petName" | "subscriptionPrice" | "benefits" | "hiddenAt">;
  /** Its replay post is watchable (transcoded): until then the replay is not offered. */
  replayReady: boolean;
}

/** Whether the live's replay post is watchable: one probe of posts by its key, inside the live's query. */
export const replayReady = () =>
  sql<boolean>`coalesce((select ${posts.videoReady} from ${posts} where ${posts.id} = ${liveSessions.replayPostId}), false)`;

export async function findLiveWithCreator(db: DbOrTx, id: string): Promise<LiveWithCreator | undefined> {
  if (!/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(id)) return undefined;
  const [row] = await db
    .select({
      live: liveSessions,
      creator: {
        id: creatorProfiles.id,
        userId: creatorProfiles.userId,
        petName: creatorProfiles.petName,
        subscriptionPrice: creatorProfiles.subscriptionPrice,
        benefits: creatorProfiles.benefits,
        hiddenAt: creatorProfiles.hiddenAt,
      },
      replayReady: replayReady(),
    })
    .from(liveSessions)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, liveSessions.creatorProfileId))
    .where(eq(liveSessions.id, id))
    .limit(1);
  return row;
}

/** The reminder job of a live at this time (a new time is a new job; the old one finds the time changed and does nothing). */
async function sendReminder(tx: DbOrTx, jobs: JobQueue, live: Pick<LiveSession, "id" | "scheduledFor">) {
  if (!live.scheduledFor) return;
  const scheduledFor = live.scheduledFor.toISOString();
  await jobs.send(
    tx,
    "remind-fans-of-live",
    { liveSessionId: live.id, scheduledFor },
    { singletonKey: `${live.id}@${scheduledFor}`, startAfter: new Date(live.scheduledFor.getTime() - LIVE_REMINDER_MINUTES * 60_000) },
  );
}

async function checkAudience(db: DbOrTx, profileId: string, audience: PostAudience | undefined) {
  if (audience?.kind === "tier") assertAudienceTier(audience, await loadTierLadder(db, profileId));
}

function assertFuture(when: Date | undefined, now = Date.now()) {
  if (when && when.getTime() < now - 60_000) throw badRequest(SCHEDULED_IN_THE_PAST);
}

export async function scheduleLive(
  deps: LiveDeps,
  input: {
    profile: Pick<CreatorProfile, "id" | "userId">;
    title: string;
    description?: string;
    thumbnailUrl?: string;
    scheduledFor: Date;
    audience: PostAudience;
    saveReplay: boolean;
  },
): Promise<LiveSession> {
  const { db, jobs } = deps;
  assertFuture(input.scheduledFor);
  await checkAudience(db, input.profile.id, input.audience);
  const thumbnailUrl = await acceptOptionalImageReference(deps, { reference: input.thumbnailUrl, ownerId: input.profile.userId });
  return db.transaction(async (tx) => {
    const [live] = await tx
      .insert(liveSessions)
      .values({
        creatorProfileId: input.profile.id,
        title: input.title,
        description: input.description ?? null,
        thumbnailUrl: thumbnailUrl ?? null,
        scheduledFor: input.scheduledFor,
        saveReplay: input.saveReplay,
        ...audienceKindColumns(input.audience),
      })
      .returning();
    await jobs.send(tx, "notify-fans-of-live", { liveSessionId: live!.id, notice: "scheduled" });
    await sendReminder(tx, jobs, live!);
    await publishToCreator(tx, input.profile, live!);
    return live!;
  });
}

function audienceKindColumns(audience: PostAudience) {
  const { audienceKind, audienceMinTierId } = audienceColumns(audience);
  return { audienceKind, audienceMinTierId };
}

/** The creator's own tabs hear of each change of their live. */
export function publishToCreator(tx: DbOrTx, creator: Pick<CreatorProfile, "id" | "userId">, live: Pick<LiveSession, "id" | "status">) {
  return publish(tx, [
    { userId: creator.userId, type: "live.status", data: { liveSessionId: live.id, creatorProfileId: creator.id, status: live.status } },
  ]);
}

export async function editLive(
  deps: LiveDeps,
  found: LiveWithCreator,
  changes: {
    title?: string;
    description?: string | null;
    thumbnailUrl?: string | null;
    scheduledFor?: Date;
    audience?: PostAudience;
    saveReplay?: boolean;
  },
): Promise<LiveSession> {
  const { db, jobs } = deps;
  const { live, creator } = found;
  // Whether the recording is kept may change until the live ends; the rest only before it starts.
  const onlyReplay = Object.entries(changes).every(([key, value]) => key === "saveReplay" || value === undefined);
  if (live.status !== "scheduled" && !(onlyReplay && live.status === "live")) throw conflict(LIVE_NOT_EDITABLE);
  assertFuture(changes.scheduledFor);
  await checkAudience(db, creator.id, changes.audience);
  const thumbnailUrl = await acceptOptionalImageReference(deps, { reference: changes.thumbnailUrl, ownerId: creator.userId });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(liveSessions)
      .set({
        title: changes.title,
        description: changes.description,
        thumbnailUrl,
        scheduledFor: changes.scheduledFor,
        saveReplay: changes.saveReplay,
        ...(changes.audience ? audienceKindColumns(changes.audience) : {}),
      })
      .where(and(eq(liveSessions.id, live.id), sql`${liveSessions.status} in ('scheduled', 'live')`))
      .returning();
    if (!updated || (updated.status !== "scheduled" && !onlyReplay)) throw conflict(LIVE_NOT_EDITABLE);
    if (changes.scheduledFor && changes.scheduledFor.getTime() !== live.scheduledFor?.getTime()) await sendReminder(tx, jobs, updated);
    await publishToCreator(tx, creator, updated);
    return updated;
  });
}

/** A scheduled live is canceled and its fans told; one that started is ended instead (409). */
export async function cancelLive(deps: Pick<LiveDeps, "db" | "jobs">, found: LiveWithCreator): Promise<LiveSession> {
  const { live, creator } = found;
  if (live.status === "canceled") return live;
  return deps.db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(liveSessions)
      .set({ status: "canceled", endedAt: sql`now()` })
      .where(and(eq(liveSessions.id, live.id), eq(liveSessions.status, "scheduled")))
      .returning();
    if (!canceled) throw conflict("Only a scheduled live can be canceled: end a live that started");
    await deps.jobs.send(tx, "notify-fans-of-live", { liveSessionId: live.id, notice: "canceled" });
    await publishToCreator(tx, creator, canceled);
    return canceled;
  });
}

/** The reminder's job: only for a live still scheduled at the time the job was sent for. */
export async function remindFansOfLive(db: Db, liveSessionId: string, scheduledFor: string): Promise<number> {
  const [live] = await db.select().from(liveSessions).where(eq(liveSessions.id, liveSessionId)).limit(1);
  if (!live || live.status !== "scheduled" || live.scheduledFor?.toISOString() !== scheduledFor) return 0;
  return notifyFansOfLive(db, liveSessionId, "reminder");
}

export function liveNotFound() {
  return notFound(LIVE_NOT_FOUND);
}
