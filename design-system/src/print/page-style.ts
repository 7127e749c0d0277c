/**
 * US Letter with 0.5 in margins: top and bottom are `@page` margins, left and right the sheet's
 * own padding. The `@page` rule itself lives in `styles/print.css` (a stylesheet, so a strict
 * Content-Security-Policy keeps it); these are the same numbers for code that needs them.
 */
export const pageMargins = { top: "0.5in", side: "0.5in", bottom: "0.7in" } as const;
