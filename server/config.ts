/**
 * Every environment variable the server reads, parsed once. Nothing else in the
 * server reads process.env. Defaults give the embedded mode: embedded Postgres,
 * the built-in sign-in provider and local-disk storage under DATA_DIR.
 */
import path from "node:path";
import { z } from "zod";
import { GB } from "@shared/constants/uploads";

const boolean = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : !["0", "false", "no", "off"].includes(v.toLowerCase())));

const optional = () =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().optional().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  PUBLIC_URL: optional(),
  DATA_DIR: z.string().optional().default(".data"),
  DATABASE_URL: optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECRET: optional(),
  SESSION_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OIDC_ISSUER_URL: optional(),
  OIDC_CLIENT_ID: optional(),
  OIDC_CLIENT_SECRET: optional(),
  ADMIN_EMAILS: z.string().optional().default(""),
  TRUST_PROXY: boolean(false),
  SEED_DEMO: boolean(true),
  GCS_BUCKET: optional(),
  GCS_PROJECT_ID: optional(),
  GCS_CREDENTIALS_JSON: optional(),
  LOG_REQUESTS: boolean(false),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  UPLOAD_QUOTA_GB: z.coerce.number().positive().default(20),
  REDIS_URL: optional(),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(2),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  WORKERS: boolean(true),
  ALLOW_DEV_SIGN_IN: boolean(false),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  STRIPE_SECRET_KEY: optional(),
  STRIPE_PUBLISHABLE_KEY: optional(),
  STRIPE_WEBHOOK_SECRET: optional(),
  STRIPE_API_BASE: optional(),
  ALLOW_TEST_PAYMENTS: boolean(false),
  SMTP_URL: optional(),
  MAIL_FROM: optional(),
  ALLOW_LOCAL_MAIL: boolean(false),
  FFMPEG_PATH: optional(),
  FFPROBE_PATH: optional(),
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  RTMP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  MAX_LIVE_STREAMS: z.coerce.number().int().min(0).max(100).default(2),
  LIVE_LADDER: z
    .string()
    .optional()
    .default("720")
    .transform((v) => [...new Set(v.split(",").map((rung) => Number(rung.trim())))].sort((a, b) => b - a))
    .pipe(z.array(z.union([z.literal(720), z.literal(360)], { error: "LIVE_LADDER lists 720 and/or 360, e.g. 720,360" })).min(1)),
  LIVE_INGEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** Where the Stripe SDK sends its requests: Stripe itself unless STRIPE_API_BASE points at a stand-in. */
interface StripeApiBase {
  protocol: "http" | "https";
  host: string;
  port: number;
}

function parseStripeApiBase(value: string): StripeApiBase {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid configuration: STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, got "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error("Invalid configuration: STRIPE_API_BASE must be an http:// or https:// URL.");
  }
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443 };
}

function parseSmtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("Invalid configuration: SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587 or smtps://…:465.");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error("Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL.");
  }
  return value;
}

