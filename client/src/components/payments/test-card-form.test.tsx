// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestCardForm } from "./test-card-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
const payButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Types into a controlled input the way React notices. */
function type(element: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function render(onPay = vi.fn(), pending = false) {
  act(() => root.render(<TestCardForm priceLabel="$9.99/month" pending={pending} onPay={onPay} />));
  return onPay;
}

describe("the test card form", () => {
  it("says it is test mode and starts with the succeeding card", () => {
    render();
    expect(container.textContent).toContain(
      "Test mode — no real money moves. Use 4242 4242 4242 4242 to succeed, 4000 0000 0000 0002 to be declined, 4000 0000 0000 0341 to fail at the first renewal.",
    );
    expect(input("card-number").value).toBe("4242 4242 4242 4242");
    expect(input("card-expiry").value).toBe("12/34");
    expect(input("card-cvc").value).toBe("123");
    expect(payButton().textContent).toBe("Pay $9.99/month");
  });

  it("pays with the card as typed, grouped in fours", () => {
    const onPay = render();
    type(input("card-number"), "4000000000000002");
    expect(input("card-number").value).toBe("4000 0000 0000 0002");
    act(() => payButton().click());
    expect(onPay).toHaveBeenCalledWith("4000 0000 0000 0002");
  });

  it("refuses a mistyped card, a past expiry and a short CVC, saying why at each field", () => {
    const onPay = render();
    type(input("card-number"), "4242 4242 4242 4241");
    type(input("card-expiry"), "01/20");
    type(input("card-cvc"), "12");
    act(() => payButton().click());
    expect(onPay).not.toHaveBeenCalled();
    const alerts = [...container.querySelectorAll('[role="alert"]')].map((el) => el.textContent);
    expect(alerts).toEqual([
      "Your card number is incomplete or invalid",
      "Your card has expired",
      "Enter the 3 or 4 digits on the back of the card",
    ]);
    expect(input("card-number").getAttribute("aria-invalid")).toBe("true");

    // Errors follow the typing once shown.
    type(input("card-number"), "4242424242424242");
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(2);
  });

  it("shows 'Processing...' and locks the fields while the payment is confirmed", () => {
    render(vi.fn(), true);
    expect(payButton().textContent).toBe("Processing...");
    expect(payButton().disabled).toBe(true);
    expect(input("card-number").disabled).toBe(true);
  });
});
