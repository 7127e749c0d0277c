import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { expectTimeout } from "../scripts/test-timeouts.mjs";

// `findBy…` and `waitFor` wait as long as the browser tests do (1 s by default: too short when the cores are busy).
configure({ asyncUtilTimeout: expectTimeout });

// What Radix and cmdk call that jsdom lacks, for every DOM test file: the DOM projects share
// one jsdom per worker (`isolate: false`), so a file that forgot them passed or failed by
// which file ran before it in its worker.
// (A project's node-environment files, e.g. the tree-shaking check, have no DOM to mend.)
if (typeof Element !== "undefined") {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  // jsdom has <dialog> and its `open` but not showModal() or close(): the design system's
  // Dialog opens and closes through them (the top layer and the inert page are the browser's,
  // and the browser tests have them).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

afterEach(() => cleanup());
