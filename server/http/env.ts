import type { Config } from '../config';
import type { Db } from '../db/client';
import type { OwnerContext } from '../services/auth';
import type { BulkJobRunner } from '../services/back-office/bulk-jobs';

/** What every route module is built from. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** Runs bulk jobs this process starts; the process's own (main.ts, the test harness), to stop it with the process. One is made when none is given. */
  bulkJobs?: BulkJobRunner;
}

/** Hono context variables: the owner, once requireOwner has let the request through. */
export interface AppEnv {
  Variables: { owner: OwnerContext };
}
