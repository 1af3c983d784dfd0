// @vitest-environment jsdom
/** A button that opens a form: a visitor is asked to sign in at once, a signed-in person gets the form. */
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "@/lib/lazy-part";
import { testUser, useTestRoot, withSignedIn } from "@/test/render";
import { FormDialogAction, type FormDialogProps } from "./form-dialog-action";

const mounted = useTestRoot();

const PROMPT = {
  title: "Create New Thread",
  description: "Start a discussion with the community",
  message: "Please log in to create a thread",
  returnTo: "/community",
};

function formDialog() {
  const load = vi.fn(async () => (props: FormDialogProps) => (props.open ? <div role="dialog" aria-label="The form" /> : null));
  return { load, part: lazyPart(load) };
}

const button = () => mounted.container.querySelector("button")!;
const prompt = () => document.querySelector("dialog");

describe("FormDialogAction", () => {
  it("asks a visitor to sign in, in a dialog titled as the form's, without loading the form", async () => {
    const form = formDialog();
    mounted.render(withSignedIn(null, <FormDialogAction formDialog={form.part} signInPrompt={PROMPT}>New Thread</FormDialogAction>));
    expect(prompt()!.open).toBe(false);
    act(() => button().click());
    const dialog = prompt()!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)!.textContent).toBe("Create New Thread");
    expect(dialog.textContent).toContain("Please log in to create a thread");
    expect(dialog.querySelector("a")!.getAttribute("href")).toContain("returnTo=%2Fcommunity");
    act(() => dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect(prompt()!.open).toBe(false);
    expect(form.load).not.toHaveBeenCalled();
  });

  it("opens the form for a signed-in person", async () => {
    const form = formDialog();
    mounted.render(withSignedIn(testUser, <FormDialogAction formDialog={form.part} signInPrompt={PROMPT}>New Thread</FormDialogAction>));
    await act(async () => button().click());
    expect(form.load).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="dialog"][aria-label="The form"]')).not.toBeNull();
    expect(prompt()!.open).toBe(false);
  });
});
