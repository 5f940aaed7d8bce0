// What every console area gets: the database, the other modules' services, configuration and limits.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dastarkhan/db/client';
import type { Services } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { RateLimits } from '../../plugins/rate-limit.ts';

export interface ConsoleDeps {
  db: Database;
  /** The storefront's and operator API's services: console writes go through them where they exist. */
  services: Services;
  config: Config;
  limits: RateLimits;
  log: FastifyBaseLogger;
}
