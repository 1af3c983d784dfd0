/**
 * The parameters of a request as Stripe reads them: form decoding of nested keys
 * (items[0][price_data][unit_amount]) and reading one parameter with Stripe's errors.
 */
import { invalid } from "./errors";

export type Params = { [key: string]: ParamValue };
type ParamValue = string | Params | ParamValue[];

// ---------- Form decoding ----------

/** Decodes a[b][0][c]=v pairs into nested objects; objects whose keys are all indexes become arrays. */
export function decodeParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = key.split("[");
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ""))];
    let node: Params = root;
    path.forEach((segment, i) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
      } else {
        if (typeof node[name] !== "object") node[name] = {};
        node = node[name] as Params;
      }
    });
  }
  return arraysFromIndexes(root) as Params;
}

function arraysFromIndexes(value: ParamValue): ParamValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k])]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  }
  return converted;
}

// ---------- Parameter reading ----------

export function checkKnown(params: Params, known: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) throw invalid(`Received unknown parameter: ${key}`, { code: "parameter_unknown", param: key });
  }
}

export function text(params: Params, key: string, required: true): string;
export function text(params: Params, key: string, required?: false): string | undefined;
export function text(params: Params, key: string, required = false): string | undefined {
  const value = params[key];
  if (value === undefined || value === "") {
    if (required) throw invalid(`Missing required param: ${key}.`, { code: "parameter_missing", param: key });
    return undefined;
  }
  if (typeof value !== "string") throw invalid(`Invalid string: ${key}`, { code: "parameter_invalid_string", param: key });
  return value;
}

export function integer(params: Params, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, { code: "parameter_invalid_integer", param: key });
  return Number(value);
}

export function flag(params: Params, key: string): boolean | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, { code: "parameter_invalid_boolean", param: key });
  return value === "true";
}

export function hash(params: Params, key: string): Params | undefined {
  const value = params[key];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw invalid(`Invalid object`, { code: "parameter_invalid_object", param: key });
  return value;
}

export function metadataOf(params: Params): Record<string, string> {
  const metadata = hash(params, "metadata") ?? {};
  return Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)]));
}

export function expandOf(params: Params): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) throw invalid("Invalid array", { param: "expand" });
  return value as string[];
}
