/** Links between the pages of a long list: /products' grid and a product's reviews. */

/** The page numbers to link to: the first, the last, and two either side of the current; null where some are left out. */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const links: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) links.push(n);
    else if (links.at(-1) !== null) links.push(null);
  }
  return links;
}
