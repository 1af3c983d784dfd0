/**
 * `cn()` lets a later Tailwind class win over a conflicting earlier one
 * (tailwind-merge). The library's default configuration describes every class
 * Tailwind can make, about 380 groups: most of its 7.5 KB in the shell every page
 * loads. This module writes `client/src/lib/class-merge-config.ts`, the default
 * configuration cut down to what the client's sources write:
 * - only the groups of the classes written in them;
 * - in those groups, the literal class names written in them. Tailwind itself
 *   makes only the classes it finds written out in the sources, so no other class
 *   can reach `cn()` and look right. Validators (`p-<number>`, `w-[…]`, colours)
 *   stay, so a new class of a known kind merges without writing the file again.
 *
 * `npm run build:class-merge` writes it. `class-merge-config.test.ts` fails when
 * the file no longer matches the sources, and checks that the app's classes merge
 * as they do with the full configuration.
 */
import fs from "node:fs";
import path from "node:path";
import { createTailwindMerge, getDefaultConfig, validators, type Config } from "tailwind-merge";

type MergeConfig = Config<string, string>;
type GroupId = string;

const root = path.join(import.meta.dirname, "..");
const SOURCES_DIR = path.join(root, "src");
export const CONFIG_FILE = path.join(root, "src/lib/class-merge-config.ts");

/** Every whitespace-separated word of every string literal and template text in the client's sources (tests aside). */
export function sourceWords(dir = SOURCES_DIR): Set<string> {
  const words = new Set<string>();
  const literal = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || path.join(dir, file) === CONFIG_FILE) continue;
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    for (const match of text.matchAll(literal)) {
      const body = (match[1] ?? match[2] ?? match[3] ?? "").replace(/\$\{[^}]*\}/g, " ");
      for (const word of body.split(/\s+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** The words of each group: tailwind-merge configured with that group alone keeps only the last of two such words. */
function groupMembership(words: Iterable<string>): Map<GroupId, string[]> {
  const full: MergeConfig = getDefaultConfig();
  const members = new Map<GroupId, string[]>();
  const withGroups = (classGroups: MergeConfig["classGroups"]) =>
    createTailwindMerge((): MergeConfig => ({ ...full, classGroups, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} }));
  // Arbitrary properties (a property and its value in square brackets) merge by the property, without a group.
  const mergeNoGroup = withGroups({});
  const candidates = [...words].filter((word) => /^[!-~]+$/.test(word) && mergeNoGroup(`${word} ${word}`) !== word);
  for (const group of Object.keys(full.classGroups) as GroupId[]) {
    const mergeOneGroup = withGroups({ [group]: full.classGroups[group] });
    const found = candidates.filter((word) => mergeOneGroup(`${word} ${word}`) === word);
    if (found.length) members.set(group, found);
  }
  return members;
}

/** The default configuration with only the groups and class names `words` use (conflicts between used groups kept). */
export function trimmedConfig(words: Iterable<string>): { config: MergeConfig; members: Map<GroupId, string[]> } {
  const full: MergeConfig = getDefaultConfig();
  const members = groupMembership(words);
  const used = (group: string) => members.has(group);
  const conflicts = (record: Record<string, readonly string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => used(group))
        .map(([group, others]) => [group, (others ?? []).filter(used)] as const)
        .filter(([, others]) => others.length > 0),
    );
  const names = baseClassNames(words);
  const classGroups = Object.fromEntries(
    Object.entries(full.classGroups)
      .filter(([group]) => used(group))
      .map(([group, definitions]) => [group, withoutUnusedNames(withThemeValues(definitions, full.theme), [], names)]),
  ) as MergeConfig["classGroups"];
  return {
    members,
    config: {
      ...full,
      // Written into the groups that use them (withThemeValues).
      theme: {},
      classGroups,
      conflictingClassGroups: conflicts(full.conflictingClassGroups),
      conflictingClassGroupModifiers: conflicts(full.conflictingClassGroupModifiers),
      postfixLookupClassGroups: (full.postfixLookupClassGroups ?? []).filter(used),
    },
  };
}

