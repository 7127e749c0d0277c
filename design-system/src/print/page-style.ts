/**
 * US Letter with 0.5 in margins. Top and bottom are `@page` margins (so every continuation page gets
 * them); left and right are the sheet's own padding, so a print-media render without pagination
 * (a screenshot) still shows them. The page number sits in the bottom-right margin box (Chromium ≥ 131).
 */
export const pageMargins = { top: "0.5in", side: "0.5in", bottom: "0.7in" } as const;

export const printPageCss = `
@page {
  size: letter;
  margin: ${pageMargins.top} 0 ${pageMargins.bottom};
  @bottom-right {
    content: "Page " counter(page) " of " counter(pages);
    font-family: "Inter Variable", ui-sans-serif, sans-serif;
    font-size: 8pt;
    color: hsl(var(--muted-foreground));
    vertical-align: middle;
    padding-right: ${pageMargins.side};
  }
}
`;
