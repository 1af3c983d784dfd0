// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PawPrint } from "lucide-react";
import type { CurrentUser } from "@shared/api-types";
import { InitialsAvatar } from "@/components/initials-avatar";
import { AccountAvatar, accountFullName } from "./account-avatar";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function render(element: React.ReactElement) {
  await act(async () => root.render(element));
}

const user = (fields: Partial<CurrentUser>): CurrentUser => ({
  id: "u1",
  firstName: null,
  lastName: null,
  email: null,
  profileImageUrl: null,
  displayName: null,
  username: "",
  role: "member",
  isStaff: false,
  ...fields,
});

describe("an avatar without a picture", () => {
  it("shows the initials of first and last name", async () => {
    await render(<AccountAvatar user={user({ firstName: "Ada", lastName: "Lovelace", username: "ada" })} />);
    expect(container.textContent).toBe("AL");
  });

  it("takes the initials from the display name when there is no first or last name", async () => {
    await render(<AccountAvatar user={user({ displayName: "Maya Thompson", username: "maya_t" })} />);
    expect(container.textContent).toBe("MT");
  });

  it("takes them from the username, then from the email, when nothing else exists", async () => {
    await render(<AccountAvatar user={user({ username: "sunny_days" })} />);
    expect(container.textContent).toBe("SD");
    await render(<AccountAvatar user={user({ email: "mochi.lover@pawfans.test" })} />);
    expect(container.textContent).toBe("ML");
  });

  it("shows an icon, never a question mark, when there is no name at all", async () => {
    await render(<AccountAvatar user={user({})} />);
    expect(container.textContent).toBe("");
    expect(container.querySelector("svg")).not.toBeNull();
  });

  it("draws a pet's initials from its name, or the icon it is given", async () => {
    await render(<InitialsAvatar name={{ displayName: "Kiwi the Parrot" }} alt="Kiwi the Parrot" icon={PawPrint} />);
    expect(container.textContent).toBe("KT");
    await render(<InitialsAvatar name={{ displayName: "  " }} alt="" icon={PawPrint} />);
    expect(container.textContent).toBe("");
    expect(container.querySelector("svg.lucide-paw-print")).not.toBeNull();
  });
});

describe("the account menu's name", () => {
  it("is the full name, else the name the person is shown under", () => {
    expect(accountFullName(user({ firstName: "Ada", lastName: "Lovelace", displayName: "Countess" }))).toBe("Ada Lovelace");
    expect(accountFullName(user({ displayName: "Countess", username: "ada" }))).toBe("Countess");
    expect(accountFullName(user({ username: "ada" }))).toBe("ada");
  });
});