/** The class names without variants (`hover:`), importance (`!`), sign (`-`) or postfix (`/50`). */
function baseClassNames(words: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const word of words) {
    let depth = 0;
    let start = 0;
    for (let i = 0; i < word.length; i++) {
      if (word[i] === "[" || word[i] === "(") depth++;
      else if (word[i] === "]" || word[i] === ")") depth--;
      else if (word[i] === ":" && depth === 0) start = i + 1;
    }
    const name = word.slice(start).replace(/^!|!$/g, "").replace(/^-/, "");
    names.add(name);
    names.add(name.replace(/\/[^/]*$/, ""));
  }
  return names;
}

/** A group's definitions less the literal class names no source writes; validators stay. */
function withoutUnusedNames(definitions: readonly unknown[], prefix: string[], names: Set<string>): unknown[] {
  return definitions.flatMap((definition): unknown[] => {
    if (typeof definition === "string") return names.has([...prefix, definition].filter(Boolean).join("-")) ? [definition] : [];
    if (typeof definition === "function") return [definition];
    const nested = Object.entries(definition as Record<string, unknown[]>)
      .map(([key, inner]) => [key, withoutUnusedNames(inner, [...prefix, key], names)] as const)
      .filter(([, inner]) => inner.length > 0);
    return nested.length ? [Object.fromEntries(nested)] : [];
  });
}

type ThemeGetter = ((theme: unknown) => unknown) & { isThemeGetter: true; themeKey: string };
const isThemeGetter = (value: unknown): value is ThemeGetter =>
  typeof value === "function" && (value as Partial<ThemeGetter>).isThemeGetter === true;

/** The definitions with each theme value (`fromTheme("spacing")`) replaced by what the theme holds for it, as tailwind-merge reads it. */
function withThemeValues(definitions: readonly unknown[], theme: MergeConfig["theme"]): unknown[] {
  return definitions.flatMap((definition): unknown[] => {
    if (isThemeGetter(definition)) return withThemeValues(theme[definition.themeKey] ?? [], theme);
    if (typeof definition !== "object" || definition === null) return [definition];
    return [Object.fromEntries(Object.entries(definition).map(([key, inner]) => [key, withThemeValues(inner as unknown[], theme)]))];
  });
}

/** The TypeScript module exporting `config` as `classMergeConfig`. */
export function configSource(config: MergeConfig): string {
  const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const usedValidators = new Set<string>();
  const write = (value: unknown, indent: string): string => {
    if (typeof value === "function") {
      const name = validatorNames.get(value);
      if (!name) throw new Error(`tailwind-merge's configuration holds a function that is not one of its validators: ${String(value)}`);
      usedValidators.add(name);
      return name;
    }
    if (Array.isArray(value)) return `[${value.map((item) => write(item, indent)).join(", ")}]`;
    if (value && typeof value === "object") {
      const inner = `${indent}  `;
      const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${write(item, inner)},`);
      return entries.length ? `{\n${entries.join("\n")}\n${indent}}` : "{}";
    }
    return JSON.stringify(value);
  };
  const body = write(config, "");
  return [
    "// Written by `npm run build:class-merge` (client/build/class-merge-config.ts): tailwind-merge's default",
    "// configuration cut down to the class groups the client's sources use. Do not edit by hand.",
    'import { validators, type Config } from "tailwind-merge";',
    "",
    `const { ${[...usedValidators].sort().join(", ")} } = validators;`,
    "",
    "export const classMergeConfig = (): Config<string, string> => (" + body + ");",
    "",
  ].join("\n");
}

if (process.argv[1] === import.meta.filename) {
  const { config, members } = trimmedConfig(sourceWords());
  fs.writeFileSync(CONFIG_FILE, configSource(config));
  console.log(`${path.relative(process.cwd(), CONFIG_FILE)}: ${members.size} of ${Object.keys(getDefaultConfig().classGroups).length} class groups.`);
}
