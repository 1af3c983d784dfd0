/**
 * The stand-in's objects by id, its clock, and how an object is answered: includable
 * fields only when asked for, ids replaced by objects along expand[] paths.
 */
import crypto from "node:crypto";
import { invalid, noSuch } from "./errors";

/** Fields Stripe leaves out unless asked for with expand[], by object type. */
const INCLUDABLE: Record<string, readonly string[]> = {
  invoice: ["confirmation_secret", "payments"],
  charge: ["refunds"],
};

const ID_PREFIXES: Record<string, string> = {
  cus: "customer",
  prod: "product",
  price: "price",
  sub: "subscription",
  si: "subscription item",
  in: "invoice",
  inpay: "invoice payment",
  pi: "payment_intent",
  ch: "charge",
  re: "refund",
  dp: "dispute",
  po: "payout",
  acct: "account",
};

export const DAY = 86_400;

export function newId(prefix: string): string {
  return `${prefix}_1${crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "0")}`;
}

export class ObjectStore {
  readonly objects = new Map<string, { object: string }>();
  /** The card each saved payment method stands for. */
  readonly cards = new Map<string, string>();
  /** Changes waiting for their invoice to be paid (pending_if_incomplete), by invoice id. */
  readonly pendingUpdates = new Map<string, () => void>();
  /** Seconds the stand-in's clock runs ahead of the real one (renewals move it to the period's end). */
  clockOffset = 0;

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  lookup<T>(id: string, kind: string, param?: string): T {
    const found = this.objects.get(id);
    if (!found) throw noSuch(ID_PREFIXES[id.split("_")[0]] ?? kind, id, param);
    return found as T;
  }

  /** The object at a path's id, of the path's kind (404 otherwise). */
  get(id: string, kind: string): unknown {
    const found = this.objects.get(id);
    if (!found || found.object !== kind) throw noSuch(kind, id);
    return found;
  }

  save<T extends { id: string; object: string }>(value: T): T {
    this.objects.set(value.id, value);
    return value;
  }

  /** A stored object as answered: includable fields only when asked for, ids replaced by objects along expand paths. */
  render(value: unknown, paths: string[][]): unknown {
    if (value === null || typeof value !== "object") return value;
    const source = value as Record<string, unknown>;
    const includable = INCLUDABLE[String(source.object)] ?? [];
    const byField = new Map<string, string[][]>();
    for (const [head, ...rest] of paths) {
      if (!(head in source)) throw invalid(`This property cannot be expanded (${head}).`);
      byField.set(head, [...(byField.get(head) ?? []), rest]);
    }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(source)) {
      const rests = byField.get(key);
      if (!rests) {
        if (!includable.includes(key)) out[key] = structuredClone(field);
        continue;
      }
      out[key] = this.expandField(key, field, rests.filter((r) => r.length > 0), includable.includes(key));
    }
    return out;
  }

  private expandField(key: string, field: unknown, rests: string[][], includable: boolean): unknown {
    if (field === null) return null;
    if (typeof field === "string") {
      const target = this.objects.get(field);
      if (!target) throw invalid(`This property cannot be expanded (${key}).`);
      return this.render(target, rests);
    }
    if (typeof field !== "object") throw invalid(`This property cannot be expanded (${key}).`);
    const nested = field as Record<string, unknown>;
    if (nested.object === "list") {
      const inData = rests.map(([head, ...rest]) => {
        if (head !== "data") throw invalid(`This property cannot be expanded (${key}.${head}).`);
        return rest;
      });
      return { ...nested, data: (nested.data as unknown[]).map((item) => this.render(item, inData)) };
    }
    if (rests.length === 0 && !includable) throw invalid(`This property cannot be expanded (${key}).`);
    return this.render(nested, rests);
  }
}
