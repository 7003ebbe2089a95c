export interface PostgresDatabase {
  /** `estate_<purpose>_<random>`. */
  name: string;
  /** The connection URL of the new database (the admin URL with its path replaced). */
  url: string;
  /** Drops the database, forcing off any client still connected. */
  drop(): Promise<void>;
}

/** Creates a database of its own on the server `adminUrl` connects to. */
export function createPostgresDatabase(adminUrl: string, purpose: string): Promise<PostgresDatabase>;

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** A PostgreSQL cluster in a temp directory on a free port; null when no server is installed. */
export function startThrowawayPostgres(): Promise<ThrowawayPostgres | null>;
