import type { AppConfig } from './config';
import type { Db } from './db/database';

/** What every capability's routes receive: configuration, the database and the clock. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  /** "Now" for every rule that depends on time; tests pin it. */
  now: () => Date;
}
