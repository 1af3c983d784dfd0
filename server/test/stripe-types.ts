/**
 * Stripe's object types as the pinned `stripe` package declares them, read from
 * its declaration files at run time, so a test can hold any object against them:
 * every field an interface requires (no `?`) is present, null only where the
 * type says `| null`, a number, string or boolean where it says so, and an enum
 * field (a union of string literals, `OtherString` aside) holds one of them;
 * nested objects, arrays and lists (`ApiList<…>`) are checked the same way.
 * Expandable fields (`string | Customer`) are checked only when expanded.
 * An event is checked against the interface whose `type` is its type
 * (ChargeSucceededEvent for "charge.succeeded"), and so its data.object too.
 */
import fs from "node:fs";
import path from "node:path";

interface Field {
  name: string;
  optional: boolean;
  type: string;
}
interface Declared {
  fields: Field[];
  extends: string[];
  /** The namespace path the interface sits in, for resolving names it uses. */
  scope: string[];
}

const interfaces = new Map<string, Declared>();
const literalUnions = new Map<string, string[]>();

const STRIPE_TYPES = path.resolve(import.meta.dirname, "../../node_modules/stripe/esm/resources");

function declarationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // V2 declares names of its own (EventBase, …) for another API: the v1 objects are all this checks.
    if (entry.isDirectory()) return entry.name === "V2" ? [] : declarationFiles(full);
    return entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Splits a type at its top-level `|` (not inside <…>, (…) or {…}). */
