import type { Config } from '../config';
import type { Db } from '../db/client';
import type { OwnerContext } from '../services/auth';

/** What every route module is built from. */
export interface AppDeps {
  db: Db;
  config: Config;
}

/** Hono context variables: the owner, once requireOwner has let the request through. */
export interface AppEnv {
  Variables: { owner: OwnerContext };
}
