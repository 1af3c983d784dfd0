/** Paw Bazar: each step of an order, to the buyer or the seller it concerns. */
import type { Order } from "../../db/schema";
import type { MailDraft } from "../render";
import { formatDate, formatMoney } from "../format";
import { Facts, Layout, P } from "./layout";
import type { MailRecipient } from "./recipient";

export type OrderParty = "buyer" | "seller";
export type MailedOrderStatus = "paid" | "shipped" | "ready_for_pickup" | "completed" | "canceled" | "disputed" | "refunded";

type OrderFacts = Pick<
  Order,
  | "id"
  | "itemTitle"
  | "deliveryMethod"
  | "subtotalCents"
  | "shippingCents"
  | "totalCents"
  | "commissionCents"
  | "currency"
  | "paidAt"
  | "carrier"
  | "trackingNumber"
  | "completesAt"
  | "disputeReason"
  | "resolutionNote"
>;

interface Step {
  subject: string;
  heading: string;
  lines: string[];
  facts?: [string, string][];
}

function stepOf(status: MailedOrderStatus, party: OrderParty, order: OrderFacts, to: MailRecipient): Step {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const item = order.itemTitle;
  const amounts: [string, string][] = [
    ["Item", `${item} · ${money(order.subtotalCents)}`],
    ...(order.shippingCents > 0 ? ([["Shipping", money(order.shippingCents)]] as [string, string][]) : []),
    ["Total", money(order.totalCents)],
  ];
  const share = money(order.totalCents - order.commissionCents);
  switch (status) {
    case "paid":
      return party === "buyer"
        ? {
            subject: `Order confirmed: ${item}`,
            heading: "Thanks for your order",
            lines: [
              `Hi ${to.name}, your payment for ${item} went through${order.paidAt ? ` on ${formatDate(order.paidAt, to.timeZone)}` : ""}.`,
              order.deliveryMethod === "shipping"
                ? "The seller will ship it and add the tracking number; we will email you when it is on its way."
                : "The seller will tell you when it is ready for pickup.",
            ],
            facts: amounts,
          }
        : {
            subject: `Sold: ${item}`,
            heading: "You made a sale!",
            lines: [
              `Hi ${to.name}, ${item} was paid for.`,
              order.deliveryMethod === "shipping"
                ? "Ship it to the buyer and add the carrier and tracking number on the order's page."
                : "Mark it ready for pickup on the order's page when the buyer can collect it.",
              `Once the order completes, ${share} is yours (the total less the ${money(order.commissionCents)} commission).`,
            ],
            facts: amounts,
          };
    case "shipped":
      return {
        subject: `Shipped: ${item}`,
        heading: "Your order is on its way",
        lines: [`Hi ${to.name}, the seller shipped ${item}.`, "Confirm on the order's page once it arrives, or open a dispute if something is wrong."],
        facts: [
          ["Carrier", order.carrier ?? "Not given"],
          ["Tracking number", order.trackingNumber ?? "Not given"],
          ...(order.completesAt ? ([["Completes by itself on", formatDate(order.completesAt, to.timeZone)]] as [string, string][]) : []),
        ],
      };
    case "ready_for_pickup":
      return {
        subject: `Ready for pickup: ${item}`,
        heading: "Your order is ready for pickup",
        lines: [`Hi ${to.name}, ${item} is ready for you to pick up. Arrange the pickup with the seller, then confirm on the order's page.`],
      };
    case "completed":
      return party === "seller"
        ? {
            subject: `Completed: ${item}`,
            heading: "Your sale is complete",
            lines: [`Hi ${to.name}, the order of ${item} is complete: ${share} is yours (the total less the ${money(order.commissionCents)} commission).`],
          }
        : { subject: `Completed: ${item}`, heading: "Your order is complete", lines: [`Hi ${to.name}, your order of ${item} is complete. Enjoy it!`, "You can rate the seller on the order's page."] };
    case "canceled":
      return party === "seller"
        ? { subject: `Canceled: ${item}`, heading: "An order was canceled", lines: [`Hi ${to.name}, the buyer canceled the order of ${item}. It is available again.`] }
        : {
            subject: `Canceled: ${item}`,
            heading: "Your order was canceled",
            lines: [`Hi ${to.name}, the seller canceled your order of ${item}.${order.paidAt ? ` Your payment of ${money(order.totalCents)} is refunded in full.` : ""}`],
          };
    case "disputed":
      return {
        subject: `Dispute opened: ${item}`,
        heading: "The buyer opened a dispute",
        lines: [
          `Hi ${to.name}, the buyer opened a dispute about ${item}: ${order.disputeReason === "not_received" ? "not received" : "not as described"}.`,
          "The order will not complete by itself meanwhile. Our team will look into it and may contact you.",
        ],
      };
    case "refunded":
      return party === "buyer"
        ? { subject: `Refunded: ${item}`, heading: "You have been refunded", lines: [`Hi ${to.name}, your payment of ${money(order.totalCents)} for ${item} is refunded in full.`] }
        : {
            subject: `Refunded: ${item}`,
            heading: "A dispute was resolved with a refund",
            lines: [`Hi ${to.name}, the dispute about ${item} was resolved with a full refund to the buyer.${order.resolutionNote ? ` Our team's note: ${order.resolutionNote}` : ""}`],
          };
  }
}

export function orderStepMail(to: MailRecipient, input: { status: MailedOrderStatus; party: OrderParty; order: OrderFacts }): MailDraft {
  const step = stepOf(input.status, input.party, input.order, to);
  return {
    subject: step.subject,
    element: (
      <Layout preview={step.lines[0]!} heading={step.heading} links={to.links} action={{ label: "Open the order", href: to.links.order(input.order.id) }}>
        {step.lines.map((line) => (
          <P key={line}>{line}</P>
        ))}
        {step.facts ? <Facts rows={step.facts} /> : null}
      </Layout>
    ),
  };
}
