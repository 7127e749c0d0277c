import type { Migration } from "kysely";
import * as m0001 from "./0001_client_error.js";
import * as m0002 from "./0002_domain.js";
import * as m0003 from "./0003_search_indexes.js";
import * as m0004 from "./0004_client_error_details.js";
import * as m0005 from "./0005_master_data_indexes.js";
import * as m0006 from "./0006_search_statistics.js";
import * as m0007 from "./0007_master_data_lists.js";
import * as m0008 from "./0008_order_lists.js";
import * as m0009 from "./0009_reports.js";
import * as m0010 from "./0010_late_work_by_customer.js";
import * as m0011 from "./0011_part_descriptions.js";
import * as m0012 from "./0012_download_link.js";
import * as m0013 from "./0013_attachments.js";
import * as m0014 from "./0014_history_source.js";
import * as m0015 from "./0015_search_without_accents.js";
import * as m0016 from "./0016_part_fillfactor.js";
import * as m0017 from "./0017_change_feed.js";
import * as m0018 from "./0018_alerts.js";
import * as m0019 from "./0019_backups.js";

/**
 * Every migration, in order. Kysely applies them by name, so a name never changes once
 * shipped; add new ones at the end with the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_client_error": m0001,
  "0002_domain": m0002,
  "0003_search_indexes": m0003,
  "0004_client_error_details": m0004,
  "0005_master_data_indexes": m0005,
  "0006_search_statistics": m0006,
  "0007_master_data_lists": m0007,
  "0008_order_lists": m0008,
  "0009_reports": m0009,
  "0010_late_work_by_customer": m0010,
  "0011_part_descriptions": m0011,
  "0012_download_link": m0012,
  "0013_attachments": m0013,
  "0014_history_source": m0014,
  "0015_search_without_accents": m0015,
  "0016_part_fillfactor": m0016,
  "0017_change_feed": m0017,
  "0018_alerts": m0018,
  "0019_backups": m0019,
};
