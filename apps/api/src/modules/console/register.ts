// The merchant console's API: its authentication, then the routes of every area (each in its own file).
import type { FastifyInstance } from 'fastify';
import { registerConsoleAuth } from '../../plugins/console-auth.ts';
import { registerAccessRoutes } from './access-routes.ts';
import { createAccessService } from './access-service.ts';
import { registerBoardRoutes } from './board-routes.ts';
import { registerBrandPlacesRoutes } from './brand-places-routes.ts';
import { registerBrandSettingsRoutes } from './brand-settings-routes.ts';
import type { ConsoleDeps } from './deps.ts';
import { registerMenuRoutes } from './menu-routes.ts';
import { registerReportsRoutes } from './reports-routes.ts';
import { registerReviewsRoutes } from './reviews-routes.ts';
import { registerReservationsRoutes } from './reservations-routes.ts';

export async function registerConsole(app: FastifyInstance, deps: ConsoleDeps): Promise<void> {
  const access = createAccessService(deps);
  await registerConsoleAuth(app, { findSession: (tokenHash) => access.findSession(tokenHash) });
  registerAccessRoutes(app, { ...deps, access });
  registerBoardRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerBrandPlacesRoutes(app, deps);
  registerBrandSettingsRoutes(app, deps);
  registerReportsRoutes(app, deps);
  registerReviewsRoutes(app, deps);
  registerReservationsRoutes(app, deps);
}
