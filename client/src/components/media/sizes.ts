/**
 * `sizes` values for the layouts images are drawn in, named once. The card grids
 * (creators, posts, items, articles) are one column on phones, two from `sm`,
 * three from `lg`, inside the page Container (max-w-7xl with side padding).
 */
export const CARD_GRID_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** Full width of the page Container: a profile's cover. */
export const CONTAINER_WIDTH_SIZES = "(min-width: 1280px) 1216px, 100vw";
