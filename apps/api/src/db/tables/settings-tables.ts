/** Row type of the back office's settings (decision 035): one row per setting, by name. */
export interface SettingTable {
  /** `inbox_retention_months`, ... */
  name: string;
  /** The value as text; each reader parses and bounds its own (a missing row is the default). */
  value: string;
  updated_at: string;
}