/** A From address needs a domain with a dot; localhost gets the .localhost one. */
const mailDomain = (hostname: string) => (hostname.includes(".") ? hostname : `${hostname}.localhost`);

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  // The built-in sign-in provider lets anyone sign in as anyone: never by accident in production.
  if (isProduction && !e.OIDC_ISSUER_URL && !e.ALLOW_DEV_SIGN_IN) {
    throw new Error(
      "Invalid configuration: NODE_ENV=production needs a real sign-in provider (OIDC_ISSUER_URL). " +
        "Set ALLOW_DEV_SIGN_IN=true to run the built-in development provider anyway.",
    );
  }
  // The built-in provider asserts every typed address as verified: with it, ADMIN_EMAILS would make an admin of whoever types one.
  if (isProduction && !e.OIDC_ISSUER_URL && e.ADMIN_EMAILS.trim()) {
    throw new Error(
      "Invalid configuration: ADMIN_EMAILS cannot be used with the built-in development sign-in in production " +
        "(anyone can sign in there as any address). Use a real sign-in provider (OIDC_ISSUER_URL) to have admins.",
    );
  }
  // Instances behind one load balancer must all accept each other's session cookies.
  if (isProduction && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new Error("Invalid configuration: SESSION_SECRET must be set in production (every instance needs the same one).");
  }
  // Stripe needs all three keys; some but not all is a mistake, not a reason to fall back to test payments.
  const stripeKeysSet = STRIPE_KEYS.filter((key) => e[key]);
  if (stripeKeysSet.length > 0 && stripeKeysSet.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((key) => !e[key]);
    throw new Error(
      `Invalid configuration: Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together (missing: ${missing.join(", ")}). ` +
        "Set all three for Stripe, or none for the built-in test payment provider.",
    );
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          /** Unset: api.stripe.com. Set: the offline stand-in the SDK talks to instead. */
          apiBase: e.STRIPE_API_BASE ? parseStripeApiBase(e.STRIPE_API_BASE) : undefined,
        }
      : undefined;
  // The built-in test payment provider takes fake cards and money that does not exist: never by accident in production.
  if (isProduction && !stripe && !e.ALLOW_TEST_PAYMENTS) {
    throw new Error(
      "Invalid configuration: NODE_ENV=production needs a real payment provider (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY " +
        "and STRIPE_WEBHOOK_SECRET). Set ALLOW_TEST_PAYMENTS=true to run the built-in test payment provider anyway.",
    );
  }
  // The built-in outbox sends nothing: in production nobody would get a receipt, and nobody would notice.
  if (isProduction && !e.SMTP_URL && !e.ALLOW_LOCAL_MAIL) {
    throw new Error(
      "Invalid configuration: NODE_ENV=production needs a mail server (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). " +
        "Set ALLOW_LOCAL_MAIL=true to keep every email in the built-in outbox (nothing is sent) anyway.",
    );
  }
  const smtpUrl = e.SMTP_URL ? parseSmtpUrl(e.SMTP_URL) : undefined;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const baseUrl = publicUrl.origin;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    /** The one canonical address: issuer, callback and upload URLs are built from it. */
    publicUrl: baseUrl,
    secureCookies: publicUrl.protocol === "https:",
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    database: {
      /** Unset: embedded PostgreSQL (PGlite) under dataDir. */
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      /** Real PostgreSQL only: a statement running longer is cancelled (0: no limit). */
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      /** Real PostgreSQL only: a transaction left idle longer is ended (0: no limit). */
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      /** Waiting longer than this for a free pooled connection fails the request. */
      acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
    },
    /** Unset: a random secret kept in dataDir, stable across restarts. */
    sessionSecret: e.SESSION_SECRET,
    /** A signed-in session ends this long after sign-in, however active (SESSION_LIFETIME_DAYS). */
    sessionLifetimeMs: e.SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000,
    oidc: {
      /** Unset: the built-in development provider mounted at /oidc. */
      issuerUrl: e.OIDC_ISSUER_URL,
      clientId: e.OIDC_CLIENT_ID ?? "pawfans",
      clientSecret: e.OIDC_CLIENT_SECRET,
    },
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO,
    storage: {
      /** Unset: local disk under dataDir/objects. */
      gcsBucket: e.GCS_BUCKET,
      gcsProjectId: e.GCS_PROJECT_ID,
      /** A service-account key as JSON; unset uses Application Default Credentials. */
      gcsCredentialsJson: e.GCS_CREDENTIALS_JSON,
    },
    /** The bytes one person may keep stored: their recorded media and uploads not yet cleaned up (UPLOAD_QUOTA_GB). */
    uploadStorageQuotaBytes: Math.round(e.UPLOAD_QUOTA_GB * GB),
    logRequests: e.LOG_REQUESTS,
    /** Writes to the API per signed-in user (or address) and minute. */
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    /** Reads per client address and minute, counted per instance: generous for people, a wall for scrapers. */
    readRateLimitPerMinute: e.READ_RATE_LIMIT_PER_MINUTE,
    /** Sign-in starts (GET /api/login) per client address and minute. */
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    /** Unset: rate-limit counters live in the database and the public cache in each process. */
    redisUrl: e.REDIS_URL,
    /**
     * How long an anonymous visitor's public answer (lists, profiles, threads …) is
     * reused for other anonymous visitors; 0 turns the public cache off.
     */
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    /**
     * How long an instance keeps a signed-in session and its person after reading them
     * (server/auth/session-cache.ts: every change drops them on every instance at once;
     * this bounds a lost notice); 0 reads them for every request.
     */
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    /** false (or the --no-worker flag): this instance serves HTTP and runs no background jobs. */
    runWorkers: e.WORKERS && !argv.includes("--no-worker"),
    /** The built-in sign-in provider was explicitly allowed in production. */
    allowDevSignIn: e.ALLOW_DEV_SIGN_IN,
    payments: {
      /** Set: Stripe bills the subscriptions. Unset: the built-in test payment provider (server/payments/test-provider). */
      stripe,
      /** The built-in test payment provider was explicitly allowed in production. */
      allowTestPayments: e.ALLOW_TEST_PAYMENTS,
    },
    mail: {
      /** Set: mail goes out through this SMTP server. Unset: the built-in outbox keeps every message (staff read them at /admin/mail). */
      smtpUrl,
      /** The From of every message (MAIL_FROM); unset: PawFans at the public URL's host. */
      from: e.MAIL_FROM ?? `PawFans <no-reply@${mailDomain(publicUrl.hostname)}>`,
      /** The built-in outbox was explicitly allowed in production. */
      allowLocalMail: e.ALLOW_LOCAL_MAIL,
    },
    video: {
      /** Unset: the binaries the @ffmpeg-installer/@ffprobe-installer packages carry. */
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      /** Transcodes one instance runs at once (each ffmpeg uses every core it gets). */
      transcodeConcurrency: e.TRANSCODE_CONCURRENCY,
    },
    live: {
      /** Unset: no RTMP ingest (browsers send over the WebSocket). Set: ffmpeg listens there for each live's encoder. */
      rtmpPort: e.RTMP_PORT,
      /** Lives one instance ingests at once (each is an ffmpeg encoding 720p: about half a core). */
      maxStreams: e.MAX_LIVE_STREAMS,
      /** The renditions written, highest first: 720 alone, or 720 and 360. */
      ladder: e.LIVE_LADDER,
      /** A live whose ingest is gone this long ends. */
      ingestTimeoutMs: e.LIVE_INGEST_TIMEOUT_SECONDS * 1000,
    },
  };
}
