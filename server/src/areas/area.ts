/** What every area plugin receives, and the shape of one (design §1: areas/<area>/{index, routes, service}.ts). */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

export interface AreaDeps {
  db: Db;
  config: Config;
}

/** An area registers its routes from its contract entries (http/route.ts). */
export type Area = (app: FastifyInstance, deps: AreaDeps) => Promise<void>;
