/**
 * Starts the three servers the browser tests use, once per run:
 * - "fresh": an empty database (no demo content), for journeys whose every
 *   record the test itself creates, so what they see is deterministic;
 * - "demo": the demo content, for Explore's tabs and the route screenshots;
 * - "payments": an empty database of its own for the payments journey, whose
 *   test clock moves the billing of the whole server forward (renewals, period
 *   ends), which must not shift other journeys' payments into later months.
 */
import type { TestProject } from "vitest/node";
import { removeBuildSnapshot, snapshotBuild, startAppServer } from "./app-server";
import { DEMO_STAFF_EMAIL, STAFF_EMAIL } from "./people";

declare module "vitest" {
  export interface ProvidedContext {
    freshBaseUrl: string;
    demoBaseUrl: string;
    paymentsBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const entry = snapshotBuild();
  const started = await Promise.allSettled([
    startAppServer({ entry, name: "fresh", seedDemo: false, adminEmails: [STAFF_EMAIL] }),
    startAppServer({ entry, name: "demo", seedDemo: true, adminEmails: [DEMO_STAFF_EMAIL] }),
    startAppServer({ entry, name: "payments", seedDemo: false, adminEmails: [STAFF_EMAIL] }),
  ]);
  const [fresh, demo, payments] = started.map((result) => (result.status === "fulfilled" ? result.value : null));
  if (!fresh || !demo || !payments) {
    // One did not start: stop the others before reporting why.
    await Promise.all([fresh?.stop(), demo?.stop(), payments?.stop()]);
    removeBuildSnapshot();
    throw started.find((result) => result.status === "rejected")!.reason;
  }
  project.provide("freshBaseUrl", fresh.baseUrl);
  project.provide("demoBaseUrl", demo.baseUrl);
  project.provide("paymentsBaseUrl", payments.baseUrl);
  return async () => {
    await Promise.all([fresh.stop(), demo.stop(), payments.stop()]);
    removeBuildSnapshot();
  };
}
