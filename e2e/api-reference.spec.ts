import { expect, test, type Page } from "@playwright/test";

// The API reference needs no sign-in: it describes the API and holds no data (docs/api.md).
// At the README's address (no trailing slash) it was a blank page: its assets resolved to
// /reference/static/… (404), and the logo's inline <style> broke the CSP.

const methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** Every operation of the published document, as `GET /api/customers`. */
async function documentOperations(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/openapi.json");
  expect(response.ok()).toBe(true);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => methods.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Console errors, uncaught errors, CSP violations and failed requests, from the page's first byte. */
async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}

for (const address of ["/api/reference", "/api/reference/"]) {
  test(`${address} lists every operation of the document, with no console error and no CSP violation`, async ({
    page,
  }) => {
    const operations = await documentOperations(page);
    expect(operations.length).toBeGreaterThan(80);
    const problems = await watchForProblems(page);

    await page.goto(address);
    await expect(page.getByRole("heading", { name: /Shopdesk API/ })).toBeVisible();
    const listed = page.locator(".opblock");
    await expect(listed).toHaveCount(operations.length);
    const shown = await listed.evaluateAll((blocks) =>
      blocks.map(
        (block) =>
          `${block.querySelector(".opblock-summary-method")?.textContent} ${block.querySelector(".opblock-summary-path")?.getAttribute("data-path")}`,
      ),
    );
    expect(shown.sort()).toEqual(operations.sort());

    // An operation opened shows its parameters and answers, drawn under the same policy.
    await page.getByRole("button", { name: "GET /api/customers/{customerId} Read a customer" }).click();
    const opened = page.locator(".opblock.is-open");
    await expect(opened.getByRole("row", { name: /^customerId \*required/ })).toBeVisible();
    await expect(opened.getByRole("row", { name: /^414 / })).toBeVisible();

    // Violations are reported in tasks of their own: read them once the page's pending tasks have run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(problems).toEqual([]);
  });
}
