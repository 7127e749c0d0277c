import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { expectTimeout } from "../scripts/test-timeouts.mjs";

// `findBy…` and `waitFor` wait as long as the browser tests do (1 s by default: too short when the cores are busy).
configure({ asyncUtilTimeout: expectTimeout });

afterEach(() => cleanup());
