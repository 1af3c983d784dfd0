/**
 * Page state kept in the address (?q=, ?category=, ?thread=…), so a search or an
 * opened item can be linked to, reloaded and undone with the browser's Back.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { SEARCH_DEBOUNCE_MS } from "./use-debounced-value";

/** New values for some params; blank, null or undefined removes one. */
export type ParamChanges = Record<string, string | null | undefined>;

/** `params` with `changes` applied (pure; the order of untouched params is kept). */
export function applyParamChanges(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    const text = value?.trim();
    if (text) next.set(name, text);
    else next.delete(name);
  }
  return next;
}

/**
 * The current page's query parameters, and a setter that changes some of them.
 * Filters replace the history entry (`replace: true`, the default); opening
 * something pushes one, so Back closes it.
 */
export function useUrlParams() {
  const [params, setSearchParams] = useSearchParams();
  const setParams = useCallback(
    (changes: ParamChanges, { replace = true }: { replace?: boolean } = {}) =>
      setSearchParams((current) => applyParamChanges(current, changes), { replace }),
    [setSearchParams],
  );
  return [params, setParams] as const;
}

/**
 * A search box bound to the URL param `name`: the box follows typing at once and
 * the URL (and so the search) once typing pauses; a change of the URL from
 * elsewhere (a link, the header search, Back) replaces the box's text.
 */
export function useUrlSearchText(name = "q", delayMs = SEARCH_DEBOUNCE_MS) {
  const [params, setParams] = useUrlParams();
  const urlValue = params.get(name) ?? "";
  const [text, setText] = useState(urlValue);
  /** What the URL says (or was last told), to tell our own writes from changes made elsewhere. */
  const known = useRef(urlValue);

  useEffect(() => {
    if (urlValue !== known.current) {
      known.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  const write = useEffectEvent((value: string) => {
    known.current = value;
    setParams({ [name]: value });
  });
  // A pause in typing writes the text. Any change (typing, or the URL's text
  // arriving) cancels the pending write, so an older text never overwrites a newer URL.
  useEffect(() => {
    const value = text.trim();
    if (value === known.current.trim()) return;
    const timer = setTimeout(() => write(value), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return { text, setText, value: urlValue.trim() };
}

/**
 * Something opened in place by its id in the URL (?thread=<id>, ?item=<id>):
 * `open` adds the param as a new history entry, `close` goes back to that
 * entry's page when it was opened here, else removes the param (a deep link).
 */
export function useOpenParam(name: string) {
  const [params, setParams] = useUrlParams();
  const openId = params.get(name) || null;
  /** The id this page opened with a history entry of its own (not one a link or the header search opened). */
  const openedHere = useRef<string | null>(null);

  useEffect(() => {
    if (openId !== openedHere.current) openedHere.current = null;
  }, [openId]);

  const open = useCallback(
    (id: string) => {
      openedHere.current = id;
      setParams({ [name]: id }, { replace: false });
    },
    [name, setParams],
  );
  const close = useCallback(() => {
    if (openId !== null && openedHere.current === openId) {
      openedHere.current = null;
      window.history.back();
    } else {
      setParams({ [name]: undefined });
    }
  }, [name, openId, setParams]);

  return { openId, open, close };
}
