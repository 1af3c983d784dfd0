/**
 * The configuration's safety rules: production refuses the built-in sign-in
 * provider, the built-in test payments and the built-in mail outbox unless each is explicitly allowed;
 * payments use Stripe with all three keys, else the test provider.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const STRIPE = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const MAIL = { SMTP_URL: "smtp://mailer:secret@smtp.example.test:587" };
const PRODUCTION = { NODE_ENV: "production", OIDC_ISSUER_URL: "https://accounts.example.test", ...MAIL };

describe("payments configuration", () => {
  it("uses the test provider when no Stripe key is set", () => {
    expect(loadConfig({}).payments).toEqual({ stripe: undefined, allowTestPayments: false });
  });

  it("uses Stripe with all three keys, and STRIPE_API_BASE as the SDK's host, port and protocol", () => {
    expect(loadConfig(STRIPE).payments.stripe).toEqual({
      secretKey: "sk_test_x",
      publishableKey: "pk_test_x",
      webhookSecret: "whsec_x",
      apiBase: undefined,
    });
    expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: "http://127.0.0.1:12111" }).payments.stripe?.apiBase).toEqual({
      protocol: "http",
      host: "127.0.0.1",
      port: 12111,
    });
    expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: "https://stripe.internal" }).payments.stripe?.apiBase).toEqual({
      protocol: "https",
      host: "stripe.internal",
      port: 443,
    });
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_BASE: "not a url" })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_BASE: "ftp://x" })).toThrow(/STRIPE_API_BASE/);
  });

  it("refuses some but not all of the Stripe keys, naming the missing ones", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together \(missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET\)/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toThrow(/missing: STRIPE_WEBHOOK_SECRET/);
  });

  it("refuses the test provider in production unless ALLOW_TEST_PAYMENTS=true", () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/needs a real payment provider/);
    expect(() => loadConfig({ ...PRODUCTION, ALLOW_TEST_PAYMENTS: "false" })).toThrow(/ALLOW_TEST_PAYMENTS=true/);
    expect(loadConfig({ ...PRODUCTION, ALLOW_TEST_PAYMENTS: "true" }).payments).toEqual({ stripe: undefined, allowTestPayments: true });
    expect(loadConfig({ ...PRODUCTION, ...STRIPE }).payments.stripe?.secretKey).toBe("sk_test_x");
  });
});

describe("mail configuration", () => {
  const PRODUCTION_REST = { NODE_ENV: "production", OIDC_ISSUER_URL: "https://accounts.example.test", ...STRIPE };

  it("keeps mail in the built-in outbox when no SMTP_URL is set, from PawFans at the public host", () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: "PawFans <no-reply@localhost.localhost>", allowLocalMail: false });
    expect(loadConfig({ PUBLIC_URL: "https://pawfans.example.com" }).mail.from).toBe("PawFans <no-reply@pawfans.example.com>");
  });

  it("sends through SMTP_URL from MAIL_FROM, and refuses a URL that is not smtp:// or smtps://", () => {
    expect(loadConfig({ ...MAIL, MAIL_FROM: "PawFans <hello@pawfans.example.com>" }).mail).toEqual({
      smtpUrl: "smtp://mailer:secret@smtp.example.test:587",
      from: "PawFans <hello@pawfans.example.com>",
      allowLocalMail: false,
    });
    expect(loadConfig({ SMTP_URL: "smtps://u:p@smtp.example.test:465" }).mail.smtpUrl).toBe("smtps://u:p@smtp.example.test:465");
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL must be a URL/);
    expect(() => loadConfig({ SMTP_URL: "https://smtp.example.test" })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it("refuses the built-in outbox in production unless ALLOW_LOCAL_MAIL=true", () => {
    expect(() => loadConfig(PRODUCTION_REST)).toThrow(/needs a mail server \(SMTP_URL/);
    expect(() => loadConfig({ ...PRODUCTION_REST, ALLOW_LOCAL_MAIL: "false" })).toThrow(/ALLOW_LOCAL_MAIL=true/);
    expect(loadConfig({ ...PRODUCTION_REST, ALLOW_LOCAL_MAIL: "true" }).mail).toMatchObject({ smtpUrl: undefined, allowLocalMail: true });
    expect(loadConfig({ ...PRODUCTION_REST, ...MAIL }).mail.smtpUrl).toBe(MAIL.SMTP_URL);
  });
});

describe("public cache configuration", () => {
  it("keeps anonymous public answers for 2 seconds unless PUBLIC_CACHE_SECONDS says otherwise; 0 turns it off", () => {
    expect(loadConfig({}).publicCacheSeconds).toBe(2);
    expect(loadConfig({ PUBLIC_CACHE_SECONDS: "5" }).publicCacheSeconds).toBe(5);
    expect(loadConfig({ PUBLIC_CACHE_SECONDS: "0" }).publicCacheSeconds).toBe(0);
  });

  it("refuses a negative, fractional or hour-long cache time", () => {
    expect(() => loadConfig({ PUBLIC_CACHE_SECONDS: "-1" })).toThrow(/PUBLIC_CACHE_SECONDS/);
    expect(() => loadConfig({ PUBLIC_CACHE_SECONDS: "1.5" })).toThrow(/PUBLIC_CACHE_SECONDS/);
    expect(() => loadConfig({ PUBLIC_CACHE_SECONDS: "3600" })).toThrow(/PUBLIC_CACHE_SECONDS/);
  });
});

describe("upload storage quota", () => {
  it("lets each person keep 20 GB unless UPLOAD_QUOTA_GB says otherwise, in GB of 1024 MB", () => {
    expect(loadConfig({}).uploadStorageQuotaBytes).toBe(20 * 1024 ** 3);
    expect(loadConfig({ UPLOAD_QUOTA_GB: "0.5" }).uploadStorageQuotaBytes).toBe(512 * 1024 ** 2);
  });

  it("refuses a quota of nothing or of no number", () => {
    expect(() => loadConfig({ UPLOAD_QUOTA_GB: "0" })).toThrow(/UPLOAD_QUOTA_GB/);
    expect(() => loadConfig({ UPLOAD_QUOTA_GB: "lots" })).toThrow(/UPLOAD_QUOTA_GB/);
  });
});

describe("sign-in configuration", () => {
  const PRODUCTION_PAYMENTS = { NODE_ENV: "production", ...STRIPE, ...MAIL };

  it("refuses the built-in sign-in provider in production unless ALLOW_DEV_SIGN_IN=true", () => {
    expect(() => loadConfig(PRODUCTION_PAYMENTS)).toThrow(/needs a real sign-in provider \(OIDC_ISSUER_URL\)/);
    for (const no of ["false", "0", "no", "off", ""]) {
      expect(() => loadConfig({ ...PRODUCTION_PAYMENTS, ALLOW_DEV_SIGN_IN: no }), no).toThrow(/ALLOW_DEV_SIGN_IN=true/);
    }
    expect(loadConfig({ ...PRODUCTION_PAYMENTS, ALLOW_DEV_SIGN_IN: "true" }).allowDevSignIn).toBe(true);
    expect(loadConfig({ ...PRODUCTION_PAYMENTS, OIDC_ISSUER_URL: "https://accounts.example.test" }).oidc.issuerUrl).toBe(
      "https://accounts.example.test",
    );
  });

  it("refuses ADMIN_EMAILS with the built-in sign-in in production: it asserts any typed address as verified", () => {
    const devSignIn = { ...PRODUCTION_PAYMENTS, ALLOW_DEV_SIGN_IN: "true" };
    expect(() => loadConfig({ ...devSignIn, ADMIN_EMAILS: "boss@pets.test" })).toThrow(/ADMIN_EMAILS cannot be used with the built-in development sign-in/);
    expect(loadConfig({ ...devSignIn, ADMIN_EMAILS: " " }).adminEmails).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, ...STRIPE, ADMIN_EMAILS: "boss@pets.test" }).adminEmails).toEqual(["boss@pets.test"]);
    expect(loadConfig({ NODE_ENV: "development", ADMIN_EMAILS: "boss@pets.test" }).adminEmails).toEqual(["boss@pets.test"]);
  });

  it("allows both built-in providers outside production", () => {
    const config = loadConfig({ NODE_ENV: "development" });
    expect(config.oidc.issuerUrl).toBeUndefined();
    expect(config.payments.stripe).toBeUndefined();
  });

  it("ends sessions SESSION_LIFETIME_DAYS (30 by default) after sign-in", () => {
    const day = 24 * 60 * 60 * 1000;
    expect(loadConfig({}).sessionLifetimeMs).toBe(30 * day);
    expect(loadConfig({ SESSION_LIFETIME_DAYS: "7" }).sessionLifetimeMs).toBe(7 * day);
    expect(() => loadConfig({ SESSION_LIFETIME_DAYS: "0" })).toThrow(/SESSION_LIFETIME_DAYS/);
  });
});

describe("video transcoding", () => {
  it("uses the packaged ffmpeg and ffprobe and one transcode at a time unless FFMPEG_PATH, FFPROBE_PATH and TRANSCODE_CONCURRENCY say otherwise", () => {
    expect(loadConfig({}).video).toEqual({ ffmpegPath: undefined, ffprobePath: undefined, transcodeConcurrency: 1 });
    expect(loadConfig({ FFMPEG_PATH: "/usr/bin/ffmpeg", FFPROBE_PATH: " /usr/bin/ffprobe ", TRANSCODE_CONCURRENCY: "2" }).video).toEqual({
      ffmpegPath: "/usr/bin/ffmpeg",
      ffprobePath: "/usr/bin/ffprobe",
      transcodeConcurrency: 2,
    });
  });

  it("refuses no transcodes at all, or a fractional count", () => {
    expect(() => loadConfig({ TRANSCODE_CONCURRENCY: "0" })).toThrow(/TRANSCODE_CONCURRENCY/);
    expect(() => loadConfig({ TRANSCODE_CONCURRENCY: "1.5" })).toThrow(/TRANSCODE_CONCURRENCY/);
  });
});
