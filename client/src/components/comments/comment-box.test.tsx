// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { useTestRoot } from "@/test/render";
import { CommentBox } from "./comment-box";

const mounted = useTestRoot();

const box = () => mounted.container.querySelector("textarea")!;
const postButton = () => mounted.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Types into the box as a person does (React listens to the input event). */
async function type(text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(box(), text);
    box().dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    postButton().form!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("CommentBox", () => {
  it("keeps 'Post Comment' disabled while the box is blank or whitespace only", async () => {
    mounted.render(<CommentBox pending={false} onPost={vi.fn()} />);
    expect(postButton().textContent).toBe("Post Comment");
    expect(postButton().disabled).toBe(true);
    await type("   ");
    expect(postButton().disabled).toBe(true);
    await type("Good boy");
    expect(postButton().disabled).toBe(false);
  });

  it("posts the trimmed text and clears the box when the caller says it is saved", async () => {
    const onPost = vi.fn((_input: { content: string }, clear: () => void) => clear());
    mounted.render(<CommentBox pending={false} onPost={onPost} />);
    await type("  So fluffy!  ");
    await submit();
    expect(onPost).toHaveBeenCalledTimes(1);
    expect(onPost.mock.calls[0]![0]).toEqual({ content: "So fluffy!" });
    expect(box().value).toBe("");
  });

  it("shows 'Posting...' and stays disabled while pending", () => {
    mounted.render(<CommentBox pending onPost={vi.fn()} />);
    expect(postButton().textContent).toBe("Posting...");
    expect(postButton().disabled).toBe(true);
  });
});
