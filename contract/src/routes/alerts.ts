import { z } from "zod/mini";
import {
  alertIdParams,
  alertListQuery,
  alertListSchema,
  alertReaderBody,
  alertSchema,
  alertSettingsBody,
  alertSettingsSchema,
  alertSummarySchema,
  alertThresholdsBody,
  alertThresholdsSchema,
  markAllReadBody,
} from "../alerts.js";
import { noQuery } from "../list.js";
import { answers, route, writeAnswers } from "../route.js";

const tag = "Alerts";

/** /api/alerts: the inbox, its count, a person's settings and the shop's thresholds (docs/api.md, "Alerts"). */
export const alertRoutes = {
  list: route({
    method: "GET",
    path: "/alerts",
    operationId: "listAlerts",
    tag,
    query: alertListQuery,
    answers: answers({ 200: alertListSchema }),
  }),
  summary: route({
    method: "GET",
    path: "/alerts/summary",
    operationId: "getAlertSummary",
    tag,
    query: noQuery,
    answers: answers({ 200: alertSummarySchema }),
  }),
  setReader: route({
    method: "PUT",
    path: "/alerts/:alertId/reader",
    operationId: "setAlertReader",
    tag,
    params: alertIdParams,
    body: alertReaderBody,
    answers: writeAnswers({ 200: alertSchema }, 404),
  }),
  markAllRead: route({
    method: "POST",
    path: "/alerts/read",
    operationId: "markAlertsRead",
    tag,
    body: markAllReadBody,
    answers: writeAnswers({ 200: z.object({ Marked: z.int() }) }),
  }),
  getSettings: route({
    method: "GET",
    path: "/alerts/settings",
    operationId: "getAlertSettings",
    tag,
    query: noQuery,
    answers: answers({ 200: alertSettingsSchema }),
  }),
  putSettings: route({
    method: "PUT",
    path: "/alerts/settings",
    operationId: "setAlertSettings",
    tag,
    body: alertSettingsBody,
    answers: writeAnswers({ 200: alertSettingsSchema }),
  }),
  getThresholds: route({
    method: "GET",
    path: "/alerts/thresholds",
    operationId: "getAlertThresholds",
    tag,
    query: noQuery,
    answers: answers({ 200: alertThresholdsSchema }),
  }),
  putThresholds: route({
    method: "PUT",
    path: "/alerts/thresholds",
    operationId: "setAlertThresholds",
    tag,
    body: alertThresholdsBody,
    answers: writeAnswers({ 200: alertThresholdsSchema }),
  }),
};
