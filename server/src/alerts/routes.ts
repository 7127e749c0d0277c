import { ALERT_EVALUATE_MINUTES, alertRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";
import { AlertHub } from "./hub.js";
import { type AlertOptionsInput, alertOptions } from "./options.js";
import {
  listAlerts,
  markAllRead,
  readSettings,
  rememberPerson,
  setReader,
  unreadCount,
  writeSettings,
} from "./repository.js";
import { testClockRoutes } from "./test-clock-routes.js";
import { TestClock } from "./test-clock.js";
import { readThresholds, writeThresholds } from "./thresholds.js";

/**
 * /api/alerts: the inbox, its count, each person's reading and settings, the shop's thresholds
 * (docs/api.md, "Alerts"); and the process's alert hub, started when the app is ready and
 * stopped as it closes.
 */
export const alertRoutes: FastifyPluginAsyncZod<{ database: Database; options?: AlertOptionsInput }> = async (
  app,
  { database, options = {} },
) => {
  const testClock = options.testClock ? new TestClock(options.clock) : undefined;
  const settings = alertOptions(testClock ? { ...options, clock: () => testClock.now() } : options);
  const hub = new AlertHub(database, settings, (error, what) =>
    app.log.error({ err: error }, `alerts: ${what} failed`),
  );
  app.addHook("onReady", async () => hub.start());
  app.addHook("onClose", async () => hub.stop());
  // Every alerts call says who uses them (their name, their sign-in's address) for the emails.
  app.addHook("preHandler", async (request) => rememberPerson(database.db, request.principal));
  const { db } = database;

  app.route({
    ...routeOptions(routes.list, {
      summary: "List alerts",
      description:
        "Newest first, open ones unless `state` says otherwise; filtered by rule, by what this person has not read, and by record (`kind` with `key`: a WO number, a POKey or a supplier's name). Rules this person turned off are left out. `before` (an AlertId) continues after a page; `HasMore` says whether one follows.",
    }),
    handler: async (request) => listAlerts(db, request.principal, request.query),
  });

  app.route({
    ...routeOptions(routes.summary, {
      summary: "Count unread alerts",
      description:
        "The bell's count: open alerts of the rules this person hears, not read, and not snoozed past today.",
    }),
    handler: async (request) => ({ Unread: await unreadCount(db, request.principal, settings.clock()) }),
  });

  app.route({
    ...routeOptions(routes.setReader, {
      summary: "Read, unread or snooze an alert",
      description:
        "For this person only: `Read` marks it read (keeping when it was first read) or unread; `SnoozedUntil` hides it from the unread count until that date (null: not snoozed). Answers the alert as this person sees it; their other tabs get an `alerts` event. An unknown AlertId is a 404.",
    }),
    handler: async (request) =>
      setReader(db, request.principal, request.params.alertId, request.body, settings.clock()),
  });

  app.route({
    ...routeOptions(routes.markAllRead, {
      summary: "Mark every open alert read",
      description:
        "Every open alert of the rules this person hears (of one `Rule`, when named) marked read; answers how many were unread.",
    }),
    handler: async (request) => markAllRead(db, request.principal, request.body.Rule, settings.clock()),
  });

  app.route({
    ...routeOptions(routes.getSettings, {
      summary: "Read my alert settings",
      description:
        "Where this person's email goes (the sign-in's address unless they gave another), the hour and time zone of their daily digest, how they hear each rule, and whether this server sends email at all.",
    }),
    handler: async (request) => readSettings(db, request.principal, hub.mail.enabled),
  });

  app.route({
    ...routeOptions(routes.putSettings, {
      summary: "Change my alert settings",
      description:
        "`Email` blank or the sign-in's own follows the sign-in's address; another is kept. `Rules` names the rules to change (off, inbox, immediate or digest); the rest keep theirs. A time zone that is not an IANA name, an hour outside 0–23 or an unknown rule or delivery is a 400.",
    }),
    handler: async (request) => writeSettings(db, request.principal, request.body, hub.mail.enabled),
  });

  app.route({
    ...routeOptions(routes.getThresholds, {
      summary: "Read the alert thresholds",
      description: "The shop's threshold of each rule that has one (the same for everyone): its value, or its default.",
    }),
    handler: async () => readThresholds(db),
  });

  app.route({
    ...routeOptions(routes.putThresholds, {
      summary: "Change the alert thresholds",
      description: `Sets the thresholds named (each within its rule's range; a rule without a threshold is a 400), then evaluates every rule before answering, so alerts the change opens or resolves are there at once (else within ${ALERT_EVALUATE_MINUTES} minutes).`,
    }),
    handler: async (request) => {
      await db.transaction().execute((trx) => writeThresholds(trx, request.body));
      try {
        await hub.evaluateAll();
      } catch (error) {
        // Saved all the same: the next evaluation, minutes away, applies it.
        request.log.error({ err: error }, "alerts: evaluating after a threshold change failed");
      }
      return readThresholds(db);
    },
  });

  if (testClock) await app.register(testClockRoutes, { clock: testClock, hub });
};
