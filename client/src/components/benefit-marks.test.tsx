// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { BenefitMarks } from "./benefit-marks";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it("marks each benefit included or not, then lists the creator's own bullets", async () => {
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<BenefitMarks benefits={BENEFIT_TEMPLATES.basic} features={["Birthday video"]} />));
  const lines = [...container.querySelectorAll("li")].map((li) => li.textContent);
  expect(lines).toEqual([
    "5 exclusive posts per month(included)",
    "HD video content(not included)",
    "Community chat(included)",
    "Behind-the-scenes content(not included)",
    "Full media library(not included)",
    "Live streams(not included)",
    "Priority community access(not included)",
    "Direct messaging with the creator(not included)",
    "Birthday video",
  ]);
  await act(async () => root.unmount());
});