function unionParts(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of type) {
    if ("<({[".includes(char)) depth++;
    if (">)}]".includes(char)) depth--;
    if (char === "|" && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

function parseFile(file: string): void {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  // Each open brace: what it opened (a namespace, an interface, or anything else). A file in a
  // folder declares inside the folder's namespace (FinancialConnections/Accounts.d.ts: FinancialConnections.Account).
  const folders = path.relative(STRIPE_TYPES, path.dirname(file)).split(path.sep).filter(Boolean);
  const stack: { kind: "namespace" | "interface" | "other"; name: string }[] = folders.map((name) => ({ kind: "namespace", name }));
  let inComment = false;
  let pendingType: { name: string; text: string } | null = null;
  const namespacePath = () => stack.filter((s) => s.kind === "namespace").map((s) => s.name);
  for (const raw of lines) {
    const line = raw.trim();
    if (inComment) {
      if (line.includes("*/")) inComment = false;
      continue;
    }
    if (line.startsWith("/**") || line.startsWith("/*")) {
      if (!line.includes("*/")) inComment = true;
      continue;
    }
    if (line.startsWith("//") || line === "") continue;
    if (pendingType) {
      pendingType.text += ` ${line}`;
      if (line.endsWith(";")) {
        recordType(pendingType.name, pendingType.text);
        pendingType = null;
      }
      continue;
    }
    const top = stack[stack.length - 1];
    const typeMatch = /^(?:export )?(?:declare )?type (\w+)(?:<[^=]*>)? = (.*)$/.exec(line);
    if (typeMatch && (!top || top.kind === "namespace")) {
      const name = [...namespacePath(), typeMatch[1]!].join(".");
      if (typeMatch[2]!.endsWith(";")) recordType(name, typeMatch[2]!);
      else pendingType = { name, text: typeMatch[2]! };
      continue;
    }
    const namespaceMatch = /^(?:export )?(?:declare )?namespace (\w+) \{$/.exec(line);
    if (namespaceMatch) {
      stack.push({ kind: "namespace", name: namespaceMatch[1]! });
      continue;
    }
    const interfaceMatch = /^(?:export )?interface (\w+)(?:<[^>]*>)?(?: extends (.+))? \{$/.exec(line);
    if (interfaceMatch && (!top || top.kind === "namespace")) {
      const scope = namespacePath();
      const name = [...scope, interfaceMatch[1]!].join(".");
      interfaces.set(name, {
        fields: [],
        extends: interfaceMatch[2] ? interfaceMatch[2].split(",").map((s) => s.trim()) : [],
        scope,
      });
      stack.push({ kind: "interface", name });
      continue;
    }
    if (top?.kind === "interface") {
      const fieldMatch = /^(\w+)(\??): (.+);$/.exec(line);
      if (fieldMatch) {
        interfaces.get(top.name)!.fields.push({ name: fieldMatch[1]!, optional: fieldMatch[2] === "?", type: fieldMatch[3]! });
        continue;
      }
    }
    const opens = (line.match(/\{/g) ?? []).length;
    const closes = (line.match(/\}/g) ?? []).length;
    for (let i = 0; i < closes - opens; i++) stack.pop();
    for (let i = 0; i < opens - closes; i++) stack.push({ kind: "other", name: "" });
  }

  function recordType(name: string, text: string): void {
    const parts = unionParts(text.replace(/;$/, ""));
    const literals = parts.filter((p) => /^'[^']*'$/.test(p)).map((p) => p.slice(1, -1));
    if (literals.length > 0 && literals.length + parts.filter((p) => p === "OtherString").length === parts.length) {
      literalUnions.set(name, literals);
    }
  }
}

let loaded = false;
function load(): void {
  if (loaded) return;
  for (const file of declarationFiles(STRIPE_TYPES)) parseFile(file);
  loaded = true;
}

/** Resolves a type name used inside `scope` (Stripe's names are relative to the enclosing namespaces). */
function resolve<T>(map: Map<string, T>, name: string, scope: string[]): { name: string; value: T } | undefined {
  for (let i = scope.length; i >= 0; i--) {
    const full = [...scope.slice(0, i), name].join(".");
    const value = map.get(full);
    if (value !== undefined) return { name: full, value };
  }
  return undefined;
}

function allFields(name: string): { fields: Field[]; scope: string[] } {
  const declared = interfaces.get(name);
  if (!declared) return { fields: [], scope: [] };
  const inherited = declared.extends.flatMap((base) => {
    const found = resolve(interfaces, base, declared.scope);
    return found ? allFields(found.name).fields : [];
  });
  // Own fields override inherited ones of the same name.
  const own = new Set(declared.fields.map((f) => f.name));
  return { fields: [...inherited.filter((f) => !own.has(f.name)), ...declared.fields], scope: [...declared.scope, name.split(".").pop()!] };
}

function checkValue(value: unknown, type: string, scope: string[], at: string, problems: string[]): void {
  const parts = unionParts(type);
  const nullable = parts.includes("null");
  const types = parts.filter((p) => p !== "null");
  if (value === null) {
    if (!nullable) problems.push(`${at}: null, but the type is ${type}`);
    return;
  }
  if (value === undefined) return;
  const literals = types.filter((p) => /^'[^']*'$/.test(p)).map((p) => p.slice(1, -1));
  const enumValues = [
    ...literals,
    ...types.flatMap((p) => resolve(literalUnions, p, scope)?.value ?? []),
  ];
  const primitive = types.filter((p) => ["string", "number", "boolean"].includes(p));
  const objectTypes = types.filter((p) => /^[A-Z][\w.]*$/.test(p) && resolve(interfaces, p, scope));
  if (enumValues.length > 0 && primitive.length === 0 && objectTypes.length === 0) {
    // An enum open to new values (`| OtherString`) is still checked against the values this version names.
    if (!enumValues.includes(value as string)) problems.push(`${at}: ${JSON.stringify(value)} is not one of ${enumValues.join(", ")}`);
    return;
  }
  if (typeof value !== "object") {
    const okPrimitive = primitive.includes(typeof value) || (typeof value === "string" && enumValues.includes(value));
    const onlyKnown = types.every((p) => ["string", "number", "boolean"].includes(p) || /^'[^']*'$/.test(p) || objectTypes.includes(p));
    if (!okPrimitive && onlyKnown) problems.push(`${at}: ${JSON.stringify(value)} is not ${type}`);
    return;
  }
  if (Array.isArray(value)) {
    const arrayType = types.map((p) => /^Array<(.+)>$/.exec(p)?.[1]).find(Boolean);
    if (arrayType) value.forEach((element, i) => checkValue(element, arrayType, scope, `${at}[${i}]`, problems));
    return;
  }
  const listType = types.map((p) => /^ApiList<(.+)>$/.exec(p)?.[1]).find(Boolean);
  if (listType) {
    const list = value as { object?: unknown; data?: unknown };
    if (list.object !== "list" || !Array.isArray(list.data)) problems.push(`${at}: not a list`);
    else list.data.forEach((element, i) => checkValue(element, listType, scope, `${at}.data[${i}]`, problems));
    return;
  }
  const target = objectTypes[0];
  if (target) checkObject(value as Record<string, unknown>, resolve(interfaces, target, scope)!.name, at, problems);
}

function checkObject(object: Record<string, unknown>, interfaceName: string, at: string, problems: string[]): void {
  const { fields, scope } = allFields(interfaceName);
  for (const field of fields) {
    const value = object[field.name];
    if (value === undefined) {
      if (!field.optional) problems.push(`${at}.${field.name}: missing (${interfaceName} requires it)`);
      continue;
    }
    checkValue(value, field.type, scope, `${at}.${field.name}`, problems);
  }
}

/** The interface an object of this `object` value is declared by ("charge" → Charge). */
function interfaceForObject(objectName: string): string | undefined {
  load();
  for (const [name, declared] of interfaces) {
    if (name.includes(".")) continue;
    if (declared.fields.some((f) => f.name === "object" && f.type === `'${objectName}'`)) return name;
  }
  return undefined;
}

/** What is wrong with a Stripe-shaped object, by its `object` field; empty when it matches its type. */
export function stripeTypeProblems(object: { object: string } & Record<string, unknown>): string[] {
  load();
  const problems: string[] = [];
  if (object.object === "event") {
    const type = object.type as string;
    const eventInterface = [...interfaces.entries()].find(
      ([name, declared]) => !name.includes(".") && declared.fields.some((f) => f.name === "type" && f.type === `'${type}'`),
    )?.[0];
    if (!eventInterface) return [`event: no event type ${JSON.stringify(type)} in this API version`];
    checkObject(object, eventInterface, `event(${type})`, problems);
    return problems;
  }
  const name = interfaceForObject(object.object);
  if (!name) return [`no Stripe type has object ${JSON.stringify(object.object)}`];
  checkObject(object, name, object.object, problems);
  return problems;
}
