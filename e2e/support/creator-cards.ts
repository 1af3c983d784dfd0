/** Creator cards as a visitor finds them in a grid (home, Explore). */
import type { Locator, Page } from "playwright-core";

/** Locators inside `filter({ has })` are matched from the filtered element, so they start from the page. */
const pageOf = (scope: Page | Locator): Page => ("page" in scope && typeof scope.page === "function" ? scope.page() : (scope as Page));

/** Every creator card on the page (or in the given part of it). */
function creatorCards(scope: Page | Locator): Locator {
  return scope.getByRole("article").filter({ has: pageOf(scope).getByRole("heading", { level: 3 }) });
}

/** The card of the pet with this name. */
export function creatorCard(scope: Page | Locator, petName: string): Locator {
  return scope.getByRole("article").filter({ has: pageOf(scope).getByRole("heading", { level: 3, name: petName, exact: true }) });
}

/** The pet names on the cards, in page order. */
export async function petNamesOnCards(scope: Page | Locator): Promise<string[]> {
  return creatorCards(scope).getByRole("heading", { level: 3 }).allTextContents();
}
